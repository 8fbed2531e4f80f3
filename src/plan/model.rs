//! The cost model that ranks candidates without running them.
//!
//! A candidate's time is predicted as
//!
//! ```text
//! launch + ideal * exp(intercept + sum(weight_i * feature_i))
//! ```
//!
//! where `ideal` is the time a copy of the tensor takes at the device's
//! memory bandwidth and the features are dimensionless costs derived from
//! the launch's exact geometry: DRAM sectors moved per byte on each side
//! (from the run lengths the tile produces, partial sectors included, and
//! how many of those L2 no longer holds when the neighbouring tile touches
//! them, from the launch order), how far runs fall short of 256 bytes (and
//! the shorter side's of 1 KiB),
//! where L2 bandwidth or the issue of warp accesses rather than DRAM limits
//! (hinges), shared-memory wavefronts (bank conflicts counted from the
//! tile's actual positions), thread slots, idle slots and per-tile index
//! work per byte, the share of the device's memory parallelism the launch
//! cannot fill, blocks per SM, idle SMs, waves of resident blocks
//! (latency), the packed kernels' per-block setup (each thread locates
//! its register slots before the first tile), RowCopy's short rows
//! read far from their input neighbours, and RowCopy's instructions (each
//! element's digits along every dimension) where they outlast the copy.
//! Each regime (`REGIMES`) and, within it, each algorithm has its own
//! weights and intercept (the kernels spend their time differently, so one
//! cost weighs differently in each), fitted to measured candidate timings
//! by tools/fit_model.py (src/plan/fitted.rs).

use super::candidates::LONG_RUN_BYTES;
use super::packed::{smem_layout, staged_table_words, tile_shared_bytes, words_layout, SmemLayout};
use super::tiled::second_tile_dim;
use super::{
    b_first, byte_tile_rows, byte_tile_shared, fitted, moves_words, owns_sectors, row_copy_unroll,
    runs_byte_tiles, tile_edges, word_rows_shared, Algorithm, Candidate, Canonical, DeviceProps,
    Rows, MAX_RANK, SECTOR_BYTES, TILE_ROWS,
};

/// Names of the features, in the order of `Estimate::features`.
pub const FEATURES: [&str; 23] = [
    "read_sectors",
    "write_sectors",
    "far_partial_reads",
    "partial_writes",
    "far_partial_writes",
    "short_reads",
    "short_writes",
    "short_long_runs",
    "short_long_writes",
    "small_blocks",
    "l2_excess",
    "issue_excess",
    "smem",
    "slots",
    "idle_slots",
    "tiles",
    "idle_memory",
    "few_blocks",
    "idle_sms",
    "waves",
    "setup",
    "scattered_rows",
    "row_copy_issue",
];

/// Bytes in flight per SM that keep DRAM busy.
const IN_FLIGHT_PER_SM: f64 = 32768.0;
/// Fixed cost of a launch, in seconds.
pub const LAUNCH_SECONDS: f64 = 2.5e-6;
/// Latency of one round of tiles on an SM, in seconds (scale of `waves`).
const WAVE_SECONDS: f64 = 1e-6;

const SECTOR: f64 = 32.0;

/// Fitted weights of one algorithm in one regime (src/plan/fitted.rs).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// The exponent's constant term.
    pub intercept: f64,
    /// One weight per feature, in the order of `FEATURES`.
    pub coefficients: [f64; FEATURES.len()],
}

/// The weights of the Packed kernels of words (`Candidate::words`) in each
/// regime's row of `fitted::WEIGHTS`, after one per algorithm: their
/// costs weigh differently from the element kernels' (fitting both with
/// one set of weights moved three elem2 plans to candidates 0.014-0.083 of
/// memcpy slower; in L2, pricing them as the element kernel of the same
/// tile chose within 5% of the fastest candidate in 67.5% of 40 held-out
/// word-aligned cases, their own weights in 75%, run zzzg).
pub const WORDS_WEIGHTS: usize = Algorithm::ALL.len();

/// The weights of the staged Packed kernel (`Candidate::is_staged`) in each
/// regime's row of `fitted::WEIGHTS`, after the kernels of words: fitted
/// in dram_wide on its tiles of 8-byte elements
/// (bench/model/h200-candidates-staged.tsv), in dram_narrow on its chunked
/// stage of 2-byte elements (bench/model/h*-candidates-staged-e2.tsv).
/// Priced as Packed's, the model took staged tiles that lost up to 0.023
/// of memcpy and left others that would gain 0.08 (run zzzz11,
/// bench/NOTES.md); with the prior's weights, the chunked stage's choices
/// were within 5% of the fastest candidate in 66.7% of 78 cases (run
/// zzzz92), fitted in 90.4%.
pub const STAGED_WEIGHTS: usize = Algorithm::ALL.len() + 1;

/// The row of `fitted::WEIGHTS` that prices `cand` within its regime.
pub fn weights_row(cand: &Candidate) -> usize {
    if cand.words {
        WORDS_WEIGHTS
    } else if cand.is_staged() {
        STAGED_WEIGHTS
    } else {
        cand.algorithm.index()
    }
}

/// Regimes with weights of their own (index into `fitted::WEIGHTS`):
/// DRAM-bound launches of 1-2, 4 and 8-16-byte elements (narrow elements
/// are limited by access counts, wide ones by sectors), and launches whose
/// tensors fit in L2 (bound by latency and L2 bandwidth).
pub const REGIMES: [&str; 4] = ["dram_narrow", "dram_word", "dram_wide", "l2"];

/// The regime of a problem, as an index into `REGIMES`.
pub fn regime(c: &Canonical, device: &DeviceProps) -> usize {
    match c.elem_size {
        _ if fits_in_l2(c, device) => 3,
        1 | 2 => 0,
        4 => 1,
        _ => 2,
    }
}

/// Bytes of the tensor (each of input and output).
pub fn tensor_bytes(c: &Canonical) -> u64 {
    c.dims.iter().product::<u64>() * c.elem_size as u64
}

/// Whether input and output fit in L2 together.
pub fn fits_in_l2(c: &Canonical, device: &DeviceProps) -> bool {
    2 * tensor_bytes(c) <= u64::from(device.l2_bytes)
}

/// The model's view of one candidate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// Predicted execution time.
    pub seconds: f64,
    /// Time of a copy of the same bytes at the device's bandwidth.
    pub ideal_seconds: f64,
    pub features: [f64; FEATURES.len()],
}

pub fn estimate(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> Estimate {
    let bytes = c.dims.iter().product::<u64>() as f64 * c.elem_size as f64;
    let ideal_seconds = 2.0 * bytes / device.memory_bandwidth;
    let features = features(c, cand, device, bytes, ideal_seconds);
    let weights = &fitted::WEIGHTS[regime(c, device)][weights_row(cand)];
    let exponent: f64 = weights.intercept
        + features
            .iter()
            .zip(weights.coefficients)
            .map(|(f, k)| f * k)
            .sum::<f64>();
    Estimate {
        seconds: LAUNCH_SECONDS + ideal_seconds * exponent.exp(),
        ideal_seconds,
        features,
    }
}

fn features(
    c: &Canonical,
    cand: &Candidate,
    device: &DeviceProps,
    bytes: f64,
    ideal_seconds: f64,
) -> [f64; FEATURES.len()] {
    let elem = c.elem_size as f64;
    let num_tiles = cand.num_tiles(c) as f64;
    // The Packed kernels of words run their own threads, slots and layout.
    let words = cand.words.then(|| words_layout(c, cand));
    let cand = match &words {
        Some((launched, _)) => launched,
        None => cand,
    };
    let threads = f64::from(cand.block_threads());
    let layout = match words {
        Some((_, layout)) => Some(layout),
        None => cand
            .algorithm
            .is_packed()
            .then(|| smem_layout(c, cand, device)),
    };
    let per_sm = f64::from(blocks_per_sm(c, cand, device, layout.as_ref()));
    let resident = num_tiles.min(f64::from(device.sm_count) * per_sm);
    let in_flight = resident * cand.volume(c) as f64 * elem;
    let busy = (in_flight / (f64::from(device.sm_count) * IN_FLIGHT_PER_SM)).min(1.0);
    let row_copy = cand.algorithm == Algorithm::RowCopy;
    let read = traffic(c, cand, 0..c.rank(), false);
    let write = if row_copy {
        Traffic::runs(1.0, bytes as u64, 32)
    } else {
        traffic(
            c,
            cand,
            c.perm.iter().copied(),
            owns_output_sectors(c, cand),
        )
    };
    let tile_bytes = cand.volume(c) as f64 * elem;
    let order = launch_order(c, cand, device);
    // RowCopy's launch order counts rows of dimension 0.
    let unit_bytes = if row_copy {
        c.dims[0] as f64 * elem
    } else {
        tile_bytes
    };
    let far = |t: &Traffic| t.partial_sectors * far_share(&order, device, t.edge, unit_bytes);
    let slots = num_tiles * threads * f64::from(slots_per_thread(c, cand)) * side_passes(c, cand);
    let elements = bytes / elem;
    let wavefronts = wavefronts_per_tile(c, cand, layout.as_ref());
    let warp_accesses = num_tiles * (slots / num_tiles / 32.0 + wavefronts);
    let issue_seconds =
        warp_accesses / (f64::from(device.sm_count) * f64::from(device.clock_khz) * 1e3);
    let waves = (num_tiles / (f64::from(device.sm_count) * per_sm)).ceil();
    // Digits each tile (RowCopy: each element) takes off its number.
    let index_work = if row_copy {
        elements * c.rank() as f64
    } else {
        let grid_dims = c.rank() as u32 - cand.tile.count_ones() + u32::from(cand.factor.is_some());
        num_tiles * (f64::from(grid_dims) + 2.0)
    };
    [
        read.sectors * SECTOR / bytes,
        write.sectors * SECTOR / bytes,
        far(&read) * SECTOR / bytes,
        write.partial_sectors * SECTOR / bytes,
        far(&write) * SECTOR / bytes,
        shortfall(bytes / read.runs),
        shortfall(bytes / write.runs),
        long_run_shortfall((bytes / read.runs).min(bytes / write.runs)),
        // Written runs far apart cost more than read ones: the fastest of
        // set2 rank 8's [35, 3, 2, 5, 40, 4, 33, 37] perm [2, 3, 7, 4, 6, 0,
        // 5, 1] tiles writes 1520-byte runs and reads 280-byte ones (1008
        // us), the model's choice before this feature 560 and 8400 (1124
        // us). 2D tiles show it too: [3927, 58910] along a first (reads
        // whole, writes in pieces) measures 0.05 below its mirror [59256,
        // 3950] along b first (bench/NOTES.md, seventeenth session).
        long_run_shortfall(bytes / write.runs),
        (256.0 / threads).log2().max(0.0),
        hinge(
            (read.sectors + write.sectors) * SECTOR / (2.0 * bytes),
            L2_KNOT,
        ),
        hinge(issue_seconds / ideal_seconds, ISSUE_KNOT),
        num_tiles * wavefronts * 128.0 / bytes,
        slots / bytes,
        (slots / (2.0 * elements)).ln(),
        index_work / bytes,
        -busy.ln(),
        1.0 / per_sm,
        (f64::from(device.sm_count) / resident.min(f64::from(device.sm_count))).ln(),
        (1.0 + waves * WAVE_SECONDS / ideal_seconds).ln(),
        (1.0 + setup_seconds(c, cand, device, resident) / ideal_seconds).ln(),
        if row_copy { scattered_rows(c) } else { 0.0 },
        if row_copy {
            hinge(
                row_copy_issue_seconds(c, elements, device) / ideal_seconds,
                ISSUE_KNOT,
            )
        } else {
            0.0
        },
    ]
}

/// Warp instructions RowCopy issues per element: a base and a share per
/// canonical dimension, whose digit each element takes off its position
/// (ncu, run zzzz183: 2.9, 3.9 and 4.6 an element at ranks 5, 9 and 11,
/// where the packed tiles of the rank-11 case issue 1.4 and run 1.36x
/// faster).
const ROW_COPY_BASE_INSTRUCTIONS: f64 = 1.55;
const ROW_COPY_DIGIT_INSTRUCTIONS: f64 = 0.27;

/// Time RowCopy's instructions for `elements` take on all the SMs.
fn row_copy_issue_seconds(c: &Canonical, elements: f64, device: &DeviceProps) -> f64 {
    let per_element = ROW_COPY_BASE_INSTRUCTIONS + ROW_COPY_DIGIT_INSTRUCTIONS * c.rank() as f64;
    issue_seconds(elements * per_element, f64::from(device.sm_count), device)
}

/// Time `sms` SMs take to issue `warp_instructions` at ISSUE_PER_CLOCK
/// warp instructions per SM per clock.
fn issue_seconds(warp_instructions: f64, sms: f64, device: &DeviceProps) -> f64 {
    warp_instructions / (ISSUE_PER_CLOCK * sms * f64::from(device.clock_khz) * 1e3)
}

/// Bytes RowCopy moves between a row and its neighbour in the input beyond
/// which the two are no longer read together.
const NEAR_ROWS_BYTES: f64 = 1048576.0;
/// Bytes DRAM reads at once: a row read long after its input neighbour
/// reads the granules they share again.
const DRAM_GRANULE: u64 = 64;

/// RowCopy's rows (dimension 0 stays first) read far from their input
/// neighbours: the share of bytes read beyond the row's own in the DRAM
/// granules it touches (rows start at multiples of their length, so within
/// a granule at multiples of gcd(row, granule)), times how far (up to
/// NEAR_ROWS_BYTES) the output order puts the neighbour.
pub(super) fn scattered_rows(c: &Canonical) -> f64 {
    let row = c.dims[0] * c.elem_size as u64;
    let neighbour = c.perm.iter().position(|&d| d == 1).unwrap_or(1).max(1);
    let rows_apart: u64 = c.perm[1..neighbour].iter().map(|&d| c.dims[d]).product();
    let far = (rows_apart as f64 * row as f64 / NEAR_ROWS_BYTES).min(1.0);
    far * (DRAM_GRANULE - gcd(row, DRAM_GRANULE)) as f64 / row as f64
}

/// Instructions a packed kernel's thread spends per register slot on each
/// tile dimension, each way, to locate its positions (one division by an
/// invariant and three multiply-adds; SASS of cuda/packed.cu).
const SETUP_INSTRUCTIONS: f64 = 8.0;
/// Warp instructions an SM issues per clock.
const ISSUE_PER_CLOCK: f64 = 4.0;

/// Time an SM spends on the setup of the packed blocks it runs: every block
/// of the persistent grid (`blocks` of them) locates its slots (the staged
/// kernel: its tables' entries) once. Setup that tiles do not amortize (one
/// or two tiles per block) is the cost of large tiles in small launches.
fn setup_seconds(c: &Canonical, cand: &Candidate, device: &DeviceProps, blocks: f64) -> f64 {
    if !cand.algorithm.is_packed() {
        return 0.0;
    }
    let blocks_per_sm = (blocks / f64::from(device.sm_count)).ceil();
    let warp_slots = match cand.is_staged() {
        true => staged_table_words(c, cand) as f64 / 32.0,
        false => f64::from(cand.threads / 32 * cand.slots),
    };
    let digits = 2.0 * f64::from(cand.tile.count_ones());
    let instructions = blocks_per_sm * warp_slots * digits * SETUP_INSTRUCTIONS;
    issue_seconds(instructions, 1.0, device)
}

/// Sectors moved per byte (both sides) beyond which L2 bandwidth, not
/// DRAM, limits a launch (chosen by fitting, see bench/model/README.md).
const L2_KNOT: f64 = 1.5;
/// Share of the ideal time beyond which issuing global and shared-memory
/// warp accesses (one per SM per clock) limits a launch.
const ISSUE_KNOT: f64 = 1.0;

/// ln(ratio / knot) where the ratio passes the knot, else 0: a resource
/// that only costs time once it, not DRAM, is the bottleneck.
fn hinge(ratio: f64, knot: f64) -> f64 {
    (ratio / knot).ln().max(0.0)
}

/// Global accesses of each thread of a block per tile, each way: elements,
/// or 32-bit words for the Tiled kernel of 1- and 2-byte elements.
fn slots_per_thread(c: &Canonical, cand: &Candidate) -> u32 {
    if cand.is_staged() {
        return cand.volume(c).div_ceil(u64::from(cand.threads)) as u32;
    }
    if cand.algorithm.is_packed() {
        return cand.slots;
    }
    if cand.algorithm == Algorithm::RowCopy {
        return row_copy_unroll(c.elem_size) as u32;
    }
    let (edge_a, edge_b) = tile_edges(c, cand.algorithm);
    let accesses = if moves_words(cand.algorithm, c.elem_size) {
        edge_a * edge_b * c.elem_size as u64 / 4
    } else {
        edge_a * edge_b
    };
    (accesses / (super::TILE * super::TILE_ROWS)) as u32
}

/// Whether the candidate's tiles own the output sectors that start in them
/// (`tiled_sectors`, `tiled_aligned_sectors` and `tiled_bytes` of
/// cuda/tiled.cu).
fn owns_output_sectors(c: &Canonical, cand: &Candidate) -> bool {
    owns_sectors(cand.algorithm, c.elem_size)
        || runs_byte_tiles(c, cand.algorithm)
        || cand.algorithm == Algorithm::Tiled && cand.kernel(c).rows == Rows::WordsOwningSectors
}

/// Accesses of both sides of a tile per access of one side in whole rows:
/// 2, or more where tiles that own their output sectors, whose output rows
/// do not start on a sector, read the halo (one more pass of rows: 8 of
/// them, or 8 blocks of K rows for words of K elements, a sector less one
/// element for `tiled_bytes`).
fn side_passes(c: &Canonical, cand: &Candidate) -> f64 {
    let elem = c.elem_size as u64;
    let (_, edge) = tile_edges(c, cand.algorithm);
    let b = second_tile_dim(c, cand.algorithm);
    let out_stride = c.output_strides()[0];
    let shifted =
        owns_output_sectors(c, cand) && c.dims[b] > edge && out_stride * elem % SECTOR_BYTES != 0;
    let halo_rows = match runs_byte_tiles(c, cand.algorithm) {
        true => byte_tile_rows(c.elem_size) - edge,
        false => TILE_ROWS * (4 / elem).max(1),
    };
    if shifted {
        1.0 + (edge + halo_rows) as f64 / edge as f64
    } else {
        2.0
    }
}

/// How far runs of `run_bytes` fall short of 256 bytes: log2(256 / run),
/// 0 for runs of 256 bytes or more.
fn shortfall(run_bytes: f64) -> f64 {
    (256.0 / run_bytes).log2().max(0.0)
}

/// How far the shorter side's runs of `run_bytes` fall short of
/// LONG_RUN_BYTES: log2(LONG_RUN_BYTES / run), 0 from there on. Runs far
/// apart move at 0.81-0.86 of memcpy at 352-384 bytes, 0.90 at 512 and
/// 0.92-0.93 at 1 KiB (bench/exp/scattered_runs.cu), past the 256 bytes
/// `shortfall` counts from.
fn long_run_shortfall(run_bytes: f64) -> f64 {
    (LONG_RUN_BYTES as f64 / run_bytes).log2().max(0.0)
}

/// What one side of the transpose moves, in 32-byte sectors.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Traffic {
    sectors: f64,
    /// Sectors only partly covered by a run (on the write side, L2 must
    /// merge them with bytes from other runs).
    partial_sectors: f64,
    runs: f64,
    /// The dimension along which a run's neighbour in memory lies (in
    /// another tile), if any.
    edge: Option<usize>,
}

impl Traffic {
    /// `count` runs of `bytes`, each starting at a multiple of `align` (a
    /// divisor of 32), uniformly within a sector.
    fn runs(count: f64, bytes: u64, align: u64) -> Traffic {
        Traffic {
            sectors: count * sectors_per_run(bytes, align),
            partial_sectors: count * mean_partial_sectors(bytes, align),
            runs: count,
            edge: None,
        }
    }

    fn add(self, o: Traffic) -> Traffic {
        Traffic {
            sectors: self.sectors + o.sectors,
            partial_sectors: self.partial_sectors + o.partial_sectors,
            runs: self.runs + o.runs,
            edge: self.edge,
        }
    }
}

/// Mean of `partial_sectors` over the starts `Traffic::runs` assumes. A run
/// shorter than a sector covers every sector it touches in part; a longer
/// one has a partial first sector unless it starts at offset 0, and a
/// partial last one unless it ends on a sector boundary, which one start in
/// 32 / align does when align divides `bytes`, and none does otherwise.
/// (Exact for runs of 32 bytes or more, and for shorter ones that are a
/// multiple of `align`, like `sectors_per_run`.)
fn mean_partial_sectors(bytes: u64, align: u64) -> f64 {
    if bytes < 32 {
        return sectors_per_run(bytes, align);
    }
    let misaligned = 1.0 - align as f64 / SECTOR;
    let ragged_end = if bytes % align == 0 { misaligned } else { 1.0 };
    misaligned + ragged_end
}

/// Sectors a run of `bytes` starting at byte `offset` of a sector covers
/// only in part (the definition `mean_partial_sectors` is tested against).
#[cfg(test)]
fn partial_sectors(offset: u64, bytes: u64) -> u64 {
    let end = offset + bytes;
    let touched = end.div_ceil(32);
    let full = (end / 32).saturating_sub(offset.div_ceil(32));
    touched - full
}

/// What one side moves when tiles are read (or written) along `order`: a
/// run is as long as the leading dimensions the tile covers whole, times
/// the tile's extent along the first one it covers in part. Where tiles
/// own the sectors that start in them (`whole_sectors`), the runs of one
/// row along that dimension meet on sector boundaries: only the row's ends
/// are partial. A last chunk moved back (`Candidate::moves_back`) is a
/// whole run that ends at the row's end.
fn traffic(
    c: &Canonical,
    cand: &Candidate,
    order: impl Iterator<Item = usize>,
    whole_sectors: bool,
) -> Traffic {
    let elem = c.elem_size as u64;
    let total: u64 = c.dims.iter().product();
    let mut run = 1u64;
    for d in order {
        let t = cand.tile_extent(c, d);
        if t == 0 {
            let bytes = run * elem;
            let traffic = Traffic::runs((total / run) as f64, bytes, gcd(bytes, 32));
            return Traffic {
                edge: Some(d),
                ..traffic
            };
        }
        if t < c.dims[d] {
            let groups = (total / (run * c.dims[d])) as f64;
            let (full, rem) = (c.dims[d] / t, c.dims[d] % t);
            // Runs start at multiples of the chunk and of the next stride.
            let align = gcd(gcd(run * t * elem, run * c.dims[d] * elem), 32);
            let mut traffic = Traffic::runs(groups * full as f64, run * t * elem, align);
            if rem > 0 && cand.moves_back(c, d) {
                let start = run * (c.dims[d] - t) * elem;
                let last_align = gcd(gcd(start, run * c.dims[d] * elem), 32);
                traffic = traffic.add(Traffic::runs(groups, run * t * elem, last_align));
            } else if rem > 0 {
                traffic = traffic.add(Traffic::runs(groups, run * rem * elem, align));
            }
            if whole_sectors {
                let rows_align = gcd(run * c.dims[d] * elem, 32);
                traffic = Traffic {
                    runs: groups * c.dims[d].div_ceil(t) as f64,
                    ..Traffic::runs(groups, run * c.dims[d] * elem, rows_align)
                };
            }
            return Traffic {
                edge: Some(d),
                ..traffic
            };
        }
        run *= t;
    }
    Traffic::runs(1.0, run * elem, 32)
}

/// The share of the partial sectors at the edges of runs along `edge` that
/// L2 no longer holds when the neighbouring tile touches them: the bytes
/// the launch moves between the two tiles, over the L2 size, at most 1.
fn far_share(
    order: &[(usize, u64)],
    device: &DeviceProps,
    edge: Option<usize>,
    tile_bytes: f64,
) -> f64 {
    let Some(edge) = edge else {
        return 0.0;
    };
    let mut apart = 1.0;
    for &(d, tiles) in order {
        if d == edge {
            break;
        }
        apart *= tiles as f64;
    }
    (apart * 2.0 * tile_bytes / f64::from(device.l2_bytes)).min(1.0)
}

/// The dimensions tile numbers run along, fastest first, with the number of
/// tiles along each (the order of tiled.rs and packed.rs): the tile's own
/// dimensions as each kernel numbers them, then every other dimension in
/// output order. RowCopy moves rows of dimension 0 in output order. Tiled
/// along b first is given the order its weights were fitted on (timings
/// of run zzzs and before), a's tiles right after b's, though it may now
/// walk a's tiles at a's place in the output (`tiled::a_in_output_order`):
/// with that order the unrefitted weights moved elem2's [201, 33, 82, 496]
/// and elem4's [28, 19, 94, 63, 42] from Tiled to PackedSplit, 0.13 and
/// 0.23 of memcpy slower (run zzzz3).
fn launch_order(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> LaunchOrder {
    let mut order = LaunchOrder::default();
    let tiles = |d: usize| cand.tiles_along(c, d);
    let b = second_tile_dim(c, cand.algorithm);
    match cand.algorithm {
        Algorithm::RowCopy => {
            order.extend(c.perm[1..].iter().map(|&d| (d, c.dims[d])));
            return order;
        }
        Algorithm::Tiled if b_first(c, cand.algorithm, tiles(0), tiles(b), device) => {
            order.extend([(b, tiles(b)), (0, tiles(0))])
        }
        Algorithm::Tiled => order.extend([(0, tiles(0)), (b, tiles(b))]),
        Algorithm::TiledCopy => order.extend([(0, tiles(0)), (b, tiles(b))]),
        Algorithm::Packed | Algorithm::PackedSplit => {
            order.extend(cand.split.map(|(s, _)| (s, tiles(s))))
        }
    };
    // Packed grids enumerate the factored dimension's multiples too.
    let outside = c
        .perm
        .iter()
        .filter(|&&d| cand.tile & (1 << d) == 0 || cand.factor.is_some_and(|(f, _)| f == d));
    order.extend(outside.map(|&d| (d, tiles(d))));
    order
}

/// `launch_order`'s list, kept on the stack (planning allocates little).
#[derive(Clone, Copy)]
struct LaunchOrder {
    entries: [(usize, u64); MAX_RANK + 1],
    len: usize,
}

impl Default for LaunchOrder {
    fn default() -> Self {
        LaunchOrder {
            entries: [(0, 0); MAX_RANK + 1],
            len: 0,
        }
    }
}

impl LaunchOrder {
    fn extend(&mut self, items: impl IntoIterator<Item = (usize, u64)>) {
        for item in items {
            self.entries[self.len] = item;
            self.len += 1;
        }
    }
}

impl std::ops::Deref for LaunchOrder {
    type Target = [(usize, u64)];
    fn deref(&self) -> &[(usize, u64)] {
        &self.entries[..self.len]
    }
}

/// Mean sectors a run of `bytes` touches when it starts at a multiple of
/// `align` (a divisor of 32) uniformly within a sector.
fn sectors_per_run(bytes: u64, align: u64) -> f64 {
    (bytes + 32 - align) as f64 / SECTOR
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Shared-memory wavefronts of one tile: stores and loads of every warp.
fn wavefronts_per_tile(c: &Canonical, cand: &Candidate, layout: Option<&SmemLayout>) -> f64 {
    let elem = c.elem_size as u64;
    let contiguous = (elem / 4).max(1) as f64;
    match cand.algorithm {
        Algorithm::TiledCopy | Algorithm::RowCopy => 0.0,
        Algorithm::Tiled if runs_byte_tiles(c, cand.algorithm) => {
            // A store per element of each word read (K per warp and group
            // of 8 rows), a load per output row.
            let (edge_a, _) = tile_edges(c, cand.algorithm);
            let k = 4 / elem;
            (byte_tile_rows(c.elem_size).div_ceil(TILE_ROWS) * TILE_ROWS * k + edge_a) as f64
        }
        Algorithm::Tiled => {
            // Every warp access is one wavefront of 32 words (or of 32
            // narrower elements): bytes per wavefront, loads and stores.
            let (edge, _) = tile_edges(c, cand.algorithm);
            let bytes_per_access = if moves_words(cand.algorithm, c.elem_size) {
                elem
            } else {
                elem.max(4)
            };
            // A folded tile also reads each row's offset from its table:
            // one broadcast per row a warp reads or writes.
            let tables = if cand.is_folded() { 2 * edge } else { 0 };
            (2 * edge * edge * bytes_per_access / 128 + tables) as f64
        }
        Algorithm::Packed | Algorithm::PackedSplit => {
            let warp_instructions = f64::from(cand.threads / 32 * slots_per_thread(c, cand));
            let layout = layout.expect("packed tiles have a shared-memory layout");
            warp_instructions * (contiguous + f64::from(layout.load_wavefronts))
        }
    }
}

/// Blocks of the candidate that fit on one SM at once (`packed`: a packed
/// candidate's `smem_layout`).
pub fn blocks_per_sm(
    c: &Canonical,
    cand: &Candidate,
    device: &DeviceProps,
    packed: Option<&SmemLayout>,
) -> u32 {
    let shared = match cand.algorithm {
        Algorithm::TiledCopy | Algorithm::RowCopy => 0,
        Algorithm::Tiled if cand.kernel(c).rows != Rows::Any => word_rows_shared(&cand.kernel(c)),
        Algorithm::Tiled if moves_words(cand.algorithm, c.elem_size) => {
            byte_tile_shared(c.elem_size)
        }
        Algorithm::Tiled => tiled_shared(c, cand.algorithm, tile_edges(c, cand.algorithm).1),
        _ => {
            let layout = packed.expect("packed tiles have a shared-memory layout");
            tile_shared_bytes(c, cand, layout.elements) as u32
        }
    };
    blocks_with_shared(c, cand, device, shared)
}

/// Static shared memory of Tiled of 4-, 8- and 16-byte elements in tiles of
/// `edge_b` elements along b (`tile_edges`, or `tiled_wide_b`'s), in bytes:
/// the tile and (cuda/tiled.cu `tiled_sectors`) the halo's input rows.
pub fn tiled_shared(c: &Canonical, algorithm: Algorithm, edge_b: u64) -> u32 {
    let (edge_a, _) = tile_edges(c, algorithm);
    let halo = if owns_sectors(algorithm, c.elem_size) {
        TILE_ROWS
    } else {
        0
    };
    ((edge_b + halo) * (edge_a + 1)) as u32 * c.elem_size as u32
}

/// Shared memory the driver reserves per resident block, in bytes.
pub const SHARED_RESERVED_PER_BLOCK: u32 = 1024;

/// Blocks of the candidate that fit on one SM at once when each takes
/// `shared` bytes of shared memory.
pub fn blocks_with_shared(
    c: &Canonical,
    cand: &Candidate,
    device: &DeviceProps,
    shared: u32,
) -> u32 {
    let threads = cand.block_threads();
    let registers = cand.kernel(c).registers().next_multiple_of(8);
    let mut blocks = device
        .max_blocks_per_sm
        .min(device.max_threads_per_sm / threads)
        .min(device.registers_per_sm / (registers * threads));
    if shared > 0 {
        blocks = blocks.min(device.shared_per_sm / (shared + SHARED_RESERVED_PER_BLOCK));
    }
    blocks.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{canonicalize, Problem};

    fn canonical(dims: &[i32], perm: &[i32], elem: usize) -> Canonical {
        canonicalize(&Problem::new(dims, perm, elem).unwrap())
    }

    #[test]
    fn sector_mean_matches_enumeration() {
        for bytes in 1..200u64 {
            for align in [1u64, 2, 4, 8, 16, 32] {
                if bytes % align != 0 {
                    continue;
                }
                let starts: Vec<u64> = (0..32).step_by(align as usize).collect();
                let exact: u64 = starts.iter().map(|o| (o + bytes).div_ceil(32)).sum();
                let mean = exact as f64 / starts.len() as f64;
                assert!((sectors_per_run(bytes, align) - mean).abs() < 1e-9);
            }
        }
    }

    #[test]
    fn partial_sector_mean_matches_enumeration() {
        for bytes in 1..300u64 {
            for align in [1u64, 2, 4, 8, 16, 32] {
                if bytes < 32 && bytes % align != 0 {
                    continue;
                }
                let starts = 32 / align;
                let total: u64 = (0..starts).map(|k| partial_sectors(k * align, bytes)).sum();
                let mean = total as f64 / starts as f64;
                let closed = mean_partial_sectors(bytes, align);
                assert!((closed - mean).abs() < 1e-9, "{bytes} bytes, align {align}");
            }
        }
    }

    /// Position of the feature `name` in `FEATURES`.
    fn feature(name: &str) -> usize {
        FEATURES.iter().position(|&f| f == name).unwrap()
    }

    /// The H200 features of `c`'s candidate that `describe`s as `describe`.
    fn candidate_features(c: &Canonical, describe: &str) -> [f64; FEATURES.len()] {
        let all = crate::plan::candidates(c, &crate::plan::H200);
        let cand = all.iter().find(|k| k.describe(c) == describe).unwrap();
        estimate(c, cand, &crate::plan::H200).features
    }

    #[test]
    fn row_copy_issue_counts_row_copy_past_the_issue_rate_alone() {
        let issue = feature("row_copy_issue");
        // Rank 8 of 8-byte elements: 3.71 warp instructions an element,
        // 1.07x the time of a copy at the H200's bandwidth.
        let deep = canonical(&[33, 5, 4, 37, 40, 2, 3, 35], &[0, 6, 4, 7, 3, 5, 2, 1], 8);
        assert!((candidate_features(&deep, "RowCopy tile {d0=33}")[issue] - 0.063).abs() < 0.01);
        for cand in crate::plan::candidates(&deep, &crate::plan::H200) {
            if cand.algorithm != Algorithm::RowCopy {
                assert_eq!(
                    estimate(&deep, &cand, &crate::plan::H200).features[issue],
                    0.0
                );
            }
        }
        // Rank 6 of 16-byte elements (pairs merged): under the copy's time.
        let shallow = canonical(&[35, 4, 2, 40, 3, 33, 37, 5], &[0, 1, 2, 6, 5, 4, 7, 3], 8);
        assert_eq!(
            candidate_features(&shallow, "RowCopy tile {d0=140}")[issue],
            0.0
        );
    }

    #[test]
    fn staged_tiles_and_tiles_of_words_take_rows_of_their_own() {
        let c = canonical(&[40, 105, 4, 33, 5, 37, 2], &[1, 5, 4, 0, 6, 3, 2], 8);
        let cands = crate::plan::candidates(&c, &crate::plan::H200);
        let staged = cands
            .iter()
            .find(|cand| cand.is_staged())
            .expect("a staged tile");
        assert_eq!(weights_row(staged), STAGED_WEIGHTS);
        for cand in cands.iter().filter(|cand| !cand.is_staged()) {
            assert_eq!(weights_row(cand), cand.algorithm.index());
        }
        let words = Candidate {
            words: true,
            ..cands[0].clone()
        };
        assert_eq!(weights_row(&words), WORDS_WEIGHTS);
        assert_eq!(fitted::WEIGHTS[0].len(), STAGED_WEIGHTS + 1);
    }

    #[test]
    fn long_run_shortfall_counts_the_shorter_side_up_to_a_kilobyte() {
        // ttc57's [48, 28, 28, 28, 48] reversed: the 48 x 48 tile moves
        // 384-byte runs each way, the staged 48 x 2 by 48 x 2 tile 768.
        let c = canonical(&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], 8);
        let shortfall =
            |describe: &str| candidate_features(&c, describe)[feature("short_long_runs")];
        let whole = shortfall("Packed tile {d0=48,d4=48} threads 288 slots 8");
        assert!((whole - (1024.0f64 / 384.0).log2()).abs() < 1e-9, "{whole}");
        let staged = shortfall("Packed tile {d0=48,d1=2/28,d3=2/28,d4=48} threads 1024 staged");
        assert!(
            (staged - (1024.0f64 / 768.0).log2()).abs() < 1e-9,
            "{staged}"
        );
        assert_eq!(long_run_shortfall(1024.0), 0.0);
        assert_eq!(long_run_shortfall(4096.0), 0.0);
    }

    #[test]
    fn short_long_writes_counts_the_write_side_alone() {
        let c = canonical(&[35, 3, 2, 5, 40, 4, 33, 37], &[2, 3, 7, 4, 6, 0, 5, 1], 8);
        let features = |describe: &str| candidate_features(&c, describe);
        // Reads 35 x 8 = 280-byte runs, writes 10 x 19 x 8 = 1520.
        let long_writes = features("PackedSplit tile {d0=35,d2=10,d6=19/37} threads 832 slots 8");
        assert_eq!(long_writes[feature("short_long_writes")], 0.0);
        assert!(long_writes[feature("short_long_runs")] > 1.8);
        // Reads 35 x 3 x 10 x 8 = 8400-byte runs, writes 10 x 7 x 8 = 560
        // (the last chunk along d6, 2 of 37, shorter: 10 x 37 / 6 x 8 bytes
        // on average).
        let long_reads =
            features("PackedSplit tile {d0=35,d1=3,d2=10,d6=7/37} threads 928 slots 8");
        let writes = long_reads[feature("short_long_writes")];
        let mean_run = 10.0 * 37.0 / 6.0 * 8.0;
        assert!(
            (writes - (1024.0f64 / mean_run).log2()).abs() < 1e-9,
            "{writes}"
        );
        assert_eq!(long_reads[feature("short_long_runs")], writes);
    }

    #[test]
    fn partial_sectors_are_the_uncovered_ends() {
        assert_eq!(partial_sectors(0, 64), 0);
        assert_eq!(partial_sectors(8, 64), 2);
        assert_eq!(partial_sectors(8, 16), 1);
        assert_eq!(partial_sectors(0, 40), 1);
        assert_eq!(partial_sectors(24, 16), 2);
    }

    #[test]
    fn traffic_of_a_whole_tensor_tile_is_one_run() {
        let c = canonical(&[4, 6], &[1, 0], 8);
        let cand = Candidate {
            algorithm: Algorithm::Packed,
            tile: 0b11,
            split: None,
            factor: None,
            slots: 1,
            threads: 32,
            runs: false,
            words: false,
            fold: None,
        };
        let read = traffic(&c, &cand, 0..2, false);
        assert_eq!(read.runs, 1.0);
        assert_eq!(read.sectors, 6.0);
        assert_eq!(read.partial_sectors, 0.0);
        assert_eq!(traffic(&c, &cand, c.perm.iter().copied(), false).runs, 1.0);
    }

    /// A Tiled candidate over dimensions 0 and 1.
    fn tiled_2d() -> Candidate {
        Candidate {
            algorithm: Algorithm::Tiled,
            tile: 0b11,
            split: None,
            factor: None,
            slots: 1,
            threads: 0,
            runs: false,
            words: false,
            fold: None,
        }
    }

    #[test]
    fn tiled_runs_are_rows_of_the_tile() {
        let cand = tiled_2d();
        // 32x32 tiles of 8-byte elements, 64x64 tiles of 4-byte ones.
        let c = canonical(&[100, 64], &[1, 0], 8);
        assert_eq!(traffic(&c, &cand, 0..2, false).runs, 64.0 * 4.0);
        assert_eq!(
            traffic(&c, &cand, c.perm.iter().copied(), false).runs,
            100.0 * 2.0
        );
        let c = canonical(&[100, 64], &[1, 0], 4);
        assert_eq!(traffic(&c, &cand, 0..2, false).runs, 64.0 * 2.0);
        // A tile spans whole output rows: a tile's rows make one run.
        assert_eq!(traffic(&c, &cand, c.perm.iter().copied(), false).runs, 2.0);
    }

    #[test]
    fn tiles_that_own_sectors_leave_partial_sectors_at_row_ends_only() {
        let cand = tiled_2d();
        // 100 output rows of 101 8-byte elements, 4 tiles each (3 of 256
        // bytes and one of 40, all starting at multiples of 8 bytes).
        let c = canonical(&[100, 101], &[1, 0], 8);
        let cut = traffic(&c, &cand, c.perm.iter().copied(), false);
        assert_eq!(cut.runs, 400.0);
        assert_eq!(cut.sectors, 100.0 * (3.0 * 280.0 + 64.0) / 32.0);
        assert_eq!(cut.partial_sectors, 100.0 * 4.0 * 1.5);
        let owned = traffic(&c, &cand, c.perm.iter().copied(), true);
        assert_eq!(owned.runs, 400.0);
        assert_eq!(owned.sectors, 100.0 * 26.0);
        assert_eq!(owned.partial_sectors, 100.0 * 1.5);
    }
}
