//! Mirrors of cuda/cutt_params.cuh. Field order, types and sizes must match
//! the CUDA structs exactly: they are passed by value to the kernels.

/// Tile edge in elements (CUTT_TILE).
pub const TILE: u64 = 32;
/// Tile edge in elements of Tiled for 4-byte elements (CUTT_WIDE_TILE):
/// 256-byte rows.
pub const WIDE_TILE: u64 = 64;
/// Rows of threads in a block (CUTT_TILE_ROWS).
pub const TILE_ROWS: u64 = 8;
/// Bytes a Tiled tile of 1- or 2-byte elements spans each way
/// (CUTT_WORD_TILE_BYTES): the kernel moves them as 32-bit words.
pub const WORD_TILE_BYTES: u64 = 128;

/// Whether `algorithm` runs a kernel that moves 32-bit words (Tiled of
/// 1- and 2-byte elements: cuda/tiled.cu `tiled_bytes`, or for rows on
/// words `tiled_aligned` and `tiled_aligned_sectors`).
pub fn moves_words(algorithm: super::Algorithm, elem_size: usize) -> bool {
    algorithm == super::Algorithm::Tiled && elem_size < 4
}

use super::Rows;

/// Whether every row of every Tiled tile of `c` starts on a 32-bit word, so
/// that Tiled of 1- and 2-byte elements may run `tiled_aligned` (cuda/
/// tiled.cu): the buffers are aligned to 4 bytes, and input dimension 0 and
/// output dimension 0 (tile dimensions a and b) hold whole words. Every
/// other stride of the input is a multiple of the first's extent, every
/// other stride of the output of the second's, so all rows start on words.
pub fn rows_word_aligned(c: &super::Canonical) -> bool {
    let words = |extent: u64| extent * c.elem_size as u64 % 4 == 0;
    moves_words(super::Algorithm::Tiled, c.elem_size)
        && c.align >= 4
        && c.rank() >= 2
        && words(c.dims[0])
        && words(c.dims[c.perm[0]])
}

/// Which Tiled kernel of 1- and 2-byte elements runs `c`, its buffers
/// assumed to start on sectors, as cudaMalloc's do (either kernel for rows
/// on words is correct wherever they start). 2D transposes, fractions of
/// memcpy (bench/exp/aligned_blocks.cu, sector_words.cu):
/// - rows off words: `tiled_bytes`, the only one that can;
/// - a tile dimension shorter than a tile: `tiled_aligned` (in the library,
///   tiles of 28- and 56-byte 1-byte rows 0.35-0.51 against 0.21-0.37 for
///   `tiled_words`, the kernel for rows anywhere of the time);
/// - output rows off sectors: `tiled_aligned_sectors` (1-byte 0.84-0.86
///   against 0.70-0.78 for both others, 2-byte 0.86-0.88 against 0.61-0.89);
/// - output rows on sectors: `tiled_aligned` (0.86-0.93 against
///   tiled_words' 0.70-0.78; 1-byte [50000, 20000], input rows off
///   sectors, 0.856 against 0.751, and [1000, 600000], where every kernel
///   reads 1.45 bytes of DRAM per byte, 0.733 against 0.755).
pub fn word_rows(c: &super::Canonical) -> Rows {
    if !rows_word_aligned(c) {
        return Rows::Any;
    }
    let b = c.perm[0];
    let edge = WORD_TILE_BYTES / c.elem_size as u64;
    let on_sectors = |stride: u64| stride * c.elem_size as u64 % SECTOR_BYTES == 0;
    match c.dims[0] < edge || c.dims[b] < edge || on_sectors(c.output_strides()[0]) {
        true => Rows::Words,
        false => Rows::WordsOwningSectors,
    }
}

/// Static shared memory of a tile of `tiled_aligned` (its words),
/// `tiled_aligned_sectors` (its words and the halo's) or `tiled_folded`
/// (its words and a table of row offsets per side).
pub fn word_rows_shared(kernel: &super::KernelId) -> u32 {
    let edge = WORD_TILE_BYTES / kernel.elem_size as u64;
    let offset_bytes = match kernel.index {
        super::IndexWidth::U32 => 4,
        super::IndexWidth::U64 => 8,
    };
    let extra = match kernel.rows {
        Rows::WordsOwningSectors => SECTOR_BYTES / 4 * (edge + 1) * 4,
        Rows::WordsFolded => 2 * edge * offset_bytes,
        _ => 0,
    };
    (edge * WORD_TILE_BYTES + extra) as u32
}

/// How Tiled folds its tile (cuda/tiled.cu `tiled_folded`) where its rows
/// lie on words and a tile dimension spans at most half a tile: that
/// dimension (input dimension 0 along a, output dimension 0 along b) whole,
/// by a chunk of one more dimension of its side. Along a, the first input
/// dimension after 0 that is not b (its runs continue input dimension 0's
/// where it is dimension 1); along b, the first output dimension after b
/// that is not 0 or a's. Chunks are as even as the fewest that cover the
/// dimension allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileFold {
    /// The dimension folded with input dimension 0, and its chunk.
    pub a: Option<(usize, u64)>,
    /// The dimension folded with output dimension 0, and its chunk.
    pub b: Option<(usize, u64)>,
}

impl TileFold {
    /// The fold of Tiled for `c`, if a side folds.
    pub fn of(c: &super::Canonical) -> Option<TileFold> {
        if !rows_word_aligned(c) {
            return None;
        }
        let edge = WORD_TILE_BYTES / c.elem_size as u64;
        let b = c.perm[0];
        let short = |d: usize| 2 * c.dims[d] <= edge;
        let chunk = |d: usize, inner: usize| (d, balanced_chunk(c.dims[d], edge / c.dims[inner]));
        let a_dim = (1..c.rank()).find(|&d| d != b).filter(|_| short(0));
        let b_dim = c.perm[1..]
            .iter()
            .copied()
            .find(|&d| d != 0 && Some(d) != a_dim)
            .filter(|_| short(b));
        let fold = TileFold {
            a: a_dim.map(|d| chunk(d, 0)),
            b: b_dim.map(|d| chunk(d, b)),
        };
        (fold.a.is_some() || fold.b.is_some()).then_some(fold)
    }

    /// The tile's chunk of canonical dimension `d`, if `d` is folded.
    pub fn chunk(&self, d: usize) -> Option<u64> {
        [self.a, self.b]
            .into_iter()
            .flatten()
            .find(|&(f, _)| f == d)
            .map(|(_, chunk)| chunk)
    }
}

/// The chunk length that covers `extent` in as few chunks of at most `most`
/// as possible, as evenly as possible.
fn balanced_chunk(extent: u64, most: u64) -> u64 {
    extent.div_ceil(extent.div_ceil(most))
}

/// Words between the rows of a `tiled_bytes` tile in shared memory
/// (cuda/tiled.cu `byte_tile::STRIDE`).
pub const BYTE_TILE_STRIDE: u64 = 43;

/// Static shared memory of a `tiled_bytes` tile of `elem_size`-byte
/// elements (`byte_tile::SH_WORDS` words: a row per output row of the tile
/// and K - 1 more, K = 4 / elem_size).
pub fn byte_tile_shared(elem_size: usize) -> u32 {
    let k = 4 / elem_size as u64;
    let rows = 32 * k + k - 1;
    ((rows * BYTE_TILE_STRIDE + rows / 32 + 1) * 4) as u32
}

/// Input rows a `tiled_bytes` tile reads, the halo included
/// (`byte_tile::ROWS`): a row's owned words start up to a sector less one
/// element in.
pub fn byte_tile_rows(elem_size: usize) -> u64 {
    (WORD_TILE_BYTES + SECTOR_BYTES) / elem_size as u64 - 1
}

/// Bytes L2 and DRAM move global memory in (CUTT_SECTOR_BYTES).
pub const SECTOR_BYTES: u64 = 32;

/// Whether `algorithm` runs the kernel whose tiles own the output sectors
/// that start in them, reading a halo of input rows past the tile where
/// output rows do not start on a sector (Tiled of 4-, 8- and 16-byte
/// elements, cuda/tiled.cu `tiled_sectors`).
pub fn owns_sectors(algorithm: super::Algorithm, elem_size: usize) -> bool {
    algorithm == super::Algorithm::Tiled && elem_size >= 4
}

/// Whether `algorithm` runs `tiled_bytes` (cuda/tiled.cu) for `c`: Tiled of
/// 1- and 2-byte elements whose rows are not all on words.
pub fn runs_byte_tiles(c: &super::Canonical, algorithm: super::Algorithm) -> bool {
    moves_words(algorithm, c.elem_size) && word_rows(c) == Rows::Any
}

/// Elements a `tiled_bytes` tile of `elem_size`-byte elements spans along
/// (a, b) (cuda/tiled.cu `byte_tile::EDGE_A`, `EDGE_B`): 4 bytes less along
/// a than along b, since the 32 aligned words that cover a row's part must
/// cover it whatever its misalignment.
pub fn byte_tile_edges(elem_size: usize) -> (u64, u64) {
    let e = elem_size as u64;
    ((WORD_TILE_BYTES - 4) / e, WORD_TILE_BYTES / e)
}

/// Elements a tile of `algorithm` spans along (a, b) for `c`: `tile_edge`
/// both ways, but `byte_tile_edges` for `tiled_bytes`.
pub fn tile_edges(c: &super::Canonical, algorithm: super::Algorithm) -> (u64, u64) {
    let edge = tile_edge(algorithm, c.elem_size);
    match runs_byte_tiles(c, algorithm) {
        true => byte_tile_edges(c.elem_size),
        false => (edge, edge),
    }
}

/// Elements a tile of `algorithm` spans along each of its two dimensions
/// (along b for `tiled_bytes`, see `tile_edges`).
pub fn tile_edge(algorithm: super::Algorithm, elem_size: usize) -> u64 {
    if moves_words(algorithm, elem_size) {
        WORD_TILE_BYTES / elem_size as u64
    } else if algorithm == super::Algorithm::Tiled && elem_size == 4 {
        WIDE_TILE
    } else {
        TILE
    }
}

/// Elements each thread of RowCopy moves (`row_copy_unroll` of
/// cuda/tiled.cu): 32 bytes and at most 8 elements.
pub fn row_copy_unroll(elem_size: usize) -> u64 {
    (32 / elem_size as u64).min(8)
}

/// Elements a RowCopy block moves per tile: 256 threads of
/// `row_copy_unroll` elements each.
pub fn row_copy_chunk(elem_size: usize) -> u64 {
    TILE * TILE_ROWS * row_copy_unroll(elem_size)
}

/// Grid-enumerated dimensions besides the tile's two (CUTT_MAX_GRID_DIMS).
pub const MAX_GRID_DIMS: usize = 31;

/// `struct cutt_divisor`: division of numerators below 2^31 by an invariant
/// divisor with a multiply-high, an add and a shift.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Divisor {
    pub magic: u32,
    pub shift: u32,
}

impl Divisor {
    /// The divisor `d`; all zeros (unused) when d is 0 or at least 2^31,
    /// which only 64-bit kernels meet.
    pub fn new(d: u64) -> Divisor {
        if d == 0 || d >= 1 << 31 {
            return Divisor::default();
        }
        let shift = 64 - (d - 1).leading_zeros();
        let magic = ((1u64 << 32) * ((1u64 << shift) - d) / d + 1) as u32;
        Divisor { magic, shift }
    }

    /// `cutt_div` of cuda/cutt_params.cuh for 32-bit numerators below 2^31.
    pub fn divide(&self, n: u32) -> u32 {
        let high = ((u64::from(n) * u64::from(self.magic)) >> 32) as u32;
        high.wrapping_add(n) >> self.shift
    }
}

/// `struct cutt_grid_dim`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GridDim {
    pub extent: u64,
    pub in_stride: u64,
    pub out_stride: u64,
    pub div: Divisor,
}

impl GridDim {
    pub fn new(extent: u64, in_stride: u64, out_stride: u64) -> GridDim {
        GridDim {
            extent,
            in_stride,
            out_stride,
            div: Divisor::new(extent),
        }
    }
}

/// `struct cutt_tiled_params`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TiledParams {
    pub a_extent: u64,
    pub a_out_stride: u64,
    pub b_extent: u64,
    pub b_in_stride: u64,
    pub b_out_stride: u64,
    pub tiles_a: u64,
    pub tiles_b: u64,
    pub num_tiles: u64,
    pub tiles_a_div: Divisor,
    pub tiles_b_div: Divisor,
    /// The place in `grid` of the slow side's tiles (a's along b first,
    /// b's along a first; see cutt_params.cuh).
    pub slow_at: u64,
    pub grid_rank: u32,
    /// 1: tile numbers run along b first (see cutt_params.cuh).
    pub b_first: u32,
    /// 1: Tiled of 8-byte elements, or of the words of 1- and 2-byte
    /// elements whose rows start on words, loads with the L2 prefetch hint
    /// of 256 bytes (src/plan/tiled.rs `l2_prefetch`).
    pub l2_prefetch: u32,
    /// 1: the launch loads its input with the L2 policy evict_last
    /// (src/plan/mod.rs `l2_keep_input` says which Tiled and RowCopy
    /// launches).
    pub l2_keep_input: u32,
    /// Folded tiles (`tiled_folded`, see cutt_params.cuh and `TileFold`):
    /// dimension a's input stride, input dimension 0's output stride and
    /// output dimension 0's input stride.
    pub a_in_stride: u64,
    pub a_inner_out_stride: u64,
    pub b_inner_in_stride: u64,
    /// Each side's inner extent (1: not folded) and the tile's chunk of its
    /// outer dimension (a or b).
    pub a_inner: u32,
    pub a_chunk: u32,
    pub b_inner: u32,
    pub b_chunk: u32,
    pub grid: [GridDim; MAX_GRID_DIMS],
}

const _: () = assert!(std::mem::size_of::<Divisor>() == 8);
const _: () = assert!(std::mem::size_of::<GridDim>() == 32);
const _: () =
    assert!(std::mem::size_of::<TiledParams>() == 12 * 8 + 2 * 8 + 8 * 4 + 32 * MAX_GRID_DIMS);
const _: () = assert!(std::mem::align_of::<TiledParams>() == 8);

/// Most dimensions in a packed tile (CUTT_MAX_TILE_DIMS).
pub const MAX_TILE_DIMS: usize = 16;
/// Most positions in a packed tile (CUTT_MAX_TILE_VOLUME).
pub const MAX_TILE_VOLUME: u64 = 8192;

/// The slot count that names the staged packed kernel
/// (cuda/packed_staged.cu) in `KernelId` and `Candidate`: it locates
/// positions through tables, none in registers (`Candidate::describe`
/// says "staged" instead).
pub const STAGED_SLOTS: u32 = u32::MAX;
/// Threads of a staged block at most (CUTT_STAGED_THREADS).
pub const STAGED_THREADS: u32 = 1024;
/// Bytes of the chunked stage's chunks (CHUNK of cuda/packed_staged.cu
/// times the element size).
const STAGE_CHUNK_BYTES: u64 = 16;
/// Elements of the chunked stage's 16-byte chunks (`chunk_elements` of
/// cuda/packed_staged.cu).
pub fn stage_chunk(elem_size: usize) -> u64 {
    STAGE_CHUNK_BYTES / elem_size as u64
}
/// Output elements of the chunked stage's group stores (`group_elements`
/// of cuda/packed_staged.cu): 8 bytes of 2-byte elements, 16 of 4-byte.
pub const STAGE_GROUP: u64 = 4;
/// Bytes both buffers must be aligned to for the chunked stage: its chunks
/// and its 8- and 16-byte stores are aligned by element index.
pub const CHUNKED_STAGE_ALIGN: usize = 16;

/// Whether the staged kernel moves tiles of `elem_size`-byte elements in
/// 16-byte chunks (cuda/packed_staged.cu `issue_chunks`): 4-byte elements
/// one by one ran set2's kind of tiles at 0.70-0.74 of memcpy at best
/// (run zzzz131, one H200).
pub fn chunked_stage(elem_size: usize) -> bool {
    elem_size == 2 || elem_size == 4
}
/// The compute capability from which the staged kernel's module loads
/// (cp.async).
pub const STAGED_MIN_CAPABILITY: (u32, u32) = (8, 0);
/// The compute capability from which the Tiled module's PTX is built with
/// the L2 prefetch hint (cuda/tiled_sm80.ptx; PTX `ld .L2::256B`).
pub const L2_PREFETCH_MIN_CAPABILITY: (u32, u32) = (8, 0);
/// Shared-memory stages of the staged kernel: a block's next tile is
/// copied into one while it writes the other.
pub const STAGES: u64 = 2;
/// Positions of an output run that the 8-byte staged kernel's tables hold
/// at most (CUTT_STAGED_TABLE_RUN_MOST): its table of stage indices has one
/// word per position of an output run, and a longer run, split in runs of
/// whole leading dimensions, is written the same way. Set2 rank 12's [3,
/// 22, 20, 2, 2, 4, 24, 2, 2, 18, 3, 3] perm [1, 0, 5, 4, 10, 11, 6, 7, 8,
/// 3, 9, 2] took 19 KB of tables for its runs of 4752 positions, which
/// put its 167 KB past the 164 KB carveout and left 60 KB of L1 where
/// the kernel has 92 below it; with runs of 528 it ran 0.911 of memcpy
/// instead of 0.896, and five other tiles that came under the carveout so
/// gained 0.007-0.026 (run zzzz190, bench/NOTES.md, sixtieth session).
pub const STAGED_TABLE_RUN_MOST: u64 = 1024;

/// Positions of an output run that the staged kernel of `elem_size`-byte
/// elements keeps in one table entry at most: STAGED_TABLE_RUN_MOST for the
/// kernel of 8-byte elements, the whole run for the chunked stage
/// (`chunked_stage`), whose cp.async.cg copies do not use L1.
pub fn staged_output_run_most(elem_size: usize) -> u64 {
    match chunked_stage(elem_size) {
        true => u64::MAX,
        false => STAGED_TABLE_RUN_MOST,
    }
}

/// Elements of one stage holding a tile of `elements` (padded) elements of
/// `elem_size` bytes: rounded up to 16 bytes, so that every stage starts
/// aligned for cp.async (`stage_elements` of cuda/packed_staged.cu).
pub fn stage_elements(elements: u64, elem_size: usize) -> u64 {
    elements.next_multiple_of(16 / elem_size as u64)
}

/// `struct cutt_tile_dim`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TileDim {
    pub extent: u32,
    pub smem_stride: u32,
    pub in_stride: u64,
    pub out_stride: u64,
    pub div: Divisor,
}

impl TileDim {
    pub fn new(extent: u64, smem_stride: u64, in_stride: u64, out_stride: u64) -> TileDim {
        TileDim {
            extent: extent as u32,
            smem_stride: smem_stride as u32,
            in_stride,
            out_stride,
            div: Divisor::new(extent),
        }
    }
}

/// `struct cutt_packed_params`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackedParams {
    pub num_tiles: u64,
    pub volume: u32,
    pub tile_rank: u32,
    pub split_extent: u32,
    pub split_chunk: u32,
    pub split_in_dim: u32,
    pub split_out_dim: u32,
    pub grid_rank: u32,
    /// Tile position p lies at p + (p >> smem_pad_shift) in shared memory.
    pub smem_pad_shift: u32,
    /// Elements from the first tile buffer to the second; 0: one buffer.
    /// The staged kernel: elements from one stage to the next.
    pub buffer_stride: u32,
    /// 1: 8-byte input loads with the L2 policy evict_last
    /// (src/plan/mod.rs `l2_keep_input`).
    pub l2_keep_input: u32,
    /// The Packed kernels of words (cuda/packed.cu `packed_words`): the
    /// index in out_dims of input dimension 0 (cutt_params.cuh says how
    /// their dimensions count words).
    pub word_row_dim: u32,
    /// 1: the register-slot Packed kernels of 1-, 2- and 4-byte elements
    /// issue the next tile's loads before the barrier that publishes this
    /// tile (src/plan/packed.rs `early_loads`).
    pub early_loads: u32,
    pub in_dims: [TileDim; MAX_TILE_DIMS],
    pub out_dims: [TileDim; MAX_TILE_DIMS],
    pub grid: [GridDim; MAX_GRID_DIMS],
    /// The tensor's elements (the staged kernels of 2- and 4-byte elements
    /// copy no 16-byte chunk past them); 0 where the kernel ignores it.
    pub elements: u64,
}

const _: () = assert!(std::mem::size_of::<TileDim>() == 32);
// 12 u32 fields before in_dims, one u64 after grid.
const _: () = assert!(
    std::mem::size_of::<PackedParams>()
        == 8 + 12 * 4 + 2 * 32 * MAX_TILE_DIMS + 32 * MAX_GRID_DIMS + 8
);

const _: () = assert!(std::mem::align_of::<PackedParams>() == 8);

#[cfg(test)]
mod tests {
    use super::{word_rows, Divisor, Rows, TileFold};
    use crate::plan::model::blocks_per_sm;
    use crate::plan::{canonicalize_aligned, plan_with, Algorithm, Method, Problem, H200};
    use crate::testkit::Rng;

    /// The Tiled plan of [a, b] perm [1, 0] for buffers aligned to `align`.
    fn tiled_2d(a: i32, b: i32, elem: usize, align: usize) -> crate::plan::Plan {
        let p = Problem::new(&[a, b], &[1, 0], elem).unwrap();
        let c = canonicalize_aligned(&p, align);
        let tiled = crate::plan::candidates(&c, &H200)
            .into_iter()
            .find(|cand| cand.algorithm == Algorithm::Tiled)
            .expect("a Tiled candidate");
        plan_with(&c, &tiled, &H200)
    }

    fn launch(plan: &crate::plan::Plan) -> &crate::plan::Launch {
        match &plan.method {
            Method::Kernel(l) => l,
            other => panic!("a kernel, not {other:?}"),
        }
    }

    /// The fold of the canonical problem `dims` perm `perm` (no dimensions
    /// merge) for buffers aligned to 16 bytes.
    fn fold(dims: &[i32], perm: &[i32], elem: usize) -> Option<TileFold> {
        let c = canonicalize_aligned(&Problem::new(dims, perm, elem).unwrap(), 16);
        assert_eq!(
            c.dims.len(),
            dims.len(),
            "{dims:?} perm {perm:?} is canonical"
        );
        TileFold::of(&c)
    }

    #[test]
    fn short_tile_dimensions_fold_with_the_next_of_their_side() {
        let both = |a, b| Some(TileFold { a, b });
        // 1-byte [56]^5: 112 = 2 x 56 each way, with input dimension 1 and
        // output dimension 1.
        assert_eq!(
            fold(&[56; 5], &[3, 2, 0, 4, 1], 1),
            both(Some((1, 2)), Some((2, 2)))
        );
        // Input dimension 1 is b: a folds with dimension 2 (216 in 54
        // chunks of 4).
        assert_eq!(
            fold(&[28, 86240, 216], &[1, 0, 2], 1),
            both(Some((2, 4)), None)
        );
        // b alone: 110 in 28 chunks of at most 4 (128 / 28), as even as 28
        // chunks allow.
        assert_eq!(
            fold(&[3024, 110, 28, 56], &[2, 1, 3, 0], 1),
            both(None, Some((1, 4)))
        );
        // 2-byte tiles span 64 elements: 30 in chunks of 3 (64 / 20), 40
        // in 8 chunks of 5 (64 / 12).
        assert_eq!(
            fold(&[20, 30, 40, 12, 1000], &[3, 2, 1, 4, 0], 2),
            both(Some((1, 3)), Some((2, 5)))
        );
        // b's next output dimension is a's fold: b takes the one after.
        // 50 in 4 chunks of at most 16 (128 / 8): 13.
        assert_eq!(
            fold(&[8, 50, 16, 70], &[2, 1, 3, 0], 1),
            both(Some((1, 13)), Some((3, 8)))
        );
        // Longer than half a tile: no fold (1-byte 68 > 64, 2-byte 36 > 32).
        assert_eq!(fold(&[68, 50, 100], &[2, 1, 0], 1), None);
        assert_eq!(fold(&[36, 50, 36], &[2, 1, 0], 2), None);
        // Rows off words, and 4-byte elements: tiled_folded does not run.
        assert_eq!(fold(&[30, 50, 28], &[2, 1, 0], 1), None);
        assert_eq!(fold(&[16, 50, 16], &[2, 1, 0], 4), None);
    }

    #[test]
    fn word_rows_follow_words_and_sectors() {
        let rows = |a: i32, b: i32, elem: usize, align: usize| {
            launch(&tiled_2d(a, b, elem, align)).kernel.rows
        };
        assert_eq!(rows(23040, 23040, 1, 16), Rows::Words);
        assert_eq!(rows(23040, 23040, 1, 2), Rows::Any, "buffers off words");
        assert_eq!(rows(25000, 23000, 1, 16), Rows::WordsOwningSectors);
        assert_eq!(rows(600000, 1000, 1, 16), Rows::WordsOwningSectors);
        assert_eq!(
            rows(1000, 600000, 1, 16),
            Rows::Words,
            "input rows off sectors"
        );
        assert_eq!(
            rows(50000, 20000, 1, 16),
            Rows::Words,
            "input rows off sectors"
        );
        assert_eq!(
            rows(28, 23000, 1, 16),
            Rows::Words,
            "rows shorter than a tile"
        );
        assert_eq!(rows(23170, 23170, 1, 16), Rows::Any, "rows off words");
        assert_eq!(rows(300000, 1000, 2, 16), Rows::WordsOwningSectors);
        assert_eq!(rows(300000, 1000, 2, 4), Rows::WordsOwningSectors);
        assert_eq!(
            rows(1000, 300000, 2, 16),
            Rows::Words,
            "2-byte output rows on sectors"
        );
        assert_eq!(rows(300001, 1000, 2, 16), Rows::Any, "input rows off words");
        assert_eq!(rows(16384, 16384, 4, 16), Rows::Any, "4-byte elements");
    }

    #[test]
    fn kernels_for_word_rows_fit_the_blocks_their_launch_bounds_name() {
        for (a, b, elem, blocks) in [
            (24000, 24000, 1, 6),
            (25000, 23000, 1, 5),
            (16000, 16000, 2, 8),
            (300000, 1000, 2, 8),
        ] {
            let plan = tiled_2d(a, b, elem, 16);
            let c = &plan.canonical;
            let cand = plan.candidate.as_ref().unwrap();
            assert_eq!(
                blocks_per_sm(c, cand, &H200, None),
                blocks,
                "[{a}, {b}] {elem}-byte"
            );
            assert_eq!(launch(&plan).kernel.rows, word_rows(c));
            assert_eq!(launch(&plan).shared_bytes, 0);
        }
    }

    #[test]
    fn fast_division_is_exact_below_2_pow_31() {
        let mut rng = Rng::new(3);
        let mut divisors: Vec<u64> = (1..=4096).collect();
        divisors.extend((0..4000).map(|_| 1 + rng.below((1 << 31) - 1)));
        divisors.extend((1..31).map(|k| 1u64 << k));
        divisors.extend((2..31).map(|k| (1u64 << k) - 1));
        divisors.push((1 << 31) - 1);
        for d in divisors {
            let div = Divisor::new(d);
            let mut numerators = vec![0u32, 1, (1 << 31) - 1, d as u32, (d - 1) as u32];
            numerators.extend((0..200).map(|_| rng.below(1 << 31) as u32));
            numerators.extend((1..64).map(|k| (d * k).min((1 << 31) - 1) as u32));
            for n in numerators {
                assert_eq!(u64::from(div.divide(n)), u64::from(n) / d, "{n} / {d}");
            }
        }
    }
}
