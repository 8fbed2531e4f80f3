//! Launch layout of Tiled, TiledCopy and RowCopy (cuda/tiled.cu).

use super::{
    l2_keep_input, model, owns_sectors, runs_byte_tiles, tile_edges, Algorithm, Candidate,
    Canonical, DeviceProps, Divisor, GridDim, IndexWidth, KernelId, Launch, Params, Rows, TileFold,
    TiledParams, L2_PREFETCH_MIN_CAPABILITY, MAX_GRID_DIMS, SECTOR_BYTES, TILE, TILE_ROWS, WIDE_B,
    WIDE_B_EDGE,
};

/// The dimension a Tiled or TiledCopy tile spans besides input dimension 0:
/// the output's leading dimension (Tiled) or input dimension 1 (TiledCopy).
pub fn second_tile_dim(c: &Canonical, algorithm: Algorithm) -> usize {
    match algorithm {
        Algorithm::TiledCopy => 1,
        _ => c.perm[0],
    }
}

/// Whether a Tiled or TiledCopy launch numbers its tiles along b first.
/// Tiled does, so that blocks resident together write neighbouring parts
/// of the same output rows, except where b has more than twice the tiles
/// of a and along b first an input row's sectors shared with the
/// neighbouring tile along a would be read again from DRAM that many tiles
/// later: for `tiled_bytes` (bench/exp/byte_tiles.cu: 2-byte [645, 415296]
/// 0.72 -> 0.88 of memcpy along a first, 1-byte [1001, 600001] 0.69 ->
/// 0.83, while along a first lost where b has few tiles: [600000, 1000]
/// 0.87 -> 0.50), and for `tiled_sectors` where
/// `sector_tiles_along_a_first`.
/// TiledCopy numbers along a first.
pub fn b_first(
    c: &Canonical,
    algorithm: Algorithm,
    tiles_a: u64,
    tiles_b: u64,
    device: &DeviceProps,
) -> bool {
    let a_first = tiles_b > 2 * tiles_a
        && (runs_byte_tiles(c, algorithm)
            || sector_tiles_along_a_first(c, algorithm, tiles_b, device));
    algorithm == Algorithm::Tiled && !a_first
}

/// Whether `tiled_sectors` goes along a first (b having over twice a's
/// tiles): where its input rows are off sectors, whose sectors at tile edges
/// the neighbouring tile along a reads again after b's tiles have moved (read
/// and written) at least 0.45 L2 of data along b first, or where b's tiles
/// move twice L2 whatever the rows. Measured along b first / a first
/// (bench/exp/wide_sectors.cu, bench/exp/tile_bands.cu): rows off sectors,
/// 4-byte [229, 586240] 0.82 / 0.90, 8-byte [2161, 80352] (b's tiles move
/// 41 MB) 0.84 / 0.92, [3927, 58910] (30 MB) 0.86 / 0.88, but 8-byte [6662,
/// 33310] (17 MB) 0.90 / 0.83, 16-byte [1249, 26809] (28 MB) 0.92 / 0.90,
/// 4-byte [2991, 44869] (23 MB) 0.89 / 0.87; rows on sectors, 8-byte [616,
/// 379456] (194 MB) 0.88 / 0.91, [648, 419904] (215 MB) 0.88 / 0.92, but
/// [1000, 100000] (51 MB) 0.90 / 0.88. Why rows on sectors gain far past L2
/// is not understood.
fn sector_tiles_along_a_first(
    c: &Canonical,
    algorithm: Algorithm,
    tiles_b: u64,
    device: &DeviceProps,
) -> bool {
    let moved = moved_before_neighbour_along_a(c, algorithm, tiles_b);
    let l2 = u64::from(device.l2_bytes);
    let rows_off_sectors = input_row_bytes(c, algorithm) % SECTOR_BYTES != 0;
    owns_sectors(algorithm, c.elem_size)
        && ((rows_off_sectors && 20 * moved >= 9 * l2) || moved >= 2 * l2)
}

/// Bytes that the `tiles` tiles numbered between a tile and its neighbour
/// along a move (read and written) along b first: b's tiles, times the
/// grid's coordinates before a's where a is in output order.
fn moved_before_neighbour_along_a(c: &Canonical, algorithm: Algorithm, tiles: u64) -> u64 {
    let (edge_a, edge_b) = tile_edges(c, algorithm);
    2 * tiles * edge_a * edge_b * c.elem_size as u64
}

/// Bytes from one of the tile's input rows (along a) to the next (along b).
fn input_row_bytes(c: &Canonical, algorithm: Algorithm) -> u64 {
    c.input_strides()[second_tile_dim(c, algorithm)] * c.elem_size as u64
}

/// Blocks per SM that Tiled of 8-byte elements along a first is held to
/// on Hopper (`occupancy_padding`), where a has at least
/// `A_FIRST_HELD_MIN_TILES_A` tiles: in `wide_b` tiles where the positions
/// fit 32 bits, in 32 x 32 tiles elsewhere.
const WIDE_B_BLOCKS: u32 = 4;
const A_FIRST_BLOCKS: u32 = 6;
const A_FIRST_HELD_MIN_TILES_A: u64 = 8;

/// The compute capability from which `a_first_held` holds (measured on an
/// H200 only).
const A_FIRST_BLOCKS_MIN_CAPABILITY: (u32, u32) = (9, 0);

/// Whether Tiled of 8-byte elements along a first, with
/// `A_FIRST_HELD_MIN_TILES_A` tiles along a or more, on compute capability
/// 9.0 and later, is held to fewer blocks per SM than its registers allow.
/// Measured on an H200: bench/exp/wide_b.cu (run zy), along a first
/// without the prefetch hint, 32 x 32 tiles at 8 / 6 / 4 blocks, set1's
/// short-a 2D cases ([3927, 58910] and 8 more) 0.894-0.903 / 0.907-0.916 /
/// 0.82-0.83; along b first 6 blocks changed nothing but long-a [62557,
/// 4170] (0.943 -> 0.962; not taken, its plan loads with the prefetch hint).
/// In the library (run zz, with the hint, mean of two rounds): set1's 16
/// cases with 8-132 tiles along a +0.0065 on average at 6 blocks, 12 of
/// them +0.006 to +0.013, [2161, 80352] -0.004; with 1, 2 and 5 tiles along
/// a ([29, 77349, 72], [47, 4879681], [149, 1283904]) -0.011 to -0.050,
/// hence the minimum. 5 blocks: -0.06 to -0.08 (run zzc).
fn a_first_held(
    c: &Canonical,
    algorithm: Algorithm,
    b_first: bool,
    tiles_a: u64,
    device: &DeviceProps,
) -> bool {
    algorithm == Algorithm::Tiled
        && c.elem_size == 8
        && !b_first
        && tiles_a >= A_FIRST_HELD_MIN_TILES_A
        && device.compute_capability >= A_FIRST_BLOCKS_MIN_CAPABILITY
}

/// Whether a held launch (`a_first_held`) runs `tiled_wide_b` (cuda/tiled.cu:
/// tiles of 32 along a by `WIDE_B_EDGE` along b, 32-bit positions), held to
/// `WIDE_B_BLOCKS`. bench/exp/wide_b.cu (run zy), the short-a cases: 32 x 64
/// tiles at 6 / 5 / 4 / 3 blocks 0.905-0.914 / 0.909-0.919 / 0.913-0.923 /
/// 0.895-0.905, against 0.907-0.916 for 32 x 32 at 6.
fn wide_b(kernel: &KernelId, held: bool) -> bool {
    let wide = KernelId {
        wide_b: true,
        ..*kernel
    };
    held && wide == WIDE_B
}

/// Dynamic shared memory, unused by the kernel, that holds a launch whose
/// blocks take `own` bytes of static shared memory to `blocks` per SM: one
/// byte more than a (blocks + 1)-th of the SM's shared memory per block,
/// the driver's reserve included.
fn occupancy_padding(own: u32, blocks: u32, device: &DeviceProps) -> u32 {
    let own = own + model::SHARED_RESERVED_PER_BLOCK;
    (device.shared_per_sm / (blocks + 1) + 1).saturating_sub(own)
}

/// Input rows that start on this many bytes need no L2 prefetch hint.
const PREFETCH_BYTES: u64 = 256;

/// Whether Tiled loads its input with the L2 prefetch hint of 256 bytes
/// (cuda/tiled.cu `tiled_sectors` for 8-byte elements, `tiled_aligned` and
/// `tiled_aligned_sectors` for the words of 1- and 2-byte elements): on
/// devices that have it, where input rows are off 256 bytes (by their
/// stride: the planner sees no pointer, and cudaMalloc's start on 256;
/// `tiled_aligned` wherever they start),
/// along a first, and along b first where the neighbouring tile along a,
/// which reads the rest of the lines the hint brings into L2, comes before
/// b's tiles have moved (read and written) a quarter of L2. Measured
/// without / with the hint (bench/exp/l2_prefetch.cu): along b first
/// [8193]^2 0.920 / 0.944, [15860]^2 (b's tiles move 8 MB) 0.903 / 0.945,
/// [65081, 4339] 0.930 / 0.942, [6981, 34906] (18 MB) 0.888 / 0.887,
/// [3927, 58910] (30 MB) 0.853 / 0.765; along a first [3927, 58912] 0.895
/// / 0.914; rows on 256 bytes 0.003-0.012 less with it. Not where a is the
/// output's second dimension beside grid dimensions: each plane of a by b
/// is then contiguous on both sides, the plain loads already reach
/// 0.96-0.99 of memcpy there, and the hint cost 38 such cases of set1,
/// ttc57 and elem8 0.016 on average ([106]^4 perm [1, 2, 0, 3] 0.967 ->
/// 0.924) where it gained the other 144 it ran on 0.013
/// (bench/results/2026-11-22r-h200-prefetch-ab.log). The word kernels, A/B
/// with the hint on all 137 of their plans in run zzk (bench/NOTES.md): the
/// 65 this rule takes +0.018 of memcpy on average (1-byte [50000, 46000]
/// 0.830 -> 0.866, 2-byte [25008, 23008] 0.853 -> 0.926; worst -0.071);
/// the 25 whose neighbour along a comes later -0.12 on average (2-byte
/// [288, 469120] -0.238); dense planes with rows off 256 bytes -0.006 to
/// -0.059. `tiled_aligned` (output rows on sectors) takes it on input rows
/// on 256 bytes too: 14 such plans there -0.005 to +0.032, and in run zzt
/// 16 fresh 2-byte ones (fp16 matrices such as [4096, 11008] and [8192,
/// 22016]) +0.002 to +0.035, where `tiled_aligned_sectors` on rows on 256
/// bytes went -0.089 to +0.037 (zzk) and -0.053 to +0.022 (zzt).
pub fn l2_prefetch(
    c: &Canonical,
    kernel: &KernelId,
    tiles_b: u64,
    b_first: bool,
    device: &DeviceProps,
) -> bool {
    let algorithm = kernel.algorithm;
    if algorithm != Algorithm::Tiled || device.compute_capability < L2_PREFETCH_MIN_CAPABILITY {
        return false;
    }
    let words = matches!(kernel.rows, Rows::Words | Rows::WordsOwningSectors);
    let moved = moved_before_neighbour_along_a(c, algorithm, tiles_b);
    let rows_off = input_row_bytes(c, algorithm) % PREFETCH_BYTES != 0;
    let dense_planes = c.rank() > 2 && c.perm[1] == 0;
    (c.elem_size == 8 || words)
        && (rows_off || kernel.rows == Rows::Words)
        && !dense_planes
        && (!b_first || 4 * moved <= u64::from(device.l2_bytes))
}

/// One side of a tile in a launch: its outer dimension (the parameters' a
/// or b), the tile's chunk of it, and its inner dimension's extent (1 where
/// the side is not folded: the outer dimension is the tile dimension).
struct Side {
    outer: usize,
    chunk: u64,
    inner: u64,
}

impl Side {
    fn new(tile_dim: usize, edge: u64, fold: Option<(usize, u64)>, c: &Canonical) -> Side {
        match fold {
            Some((outer, chunk)) => Side {
                outer,
                chunk,
                inner: c.dims[tile_dim],
            },
            None => Side {
                outer: tile_dim,
                chunk: edge,
                inner: 1,
            },
        }
    }
}

/// How many of the grid's dimensions (a Tiled launch's untiled dimensions,
/// in output order) come before a's outer dimension (input dimension 0, or
/// the dimension folded with it) in the output.
fn grid_before_a(c: &Canonical, cand: &Candidate) -> usize {
    let a_outer = cand
        .fold
        .and_then(|fold| fold.a)
        .map_or(0, |(outer, _)| outer);
    c.perm
        .iter()
        .take_while(|&&d| d != a_outer)
        .filter(|&&d| cand.tile & 1 << d == 0)
        .count()
}

/// A Tiled launch's untiled dimensions in output order: its grid's, but
/// for the slow side's tiles (`set_tile_order`).
fn untiled_dims<'a>(
    c: &'a Canonical,
    cand: &'a Candidate,
) -> impl Iterator<Item = usize> + Clone + 'a {
    c.perm
        .iter()
        .copied()
        .filter(move |&d| cand.tile & 1 << d == 0)
}

/// The grid's coordinates numbered before a's outer dimension in the
/// output (`grid_before_a`).
fn grid_volume_before_a(c: &Canonical, cand: &Candidate) -> u64 {
    let before = untiled_dims(c, cand).take(grid_before_a(c, cand));
    before.map(|d| c.dims[d]).product()
}

/// Whether a Tiled launch along b first numbers a's tiles at a's place in
/// the output's order, after the grid dimensions before it there
/// (`grid_before_a`), rather than right after b's tiles: where the tiles
/// numbered from a tile to its neighbour along a then move (read and
/// written) under 0.45 L2, as `sector_tiles_along_a_first` has it for the
/// sectors two tiles share. Blocks resident together then write
/// neighbouring output rows at every rank, as in 2D: a 2D transpose walked
/// as an unfused 3D one with a's tiles right after b's measured 0.877 of
/// memcpy against 0.951 as 2D (1-byte [16384, 32768], run zzzz2). Runs
/// zzzz3-zzzz5 (bench/NOTES.md): in output order 1-byte [16384, 16, 2048]
/// perm [2, 1, 0] 0.836 -> 0.943, 4-byte [4096, 128, 256] 0.917 -> 0.979,
/// 8-byte [247, 145, 49, 85] perm [3, 2, 0, 1] 0.695 -> 0.941 (the
/// neighbour after 2.4 MB); but 8-byte [571]^3 perm [2, 1, 0] 0.875 ->
/// 0.688 (after 168 MB, the 256-byte prefetch's lines evicted), and every
/// prefetched case past 43 MB lost 0.10-0.22.
fn a_in_output_order(c: &Canonical, cand: &Candidate, tiles_b: u64, device: &DeviceProps) -> bool {
    let tiles_before_a = tiles_b * grid_volume_before_a(c, cand);
    let moved = moved_before_neighbour_along_a(c, cand.algorithm, tiles_before_a);
    20 * moved < 9 * u64::from(device.l2_bytes)
}

/// Lays out a Tiled or TiledCopy launch. Tile dimension a is input dimension
/// 0, b is `second_tile_dim`, in the order of `b_first`; a folded tile
/// (`Candidate::is_folded`) spans each whole by a chunk of its `TileFold`
/// dimension, which takes its place in the parameters. The grid enumerates
/// all other dimensions in output order, so that blocks resident together
/// write neighbouring parts of the output, and the slow side's tiles: along
/// a first b's before the others; along b first a's at a's place in the
/// output where `a_in_output_order`, else before the others.
/// Positions have `index` bits (`super::launch`).
pub fn tiled_launch(
    c: &Canonical,
    cand: &Candidate,
    device: &DeviceProps,
    index: IndexWidth,
) -> Launch {
    let algorithm = cand.algorithm;
    assert!(!algorithm.is_packed(), "not a Tiled or TiledCopy candidate");
    let b = second_tile_dim(c, algorithm);
    assert!(
        c.rank() >= 2 && b != 0,
        "a tile needs two distinct dimensions"
    );
    let fold = cand.fold.unwrap_or(TileFold { a: None, b: None });
    let (edge_a, edge_b) = tile_edges(c, algorithm);
    let side_a = Side::new(0, edge_a, fold.a, c);
    let mut side_b = Side::new(b, edge_b, fold.b, c);
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let tiles_a = c.dims[side_a.outer].div_ceil(side_a.chunk);
    let mut tiles_b = c.dims[side_b.outer].div_ceil(side_b.chunk);
    let mut num_tiles = cand.num_tiles(c);
    let mut kernel = KernelId {
        index,
        ..cand.kernel(c)
    };
    let b_first = b_first(c, algorithm, tiles_a, tiles_b, device);
    let held = a_first_held(c, algorithm, b_first, tiles_a, device);
    kernel.wide_b = wide_b(&kernel, held);
    let held_blocks = if kernel.wide_b {
        let wide_tiles_b = c.dims[side_b.outer].div_ceil(WIDE_B_EDGE);
        num_tiles = num_tiles / tiles_b * wide_tiles_b;
        tiles_b = wide_tiles_b;
        side_b.chunk = WIDE_B_EDGE;
        Some(WIDE_B_BLOCKS)
    } else {
        held.then_some(A_FIRST_BLOCKS)
    };
    let shared_bytes = held_blocks.map_or(0, |blocks| {
        let own = model::tiled_shared(c, algorithm, side_b.chunk);
        occupancy_padding(own, blocks, device)
    });
    let mut params = TiledParams {
        a_extent: c.dims[side_a.outer],
        a_out_stride: out_strides[side_a.outer],
        b_extent: c.dims[side_b.outer],
        b_in_stride: in_strides[side_b.outer],
        b_out_stride: out_strides[side_b.outer],
        tiles_a,
        tiles_b,
        num_tiles,
        tiles_a_div: Divisor::new(tiles_a),
        tiles_b_div: Divisor::new(tiles_b),
        slow_at: 0,
        grid_rank: 0,
        b_first: 0,
        l2_prefetch: u32::from(l2_prefetch(c, &kernel, tiles_b, b_first, device)),
        l2_keep_input: u32::from(l2_keep_input(c, algorithm, false, device)),
        a_in_stride: in_strides[side_a.outer],
        a_inner_out_stride: out_strides[0],
        b_inner_in_stride: in_strides[b],
        a_inner: side_a.inner as u32,
        a_chunk: side_a.chunk as u32,
        b_inner: side_b.inner as u32,
        b_chunk: side_b.chunk as u32,
        grid: [GridDim::default(); MAX_GRID_DIMS],
    };
    let a_in_output_order = b_first && a_in_output_order(c, cand, tiles_b, device);
    set_tile_order(&mut params, c, cand, b_first, a_in_output_order);
    Launch {
        kernel,
        grid: num_tiles.min(u64::from(device.max_grid_x)) as u32,
        block: (TILE as u32, TILE_ROWS as u32),
        shared_bytes,
        params: Params::Tiled(params),
    }
}

/// Numbers the tiles of a Tiled or TiledCopy launch of `cand` along b first
/// or along a first, and along b first a's tiles at a's place in the output
/// or right after b's (`a_in_output_order`): the grid, its rank and the
/// slow side's place in it (cutt_params.cuh). The rest of `p` stays as laid
/// out.
pub fn set_tile_order(
    p: &mut TiledParams,
    c: &Canonical,
    cand: &Candidate,
    b_first: bool,
    a_in_output_order: bool,
) {
    let (slow_tiles, slow_at) = if b_first {
        let a_step = u64::from(p.a_chunk);
        let a_tiles = GridDim::new(p.tiles_a, a_step * p.a_in_stride, a_step * p.a_out_stride);
        let at = if a_in_output_order {
            grid_before_a(c, cand)
        } else {
            0
        };
        (a_tiles, at)
    } else {
        let b_step = u64::from(p.b_chunk);
        let b_tiles = GridDim::new(p.tiles_b, b_step * p.b_in_stride, b_step * p.b_out_stride);
        (b_tiles, 0)
    };
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let others =
        untiled_dims(c, cand).map(|d| GridDim::new(c.dims[d], in_strides[d], out_strides[d]));
    let walked = others.clone().take(slow_at);
    let walked = walked.chain([slow_tiles]).chain(others.skip(slow_at));
    p.grid = [GridDim::default(); MAX_GRID_DIMS];
    p.grid_rank = 0;
    for (slot, dim) in p.grid.iter_mut().zip(walked) {
        *slot = dim;
        p.grid_rank += 1;
    }
    p.b_first = u32::from(b_first);
    p.slow_at = slow_at as u64;
}

/// Lays out a RowCopy launch: tiles are chunks of `row_copy_chunk`
/// consecutive output elements, and the grid holds every dimension in
/// output order, so that walking it from an element's output position gives
/// its input offset. a and b are 1 (the tensor's volume is the grid's).
pub fn row_copy_launch(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> Launch {
    assert_eq!(
        cand.algorithm,
        Algorithm::RowCopy,
        "not a RowCopy candidate"
    );
    assert!(
        c.perm[0] == 0 && c.rank() <= MAX_GRID_DIMS,
        "RowCopy keeps dimension 0 first and walks every dimension"
    );
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let mut grid = [GridDim::default(); MAX_GRID_DIMS];
    for (&d, slot) in c.perm.iter().zip(grid.iter_mut()) {
        *slot = GridDim::new(c.dims[d], in_strides[d], out_strides[d]);
    }
    let num_tiles = cand.num_tiles(c);
    Launch {
        kernel: cand.kernel(c),
        grid: num_tiles.min(u64::from(device.max_grid_x)) as u32,
        block: ((TILE * TILE_ROWS) as u32, 1),
        shared_bytes: 0,
        params: Params::Tiled(TiledParams {
            a_extent: 1,
            a_out_stride: 0,
            b_extent: 1,
            b_in_stride: 0,
            b_out_stride: 0,
            tiles_a: 1,
            tiles_b: 1,
            num_tiles,
            tiles_a_div: Divisor::new(1),
            tiles_b_div: Divisor::new(1),
            slow_at: 0,
            grid_rank: c.rank() as u32,
            b_first: 0,
            l2_prefetch: 0,
            l2_keep_input: u32::from(l2_keep_input(c, Algorithm::RowCopy, false, device)),
            a_in_stride: 1,
            a_inner_out_stride: 0,
            b_inner_in_stride: 0,
            a_inner: 1,
            a_chunk: 1,
            b_inner: 1,
            b_chunk: 1,
            grid,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::{l2_keep_input, tiled_launch, Candidate, Canonical, Launch, TiledParams, WIDE_B};
    use crate::plan::{
        candidates, canonicalize, model, Algorithm, DeviceProps, IndexWidth, KernelId, Params,
        Problem, A100, H200,
    };

    /// b_first for the Tiled launch of [a, b] perm [1, 0] on the H200.
    fn tiled_2d_b_first(a: i32, b: i32, elem: usize) -> bool {
        tiled_2d_order_and_prefetch(a, b, elem, &H200).0
    }

    /// b_first and l2_prefetch for the Tiled launch of [a, b] perm [1, 0].
    fn tiled_2d_order_and_prefetch(
        a: i32,
        b: i32,
        elem: usize,
        device: &DeviceProps,
    ) -> (bool, bool) {
        tiled_order_and_prefetch(&[a, b], &[1, 0], elem, device)
    }

    /// The launch of the first Tiled candidate of `c`, and its parameters.
    fn launch_of(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> (Launch, TiledParams) {
        let launch = tiled_launch(c, cand, device, cand.kernel(c).index);
        let Params::Tiled(p) = launch.params else {
            panic!("Tiled parameters");
        };
        (launch, p)
    }

    /// The first Tiled candidate of `dims` by `perm`, canonical.
    fn tiled_candidate(
        dims: &[i32],
        perm: &[i32],
        elem: usize,
        device: &DeviceProps,
    ) -> (Canonical, Candidate) {
        let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
        let tiled = candidates(&c, device)
            .into_iter()
            .find(|k| k.algorithm == Algorithm::Tiled)
            .expect("a Tiled candidate");
        (c, tiled)
    }

    /// b_first and l2_prefetch of the Tiled launch of `dims` by `perm`.
    fn tiled_order_and_prefetch(
        dims: &[i32],
        perm: &[i32],
        elem: usize,
        device: &DeviceProps,
    ) -> (bool, bool) {
        let (c, tiled) = tiled_candidate(dims, perm, elem, device);
        let (_, p) = launch_of(&c, &tiled, device);
        (p.b_first == 1, p.l2_prefetch == 1)
    }

    /// The kernel of the Tiled launch of [a, b] perm [1, 0], its tiles
    /// along b, and the blocks per SM its shared memory allows.
    fn held(a: i32, b: i32, elem: usize, device: &DeviceProps) -> (KernelId, u64, u32) {
        let (c, tiled) = tiled_candidate(&[a, b], &[1, 0], elem, device);
        let (launch, p) = launch_of(&c, &tiled, device);
        let own = model::tiled_shared(&c, Algorithm::Tiled, u64::from(p.b_chunk));
        let per_block = own + launch.shared_bytes + model::SHARED_RESERVED_PER_BLOCK;
        assert!(launch.shared_bytes <= device.shared_per_block, "no opt-in");
        assert_eq!(launch.num_tiles(), p.tiles_a * p.tiles_b);
        (launch.kernel, p.tiles_b, device.shared_per_sm / per_block)
    }

    /// The place of a's tiles in the grid of the Tiled launch of `dims` by
    /// `perm` on the H200, along b first.
    fn a_place(dims: &[i32], perm: &[i32], elem: usize) -> u64 {
        let (c, tiled) = tiled_candidate(dims, perm, elem, &H200);
        let (_, p) = launch_of(&c, &tiled, &H200);
        assert_eq!(p.b_first, 1, "{dims:?} along b first");
        p.slow_at
    }

    #[test]
    fn a_walks_in_output_order_where_its_neighbour_comes_within_l2() {
        assert_eq!(
            a_place(&[16384, 16, 2048], &[2, 1, 0], 1),
            1,
            "b's tiles x 16"
        );
        assert_eq!(a_place(&[247, 145, 49, 85], &[3, 2, 0, 1], 8), 1);
        assert_eq!(a_place(&[571, 571, 571], &[2, 1, 0], 8), 0, "after 168 MB");
        assert_eq!(
            a_place(&[2000, 1200, 1000], &[2, 0, 1], 1),
            0,
            "a second in the output"
        );
        assert_eq!(a_place(&[8193, 8193], &[1, 0], 8), 0, "2D");
    }

    #[test]
    fn eight_byte_tiles_along_a_first_are_held_on_hopper() {
        let (kernel, tiles_b, blocks) = held(3927, 58910, 8, &H200);
        assert_eq!(
            (kernel, tiles_b, blocks),
            (WIDE_B, 58910u64.div_ceil(64), 4)
        );
        let (kernel, _, blocks) = held(248, 688755, 8, &H200);
        assert_eq!((kernel.wide_b, blocks), (true, 4), "8 tiles along a");
        let (kernel, _, blocks) = held(1000, 2_200_000, 8, &H200);
        assert_eq!(kernel.index, IndexWidth::U64, "past 2^31 elements");
        assert_eq!((kernel.wide_b, blocks), (false, 6), "32 x 32 tiles, held");
        for (a, b, elem, device, why) in [
            (62557, 4170, 8, &H200, "along b first"),
            (3927, 58910, 8, &A100, "measured on Hopper"),
            (2991, 44869, 4, &H200, "8-byte elements"),
            (149, 1283904, 8, &H200, "5 tiles along a"),
        ] {
            let (kernel, _, blocks) = held(a, b, elem, device);
            assert!(!kernel.wide_b, "{why}");
            assert!(blocks > 8, "{why}: not held");
        }
    }

    #[test]
    fn eight_byte_tiles_prefetch_where_the_neighbour_along_a_reads_from_l2() {
        let h200 = |a, b| tiled_2d_order_and_prefetch(a, b, 8, &H200);
        assert_eq!(h200(8193, 8193), (true, true));
        assert_eq!(h200(15860, 15860), (true, true), "b's tiles move 8 MB");
        assert_eq!(h200(6981, 34906), (true, false), "b's tiles move 18 MB");
        assert_eq!(h200(3927, 58910), (false, true), "along a first");
        assert_eq!(h200(8192, 8192), (true, false), "rows on 256 bytes");
        assert_eq!(
            h200(8208, 8208),
            (true, true),
            "rows on lines, not on 256 bytes"
        );
        let prefetch =
            |dims: &[i32], perm: &[i32]| tiled_order_and_prefetch(dims, perm, 8, &H200).1;
        assert!(
            !prefetch(&[106, 106, 106, 106], &[1, 2, 0, 3]),
            "dense planes"
        );
        assert!(prefetch(&[571, 571, 571], &[2, 1, 0]));
        assert!(!tiled_2d_order_and_prefetch(8193, 8193, 4, &H200).1);
        assert!(!tiled_2d_order_and_prefetch(8193, 8193, 16, &H200).1);
        let turing = DeviceProps {
            compute_capability: (7, 5),
            ..A100
        };
        assert!(!tiled_2d_order_and_prefetch(8193, 8193, 8, &turing).1);
    }

    #[test]
    fn word_tiles_prefetch_as_eight_byte_tiles_do() {
        let prefetch =
            |dims: &[i32], perm: &[i32], elem| tiled_order_and_prefetch(dims, perm, elem, &H200).1;
        assert!(
            prefetch(&[50000, 46000], &[1, 0], 1),
            "tiled_aligned_sectors"
        );
        assert!(prefetch(&[25008, 23008], &[1, 0], 2), "tiled_aligned");
        assert!(
            prefetch(&[51200, 46080], &[1, 0], 1),
            "tiled_aligned, rows on 256 bytes"
        );
        assert!(
            !prefetch(&[51200, 46000], &[1, 0], 1),
            "tiled_aligned_sectors, rows on 256 bytes"
        );
        assert!(
            !prefetch(&[288, 469120], &[1, 0], 2),
            "b's tiles move 240 MB"
        );
        assert!(!prefetch(&[3134, 1536, 65], &[1, 0, 2], 2), "dense planes");
        assert!(!prefetch(&[23170, 23170], &[1, 0], 1), "tiled_bytes");
        let c = canonicalize(&Problem::new(&[56, 56, 56, 56, 56], &[3, 2, 0, 4, 1], 1).unwrap());
        let folded = candidates(&c, &H200)
            .into_iter()
            .find(|k| k.algorithm == Algorithm::Tiled && k.fold.is_some())
            .expect("a folded Tiled candidate");
        let (_, p) = launch_of(&c, &folded, &H200);
        assert_eq!(p.l2_prefetch, 0, "tiled_folded");
    }

    #[test]
    fn tiles_keep_input_in_l2_where_the_tensors_are_large() {
        let keeps = |algorithm: Algorithm, dims: &[i32], perm: &[i32], elem: usize| {
            let c = canonicalize(&Problem::new(dims, perm, elem).unwrap());
            l2_keep_input(&c, algorithm, false, &H200)
        };
        let tiled = |dims: &[i32], elem: usize| keeps(Algorithm::Tiled, dims, &[1, 0], elem);
        assert!(tiled(&[6981, 34906], 8));
        assert!(keeps(Algorithm::Tiled, &[96, 75, 96, 75], &[2, 1, 3, 0], 8));
        assert!(!tiled(&[2290, 458], 8), "8 MiB each way fits in L2");
        assert!(!tiled(&[5000, 10000], 4), "200 MB: under 4 x L2");
        assert!(tiled(&[11585, 11585], 4));
        assert!(tiled(&[2591, 12953], 16));
        assert!(!tiled(&[1596, 3489], 16), "89 MB: under 4 x L2");
        assert!(tiled(&[23170, 23170], 1), "tiled_bytes: rows off words");
        assert!(tiled(&[4230, 63455], 2));
        assert!(
            !tiled(&[24000, 24000], 1),
            "tiled_aligned loads without the policy"
        );
        assert!(!tiled(&[10001, 10001], 2), "200 MB: under 4 x L2");
        assert!(
            !keeps(Algorithm::Tiled, &[201, 33, 82, 496], &[2, 1, 3, 0], 2),
            "two tiles along b"
        );
        let row_copy =
            |dims: &[i32], perm: &[i32], elem: usize| keeps(Algorithm::RowCopy, dims, perm, elem);
        assert!(row_copy(&[45, 23, 175, 89, 12], &[0, 4, 3, 2, 1], 8));
        assert!(row_copy(&[59, 118, 118, 118], &[0, 1, 3, 2], 16));
        assert!(
            !row_copy(&[117, 3, 617, 57], &[0, 3, 1, 2], 8),
            "94 MiB: under 4 x L2"
        );
        assert!(row_copy(&[1145, 512, 229], &[0, 2, 1], 4));
        assert!(
            !row_copy(&[120, 20, 295, 48], &[0, 2, 3, 1], 4),
            "136 MB: under 4 x L2"
        );
        let volta = DeviceProps {
            compute_capability: (7, 0),
            ..H200
        };
        let c = canonicalize(&Problem::new(&[6981, 34906], &[1, 0], 8).unwrap());
        assert!(
            !l2_keep_input(&c, Algorithm::Tiled, false, &volta),
            "no L2 policy before sm_80"
        );
    }

    #[test]
    fn sector_tiles_go_along_a_first_where_input_would_be_read_far_apart() {
        assert!(!tiled_2d_b_first(229, 586240, 4));
        assert!(!tiled_2d_b_first(1145, 200000, 4));
        assert!(!tiled_2d_b_first(229, 293120, 8));
        assert!(!tiled_2d_b_first(2161, 80352, 8));
        assert!(!tiled_2d_b_first(3927, 58910, 8));
        assert!(
            !tiled_2d_b_first(616, 379456, 8),
            "rows on sectors, b's tiles move three times L2"
        );
        assert!(
            tiled_2d_b_first(2991, 44869, 4),
            "b's tiles move 23 MB between neighbours"
        );
        assert!(tiled_2d_b_first(6662, 33310, 8));
        assert!(tiled_2d_b_first(1249, 26809, 16));
        assert!(
            tiled_2d_b_first(1000, 100000, 8),
            "rows on sectors, b's tiles move 51 MB"
        );
        assert!(tiled_2d_b_first(586240, 229, 4), "b has few tiles");
        assert!(tiled_2d_b_first(11585, 11585, 4));
    }
}
