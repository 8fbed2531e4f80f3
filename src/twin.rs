//! Host twins of the kernels: they run a plan's launch on host memory with
//! the kernels' exact index arithmetic (the same tile order, bounds checks,
//! and 32- or 64-bit wrapping), so the CPU tests check the plans that the
//! GPU would run.

use crate::plan::{Algorithm, IndexWidth, Method, Plan, TiledLaunch, TiledParams, TILE, TILE_ROWS};

/// The kernels' index type `I`: every operation wraps like unsigned CUDA
/// arithmetic, and conversions from the 64-bit parameters truncate.
trait Index: Copy + PartialOrd {
    fn from_u64(v: u64) -> Self;
    fn to_usize(self) -> usize;
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn rem(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
}

macro_rules! index_impl {
    ($t:ty) => {
        impl Index for $t {
            fn from_u64(v: u64) -> Self {
                v as $t
            }
            fn to_usize(self) -> usize {
                self as usize
            }
            fn add(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            fn sub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            fn mul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
            fn rem(self, o: Self) -> Self {
                self % o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
        }
    };
}
index_impl!(u32);
index_impl!(u64);

/// Runs `plan` on host buffers of `plan.canonical.elem_size`-byte elements.
pub fn execute(plan: &Plan, input: &[u8], output: &mut [u8]) {
    assert_eq!(input.len(), output.len(), "tensors differ in size");
    match &plan.method {
        Method::Copy { bytes } => {
            assert_eq!(*bytes as usize, input.len(), "copy size");
            output.copy_from_slice(input);
        }
        Method::Kernel(launch) => execute_launch(launch, input, output),
    }
}

/// Runs one tiled launch, block by block in grid-stride order.
pub fn execute_launch(launch: &TiledLaunch, input: &[u8], output: &mut [u8]) {
    let elem = launch.kernel.elem_size;
    let mut mem = Memory {
        input,
        output,
        elem,
    };
    match launch.kernel.index {
        IndexWidth::U32 => run_grid::<u32>(launch, &mut mem),
        IndexWidth::U64 => run_grid::<u64>(launch, &mut mem),
    }
}

struct Memory<'a> {
    input: &'a [u8],
    output: &'a mut [u8],
    elem: usize,
}

impl Memory<'_> {
    fn load(&self, index: usize) -> &[u8] {
        &self.input[index * self.elem..(index + 1) * self.elem]
    }

    fn store(&mut self, index: usize, value: &[u8]) {
        self.output[index * self.elem..(index + 1) * self.elem].copy_from_slice(value);
    }
}

fn run_grid<I: Index>(launch: &TiledLaunch, mem: &mut Memory) {
    let p = &launch.params;
    let grid = I::from_u64(u64::from(launch.grid));
    for block in 0..launch.grid {
        let mut t = I::from_u64(u64::from(block));
        while t < I::from_u64(p.num_tiles) {
            match launch.kernel.algorithm {
                Algorithm::Tiled => tiled_tile(p, t, mem),
                Algorithm::TiledCopy => tiled_copy_tile(p, t, mem),
            }
            t = t.add(grid);
        }
    }
}

/// `tile_origin` of cuda/tiled.cu: (a0, b0, in_base, out_base).
fn tile_origin<I: Index>(p: &TiledParams, mut t: I) -> (I, I, I, I) {
    let tile = I::from_u64(TILE);
    let a0 = t.rem(I::from_u64(p.tiles_a)).mul(tile);
    t = t.div(I::from_u64(p.tiles_a));
    let b0 = t.rem(I::from_u64(p.tiles_b)).mul(tile);
    t = t.div(I::from_u64(p.tiles_b));
    let mut in_base = a0.add(b0.mul(I::from_u64(p.b_in_stride)));
    let mut out_base = a0
        .mul(I::from_u64(p.a_out_stride))
        .add(b0.mul(I::from_u64(p.b_out_stride)));
    for g in &p.grid[..p.grid_rank as usize] {
        let extent = I::from_u64(g.extent);
        let c = t.rem(extent);
        t = t.div(extent);
        in_base = in_base.add(c.mul(I::from_u64(g.in_stride)));
        out_base = out_base.add(c.mul(I::from_u64(g.out_stride)));
    }
    (a0, b0, in_base, out_base)
}

fn min_tile<I: Index>(extent: u64, start: I) -> I {
    let left = I::from_u64(extent).sub(start);
    let tile = I::from_u64(TILE);
    if left < tile {
        left
    } else {
        tile
    }
}

/// Threads (tx, ty) of one block; rows visited as row = ty + j * TILE_ROWS.
fn threads() -> impl Iterator<Item = (u64, u64)> {
    (0..TILE_ROWS).flat_map(|ty| {
        (0..TILE / TILE_ROWS).flat_map(move |j| (0..TILE).map(move |tx| (tx, ty + j * TILE_ROWS)))
    })
}

fn tiled_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let (a0, b0, in_base, out_base) = tile_origin(p, t);
    let na = min_tile(p.a_extent, a0);
    let nb = min_tile(p.b_extent, b0);
    let elem = mem.elem;
    let mut tile = vec![0u8; (TILE * (TILE + 1)) as usize * elem];
    let slot = |row: u64, col: u64| (row * (TILE + 1) + col) as usize * elem;
    for (tx, row) in threads() {
        let (x, r) = (I::from_u64(tx), I::from_u64(row));
        if x < na && r < nb {
            let at = in_base.add(x).add(r.mul(I::from_u64(p.b_in_stride)));
            let s = slot(row, tx);
            tile[s..s + elem].copy_from_slice(mem.load(at.to_usize()));
        }
    }
    for (tx, row) in threads() {
        let (x, r) = (I::from_u64(tx), I::from_u64(row));
        if x < nb && r < na {
            let at = out_base.add(x).add(r.mul(I::from_u64(p.a_out_stride)));
            let s = slot(tx, row);
            mem.store(at.to_usize(), &tile[s..s + elem]);
        }
    }
}

fn tiled_copy_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let (a0, b0, in_base, out_base) = tile_origin(p, t);
    let na = min_tile(p.a_extent, a0);
    let nb = min_tile(p.b_extent, b0);
    for (tx, row) in threads() {
        let (x, r) = (I::from_u64(tx), I::from_u64(row));
        if x < na && r < nb {
            let from = in_base.add(x).add(r.mul(I::from_u64(p.b_in_stride)));
            let to = out_base.add(x).add(r.mul(I::from_u64(p.b_out_stride)));
            let value = mem.load(from.to_usize()).to_vec();
            mem.store(to.to_usize(), &value);
        }
    }
}

/// The definition of the transpose, for checking: output dimension j is
/// input dimension `perm[j]`, both tensors column-major.
pub fn reference(dims: &[u64], perm: &[usize], elem: usize, input: &[u8], output: &mut [u8]) {
    let rank = dims.len();
    let mut out_strides = vec![0u64; rank];
    let mut stride = 1;
    for &p in perm {
        out_strides[p] = stride;
        stride *= dims[p];
    }
    let mut coord = vec![0u64; rank];
    let volume: u64 = dims.iter().product();
    for i in 0..volume as usize {
        let o = coord
            .iter()
            .zip(&out_strides)
            .map(|(c, s)| c * s)
            .sum::<u64>() as usize;
        output[o * elem..(o + 1) * elem].copy_from_slice(&input[i * elem..(i + 1) * elem]);
        for (c, &d) in coord.iter_mut().zip(dims) {
            *c += 1;
            if *c < d {
                break;
            }
            *c = 0;
        }
    }
}
