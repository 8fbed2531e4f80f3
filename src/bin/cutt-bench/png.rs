//! A minimal PNG encoder: 8-bit RGB, no filtering, and zlib with stored
//! (uncompressed) deflate blocks. Files are larger than a compressing
//! encoder's, but it needs no crate and is simple enough to check by eye.

/// The PNG file signature.
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
/// The largest payload of one stored deflate block (its LEN field is 16 bits).
const STORED_BLOCK_MAX: usize = 65535;
/// Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
const IHDR_TAIL: [u8; 5] = [8, 2, 0, 0, 0];
/// Filter type "None" at the start of every scanline.
const FILTER_NONE: u8 = 0;

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
    write_chunk(&mut file, b"IDAT", &zlib_stored(&scanlines(width, rgb)));
    write_chunk(&mut file, b"IEND", &[]);
    file
}

/// The image data as PNG filters expect it: each row prefixed by its filter.
fn scanlines(width: u32, rgb: &[u8]) -> Vec<u8> {
    let row = width as usize * 3;
    let mut raw = Vec::with_capacity(rgb.len() + rgb.len() / row.max(1));
    for line in rgb.chunks(row.max(1)) {
        raw.push(FILTER_NONE);
        raw.extend_from_slice(line);
    }
    raw
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

/// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 3.2.4).
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    // CMF 0x78: deflate, 32 KiB window; FLG 0x01 makes CMF*256+FLG a multiple of 31.
    let mut out = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = data.chunks(STORED_BLOCK_MAX).collect();
    // An empty input still needs one (final, empty) block.
    let blocks = if blocks.is_empty() {
        vec![&[][..]]
    } else {
        blocks
    };
    for (i, block) in blocks.iter().enumerate() {
        let last = i + 1 == blocks.len();
        // BFINAL in bit 0, BTYPE 00 (stored); the rest of the byte pads to a boundary.
        out.push(u8::from(last));
        let len = block.len() as u16;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
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

    #[test]
    fn stored_blocks_split_at_65535_bytes_and_only_the_last_is_final() {
        let data = vec![1u8; STORED_BLOCK_MAX + 10];
        let z = zlib_stored(&data);
        assert_eq!(z[2], 0, "first block not final");
        assert_eq!(z[3..5], 65535u16.to_le_bytes());
        let second = 2 + 5 + STORED_BLOCK_MAX;
        assert_eq!(z[second], 1, "second block final");
        assert_eq!(z[second + 1..second + 3], 10u16.to_le_bytes());
        assert_eq!(z.len(), 2 + 2 * 5 + data.len() + 4);
    }
}

/// Checks the encoder against Python's zlib, an independent implementation
/// of the formats; skipped where there is no python3.
#[cfg(test)]
mod reference_decoder {
    use super::encode;
    use std::process::Command;

    /// Verifies every chunk CRC with zlib.crc32, inflates the IDAT data with
    /// zlib.decompress (which checks Adler-32), and compares every pixel
    /// with the gradient the test drew.
    const CHECK: &str = r#"
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
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
assert len(raw) == h * (1 + 3 * w), len(raw)
for y in range(h):
    row = raw[y * (1 + 3 * w):(y + 1) * (1 + 3 * w)]
    assert row[0] == 0, "filter"
    for x in range(w):
        assert tuple(row[1 + 3 * x:4 + 3 * x]) == (x % 256, y % 256, (x + y) % 256), (x, y)
print("ok", w, h)
"#;

    fn python3_available() -> bool {
        Command::new("python3")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    }

    #[test]
    fn python_zlib_accepts_the_file_and_reads_back_the_pixels() {
        if !python3_available() {
            println!("skipped: no python3 to act as the reference decoder");
            return;
        }
        // Over 65535 bytes of scanlines, so the stream has several blocks.
        let (w, h) = (300u32, 97u32);
        let rgb: Vec<u8> = (0..h)
            .flat_map(|y| (0..w).flat_map(move |x| [x as u8, y as u8, (x + y) as u8]))
            .collect();
        let path = std::env::temp_dir().join(format!("cutt-bench-png-{}.png", std::process::id()));
        std::fs::write(&path, encode(w, h, &rgb)).unwrap();
        let output = Command::new("python3")
            .arg("-c")
            .arg(CHECK)
            .arg(&path)
            .output()
            .unwrap();
        std::fs::remove_file(&path).unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{stdout}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(stdout.trim(), "ok 300 97");
    }
}
