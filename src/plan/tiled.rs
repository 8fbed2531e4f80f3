//! Launch layout of Tiled, TiledCopy and RowCopy (cuda/tiled.cu).

use super::{
    owns_sectors, runs_byte_tiles, tile_edges, Algorithm, Candidate, Canonical, DeviceProps,
    GridDim, Launch, Params, TiledParams, MAX_GRID_DIMS, SECTOR_BYTES, TILE, TILE_ROWS,
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
/// 0.87 -> 0.50), and for `tiled_sectors` where `rereads_far_sectors`.
/// TiledCopy numbers along a first.
pub fn b_first(
    c: &Canonical,
    algorithm: Algorithm,
    tiles_a: u64,
    tiles_b: u64,
    device: &DeviceProps,
) -> bool {
    let a_first = tiles_b > 2 * tiles_a
        && (runs_byte_tiles(c, algorithm) || rereads_far_sectors(c, algorithm, tiles_b, device));
    algorithm == Algorithm::Tiled && !a_first
}

/// Tiles along a per band of a Tiled or TiledCopy launch's tile order
/// (cutt_params.cuh): 1 (along b first) where `b_first`, else all of a's.
pub fn a_band(
    c: &Canonical,
    algorithm: Algorithm,
    tiles_a: u64,
    tiles_b: u64,
    device: &DeviceProps,
) -> u64 {
    if b_first(c, algorithm, tiles_a, tiles_b, device) {
        1
    } else {
        tiles_a
    }
}

/// Whether `tiled_sectors`' input rows leave sectors at tile edges (rows
/// off sectors) that, along b first, the neighbouring tile along a reads
/// again only after twice the bytes of b's tiles, as much as L2 holds, have
/// passed: measured along a first (bench/exp/wide_sectors.cu), 4-byte [229, 586240] 0.82 -> 0.90,
/// [1145, 200000] 0.82 -> 0.89, 8-byte [229, 293120] 0.81 -> 0.88, but
/// [2991, 44869] (11 MiB between neighbours) 0.89 -> 0.87 and 8-byte rows on
/// sectors [1000, 100000] 0.90 -> 0.88.
fn rereads_far_sectors(
    c: &Canonical,
    algorithm: Algorithm,
    tiles_b: u64,
    device: &DeviceProps,
) -> bool {
    let elem = c.elem_size as u64;
    let (edge_a, edge_b) = tile_edges(c, algorithm);
    let b = second_tile_dim(c, algorithm);
    owns_sectors(algorithm, c.elem_size)
        && c.input_strides()[b] * elem % SECTOR_BYTES != 0
        && 2 * tiles_b * edge_a * edge_b * elem >= u64::from(device.l2_bytes)
}

/// Lays out a Tiled or TiledCopy launch. Tile dimension a is input dimension
/// 0, b is `second_tile_dim`, in the order of `b_first`. The grid enumerates
/// all other dimensions after them in output order, so that blocks resident
/// together write neighbouring parts of the output.
pub fn tiled_launch(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> Launch {
    let algorithm = cand.algorithm;
    assert!(!algorithm.is_packed(), "not a Tiled or TiledCopy candidate");
    let b = second_tile_dim(c, algorithm);
    assert!(
        c.rank() >= 2 && b != 0,
        "a tile needs two distinct dimensions"
    );
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let mut grid = [GridDim::default(); MAX_GRID_DIMS];
    let others: Vec<usize> = c
        .perm
        .iter()
        .copied()
        .filter(|&i| i != 0 && i != b)
        .collect();
    for (slot, &i) in grid.iter_mut().zip(&others) {
        *slot = GridDim::new(c.dims[i], in_strides[i], out_strides[i]);
    }
    let (edge_a, edge_b) = tile_edges(c, algorithm);
    let tiles_a = c.dims[0].div_ceil(edge_a);
    let tiles_b = c.dims[b].div_ceil(edge_b);
    let mut params = TiledParams {
        a_extent: c.dims[0],
        a_out_stride: out_strides[0],
        b_extent: c.dims[b],
        b_in_stride: in_strides[b],
        b_out_stride: out_strides[b],
        num_tiles: cand.num_tiles(c),
        grid_rank: others.len() as u32,
        grid,
        ..TiledParams::default()
    };
    params.set_order(
        tiles_a,
        tiles_b,
        a_band(c, algorithm, tiles_a, tiles_b, device),
    );
    Launch {
        kernel: cand.kernel(c),
        grid: params.num_tiles.min(u64::from(device.max_grid_x)) as u32,
        block: (TILE as u32, TILE_ROWS as u32),
        shared_bytes: 0,
        params: Params::Tiled(params),
    }
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
    let mut params = TiledParams {
        a_extent: 1,
        b_extent: 1,
        num_tiles: cand.num_tiles(c),
        grid_rank: c.rank() as u32,
        grid,
        ..TiledParams::default()
    };
    params.set_order(1, 1, 1);
    Launch {
        kernel: cand.kernel(c),
        grid: params.num_tiles.min(u64::from(device.max_grid_x)) as u32,
        block: ((TILE * TILE_ROWS) as u32, 1),
        shared_bytes: 0,
        params: Params::Tiled(params),
    }
}

#[cfg(test)]
mod tests {
    use super::b_first;
    use crate::plan::{canonicalize, tile_edges, Algorithm, Problem, H200};

    /// b_first for the Tiled launch of [a, b] perm [1, 0] on the H200.
    fn tiled_2d_b_first(a: i32, b: i32, elem: usize) -> bool {
        let c = canonicalize(&Problem::new(&[a, b], &[1, 0], elem).unwrap());
        let (edge_a, edge_b) = tile_edges(&c, Algorithm::Tiled);
        let tiles = |extent: i32, edge: u64| (extent as u64).div_ceil(edge);
        b_first(
            &c,
            Algorithm::Tiled,
            tiles(a, edge_a),
            tiles(b, edge_b),
            &H200,
        )
    }

    #[test]
    fn sector_tiles_go_along_a_first_where_shared_input_sectors_would_leave_l2() {
        assert!(!tiled_2d_b_first(229, 586240, 4));
        assert!(!tiled_2d_b_first(1145, 200000, 4));
        assert!(!tiled_2d_b_first(229, 293120, 8));
        assert!(
            tiled_2d_b_first(2991, 44869, 4),
            "neighbours 11 MiB apart stay in L2"
        );
        assert!(
            tiled_2d_b_first(1000, 100000, 8),
            "rows on sectors share none"
        );
        assert!(tiled_2d_b_first(586240, 229, 4), "b has few tiles");
        assert!(tiled_2d_b_first(11585, 11585, 4));
    }
}
