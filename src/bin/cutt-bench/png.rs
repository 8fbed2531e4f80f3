//! A minimal PNG encoder: 8-bit RGB, each row filtered None or Up, and zlib
//! with one deflate block of fixed Huffman codes whose LZ77 matches come
//! from a greedy hash-chain search. Charts are mostly rows equal to the one
//! above, which Up turns into zeros that a few long matches cover; dynamic
//! Huffman tables would save little more for the code they need.

/// The PNG file signature.
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
/// Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
const IHDR_TAIL: [u8; 5] = [8, 2, 0, 0, 0];
/// The PNG filter types used (PNG 9.2).
const FILTER_NONE: u8 = 0;
const FILTER_UP: u8 = 2;

/// How far back deflate may point: 32 KiB, as CMF announces.
const WINDOW: usize = 32768;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
/// 2^15 buckets of 3-byte prefixes: few collisions for a 1 MB image.
const HASH_BITS: u32 = 15;
/// Candidates tried per position: enough for charts, bounded for noise.
const MAX_CHAIN: usize = 64;
const END_OF_BLOCK: u16 = 256;

/// Length codes 257.. and distance codes 0.. (RFC 1951 3.2.5): the
/// smallest value of each code and how many extra bits follow it.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// The PNG file of a `width` x `height` image, `rgb` holding 3 bytes per
/// pixel, row by row from the top.
pub fn encode(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    assert_eq!(rgb.len(), width as usize * height as usize * 3);
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&IHDR_TAIL);
    let mut file = SIGNATURE.to_vec();
    write_chunk(&mut file, b"IHDR", &header);
    write_chunk(&mut file, b"IDAT", &zlib(&scanlines(width, rgb)));
    write_chunk(&mut file, b"IEND", &[]);
    file
}

/// The image data as PNG filters expect it: each row prefixed by its
/// filter type, Up where that makes the bytes smaller (the heuristic PNG
/// 12.8 suggests), which turns rows equal to the one above into zeros.
fn scanlines(width: u32, rgb: &[u8]) -> Vec<u8> {
    let row = (width as usize * 3).max(1);
    let mut raw = Vec::with_capacity(rgb.len() + rgb.len() / row);
    // The row above the first counts as zeros (PNG 9.2).
    let zeros = vec![0u8; row];
    let mut above = &zeros[..];
    for line in rgb.chunks(row) {
        let up: Vec<u8> = line
            .iter()
            .zip(above)
            .map(|(&x, &b)| x.wrapping_sub(b))
            .collect();
        if signed_sum(&up) < signed_sum(line) {
            raw.push(FILTER_UP);
            raw.extend_from_slice(&up);
        } else {
            raw.push(FILTER_NONE);
            raw.extend_from_slice(line);
        }
        above = line;
    }
    raw
}

/// The sum of the bytes read as signed, in absolute value: small when a
/// row is mostly near zero, as compressors like.
fn signed_sum(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .map(|&b| u64::from((b as i8).unsigned_abs()))
        .sum()
}

/// Length, type, data, then the CRC of type and data.
fn write_chunk(file: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    file.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = file.len();
    file.extend_from_slice(kind);
    file.extend_from_slice(data);
    let crc = crc32(&file[start..]);
    file.extend_from_slice(&crc.to_be_bytes());
}

/// A zlib stream (RFC 1950) around one deflate block.
fn zlib(data: &[u8]) -> Vec<u8> {
    // CMF 0x78: deflate, 32 KiB window; FLG 0x01 makes CMF*256+FLG a multiple of 31.
    let mut out = vec![0x78, 0x01];
    out.extend_from_slice(&deflate(data));
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

/// One final deflate block with fixed Huffman codes (RFC 1951 3.2.6):
/// at each position the longest earlier match of 3 or more bytes, or else
/// a literal. A fixed block has no size limit, so one block holds it all.
fn deflate(data: &[u8]) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.push(1, 1); // BFINAL
    bits.push(1, 2); // BTYPE 01, fixed codes
    let mut matcher = Matcher::new();
    let mut pos = 0;
    while pos < data.len() {
        let (length, distance) = matcher.longest(data, pos);
        let step = if length >= MIN_MATCH {
            bits.length(length);
            bits.distance(distance);
            length
        } else {
            bits.symbol(u16::from(data[pos]));
            1
        };
        for covered in pos..pos + step {
            matcher.insert(data, covered);
        }
        pos += step;
    }
    bits.symbol(END_OF_BLOCK);
    bits.finish()
}

/// Earlier positions by their first 3 bytes: `head` holds the latest of
/// each hash and `prev` the one before each position, as position + 1 so
/// that 0 ends a chain.
struct Matcher {
    head: Vec<u32>,
    prev: Vec<u32>,
}

impl Matcher {
    fn new() -> Matcher {
        Matcher {
            head: vec![0; 1 << HASH_BITS],
            prev: vec![0; WINDOW],
        }
    }

    fn insert(&mut self, data: &[u8], pos: usize) {
        if pos + MIN_MATCH <= data.len() {
            let h = hash(&data[pos..]);
            self.prev[pos % WINDOW] = self.head[h];
            self.head[h] = pos as u32 + 1;
        }
    }

    /// (length, distance) of the longest match for `pos` among the chain's
    /// first candidates; a length under MIN_MATCH means none. Positions are
    /// searched before they are inserted, so every `prev` slot read within
    /// the window still belongs to the position that wrote it.
    fn longest(&self, data: &[u8], pos: usize) -> (usize, usize) {
        if pos + MIN_MATCH > data.len() {
            return (0, 0);
        }
        let ahead = &data[pos..data.len().min(pos + MAX_MATCH)];
        let mut best = (0, 0);
        let mut next = self.head[hash(ahead)];
        for _ in 0..MAX_CHAIN {
            let Some(candidate) = (next as usize).checked_sub(1) else {
                break;
            };
            if pos - candidate > WINDOW {
                break;
            }
            // Matches may overlap `pos`: the decoder copies byte by byte.
            let length = ahead
                .iter()
                .zip(&data[candidate..])
                .take_while(|(a, b)| a == b)
                .count();
            if length > best.0 {
                best = (length, pos - candidate);
                if length == ahead.len() {
                    break;
                }
            }
            next = self.prev[candidate % WINDOW];
        }
        best
    }
}

/// A bucket for the first 3 bytes (Fibonacci hashing).
fn hash(bytes: &[u8]) -> usize {
    let key = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], 0]);
    (key.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
}

/// Deflate's bit stream: values packed from the least significant bit of
/// each byte up; Huffman codes go most significant bit first (RFC 1951 3.1.1).
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    pending: u64,
    count: u32,
}

impl Bits {
    fn push(&mut self, value: u32, width: u32) {
        self.pending |= u64::from(value) << self.count;
        self.count += width;
        while self.count >= 8 {
            self.bytes.push(self.pending as u8);
            self.pending >>= 8;
            self.count -= 8;
        }
    }

    fn push_code(&mut self, code: u32, width: u32) {
        self.push(code.reverse_bits() >> (32 - width), width);
    }

    /// A literal/length symbol in the fixed code (RFC 1951 3.2.6).
    fn symbol(&mut self, symbol: u16) {
        let s = u32::from(symbol);
        match symbol {
            0..=143 => self.push_code(0x30 + s, 8),
            144..=255 => self.push_code(0x190 + s - 144, 9),
            256..=279 => self.push_code(s - 256, 7),
            _ => self.push_code(0xC0 + s - 280, 8),
        }
    }

    fn length(&mut self, length: usize) {
        let code = LENGTH_BASE.partition_point(|&b| usize::from(b) <= length) - 1;
        self.symbol(257 + code as u16);
        let extra = length - usize::from(LENGTH_BASE[code]);
        self.push(extra as u32, u32::from(LENGTH_EXTRA[code]));
    }

    /// Distance codes are all 5 bits long in a fixed block.
    fn distance(&mut self, distance: usize) {
        let code = DISTANCE_BASE.partition_point(|&b| usize::from(b) <= distance) - 1;
        self.push_code(code as u32, 5);
        let extra = distance - usize::from(DISTANCE_BASE[code]);
        self.push(extra as u32, u32::from(DISTANCE_EXTRA[code]));
    }

    /// The bytes, the last padded with zero bits.
    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.bytes.push(self.pending as u8);
        }
        self.bytes
    }
}

/// CRC-32 (ISO-HDLC, reflected polynomial 0xEDB88320), as PNG chunks use.
pub fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |crc, &b| {
        CRC_TABLE[((crc ^ u32::from(b)) & 0xff) as usize] ^ (crc >> 8)
    })
}

const CRC_TABLE: [u32; 256] = crc_table();

const fn crc_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut c = n as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[n] = c;
        n += 1;
    }
    table
}

/// Adler-32 (RFC 1950), the checksum at the end of a zlib stream.
pub fn adler32(bytes: &[u8]) -> u32 {
    const MOD: u32 = 65521;
    // 5552 bytes is the most that can be summed before the u32 sums may overflow.
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in bytes.chunks(5552) {
        for &byte in chunk {
            a += u32::from(byte);
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    (b << 16) | a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_standard_check_values() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b"IEND"), 0xAE42_6082);
    }

    #[test]
    fn adler32_matches_known_values() {
        assert_eq!(adler32(b""), 1);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
        assert_eq!(adler32(b"123456789"), 0x091E_01DE);
        // Long enough to wrap both sums many times.
        assert_eq!(adler32(&vec![0xffu8; 100_000]), 0x149A_302C);
    }

    #[test]
    fn the_file_starts_with_the_signature_and_an_ihdr_and_ends_with_iend() {
        let file = encode(3, 2, &[7u8; 18]);
        assert_eq!(file[..8], SIGNATURE);
        assert_eq!(&file[12..16], b"IHDR");
        assert_eq!(file[16..20], 3u32.to_be_bytes());
        assert_eq!(file[20..24], 2u32.to_be_bytes());
        assert_eq!(
            file[file.len() - 12..],
            [0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82]
        );
    }

    /// Python's zlib writes the same bytes with Z_FIXED for inputs without
    /// matches, which pins down bit order and code reversal; with a match it
    /// picks differently, so there the bytes are ones zlib.decompress reads
    /// as a, b, c, then length 6 (code 260) at distance 3 (code 2).
    #[test]
    fn deflate_writes_what_zlib_writes_with_fixed_codes() {
        assert_eq!(deflate(b""), [0x03, 0x00]);
        assert_eq!(deflate(b"a"), [0x4b, 0x04, 0x00]);
        assert_eq!(deflate(b"abcabcabc"), [0x4b, 0x4c, 0x4a, 0x86, 0x20, 0x00]);
    }

    #[test]
    fn lengths_and_distances_pick_the_last_code_at_or_below_them() {
        let bits_of = |write: &dyn Fn(&mut Bits)| {
            let mut bits = Bits::default();
            write(&mut bits);
            (bits.count, bits.pending, bits.bytes)
        };
        // 258 is code 285 (11000101), not 284 with 31 extra.
        assert_eq!(bits_of(&|b| b.length(258)), (0, 0, vec![0b1010_0011]));
        // 257 is code 284 (11000100) with extra 30 in 5 bits.
        assert_eq!(bits_of(&|b| b.length(257)), (5, 30, vec![0b0010_0011]));
        // 32768 is distance code 29 (11101) with extra 8191 in 13 bits.
        let (count, pending, bytes) = bits_of(&|b| b.distance(WINDOW));
        assert_eq!((count, bytes.len()), (2, 2));
        assert_eq!(bytes[0] & 0b11111, 0b10111);
        let extra = u64::from(bytes[0] >> 5) | u64::from(bytes[1]) << 3 | pending << 11;
        assert_eq!(extra, 8191);
    }

    #[test]
    fn rows_equal_to_the_one_above_filter_to_zeros_and_the_first_row_is_raw() {
        let rgb = [[9u8, 8, 7, 250, 251, 252]; 3].concat();
        let raw = scanlines(2, &rgb);
        assert_eq!(raw[..7], [FILTER_NONE, 9, 8, 7, 250, 251, 252]);
        assert_eq!(
            raw[7..],
            [FILTER_UP, 0, 0, 0, 0, 0, 0, FILTER_UP, 0, 0, 0, 0, 0, 0]
        );
    }
}

/// Checks the encoder against Python's zlib, an independent implementation
/// of the formats; skipped where there is no python3.
#[cfg(test)]
pub mod reference_decoder {
    use super::{encode, scanlines};
    use std::process::Command;

    /// Verifies every chunk CRC with zlib.crc32, inflates the IDAT data with
    /// zlib.decompress (which checks Adler-32), compares it with the
    /// filtered scanlines, then undoes the filters and compares the pixels.
    const CHECK: &str = r#"
import struct, sys, zlib
data, filtered, rgb = (open(p, "rb").read() for p in sys.argv[1:4])
assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
pos, idat, kinds = 8, b"", []
while pos < len(data):
    (length,) = struct.unpack(">I", data[pos:pos + 4])
    kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
    (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
    assert zlib.crc32(kind + body) == crc, kind
    kinds.append(kind)
    if kind == b"IHDR":
        w, h, depth, colour, _, _, _ = struct.unpack(">IIBBBBB", body)
    if kind == b"IDAT":
        idat += body
    pos += 12 + length
assert kinds[0] == b"IHDR" and kinds[-1] == b"IEND", kinds
assert (depth, colour) == (8, 2)
raw = zlib.decompress(idat)
assert raw == filtered, "inflated data differs from the filtered scanlines"
stride, above, pixels = 3 * w, bytes(3 * w), b""
for y in range(h):
    kind, row = raw[y * (1 + stride)], raw[y * (1 + stride) + 1:(y + 1) * (1 + stride)]
    assert kind in (0, 2), ("filter", y, kind)
    if kind == 2:
        row = bytes((a + b) & 255 for a, b in zip(row, above))
    pixels, above = pixels + row, row
assert pixels == rgb, "unfiltered pixels differ"
print("ok", w, h)
"#;

    fn python3_available() -> bool {
        Command::new("python3")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    }

    /// Encodes the image and has Python read it back; `name` keeps the
    /// scratch files of tests running in parallel apart.
    pub fn assert_python_reads(name: &str, width: u32, height: u32, rgb: &[u8]) {
        if !python3_available() {
            println!("skipped {name}: no python3 to act as the reference decoder");
            return;
        }
        let dir = std::env::temp_dir();
        let path = |what: &str| {
            dir.join(format!(
                "cutt-bench-png-{}-{name}.{what}",
                std::process::id()
            ))
        };
        let files = [path("png"), path("filtered"), path("rgb")];
        std::fs::write(&files[0], encode(width, height, rgb)).unwrap();
        std::fs::write(&files[1], scanlines(width, rgb)).unwrap();
        std::fs::write(&files[2], rgb).unwrap();
        let output = Command::new("python3")
            .arg("-c")
            .arg(CHECK)
            .args(&files)
            .output()
            .unwrap();
        for file in &files {
            std::fs::remove_file(file).unwrap();
        }
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{name}: {stdout}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(stdout.trim(), format!("ok {width} {height}"), "{name}");
    }

    /// Bytes from xorshift64, the same on every run.
    fn noise(len: usize, mut state: u64) -> Vec<u8> {
        (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect()
    }

    #[test]
    fn python_reads_a_gradient() {
        let (w, h) = (300u32, 97u32);
        let rgb: Vec<u8> = (0..h)
            .flat_map(|y| (0..w).flat_map(move |x| [x as u8, y as u8, (x + y) as u8]))
            .collect();
        assert_python_reads("gradient", w, h, &rgb);
    }

    #[test]
    fn python_reads_random_bytes() {
        assert_python_reads(
            "noise",
            257,
            61,
            &noise(257 * 61 * 3, 0x2545_F491_4F6C_DD1D),
        );
    }

    #[test]
    fn python_reads_an_all_white_image() {
        assert_python_reads("white", 760, 500, &vec![255u8; 760 * 500 * 3]);
    }

    /// Random rows repeating every 10 rows of 3,001 bytes: matches 30,010
    /// bytes back, near the end of the window, with the widest extra bits.
    #[test]
    fn python_reads_repeats_near_the_window_limit() {
        let (w, h) = (1000u32, 40u32);
        let block = noise(w as usize * 3 * 10, 7);
        let rgb = block.repeat(4);
        assert_python_reads("far", w, h, &rgb);
    }
}
