//! Launch layout of Packed and PackedSplit (cuda/packed.cu).

use super::{
    model, Candidate, Canonical, DeviceProps, Divisor, GridDim, Launch, PackedParams, Params,
    TileDim, MAX_GRID_DIMS, MAX_TILE_DIMS,
};

/// One block per tile, or as many blocks as the device holds at once if
/// that is fewer: each thread's register slots are computed once per block
/// and serve all the tiles the block loops over.
fn persistent_grid(num_tiles: u64, c: &Canonical, cand: &Candidate, device: &DeviceProps) -> u32 {
    let resident = u64::from(device.sm_count) * u64::from(model::blocks_per_sm(c, cand, device));
    num_tiles.min(resident).min(u64::from(device.max_grid_x)) as u32
}

/// Lays out a Packed or PackedSplit candidate. The tile's dimensions are
/// stored in shared memory in input order; the grid enumerates the split
/// dimension's chunks first (PackedSplit), then every dimension outside the
/// tile in output order, so that blocks running at the same time write
/// neighbouring runs and L2 merges the sectors they share before DRAM sees
/// them (partial sectors read twice cost less than partial sectors written).
pub fn packed_launch(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> Launch {
    assert!(cand.algorithm.is_packed(), "not a packed candidate");
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let mut by_dim = vec![None; c.rank()];
    let mut in_dims = [TileDim::default(); MAX_TILE_DIMS];
    let mut smem_stride = 1u64;
    let mut tile_rank = 0;
    for d in (0..c.rank()).filter(|&d| cand.tile & (1 << d) != 0) {
        let extent = cand.tile_extent(c, d);
        in_dims[tile_rank] = TileDim {
            extent: extent as u32,
            smem_stride: smem_stride as u32,
            in_stride: in_strides[d],
            out_stride: out_strides[d],
            div: Divisor::new(extent),
        };
        by_dim[d] = Some(tile_rank);
        smem_stride *= extent;
        tile_rank += 1;
    }
    let volume = smem_stride;
    let mut out_dims = [TileDim::default(); MAX_TILE_DIMS];
    let out_order: Vec<usize> = c
        .perm
        .iter()
        .copied()
        .filter(|&d| by_dim[d].is_some())
        .collect();
    for (slot, &d) in out_dims.iter_mut().zip(&out_order) {
        *slot = in_dims[by_dim[d].expect("tile dimension")];
    }
    let mut grid = Vec::with_capacity(MAX_GRID_DIMS);
    let (mut split_extent, mut split_chunk, mut split_in_dim, mut split_out_dim) = (0, 0, 0, 0);
    if let Some((s, chunk)) = cand.split {
        split_extent = c.dims[s] as u32;
        split_chunk = chunk as u32;
        split_in_dim = by_dim[s].expect("split dimension is in the tile") as u32;
        split_out_dim = out_order.iter().position(|&d| d == s).expect("in tile") as u32;
        grid.push(GridDim::new(
            c.dims[s].div_ceil(chunk),
            chunk * in_strides[s],
            chunk * out_strides[s],
        ));
    }
    for &d in c.perm.iter().filter(|&&d| by_dim[d].is_none()) {
        grid.push(GridDim::new(c.dims[d], in_strides[d], out_strides[d]));
    }
    let num_tiles: u64 = grid.iter().map(|g| g.extent).product();
    let mut grid_dims = [GridDim::default(); MAX_GRID_DIMS];
    grid_dims[..grid.len()].copy_from_slice(&grid);
    Launch {
        kernel: cand.kernel(c),
        grid: persistent_grid(num_tiles, c, cand, device),
        block: (cand.threads, 1),
        shared_bytes: (volume * c.elem_size as u64) as u32,
        params: Params::Packed(PackedParams {
            num_tiles,
            volume: volume as u32,
            tile_rank: tile_rank as u32,
            split_extent,
            split_chunk,
            split_in_dim,
            split_out_dim,
            grid_rank: grid.len() as u32,
            reserved: 0,
            in_dims,
            out_dims,
            grid: grid_dims,
        }),
    }
}
