//! The planner: pure host code, shapes in, a plan out. Nothing here knows
//! about CUDA; the device is described by `DeviceProps`.

mod cache;
mod candidates;
mod canon;
mod device;
mod fitted;
mod kernel;
mod model;
mod packed;
mod params;
mod problem;
mod tiled;

use std::fmt;

pub use cache::{cached_canonical_plan, cached_plan, clear_cache};
pub use candidates::{candidates, Candidate, MOVED_BACK_ELEMENT_SIZES};
pub use canon::{canonicalize, canonicalize_aligned, Canonical, MAX_WORD};
pub use device::{builtin, DeviceProps, A100, BUILTIN, H100, H200};
pub use kernel::{
    word_slots, Algorithm, IndexWidth, KernelId, Module, Rows, MAX_TILES_32, MAX_TILE_WORDS,
    RUN_ELEMENT_SIZES, SLOTS, STAGED_KERNELS, WIDE_B, WIDE_B_EDGE, WORD_ELEMENT_SIZES, WORD_SLOTS,
};
pub use model::{fits_in_l2, regime, Estimate, FEATURES, REGIMES};
pub use packed::{
    leading_positions, packed_launch, staged_runs, tile_runs, tile_words, OriginGrid, OriginTable,
    NO_PADDING,
};
pub use params::{
    byte_tile_edges, byte_tile_rows, byte_tile_shared, chunked_stage, moves_words, owns_sectors,
    row_copy_chunk, row_copy_unroll, rows_word_aligned, runs_byte_tiles, stage_chunk,
    stage_elements, staged_output_run_most, tile_edge, tile_edges, word_rows, word_rows_shared,
    Divisor, GridDim, PackedParams, TileDim, TileFold, TiledParams, BYTE_TILE_STRIDE,
    CHUNKED_STAGE_ALIGN, L2_PREFETCH_MIN_CAPABILITY, MAX_GRID_DIMS, MAX_TILE_DIMS, MAX_TILE_VOLUME,
    SECTOR_BYTES, STAGED_MIN_CAPABILITY, STAGED_SLOTS, STAGED_TABLE_RUN_MOST, STAGED_THREADS,
    STAGES, STAGE_GROUP, TILE, TILE_ROWS, WIDE_TILE, WORD_TILE_BYTES,
};
pub use problem::{check_rank, Problem, ELEMENT_SIZES, MAX_RANK};
pub use tiled::{b_first, row_copy_launch, set_tile_order, tiled_launch};

/// Tensors with fewer elements than this use 32-bit index arithmetic.
pub const U32_INDEX_LIMIT: u64 = 1 << 31;

/// The index width for a tensor of `volume` elements.
pub fn index_width(volume: u64) -> IndexWidth {
    if volume < U32_INDEX_LIMIT {
        IndexWidth::U32
    } else {
        IndexWidth::U64
    }
}

/// The compute capability of the Packed module's PTX with the L2 policy
/// (cuda/packed_sm90.ptx; the Tiled module has it from compute_80 on,
/// cuda/tiled_sm80.ptx, and so does the staged kernel's).
const PACKED_L2_POLICY_MIN_CAPABILITY: (u32, u32) = (9, 0);

/// Tiles along b from which `tiled_bytes` takes the L2 policy: with 2 or
/// 3 it lost, with 5 or more it gained (run zo; none had 4).
const MIN_HINTED_BYTE_TILES_B: u64 = 4;

/// Whether a launch loads its input with the L2 policy evict_last
/// (cuda/l2_hints.cuh `input_policy`; `staged`: the staged Packed kernel,
/// whose cp.async takes it), on devices whose PTX has it. L2 then evicts
/// written lines before read ones, and input lines that a later tile reads
/// again (the rest of a line off 128 bytes, the halo's rows; Packed: the
/// ends of short runs; RowCopy: the line a row shares with its input
/// neighbour, which the output order reaches far later) stay for it.
/// - Tiled, Packed, PackedSplit and staged of 8-byte elements: where input
///   and output do not fit in L2 together. On set1's and ttc57's Tiled
///   8-byte cases +0.009 to +0.022 of memcpy on average, [6981, 34906]
///   0.893 -> 0.920, [3927, 58910] 0.875 -> 0.905 (bench/exp/l2_policy.cu,
///   runs zb and zc); each of set1's, set2's and ttc57's 145 Packed and
///   PackedSplit cases +0.002 to +0.051 (run ze), their 14 staged ones
///   +0.018 to +0.032 (run zi). Where both fit, back-to-back calls of 8 MiB
///   tensors lost 0.19-0.26 with it (small_1048576, run zc's first build).
///   Packed of 1-, 2-, 4- and 16-byte elements lost 0.01-0.02 on average
///   (run zf).
/// - Tiled of 4- and 16-byte elements, RowCopy of 4-, 8- and 16-byte
///   elements: tensors of at least 4 x L2 (240 MiB on an H200). The elems
///   set's 537 MB tensors gained on every Tiled case, +0.006 to +0.037
///   (median +0.016 for 4-byte elements, +0.023 for 16-byte), and 4-byte
///   [48000, 48000] +0.017; the random cases of 60-240 MiB went either way,
///   -0.037 to +0.030 (run zf). RowCopy of 8-byte elements: set1's and set2's 25
///   cases (0.9-2.5 GB) +0.005 to +0.043, +0.026 on average; fit_copy's of
///   94-272 MiB -0.019 to +0.024 (run zi). Of 16-byte elements (set1's even
///   rows, moved as words): all 38 cases of set1, elems and fit_copy past
///   240 MiB +0.001 to +0.045, +0.025 on average (run zj). Of 4-byte
///   elements (rows of odd length), with RowCopy's unpredicated inside
///   tiles: 290-460 MiB cases 5-10% faster than the build before both
///   (run zp).
/// - `tiled_bytes` (Tiled of 1- and 2-byte elements, rows off words):
///   tensors of at least 4 x L2 with `MIN_HINTED_BYTE_TILES_B` tiles or
///   more along b. The elems set's and 460-570 MiB cases with 5 or more
///   +0.002 to +0.054 (13 cases, mean +0.022); with 2 or 3, -0.010 to
///   -0.019 (2-byte [645, 167, 2498] perm [1, 0, 2], [201, 33, 82, 496]
///   perm [2, 1, 3, 0], [49, 108, 22, 32, 73] perm [4, 3, 1, 2, 0]; run
///   zo). The word kernels (`tiled_aligned`, `tiled_aligned_sectors`,
///   `tiled_folded`) gained nothing with it (run zf) and load without it.
pub fn l2_keep_input(
    c: &Canonical,
    algorithm: Algorithm,
    staged: bool,
    device: &DeviceProps,
) -> bool {
    let min_capability = match algorithm {
        Algorithm::Packed | Algorithm::PackedSplit if !staged => PACKED_L2_POLICY_MIN_CAPABILITY,
        _ if staged => STAGED_MIN_CAPABILITY,
        _ => L2_PREFETCH_MIN_CAPABILITY,
    };
    let many_times_l2 = model::tensor_bytes(c) >= 4 * u64::from(device.l2_bytes);
    let wanted = match (algorithm, c.elem_size) {
        (Algorithm::Tiled | Algorithm::Packed | Algorithm::PackedSplit, 8) => {
            !fits_in_l2(c, device)
        }
        (Algorithm::Tiled, 4 | 16) | (Algorithm::RowCopy, 4 | 8 | 16) => many_times_l2,
        (Algorithm::Tiled, 1 | 2) => {
            let tiles_b =
                c.dims[tiled::second_tile_dim(c, algorithm)].div_ceil(tile_edges(c, algorithm).1);
            many_times_l2 && runs_byte_tiles(c, algorithm) && tiles_b >= MIN_HINTED_BYTE_TILES_B
        }
        _ => false,
    };
    device.compute_capability >= min_capability && wanted
}

/// A kernel's parameter block, passed by value.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Params {
    Tiled(TiledParams),
    Packed(PackedParams),
}

/// A kernel launch: entry point, geometry and parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Launch {
    pub kernel: KernelId,
    pub grid: u32,
    pub block: (u32, u32),
    pub shared_bytes: u32,
    pub params: Params,
}

impl Launch {
    /// Tiles (units of work a block iteration handles) in the launch.
    pub fn num_tiles(&self) -> u64 {
        match &self.params {
            Params::Tiled(p) => p.num_tiles,
            Params::Packed(p) => p.num_tiles,
        }
    }

    /// The grid whose table of tile origins the launch reads from device
    /// memory (the staged kernel's `origins`); none for the kernels that
    /// walk their grid.
    pub fn origin_grid(&self) -> Option<OriginGrid> {
        match &self.params {
            Params::Packed(p) if self.kernel.is_staged() => {
                Some(OriginGrid::of(p, self.kernel.index))
            }
            _ => None,
        }
    }
}

/// How a plan moves the data. (Plans are made once and stored whole, so
/// the size difference between the variants costs nothing.)
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Method {
    /// The canonical problem is the identity: one device-to-device copy.
    Copy {
        bytes: u64,
    },
    Kernel(Launch),
}

/// A complete plan for one problem on one kind of device.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub canonical: Canonical,
    pub method: Method,
    /// The model's estimate for the chosen candidate (none for a copy).
    pub estimate: Option<Estimate>,
    pub candidate: Option<Candidate>,
}

impl Plan {
    /// Bytes both buffers must be aligned to for the plan to run as made:
    /// an element, a 32-bit word for the kernels for rows on words and the
    /// Packed kernels of words, or CHUNKED_STAGE_ALIGN for the chunked
    /// stage. Buffers aligned to less take the plan of
    /// `canonicalize_aligned` at their alignment.
    pub fn required_alignment(&self) -> usize {
        match &self.method {
            Method::Kernel(l) if l.kernel.is_staged() && chunked_stage(l.kernel.elem_size) => {
                CHUNKED_STAGE_ALIGN
            }
            Method::Kernel(l) if l.kernel.rows != Rows::Any || l.kernel.words => 4,
            _ => self.canonical.elem_size,
        }
    }
}

/// Candidates with the model's estimates, fastest predicted first.
pub fn ranked(c: &Canonical, device: &DeviceProps) -> Vec<(Candidate, Estimate)> {
    let mut ranked: Vec<_> = estimated(c, device).collect();
    ranked.sort_by(|a, b| a.1.seconds.total_cmp(&b.1.seconds));
    ranked
}

/// Every candidate with the model's estimate, in enumeration order.
fn estimated<'a>(
    c: &'a Canonical,
    device: &'a DeviceProps,
) -> impl Iterator<Item = (Candidate, Estimate)> + 'a {
    candidates(c, device).into_iter().map(move |cand| {
        let estimate = model::estimate(c, &cand, device);
        (cand, estimate)
    })
}

/// The launch that runs `candidate` on `c` with positions of `index` bits
/// (the candidate's own, `Candidate::kernel`, but where tests run the
/// 64-bit kernels on small tensors).
pub fn launch(
    c: &Canonical,
    candidate: &Candidate,
    device: &DeviceProps,
    index: IndexWidth,
) -> Launch {
    let mut launch = match candidate.algorithm {
        Algorithm::Tiled | Algorithm::TiledCopy => tiled_launch(c, candidate, device, index),
        Algorithm::RowCopy => row_copy_launch(c, candidate, device),
        Algorithm::Packed | Algorithm::PackedSplit => packed_launch(c, candidate, device),
    };
    launch.kernel.index = index;
    launch
}

/// A plan that runs `candidate` (one of `candidates(c)`).
pub fn plan_with(c: &Canonical, candidate: &Candidate, device: &DeviceProps) -> Plan {
    plan_with_index(c, candidate, device, candidate.kernel(c).index)
}

/// `plan_with`, its kernel's positions of `index` bits (`launch`).
pub fn plan_with_index(
    c: &Canonical,
    candidate: &Candidate,
    device: &DeviceProps,
    index: IndexWidth,
) -> Plan {
    let estimate = model::estimate(c, candidate, device);
    plan_estimated(c, candidate.clone(), estimate, device, index)
}

/// `plan_with_index` of a Tiled candidate (not folded) with 64-bit positions
/// and a kernel for many tiles (`KernelId::many_tiles`) whatever its tile
/// count, so that tests run those kernels on small tensors.
pub fn plan_many_tiles(c: &Canonical, candidate: &Candidate, device: &DeviceProps) -> Plan {
    assert!(
        candidate.has_many_tiles_kernel(),
        "an unfolded Tiled candidate"
    );
    let mut plan = plan_with_index(c, candidate, device, IndexWidth::U64);
    if let Method::Kernel(launch) = &mut plan.method {
        launch.kernel.many_tiles = true;
    }
    plan
}

fn plan_estimated(
    c: &Canonical,
    candidate: Candidate,
    estimate: Estimate,
    device: &DeviceProps,
    index: IndexWidth,
) -> Plan {
    Plan {
        canonical: c.clone(),
        method: Method::Kernel(launch(c, &candidate, device, index)),
        estimate: Some(estimate),
        candidate: Some(candidate),
    }
}

/// Chooses how to run `problem` without measuring: a copy when
/// canonicalization leaves the identity, otherwise the candidate the cost
/// model ranks fastest.
pub fn make_plan(problem: &Problem, device: &DeviceProps) -> Plan {
    plan_canonical(&canonicalize(problem), device)
}

/// `make_plan` for a canonical problem.
pub fn plan_canonical(c: &Canonical, device: &DeviceProps) -> Plan {
    if c.rank() == 1 {
        return Plan {
            canonical: c.clone(),
            method: Method::Copy {
                bytes: c.dims[0] * c.elem_size as u64,
            },
            estimate: None,
            candidate: None,
        };
    }
    let (candidate, estimate) = estimated(c, device)
        .reduce(|best, next| {
            // The first of equals, as in `ranked` (a stable sort).
            if next.1.seconds < best.1.seconds {
                next
            } else {
                best
            }
        })
        .expect("a rank-2+ problem always has a Tiled or TiledCopy candidate");
    let index = candidate.kernel(c).index;
    plan_estimated(c, candidate, estimate, device, index)
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.canonical;
        write!(
            f,
            "canonical dims {:?} perm {:?} elem {}B: ",
            c.dims, c.perm, c.elem_size
        )?;
        match &self.method {
            Method::Copy { bytes } => write!(f, "identity, device copy of {bytes} bytes"),
            Method::Kernel(l) => {
                write!(
                    f,
                    "{} grid {} block {}x{} smem {}B tiles {}",
                    l.kernel.entry_point(),
                    l.grid,
                    l.block.0,
                    l.block.1,
                    l.shared_bytes,
                    l.num_tiles()
                )?;
                match &l.params {
                    Params::Packed(p) => {
                        if p.smem_pad_shift != NO_PADDING {
                            write!(f, " smem padded every {}", 1u32 << p.smem_pad_shift)?;
                        }
                        if p.l2_keep_input != 0 {
                            f.write_str(" input L2 evict_last")?;
                        }
                        if p.early_loads != 0 {
                            f.write_str(" early loads")?;
                        }
                    }
                    Params::Tiled(p) => {
                        let a_first = p.b_first == 0 && l.kernel.algorithm != Algorithm::RowCopy;
                        for (set, flag) in [
                            (p.l2_prefetch != 0, " L2 prefetch 256B"),
                            (p.l2_keep_input != 0, " input L2 evict_last"),
                            (a_first, " along a first"),
                            (p.b_first != 0 && p.slow_at != 0, " a in output order"),
                        ] {
                            if set {
                                f.write_str(flag)?;
                            }
                        }
                    }
                }
                if let Some(cand) = &self.candidate {
                    write!(f, " [{}]", cand.describe(c))?;
                }
                if let Some(e) = &self.estimate {
                    write!(f, " predicted {:.1} us", e.seconds * 1e6)?;
                }
                Ok(())
            }
        }
    }
}
