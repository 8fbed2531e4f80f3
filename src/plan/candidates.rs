//! Candidate enumeration (cuTT paper, section 3): every algorithm and every
//! valid choice of its parameters within the device's limits.

use std::ops::RangeInclusive;

use super::kernel::word_slots;
use super::packed::{
    chunk_stage, staged_runs, tile_runs, tile_shared_bytes, tile_word_count, tile_words,
    word_elements, words_candidate,
};
use super::tiled::second_tile_dim;
use super::{
    chunked_stage, index_width, row_copy_chunk, runs_byte_tiles, stage_chunk, tile_edges,
    word_rows, Algorithm, Canonical, DeviceProps, IndexWidth, KernelId, Rows, TileFold,
    CHUNKED_STAGE_ALIGN, MAX_GRID_DIMS, MAX_TILES_32, MAX_TILE_DIMS, MAX_TILE_VOLUME,
    MAX_TILE_WORDS, SLOTS, STAGED_KERNELS, STAGED_MIN_CAPABILITY, STAGED_SLOTS, STAGED_THREADS,
    STAGES, TILE,
};

/// Threads per block of the packed kernels at most (their launch bound).
pub const MAX_PACKED_THREADS: u32 = 1024;

/// One way to run a canonical problem, before its launch is laid out.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub algorithm: Algorithm,
    /// Canonical dimensions in the tile, as a bit mask.
    pub tile: u64,
    /// PackedSplit: the split dimension and the chunk length (the last
    /// chunk may be shorter: the kernel bounds it). A staged Packed tile
    /// may take a split too, its chunks leading the grid as PackedSplit's
    /// do; having no bounds, it moves a shorter last chunk back to end at
    /// the extent's end (`moves_back`).
    pub split: Option<(usize, u64)>,
    /// Packed and PackedSplit: a dimension the tile covers a divisor of, and
    /// that divisor; the grid enumerates its multiples (no bound needed).
    /// With `split`, the tile's runs can grow on both sides at once.
    pub factor: Option<(usize, u64)>,
    /// Packed kernels: positions per thread and threads per block.
    pub slots: u32,
    pub threads: u32,
    /// Packed: the tile is one run of both sides, moved by a kernel for
    /// runs (`tile_runs`, set once the slots are chosen).
    pub runs: bool,
    /// Packed and PackedSplit of 1- and 2-byte elements: the tile is moved
    /// as 32-bit words (`tile_words`, set once the slots are chosen).
    pub words: bool,
    /// Tiled: how a folded tile folds (`TileFold::of`), kept here because
    /// the model asks for its chunks many times per candidate.
    pub fold: Option<TileFold>,
}

impl Candidate {
    /// The tile's extent along canonical dimension `d` (0 when `d` is not in
    /// the tile): a chunk for split and Tiled dimensions, else the extent.
    pub fn tile_extent(&self, c: &Canonical, d: usize) -> u64 {
        if self.tile & (1 << d) == 0 {
            return 0;
        }
        match (self.algorithm, self.split) {
            (Algorithm::Tiled | Algorithm::TiledCopy, _) => {
                let (a, b) = tile_edges(c, self.algorithm);
                match d {
                    0 => c.dims[0].min(a),
                    _ if d == second_tile_dim(c, self.algorithm) => c.dims[d].min(b),
                    _ => self
                        .fold
                        .and_then(|fold| fold.chunk(d))
                        .expect("a folded tile's third or fourth dimension is folded"),
                }
            }
            (_, Some((s, chunk))) if s == d => chunk,
            _ => match self.factor {
                Some((f, divisor)) if f == d => divisor,
                _ => c.dims[d],
            },
        }
    }

    /// Positions in a full tile (RowCopy: a block's chunk of the output).
    pub fn volume(&self, c: &Canonical) -> u64 {
        if self.algorithm == Algorithm::RowCopy {
            return row_copy_chunk(c.elem_size);
        }
        (0..c.rank())
            .filter(|&d| self.tile & (1 << d) != 0)
            .map(|d| self.tile_extent(c, d))
            .product()
    }

    /// Tiles in the tensor.
    pub fn num_tiles(&self, c: &Canonical) -> u64 {
        if self.algorithm == Algorithm::RowCopy {
            return c.dims.iter().product::<u64>().div_ceil(self.volume(c));
        }
        (0..c.rank()).map(|d| self.tiles_along(c, d)).product()
    }

    /// Tiles along canonical dimension `d`: its extent where the tile does
    /// not cover it.
    pub fn tiles_along(&self, c: &Canonical, d: usize) -> u64 {
        match self.tile_extent(c, d) {
            0 => c.dims[d],
            t => c.dims[d].div_ceil(t),
        }
    }

    /// Whether `other` has the same algorithm and tile (slots aside).
    fn same_tile(&self, other: &Candidate) -> bool {
        (self.algorithm, self.tile, self.split, self.factor)
            == (other.algorithm, other.tile, other.split, other.factor)
    }

    /// A packed tile before its kernel's slots and threads are chosen.
    fn packed_shape(
        algorithm: Algorithm,
        tile: u64,
        split: Option<(usize, u64)>,
        factor: Option<(usize, u64)>,
    ) -> Candidate {
        Candidate {
            algorithm,
            tile,
            split,
            factor,
            slots: 0,
            threads: 0,
            runs: false,
            words: false,
            fold: None,
        }
    }

    /// Whether the last chunk of the split dimension `d` is a whole chunk
    /// moved back to end at the extent's end, overlapping the chunk before
    /// it (the staged kernel, whose tiles have no bounds, where the chunk
    /// does not divide the extent).
    pub fn moves_back(&self, c: &Canonical, d: usize) -> bool {
        matches!(self.split, Some((s, chunk)) if s == d && c.dims[d] % chunk != 0)
            && self.is_staged()
    }

    /// Whether the candidate is a folded Tiled tile (`TileFold`), which
    /// spans more than its two tile dimensions.
    pub fn is_folded(&self) -> bool {
        self.fold.is_some()
    }

    /// Whether a staged packed kernel (cuda/packed_staged.cu) runs the
    /// candidate: a Packed tile past MAX_TILE_VOLUME positions.
    pub fn is_staged(&self) -> bool {
        super::kernel::runs_staged(self.algorithm, self.slots)
    }

    /// Threads per block.
    pub fn block_threads(&self) -> u32 {
        if self.algorithm.is_packed() {
            self.threads
        } else {
            (TILE * super::TILE_ROWS) as u32
        }
    }

    /// Whether beyond `MAX_TILES_32` tiles a kernel for many tiles runs the
    /// candidate (`KernelId::many_tiles`): Tiled, but folded, whose kernel
    /// numbers tiles of either width as TiledCopy's does.
    pub fn has_many_tiles_kernel(&self) -> bool {
        self.algorithm == Algorithm::Tiled && !self.is_folded()
    }

    /// The entry point that runs the candidate (`has_many_tiles_kernel`).
    pub fn kernel(&self, c: &Canonical) -> KernelId {
        let many_tiles = self.has_many_tiles_kernel() && self.num_tiles(c) > MAX_TILES_32;
        KernelId {
            algorithm: self.algorithm,
            elem_size: c.elem_size,
            index: index_width(c.dims.iter().product()),
            slots: match self.algorithm {
                _ if self.words => word_slots(tile_word_count(c, self)),
                Algorithm::Packed | Algorithm::PackedSplit => self.slots,
                _ => 1,
            },
            rows: match self.algorithm {
                Algorithm::Tiled if self.is_folded() => Rows::WordsFolded,
                Algorithm::Tiled => word_rows(c),
                _ => Rows::Any,
            },
            runs: self.runs,
            wide_b: false,
            words: self.words,
            many_tiles,
        }
    }

    /// A short human-readable description: algorithm, tile and parameters.
    pub fn describe(&self, c: &Canonical) -> String {
        let tile: Vec<String> = (0..c.rank())
            .filter(|&d| self.tile & (1 << d) != 0)
            .map(|d| {
                let t = self.tile_extent(c, d);
                if t == c.dims[d] {
                    format!("d{d}={t}")
                } else {
                    format!("d{d}={t}/{}", c.dims[d])
                }
            })
            .collect();
        let mut s = format!("{} tile {{{}}}", self.algorithm.name(), tile.join(","));
        if self.is_staged() {
            s += &format!(" threads {} staged", self.threads);
        } else if self.algorithm.is_packed() {
            s += &format!(" threads {} slots {}", self.threads, self.slots);
        }
        if self.words {
            s += " words";
        }
        s
    }
}

/// `scattered_rows` from which RowCopy is no candidate: rows whose reads
/// take at least half their length again in DRAM granules, far from their
/// input neighbours. Every such RowCopy timed on the H200 was 1.06-2.4x
/// slower than the case's fastest candidate (bench/model/h200-candidates*.tsv).
const MAX_SCATTERED_ROWS: f64 = 0.5;

/// Every candidate for a canonical problem of rank 2 or more: Tiled or
/// TiledCopy, RowCopy where TiledCopy runs and positions fit in 32 bits,
/// and Packed / PackedSplit for every distinct tile made of the first M_m
/// input and first M_k output dimensions.
pub fn candidates(c: &Canonical, device: &DeviceProps) -> Vec<Candidate> {
    let rank = c.rank();
    let mut out = Vec::new();
    if rank < 2 {
        return out;
    }
    let tiled = if c.perm[0] == 0 {
        Algorithm::TiledCopy
    } else {
        Algorithm::Tiled
    };
    out.push(Candidate {
        algorithm: tiled,
        tile: 1 | 1 << second_tile_dim(c, tiled),
        split: None,
        factor: None,
        slots: 1,
        threads: 0,
        runs: false,
        words: false,
        fold: None,
    });
    if let Some(fold) = TileFold::of(c).filter(|_| tiled == Algorithm::Tiled) {
        let folded = [fold.a, fold.b].into_iter().flatten();
        out.push(Candidate {
            tile: folded.fold(out[0].tile, |tile, (d, _)| tile | 1 << d),
            fold: Some(fold),
            ..out[0].clone()
        });
    }
    let narrow = index_width(c.dims.iter().product()) == IndexWidth::U32;
    if tiled == Algorithm::TiledCopy
        && narrow
        && rank <= MAX_GRID_DIMS
        && super::model::scattered_rows(c) < MAX_SCATTERED_ROWS
    {
        out.push(Candidate {
            algorithm: Algorithm::RowCopy,
            tile: 1,
            split: None,
            factor: None,
            slots: 1,
            threads: 0,
            runs: false,
            words: false,
            fold: None,
        });
    }
    let max_volume = max_tile_volume(c.elem_size, device);
    let staged_volume = staged_tile_volume(c, device);
    let words_volume = words_tile_volume(c);
    let in_l2 = super::model::fits_in_l2(c, device);
    let variants = if in_l2 { 2 } else { 1 };
    let mut seen = Vec::new();
    for mm in 1..=rank {
        let inputs = (1u64 << mm) - 1;
        let mut tile = inputs;
        for &p in &c.perm {
            tile |= 1 << p;
            if seen.contains(&tile) {
                continue;
            }
            seen.push(tile);
            packed_candidates(c, tile, max_volume, variants, device, &mut out);
            if !in_l2 {
                long_run_candidate(c, tile, max_volume, LongRun::Registers, &mut out);
                if let Some(staged) = staged_volume {
                    long_run_candidate(c, tile, staged, LongRun::Staged(device), &mut out);
                    staged_candidates(c, tile, staged, device, &mut out);
                }
                if let Some(words) = words_volume {
                    long_run_candidate(c, tile, words, LongRun::Words(device), &mut out);
                }
            }
        }
    }
    if !narrow {
        out.retain(|cand| !cand.algorithm.is_packed() || positions_fit_32_bits(c, cand));
    }
    if out.len() > 1 && one_byte_tile_along_b(c, tiled) {
        out.remove(0);
    }
    for cand in &mut out {
        cand.runs = tile_runs(c, cand, device);
        cand.words = tile_words(c, cand, device);
    }
    out
}

/// Whether the Packed and PackedSplit kernels with 64-bit positions can run
/// `cand`: they hold tile numbers and each position's offsets from its
/// tile's origin in 32 bits (cuda/packed.cu), which kept their registers
/// from spilling. A tile's largest offset on each side is the sum over its
/// dimensions of (extent - 1) x stride (in elements: a bound for the
/// kernels of words too).
fn positions_fit_32_bits(c: &Canonical, cand: &Candidate) -> bool {
    let reach = |strides: Vec<u64>| -> u64 {
        let extents = (0..c.rank()).map(|d| cand.tile_extent(c, d).saturating_sub(1));
        extents.zip(strides).map(|(e, s)| e * s).sum()
    };
    cand.num_tiles(c) <= MAX_TILES_32
        && reach(c.input_strides()) <= u64::from(u32::MAX)
        && reach(c.output_strides()) <= u64::from(u32::MAX)
}

/// Whether Tiled runs `tiled_bytes` (cuda/tiled.cu) with one tile along b,
/// which every output row then starts and ends in. Timed over the 168
/// 1- and 2-byte cases of the fit and shared sets
/// (bench/results/2026-11-22q-h200-byte-edges-candidates.tsv.xz), such tiles
/// were slower than the case's best other candidate in 45 of 46 cases
/// (median 4.1x, up to 10x and more where b is a few elements; the 46th
/// 0.98x), and the model, fitted on them, still chose 2-byte [201, 82,
/// 33, 496]'s (832 us against Packed's 506). With two tiles along b they
/// won 3 of 9 ([201, 33, 82, 496] 0.80x, [108, 73, 49, 32, 22] 1.48x): the
/// model chooses.
fn one_byte_tile_along_b(c: &Canonical, tiled: Algorithm) -> bool {
    let b = second_tile_dim(c, tiled);
    let (_, edge_b) = tile_edges(c, tiled);
    runs_byte_tiles(c, tiled) && c.dims[b] <= edge_b
}

/// Positions a packed tile of `elem_size`-byte elements may hold on `device`
/// (its kernels opt into the device's largest shared memory per block).
pub fn max_tile_volume(elem_size: usize, device: &DeviceProps) -> u64 {
    MAX_TILE_VOLUME.min(u64::from(device.shared_per_block_optin) / elem_size as u64)
}

/// Positions a staged tile may hold (past MAX_TILE_VOLUME) where the
/// staged kernel runs `c` on `device`: compute capability
/// STAGED_MIN_CAPABILITY on, a staged kernel for the element size and the
/// positions' width (STAGED_KERNELS), and two stages of more than
/// MAX_TILE_VOLUME elements in a block's shared memory.
pub fn staged_tile_volume(c: &Canonical, device: &DeviceProps) -> Option<u64> {
    let chunked = chunked_stage(c.elem_size);
    let kernel = (c.elem_size, index_width(c.dims.iter().product()));
    let runs = device.compute_capability >= STAGED_MIN_CAPABILITY
        && STAGED_KERNELS.contains(&kernel)
        && (!chunked || c.align >= CHUNKED_STAGE_ALIGN);
    // Whole 16-byte units per stage, as `stage_elements` rounds.
    let fits = u64::from(device.shared_per_block_optin) / (STAGES * 16) * 16 / c.elem_size as u64;
    let most = if chunked {
        MAX_CHUNKED_VOLUME
    } else {
        MAX_STAGED_VOLUME
    };
    let volume = most.min(fits);
    (runs && volume > MAX_TILE_VOLUME).then_some(volume)
}

/// Positions of a tile of `tile`'s dimensions whole.
fn whole_volume(c: &Canonical, tile: u64) -> u64 {
    (0..c.rank())
        .filter(|&d| tile & (1 << d) != 0)
        .map(|d| c.dims[d])
        .product()
}

/// Positions of a staged tile at most: set2 rank 8's tiles of 8400-9240
/// positions ran 0.867-0.917 of memcpy in two stages, tiles of 12950-13200
/// 0.66-0.79 (bench/exp/packed_tables.cu, one H200); in the library, set1's
/// [15]^7 perm [5, 1, 0, 2, 3, 4, 6] as a staged tile of 10125 positions
/// 0.791 against 0.947 in registers, and no staged tile past 9504 timed
/// faster than the case's best register tile (run zzzz10).
pub const MAX_STAGED_VOLUME: u64 = 9504;

/// Positions of a staged tile of the chunked stage (`chunked_stage`) at
/// most: in bench/exp/byte_runs.cu (runs zzzz84-zzzz89, one H200) elem2's
/// tiles of long runs ran fastest at 14308-39798 positions, and [201, 33,
/// 82, 496]'s one tile whose chunk divides its extent, {d0=201, d1=3/33,
/// d2=82}, holds 49446 (0.63-0.64 of memcpy against libcutt's 0.49).
/// Two stages of 4-byte elements fill a block's shared memory first.
pub const MAX_CHUNKED_VOLUME: u64 = 51200;

/// Staged candidates of `tile` past MAX_TILE_VOLUME positions (up to
/// `max_volume`) whose chunks divide their extents: the tile itself, or the
/// tile with each such chunk of the first input or the first output
/// dimension outside it. In bench/exp/packed_tables.cu, set2 rank 8's [40,
/// 105, 4, 33, 5, 37, 2] perm [1, 5, 4, 0, 6, 3, 2] ran 0.827 of memcpy in
/// the library's tile {d0=40,d1=105} and 0.912 staged as {d0=40,d1=105,
/// d2=2/4}, its runs no longer. Staged tiles of 4097-8192 positions, which
/// the register kernels hold too, ran at 0.974 of the same tile's speed in
/// registers (median of 287 pairs, run zzzz15) and would have raised set2's
/// fastest candidates by 0.003 of memcpy on average, for twice its planning
/// time.
fn staged_candidates(
    c: &Canonical,
    tile: u64,
    max_volume: u64,
    device: &DeviceProps,
    out: &mut Vec<Candidate>,
) {
    let volume = whole_volume(c, tile);
    let staged = |tile, factor| Candidate::packed_shape(Algorithm::Packed, tile, None, factor);
    let mut shapes = Vec::new();
    if volume > MAX_TILE_VOLUME {
        shapes.push(staged(tile, None));
    } else {
        let first_in = (0..c.rank()).find(|&d| tile & (1 << d) == 0);
        let first_out = c.perm.iter().copied().find(|&d| tile & (1 << d) == 0);
        for d in first_in.into_iter().chain(first_out) {
            let n = c.dims[d];
            let chunks = MAX_TILE_VOLUME / volume + 1..=(max_volume / volume).min(n);
            for k in chunks.clone().filter(|&k| n % k == 0) {
                shapes.push(staged(tile | 1 << d, (k < n).then_some((d, k))));
            }
            if !MOVED_BACK_ELEMENT_SIZES.contains(&c.elem_size) {
                continue;
            }
            for k in moved_back_chunks(n, chunks) {
                let split = Some((d, k));
                shapes.push(Candidate::packed_shape(
                    Algorithm::Packed,
                    tile | 1 << d,
                    split,
                    None,
                ));
            }
        }
    }
    for cand in shapes {
        let tile_rank = cand.tile.count_ones() as usize;
        let grid_rank = c.rank() - tile_rank
            + usize::from(cand.factor.is_some())
            + usize::from(cand.split.is_some());
        let fits = cand.volume(c) <= max_volume
            && tile_rank <= MAX_TILE_DIMS
            && grid_rank <= MAX_GRID_DIMS;
        if fits && !out.iter().any(|o| o.same_tile(&cand)) {
            push_staged(c, cand, device, out);
        }
    }
}

/// Chunks of an extent `n` in `chunks` that do not divide it, for staged
/// tiles whose last chunk moves back (`Candidate::moves_back`): the chunk
/// as equal as its count of chunks allows, for the two fewest counts whose
/// last chunk shares at most 1/MOVED_BACK_SHARE of the extent with the one
/// before it (those positions are read and written twice). In
/// bench/exp/byte_runs.cu (runs
/// zzzz84-zzzz89, one H200) elem2's [201, 82, 33, 496] perm [2, 1, 0, 3]
/// ran 0.73-0.75 of memcpy as {d0=201, d1=6, d2=33}, 14 chunks of 6 over
/// 82, where its one dividing chunk gives the library 0.53.
fn moved_back_chunks(n: u64, chunks: RangeInclusive<u64>) -> Vec<u64> {
    let mut found = Vec::with_capacity(2);
    let mut most = (*chunks.end()).min(n - 1);
    while found.len() < 2 && most >= (*chunks.start()).max(2) {
        let k = n.div_ceil(n.div_ceil(most));
        if !chunks.contains(&k) {
            break;
        }
        if moved_back_overlap(n, k) > 0 && within_share(n, k) {
            found.push(k);
        }
        most = k - 1;
    }
    found
}

/// Positions of an extent `n` in chunks of `k` that a moved-back last chunk
/// shares with the one before it (0 where `k` divides `n`).
fn moved_back_overlap(n: u64, k: u64) -> u64 {
    n.div_ceil(k) * k - n
}

/// Whether a last chunk of `k` moved back over an extent `n` shares at most
/// 1/MOVED_BACK_SHARE of the extent with the chunk before it.
fn within_share(n: u64, k: u64) -> bool {
    moved_back_overlap(n, k) * MOVED_BACK_SHARE <= n
}

/// See `moved_back_chunks`.
const MOVED_BACK_SHARE: u64 = 16;

/// Element sizes whose staged tiles move a last chunk back. Of 8-byte
/// elements (runs zzzz97 and zzzz98: every candidate of the shared cases
/// whose plans such tiles changed, one H200), the model's choices
/// gained on set1 (0.75 -> 0.89 of memcpy at best) but lost 0.006-0.037 on
/// four of five set2 rank 8 cases, enough to lower that set's median from
/// 0.898 to about 0.893, and no refit of the staged row chose better on
/// fresh cases (bench/NOTES.md, forty-eighth session).
pub const MOVED_BACK_ELEMENT_SIZES: [usize; 1] = [2];

/// `shape` as the staged kernel's candidate where its stages and tables
/// fit a block's shared memory (unpadded: `smem_layout` pads only within
/// it; the chunked stage as `chunk_stage` lays it out) and, in the chunked
/// stage, its input runs span MIN_CHUNKED_RUN_CHUNKS chunks or more.
fn push_staged(c: &Canonical, shape: Candidate, device: &DeviceProps, out: &mut Vec<Candidate>) {
    let cand = Candidate {
        slots: STAGED_SLOTS,
        threads: STAGED_THREADS,
        ..shape
    };
    let min_run = MIN_CHUNKED_RUN_CHUNKS * stage_chunk(c.elem_size);
    let elements = match chunked_stage(c.elem_size) {
        true if staged_runs(c, &cand).0 < min_run => return,
        true => chunk_stage(c, &cand).1,
        false => cand.volume(c),
    };
    if tile_shared_bytes(c, &cand, elements) <= u64::from(device.shared_per_block_optin) {
        out.push(cand);
    }
}

/// Chunks of an input run below which the chunked stage takes no tile:
/// each run's chunks bring up to 2 (CHUNK - 1) elements of its neighbours
/// along, and the stage keeps CHUNK - 1 elements between runs.
const MIN_CHUNKED_RUN_CHUNKS: u64 = 2;

/// Runs this long on both sides of a DRAM-bound tile move at nearly copy
/// speed: a copy of runs that lie far apart moves 352-384-byte runs at
/// 0.81-0.86 of memcpy, 512-byte ones at 0.90 and 1 KiB ones at 0.92-0.93
/// (bench/exp/scattered_runs.cu).
pub const LONG_RUN_BYTES: u64 = 1024;

/// The packed candidate that lengthens the runs of `tile` (when it fits
/// whole and a side's runs fall short of LONG_RUN_BYTES; a tile under
/// GROW_BELOW positions whose runs are long both ways gets
/// `grown_candidates` instead): the tile also
/// takes a chunk `a` of the first input dimension outside it and a chunk `b`
/// of the first output dimension outside it, as long as its volume allows,
/// the chunks chosen to make the shorter side's runs as long as possible.
/// At most one chunk may leave a shorter last chunk (`split`); the other
/// divides its extent (`factor`). With `staged`, `max_volume` is the
/// staged kernel's and only a tile past MAX_TILE_VOLUME positions is a
/// candidate (run by the staged Packed kernel, whose split moves its last
/// chunk back, as far as `moved_back_chunks` allows): within
/// MAX_TILE_VOLUME, the register kernels' candidate is the same tile.
fn long_run_candidate(
    c: &Canonical,
    tile: u64,
    max_volume: u64,
    kind: LongRun,
    out: &mut Vec<Candidate>,
) {
    let staged = matches!(kind, LongRun::Staged(_));
    let elem = c.elem_size as u64;
    let Some(i) = (0..c.rank()).find(|&d| tile & (1 << d) == 0) else {
        return;
    };
    let out_pos = c
        .perm
        .iter()
        .position(|&d| tile & (1 << d) == 0)
        .expect("a dimension outside the tile");
    let o = c.perm[out_pos];
    let in_run = c.dims[..i].iter().product::<u64>() * elem;
    let out_run = c.perm[..out_pos]
        .iter()
        .map(|&d| c.dims[d])
        .product::<u64>()
        * elem;
    let volume = whole_volume(c, tile);
    let budget = max_volume / volume;
    if budget < 2 {
        return;
    }
    if in_run.min(out_run) >= LONG_RUN_BYTES {
        if kind == LongRun::Registers && volume < GROW_BELOW && c.elem_size <= GROW_MAX_ELEMENT {
            grown_candidates(c, tile, volume, [o, i], max_volume, out);
        }
        return;
    }
    let Some((a, b)) = long_run_chunks(c, (i, in_run), (o, out_run), budget) else {
        return;
    };
    let divides = |d: usize, chunk: u64| c.dims[d] % chunk == 0;
    let cannot_move_back = |d: usize, chunk: u64| match moved_back_overlap(c.dims[d], chunk) {
        0 => false,
        _ if !MOVED_BACK_ELEMENT_SIZES.contains(&c.elem_size) => true,
        _ => !within_share(c.dims[d], chunk),
    };
    if staged
        && (volume * a * b <= MAX_TILE_VOLUME || cannot_move_back(i, a) || cannot_move_back(o, b))
    {
        return;
    }
    if matches!(kind, LongRun::Words(_)) && volume * a * b <= MAX_TILE_VOLUME {
        return;
    }
    let tile = tile | u64::from(a > 1) << i | u64::from(b > 1) << o;
    let tile_rank = tile.count_ones() as usize;
    let grid_rank = c.rank() - tile_rank + usize::from(a > 1) + usize::from(b > 1);
    if tile_rank > MAX_TILE_DIMS || grid_rank > MAX_GRID_DIMS {
        return;
    }
    // The output side's chunk is the split where either may be: its chunks
    // then run first in the grid, as the output order has them.
    let (split, factor) = match (a > 1, b > 1) {
        (true, true) if divides(o, b) && divides(i, a) => (Some((o, b)), Some((i, a))),
        (true, true) if divides(o, b) => (Some((i, a)), Some((o, b))),
        (true, true) => (Some((o, b)), Some((i, a))),
        (true, false) if divides(i, a) => (None, Some((i, a))),
        (true, false) => (Some((i, a)), None),
        (false, _) if divides(o, b) => (None, Some((o, b))),
        (false, _) => (Some((o, b)), None),
    };
    let algorithm = if split.is_some() && !staged {
        Algorithm::PackedSplit
    } else {
        Algorithm::Packed
    };
    let shape = Candidate::packed_shape(algorithm, tile, split, factor);
    // The staged kernel and the Packed kernels of words may both take a
    // tile of 2-byte elements: each kernel's candidate stays.
    let same_kernel = |o: &Candidate| match kind {
        LongRun::Staged(_) => o.is_staged(),
        LongRun::Words(_) => o.words,
        LongRun::Registers => !o.is_staged() && !o.words,
    };
    if out.iter().any(|o| o.same_tile(&shape) && same_kernel(o)) {
        return;
    }
    match kind {
        LongRun::Words(device) => push_words(c, shape, device, out),
        LongRun::Staged(device) => push_staged(c, shape, device, out),
        LongRun::Registers => push_slot_variants(shape, volume * a * b, 1, out),
    }
}

/// Which kernels a long-run candidate is for (`long_run_candidate`).
#[derive(Debug, Clone, Copy, PartialEq)]
enum LongRun<'a> {
    /// The register-slot Packed kernels (cuda/packed.cu), up to
    /// MAX_TILE_VOLUME positions.
    Registers,
    /// The staged Packed kernel (cuda/packed_staged.cu), past them.
    Staged(&'a DeviceProps),
    /// The Packed kernels of words, past them, up to MAX_TILE_WORDS words.
    Words(&'a DeviceProps),
}

/// Positions a long-run tile of the Packed kernels of words may hold where
/// every Packed tile of `c` that holds input dimension 0 and output
/// dimension 0 whole could run them (`tile_words`): MAX_TILE_WORDS words.
/// Measured in bench/exp/packed_words.cu, such tiles of 6272-7840 words
/// ran 1-byte [56]^5 perm [3, 2, 0, 4, 1] at 0.675 of memcpy and [3024,
/// 110, 28, 56] perm [2, 1, 3, 0] at 0.631, where tiles within 8192
/// elements ran 0.48 and 0.53.
fn words_tile_volume(c: &Canonical) -> Option<u64> {
    let k = word_elements(c)?;
    let whole = |d: usize| c.dims[d] % k == 0;
    (c.align >= 4 && whole(0) && whole(c.perm[0])).then_some(MAX_TILE_WORDS * k)
}

/// The candidate of the Packed kernels of words for `shape`, a tile past
/// MAX_TILE_VOLUME positions, where those kernels take it: its threads and
/// slots are theirs.
fn push_words(c: &Canonical, shape: Candidate, device: &DeviceProps, out: &mut Vec<Candidate>) {
    let cand = words_candidate(&shape, tile_word_count(c, &shape));
    if tile_words(c, &cand, device) {
        out.push(cand);
    }
}

/// Tiles of fewer positions whose runs are at least LONG_RUN_BYTES on both
/// sides also grow (`grown_candidates`).
const GROW_BELOW: u64 = 2048;

/// Grown tiles only of elements up to this size: of 16-byte elements, with
/// every candidate timed on one H200 (run u, bench/NOTES.md), the model
/// chose a grown tile for 4 of the 12 cases that had one, 3 of them slower
/// than the case's previous plan (fit_e16 [5, 82, 236, 56] 0.964 -> 0.866).
const GROW_MAX_ELEMENT: usize = 8;

/// Positions a grown tile aims at: each target gives one candidate per
/// dimension.
const GROWN_VOLUMES: [u64; 2] = [4096, 8192];

/// Packed candidates of `tile` (`volume` positions, runs already long)
/// that also take a chunk dividing the extent of one of `dims` (the first
/// output, then the first input dimension outside it), as large as
/// GROWN_VOLUMES allow: small tiles pay their barriers and their grid walk
/// per few bytes. Measured with every candidate timed on one H200
/// (bench/NOTES.md): set2 rank 8 [5, 3, 37, 33, 4, 35, 40, 2] perm [0, 2,
/// 5, 3, 1, 4, 7, 6], 555 positions, 0.761 -> 0.852 of memcpy as
/// {d0=5,d1=3,d2=37,d5=7/35}.
fn grown_candidates(
    c: &Canonical,
    tile: u64,
    volume: u64,
    dims: [usize; 2],
    max_volume: u64,
    out: &mut Vec<Candidate>,
) {
    let grown_rank = tile.count_ones() as usize + 1;
    if grown_rank > MAX_TILE_DIMS || c.rank() + 1 - grown_rank > MAX_GRID_DIMS {
        return;
    }
    for (n, &d) in dims.iter().enumerate() {
        if dims[..n].contains(&d) {
            continue;
        }
        for target in GROWN_VOLUMES {
            let Some(k) = largest_divisor(c.dims[d], target.min(max_volume) / volume) else {
                continue;
            };
            let shape =
                Candidate::packed_shape(Algorithm::Packed, tile | 1 << d, None, Some((d, k)));
            if !out.iter().any(|c| c.same_tile(&shape)) {
                push_slot_variants(shape, volume * k, 1, out);
            }
        }
    }
}

/// The largest chunk from 2 to `limit` that divides `extent` and is shorter
/// than it.
fn largest_divisor(extent: u64, limit: u64) -> Option<u64> {
    (2..=limit.min(extent - 1)).rev().find(|&k| extent % k == 0)
}

/// Chunks (a, b) of input dimension `i` and output dimension `o` (each with
/// the run length in bytes that a chunk of 1 gives) whose product is at most
/// `budget`, with at most one of them not dividing its extent, that make the
/// shorter run longest (up to LONG_RUN_BYTES), then the runs' sum longest,
/// then the tile smallest. Chunks are balanced (all chunks as equal as the
/// count of chunks allows) and shorter than their extent. None where no
/// chunk above 1 helps. When i is o, one chunk lengthens both runs.
fn long_run_chunks(
    c: &Canonical,
    (i, in_run): (usize, u64),
    (o, out_run): (usize, u64),
    budget: u64,
) -> Option<(u64, u64)> {
    let (ni, no) = (c.dims[i], c.dims[o]);
    let wanted = |run: u64| LONG_RUN_BYTES.div_ceil(run);
    let balanced = |n: u64, chunk: u64| n.div_ceil(n.div_ceil(chunk));
    if i == o {
        let a = balanced(ni, wanted(in_run.min(out_run)).min(budget).min(ni - 1));
        return (a > 1).then_some((a, 1));
    }
    let a_max = wanted(in_run).min(budget).min(ni - 1);
    let b_max = wanted(out_run).min(budget).min(no - 1);
    let divisors: Vec<u64> = (1..=b_max).filter(|b| no % b == 0).collect();
    let score = |a: u64, b: u64| {
        let (r_in, r_out) = (
            (in_run * a).min(LONG_RUN_BYTES),
            (out_run * b).min(LONG_RUN_BYTES),
        );
        (r_in.min(r_out), r_in + r_out, std::cmp::Reverse(a * b))
    };
    let mut best: Option<(u64, u64)> = None;
    for a in (1..=a_max).filter(|&a| balanced(ni, a) == a) {
        let b_cap = b_max.min(budget / a);
        let exact_b = divisors[..divisors.partition_point(|&d| d <= b_cap)]
            .last()
            .copied()
            .unwrap_or(1);
        let any_b = if ni % a == 0 {
            balanced(no, b_cap.max(1))
        } else {
            exact_b
        };
        for b in [exact_b, any_b] {
            if (a, b) != (1, 1) && best.is_none_or(|(x, y)| score(a, b) > score(x, y)) {
                best = Some((a, b));
            }
        }
    }
    best
}

fn packed_candidates(
    c: &Canonical,
    tile: u64,
    max_volume: u64,
    variants: usize,
    device: &DeviceProps,
    out: &mut Vec<Candidate>,
) {
    let tile_rank = tile.count_ones() as usize;
    let grid_rank = c.rank() - tile_rank;
    if tile_rank > MAX_TILE_DIMS {
        return;
    }
    let dims_in = |t: u64| (0..c.rank()).filter(move |&d| t & (1 << d) != 0);
    let volume = whole_volume(c, tile);
    let shape = |algorithm, split| Candidate::packed_shape(algorithm, tile, split, None);
    if volume <= max_volume && grid_rank <= MAX_GRID_DIMS {
        push_slot_variants(shape(Algorithm::Packed, None), volume, variants, out);
    }
    if grid_rank + 1 > MAX_GRID_DIMS {
        return;
    }
    let split = dims_in(tile)
        .max_by_key(|&d| (c.dims[d], std::cmp::Reverse(d)))
        .expect("a tile has a dimension");
    let extent = c.dims[split];
    let others = volume / extent;
    if extent > u64::from(u32::MAX) {
        return;
    }
    let (limit, unit) = word_split(c, split).unwrap_or((max_volume, 1));
    let mut chunks = Vec::new();
    for target in [limit, limit / 2, limit / 4] {
        let chunk = target / others;
        if chunk < 2 || chunk >= extent {
            continue;
        }
        let balanced = extent.div_ceil(extent.div_ceil(chunk)) / unit * unit;
        if balanced >= 2 && !chunks.contains(&balanced) {
            chunks.push(balanced);
            let cand = shape(Algorithm::PackedSplit, Some((split, balanced)));
            match others * balanced {
                v if v > MAX_TILE_VOLUME => push_words(c, cand, device, out),
                v => push_slot_variants(cand, v, variants, out),
            }
        }
    }
}

/// Positions a PackedSplit tile that splits `split` may hold, and the
/// elements its chunks are a multiple of, where those chunks are whole
/// words of input or output dimension 0 (`tile_words`): the Packed kernels
/// of words run it, with tiles of up to MAX_TILE_WORDS words. With chunks
/// of elements such tiles ran the element kernels, and 1-byte [24,
/// 11183172] perm [1, 0] took Tiled at 0.46 of memcpy; as
/// {d0=24,d1=680/11183172} in words it measured 0.80 (run zzzp on one
/// H200, bench/NOTES.md: 122 changed plans +0.042 on average).
fn word_split(c: &Canonical, split: usize) -> Option<(u64, u64)> {
    let leading = split == 0 || split == c.perm[0];
    Some((words_tile_volume(c).filter(|_| leading)?, word_elements(c)?))
}

/// Candidates for the `variants` largest compiled register-slot counts that
/// need at most MAX_PACKED_THREADS threads and leave no slot unused by every
/// thread. More slots per thread measured within 1.5% of the best on every
/// DRAM-bound shared case; fewer slots (more blocks) win only for tensors
/// that fit in L2, which get two variants (none past MAX_TILE_VOLUME
/// positions: those are `push_staged`'s).
fn push_slot_variants(shape: Candidate, volume: u64, variants: usize, out: &mut Vec<Candidate>) {
    let valid = SLOTS.iter().rev().filter_map(|&slots| {
        let threads = volume.div_ceil(u64::from(slots)).next_multiple_of(32);
        let fits = threads <= u64::from(MAX_PACKED_THREADS);
        (fits && volume.div_ceil(threads) == u64::from(slots)).then_some((slots, threads))
    });
    for (slots, threads) in valid.take(variants) {
        out.push(Candidate {
            slots,
            threads: threads as u32,
            ..shape.clone()
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{canonicalize, canonicalize_aligned, Params, Problem, TileDim, H200};

    fn long_run_candidates(dims: &[i32], perm: &[i32], elem: usize) -> Vec<String> {
        let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
        candidates(&c, &H200)
            .iter()
            .filter(|cand| cand.factor.is_some())
            .map(|cand| cand.describe(&c))
            .collect()
    }

    #[test]
    fn packed_tiles_past_2_31_elements_keep_tile_numbers_and_offsets_in_32_bits() {
        type Case<'a> = (&'a [i32], &'a [i32], usize, bool);
        let cases: [Case; 4] = [
            // Output dimension 0's stride is 2e9: every packed tile reaches
            // past 2^32 on the output side.
            (&[4, 2_000_000_000], &[1, 0], 1, false),
            (
                &[5, 3, 2, 4, 35, 33, 37, 40, 12],
                &[4, 7, 1, 5, 0, 3, 6, 2, 8],
                4,
                true,
            ),
            (&[24, 3000, 32, 1000], &[2, 0, 3, 1], 2, true),
            (
                &[3, 3, 24, 2, 22, 20, 3, 18, 4, 2, 2, 2, 9],
                &[3, 8, 4, 5, 0, 6, 11, 9, 2, 7, 1, 10, 12],
                8,
                true,
            ),
        ];
        for (dims, perm, elem, packed) in cases {
            let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
            let all = candidates(&c, &H200);
            assert!(
                all.iter().any(|cand| !cand.algorithm.is_packed()),
                "{dims:?}"
            );
            let kept: Vec<_> = all
                .iter()
                .filter(|cand| cand.algorithm.is_packed())
                .collect();
            assert_eq!(!kept.is_empty(), packed, "{dims:?}");
            for cand in kept {
                let launch = super::super::packed_launch(&c, cand, &H200);
                let Params::Packed(p) = launch.params else {
                    panic!("packed parameters")
                };
                let reach = |dims: &[TileDim], stride: fn(&TileDim) -> u64| -> u64 {
                    let dims = &dims[..p.tile_rank as usize];
                    dims.iter()
                        .map(|d| u64::from(d.extent - 1) * stride(d))
                        .sum()
                };
                let name = cand.describe(&c);
                assert!(p.num_tiles <= MAX_TILES_32, "{name}");
                assert!(
                    reach(&p.in_dims, |d| d.in_stride) <= u64::from(u32::MAX),
                    "{name}"
                );
                assert!(
                    reach(&p.out_dims, |d| d.out_stride) <= u64::from(u32::MAX),
                    "{name}"
                );
            }
        }
    }

    #[test]
    fn every_problem_past_2_31_elements_keeps_a_candidate() {
        // Tiny extents give the most tiles; the filter of 64-bit problems
        // (packed tiles past MAX_TILES_32 or with offsets past 2^32) must
        // leave something to run: TiledCopy, whose 64-bit kernel numbers
        // tiles of either width, or Tiled, which has kernels for many tiles.
        let mut rng = crate::testkit::Rng::new(31);
        let (mut ran, mut many) = (0, 0);
        for _ in 0..3000 {
            let rank = 2 + rng.below(10) as usize;
            let mut dims: Vec<i32> = (0..rank).map(|_| 2 + rng.below(4) as i32).collect();
            let volume: u64 = dims.iter().map(|&d| d as u64).product();
            let wanted = (1u64 << 31) + rng.below(1 << 35);
            let last = rng.below(rank as u64) as usize;
            dims[last] = (wanted / (volume / dims[last] as u64)).clamp(2, i32::MAX as u64) as i32;
            let mut perm: Vec<i32> = (0..rank as i32).collect();
            rng.shuffle(&mut perm);
            if rng.below(2) == 0 {
                // Dimension 0 stays first: TiledCopy's problems.
                let zero = perm.iter().position(|&p| p == 0).unwrap();
                perm.swap(0, zero);
            }
            let elem = rng.pick(&crate::plan::ELEMENT_SIZES);
            let c = canonicalize(&Problem::new(&dims, &perm, elem).unwrap());
            if c.rank() < 2 {
                continue;
            }
            let all = candidates(&c, &H200);
            assert!(!all.is_empty(), "{dims:?} {perm:?} e{elem}");
            ran += 1;
            let tiled = |cand: &Candidate| !cand.algorithm.is_packed();
            many += usize::from(
                all.iter()
                    .any(|cand| tiled(cand) && cand.num_tiles(&c) > MAX_TILES_32),
            );
        }
        assert!(
            ran > 2500 && many > 100,
            "{ran} problems, {many} of many tiles"
        );
    }

    #[test]
    fn tiled_beyond_2_31_tiles_takes_the_kernel_that_numbers_them_in_64_bits() {
        // 2^31 + 2 tiles of 2 x 2 elements.
        let half = (1 << 30) + 1;
        type Case<'a> = (&'a [i32], &'a [i32], usize, &'a str);
        let cases: [Case; 4] = [
            (
                &[4, 2, 2, half],
                &[1, 0, 2, 3],
                2,
                "cutt_tiled_aligned_many_tiles_e2_i64",
            ),
            (
                &[2, 2, 2, half],
                &[1, 0, 2, 3],
                4,
                "cutt_tiled_many_tiles_e4_i64",
            ),
            (
                &[2, 2, 2, half],
                &[1, 0, 2, 3],
                16,
                "cutt_tiled_many_tiles_e16_i64",
            ),
            (&[48000, 48000], &[1, 0], 8, "cutt_tiled_e8_i64"),
        ];
        for (dims, perm, elem, entry) in cases {
            let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
            let all = candidates(&c, &H200);
            let tiled = all
                .iter()
                .find(|cand| cand.has_many_tiles_kernel())
                .expect("a Tiled candidate");
            let kernel = tiled.kernel(&c);
            assert_eq!(kernel.entry_point(), entry, "{dims:?}");
            let launch = crate::plan::launch(&c, tiled, &H200, kernel.index);
            assert_eq!(launch.kernel, kernel, "{dims:?}");
            assert_eq!(launch.num_tiles() > MAX_TILES_32, kernel.many_tiles);
        }
        // TiledCopy's kernel numbers tiles of either width: its tile
        // {d0=3,d1=2} leaves 5 x (2^30 + 1) of them.
        let c = canonicalize(&Problem::new(&[3, 2, 5, half], &[0, 2, 1, 3], 1).unwrap());
        let all = candidates(&c, &H200);
        let copy = all
            .iter()
            .find(|cand| cand.algorithm == Algorithm::TiledCopy)
            .expect("a TiledCopy candidate");
        assert!(copy.num_tiles(&c) > MAX_TILES_32);
        assert_eq!(copy.kernel(&c).entry_point(), "cutt_tiled_copy_e1_i64");
    }

    #[test]
    fn long_runs_on_both_sides_take_a_split_and_a_factor() {
        // Runs of 352 bytes each way; 2 x 2 more rows each way give 704.
        let found = long_run_candidates(&[44; 5], &[4, 3, 0, 2, 1], 8);
        let want = "PackedSplit tile {d0=44,d1=2/44,d3=2/44,d4=44} threads 992 slots 8";
        assert!(found.iter().any(|d| d == want), "{found:?}");
        // 37 is prime: its chunk is the split, 4's the factor.
        let found =
            long_run_candidates(&[5, 3, 2, 4, 35, 33, 37, 40], &[7, 6, 5, 4, 3, 2, 1, 0], 8);
        let want = "PackedSplit tile {d0=5,d1=3,d2=2,d3=2/4,d6=3/37,d7=40} threads 928 slots 8";
        assert!(found.iter().any(|d| d == want), "{found:?}");
    }

    #[test]
    fn small_tiles_with_long_runs_grow() {
        // set2 rank 8: the tile {d0, d1, d2} (555 positions) reads 4440-byte
        // runs and writes 1480-byte ones. It grows by chunks dividing the
        // first output dimension outside it (d5, 35) and the first input
        // one (d3, 33), to at most 4096 and 8192 positions.
        let grown =
            long_run_candidates(&[5, 3, 37, 33, 4, 35, 40, 2], &[0, 2, 5, 3, 1, 4, 7, 6], 8);
        for tile in [
            "Packed tile {d0=5,d1=3,d2=37,d5=7/35} threads 512 slots 8",
            "Packed tile {d0=5,d1=3,d2=37,d3=3/33} threads 224 slots 8",
            "Packed tile {d0=5,d1=3,d2=37,d3=11/33} threads 768 slots 8",
        ] {
            assert!(grown.iter().any(|d| d == tile), "{tile} in {grown:?}");
        }
        // Tiles of 2048 positions or more do not grow in registers (only
        // staged, past 8192): [64, 32, 300, 300] perm [1, 0, 2, 3] runs the
        // whole 64 x 32 matrix, long both ways.
        let found = long_run_candidates(&[64, 32, 300, 300], &[1, 0, 2, 3], 8);
        assert!(found.iter().all(|d| d.ends_with(" staged")), "{found:?}");
        // Nor do tiles of 16-byte elements.
        let wide =
            long_run_candidates(&[5, 3, 37, 33, 4, 35, 40, 2], &[0, 2, 5, 3, 1, 4, 7, 6], 16);
        assert!(
            !wide
                .iter()
                .any(|d| d.starts_with("Packed tile {d0=5,d1=3,d2=37,d")),
            "{wide:?}"
        );
        assert_eq!(largest_divisor(35, 14), Some(7));
        assert_eq!(largest_divisor(35, 4), None);
        assert_eq!(largest_divisor(12, 12), Some(6));
        assert_eq!(largest_divisor(1, 8), None);
    }

    #[test]
    fn staged_tiles_lengthen_runs_past_the_register_kernels_volume() {
        // ttc57's slowest case: 48 x 48 tiles of 384-byte runs. 8192
        // positions allow 3 chunks (one side's runs grow); the staged
        // kernel's 9504 allow 2 x 2 (768-byte runs each way).
        let staged = "Packed tile {d0=48,d1=2/28,d3=2/28,d4=48} threads 1024 staged";
        assert!(
            long_run_candidates(&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], 8)
                .iter()
                .any(|d| d == staged)
        );
        let c = canonicalize(&Problem::new(&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], 8).unwrap());
        assert_eq!(staged_tile_volume(&c, &H200), Some(MAX_STAGED_VOLUME));
        // Not before compute capability 8.0 (cp.async), nor for sizes the
        // staged kernel lacks.
        let volta = DeviceProps {
            compute_capability: (7, 0),
            ..H200
        };
        assert_eq!(staged_tile_volume(&c, &volta), None);
        assert!(!candidates(&c, &volta).iter().any(|cand| cand.is_staged()));
        for elem in [1, 16] {
            let c =
                canonicalize(&Problem::new(&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], elem).unwrap());
            assert_eq!(staged_tile_volume(&c, &H200), None, "{elem}-byte elements");
        }
        // 2- and 4-byte elements move in 16-byte chunks, in buffers aligned
        // to 16 bytes only; two stages of 4-byte elements fill the shared
        // memory before MAX_CHUNKED_VOLUME.
        for (elem, volume) in [(2, MAX_CHUNKED_VOLUME), (4, 29056)] {
            let p = Problem::new(&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], elem).unwrap();
            assert_eq!(staged_tile_volume(&canonicalize(&p), &H200), Some(volume));
            let words = canonicalize_aligned(&p, CHUNKED_STAGE_ALIGN / 2);
            assert_eq!(staged_tile_volume(&words, &H200), None);
        }
        let wide = |elem| {
            let p = Problem::new(&[48, 28, 28, 28, 48, 120], &[4, 3, 2, 1, 0, 5], elem);
            canonicalize(&p.unwrap())
        };
        for (elem, volume) in [(2, MAX_CHUNKED_VOLUME), (4, 29056), (8, MAX_STAGED_VOLUME)] {
            assert_eq!(
                staged_tile_volume(&wide(elem), &H200),
                Some(volume),
                "{elem}-byte elements, 64-bit positions"
            );
        }
        // Two stages must fit a block's opted-in shared memory.
        let small = DeviceProps {
            shared_per_block_optin: 2 * 8192 * 8,
            ..H200
        };
        assert_eq!(staged_tile_volume(&c, &small), None);
    }

    #[test]
    fn staged_tiles_grow_past_the_register_kernels_volume_by_chunks_that_divide_or_move_back() {
        let staged = |dims: &[i32], perm: &[i32]| -> Vec<String> {
            let c = canonicalize(&Problem::new(dims, perm, 8).unwrap());
            candidates(&c, &H200)
                .iter()
                .filter(|cand| cand.is_staged())
                .map(|cand| cand.describe(&c))
                .collect()
        };
        // {d0=40,d1=105} takes 2 of d2's 4 (bench/exp/packed_tables.cu).
        let found = staged(&[40, 105, 4, 33, 5, 37, 2], &[1, 5, 4, 0, 6, 3, 2]);
        let grown = "Packed tile {d0=40,d1=105,d2=2/4} threads 1024 staged";
        assert!(found.iter().any(|d| d == grown), "{found:?}");
        // A tile past 8192 positions is staged whole.
        let found = staged(&[35, 3, 40, 5, 2, 4, 33, 37], &[1, 4, 0, 2, 7, 6, 3, 5]);
        let whole = "Packed tile {d0=35,d1=3,d2=40,d4=2} threads 1024 staged";
        assert!(found.iter().any(|d| d == whole), "{found:?}");
        // Never within MAX_TILE_VOLUME nor past its kind's most positions; a
        // factor divides its extent; a split's last chunk that would be
        // shorter moves back (2-byte elements only), overlapping its
        // neighbour by 1/MOVED_BACK_SHARE of the extent at most.
        let cases: [(&[i32], &[i32], usize, u64); 2] = [
            (
                &[80, 5, 3, 42735, 4],
                &[1, 3, 0, 4, 2],
                8,
                MAX_STAGED_VOLUME,
            ),
            (&[201, 82, 33, 496], &[2, 1, 0, 3], 2, MAX_CHUNKED_VOLUME),
        ];
        for (dims, perm, elem, most) in cases {
            let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
            let mut moved_back = 0;
            for cand in candidates(&c, &H200).iter().filter(|cand| cand.is_staged()) {
                let volume = cand.volume(&c);
                assert!(volume > MAX_TILE_VOLUME && volume <= most);
                assert!(cand.factor.is_none_or(|(d, k)| c.dims[d] % k == 0));
                if let Some((d, k)) = cand.split {
                    let overlap = moved_back_overlap(c.dims[d], k);
                    assert!(within_share(c.dims[d], k));
                    assert_eq!(cand.moves_back(&c, d), overlap > 0);
                    moved_back += usize::from(overlap > 0);
                }
            }
            let moves_back = MOVED_BACK_ELEMENT_SIZES.contains(&elem);
            assert_eq!(moved_back > 0, moves_back, "{dims:?} e{elem}: {moved_back}");
        }
    }

    #[test]
    fn moved_back_chunks_are_as_equal_as_their_count_allows() {
        // elem2's [201, 82, 33, 496]: 12 chunks of 7 or 14 of 6 over 82.
        assert_eq!(moved_back_chunks(82, 2..=7), [7, 6]);
        // 82 / 2 = 41 divides: no chunk of 41 moves back; 3 chunks of 28
        // overlap by 2 (82 / 16 = 5.1 allowed).
        assert_eq!(moved_back_chunks(82, 2..=41), [28, 21]);
        // 3 chunks of 2 overlap a third of 5.
        assert_eq!(moved_back_chunks(5, 2..=2), Vec::<u64>::new());
        // Nothing within an empty range (a tile too large for any chunk).
        assert_eq!(
            moved_back_chunks(82, RangeInclusive::new(8, 7)),
            Vec::<u64>::new()
        );
    }

    fn has_row_copy(dims: &[i32], perm: &[i32], elem: usize) -> bool {
        let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
        candidates(&c, &H200)
            .iter()
            .any(|cand| cand.algorithm == Algorithm::RowCopy)
    }

    #[test]
    fn short_rows_read_far_from_their_neighbours_get_no_row_copy() {
        // Rows of 48 bytes; dimension 1 comes last in the output.
        assert!(!has_row_copy(
            &[6, 10, 38, 4, 24, 59, 15],
            &[0, 3, 4, 5, 6, 2, 1],
            8
        ));
        // The same rows with their input neighbours 138 KB apart in the output.
        assert!(has_row_copy(
            &[6, 18, 93, 31, 11, 54],
            &[0, 2, 3, 1, 5, 4],
            8
        ));
        // Long rows far apart.
        assert!(has_row_copy(&[609, 609, 609], &[0, 2, 1], 8));
    }

    #[test]
    fn tensors_in_l2_get_no_long_run_candidates() {
        assert!(long_run_candidates(&[44, 44, 44], &[2, 1, 0], 8).is_empty());
    }

    #[test]
    fn long_run_chunks_prefer_the_shorter_side() {
        let c = canonicalize(&Problem::new(&[44; 5], &[4, 3, 0, 2, 1], 8).unwrap());
        // Budget 4: 2 x 2 (704 bytes each way) beats 4 x 1 (352 bytes out).
        assert_eq!(long_run_chunks(&c, (1, 352), (3, 352), 4), Some((2, 2)));
        // With output runs long already, the input side takes what reaches
        // LONG_RUN_BYTES (3 x 352), not the whole budget.
        assert_eq!(long_run_chunks(&c, (1, 352), (3, 2048), 4), Some((3, 1)));
        assert_eq!(long_run_chunks(&c, (1, 2048), (3, 2048), 4), None);
    }
}
