//! Host twins of the kernels: they run a plan's launch on host memory with
//! the kernels' exact index arithmetic (the same tile order, bounds checks,
//! and 32- or 64-bit wrapping), so the CPU tests check the plans that the
//! GPU would run.

use crate::plan::{
    Algorithm, Divisor, IndexWidth, Launch, Method, PackedParams, Params, Plan, TileDim,
    TiledParams, MAX_TILE_DIMS, TILE, TILE_ROWS,
};

/// The kernels' index type `I`: every operation wraps like unsigned CUDA
/// arithmetic, and conversions from the 64-bit parameters truncate.
trait Index: Copy + PartialOrd {
    fn from_u64(v: u64) -> Self;
    fn to_usize(self) -> usize;
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    /// `cutt_div`: the fast path for 32-bit indices, plain division for 64.
    fn div_by(self, d: u64, div: Divisor) -> Self;
}

macro_rules! index_impl {
    ($t:ty, $div:expr) => {
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
            fn div_by(self, d: u64, div: Divisor) -> Self {
                $div(self, d, div)
            }
        }
    };
}
index_impl!(u32, |n: u32, _, div: Divisor| div.divide(n));
index_impl!(u64, |n: u64, d: u64, _| n / d);

/// `n / d` and `n % d` the kernels' way: (quotient, remainder).
fn divmod<I: Index>(n: I, d: u64, div: Divisor) -> (I, I) {
    let q = n.div_by(d, div);
    (q, n.sub(q.mul(I::from_u64(d))))
}

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

/// Runs one launch, block by block in grid-stride order.
pub fn execute_launch(launch: &Launch, input: &[u8], output: &mut [u8]) {
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

fn run_grid<I: Index>(launch: &Launch, mem: &mut Memory) {
    let grid = I::from_u64(u64::from(launch.grid));
    let slots = match &launch.params {
        Params::Packed(p) => packed_slots::<I>(launch, p),
        Params::Tiled(_) => Vec::new(),
    };
    for block in 0..launch.grid {
        let mut t = I::from_u64(u64::from(block));
        while t < I::from_u64(launch.num_tiles()) {
            match (&launch.params, launch.kernel.algorithm) {
                (Params::Tiled(p), Algorithm::Tiled) => tiled_tile(p, t, mem),
                (Params::Tiled(p), Algorithm::TiledCopy) => tiled_copy_tile(p, t, mem),
                (Params::Packed(p), Algorithm::Packed) => {
                    packed_tile::<I, false>(p, &slots, t, mem)
                }
                (Params::Packed(p), Algorithm::PackedSplit) => {
                    packed_tile::<I, true>(p, &slots, t, mem)
                }
                (_, algorithm) => panic!("{algorithm:?} launched with the wrong parameters"),
            }
            t = t.add(grid);
        }
    }
}

/// `CUTT_NO_POSITION` of cuda/packed.cu.
const NO_POSITION: u32 = u32::MAX;

/// What one register slot of one thread holds in cuda/packed.cu.
struct Slot<I> {
    smem_write: u32,
    in_off: I,
    in_key: u32,
    out_off: I,
    out_key: u32,
    smem_read: u32,
}

/// The register slots of every thread of a block (`packed`'s prologue).
fn packed_slots<I: Index>(launch: &Launch, p: &PackedParams) -> Vec<Slot<I>> {
    let threads = launch.block.0;
    let split = launch.kernel.algorithm == Algorithm::PackedSplit;
    let split_in = if split {
        p.split_in_dim
    } else {
        MAX_TILE_DIMS as u32
    };
    let split_out = if split {
        p.split_out_dim
    } else {
        MAX_TILE_DIMS as u32
    };
    let rank = p.tile_rank as usize;
    let mut slots = Vec::new();
    for tid in 0..threads {
        for r in 0..launch.kernel.slots {
            let pos = tid.wrapping_add(r.wrapping_mul(threads));
            let (in_off, _, mut in_key) = locate::<I>(&p.in_dims[..rank], split_in, pos, false);
            let (out_off, smem_read, mut out_key) =
                locate::<I>(&p.out_dims[..rank], split_out, pos, true);
            if pos >= p.volume {
                in_key = NO_POSITION;
                out_key = NO_POSITION;
            }
            slots.push(Slot {
                smem_write: pos,
                in_off,
                in_key,
                out_off,
                out_key,
                smem_read,
            });
        }
    }
    slots
}

/// `locate` of cuda/packed.cu: (offset, shared-memory index, split coordinate).
fn locate<I: Index>(dims: &[TileDim], split_dim: u32, mut pos: u32, output: bool) -> (I, u32, u32) {
    let (mut offset, mut smem, mut split_coord) = (I::from_u64(0), 0u32, 0u32);
    for (k, d) in dims.iter().enumerate() {
        let (q, c) = divmod(pos, u64::from(d.extent), d.div);
        pos = q;
        let stride = if output { d.out_stride } else { d.in_stride };
        offset = offset.add(I::from_u64(u64::from(c)).mul(I::from_u64(stride)));
        smem = smem.wrapping_add(c.wrapping_mul(d.smem_stride));
        if k as u32 == split_dim {
            split_coord = c;
        }
    }
    (offset, smem, split_coord)
}

/// `packed_origin` of cuda/packed.cu: (in_base, out_base, bound).
fn packed_origin<I: Index, const SPLIT: bool>(p: &PackedParams, mut t: I) -> (I, I, u32) {
    let (mut in_base, mut out_base, mut bound) = (I::from_u64(0), I::from_u64(0), 1u32);
    for (k, g) in p.grid[..p.grid_rank as usize].iter().enumerate() {
        let (q, c) = divmod(t, g.extent, g.div);
        t = q;
        in_base = in_base.add(c.mul(I::from_u64(g.in_stride)));
        out_base = out_base.add(c.mul(I::from_u64(g.out_stride)));
        if SPLIT && k == 0 {
            let left = p
                .split_extent
                .wrapping_sub((c.to_usize() as u32).wrapping_mul(p.split_chunk));
            bound = left.min(p.split_chunk);
        }
    }
    (in_base, out_base, bound)
}

fn packed_tile<I: Index, const SPLIT: bool>(
    p: &PackedParams,
    slots: &[Slot<I>],
    t: I,
    mem: &mut Memory,
) {
    let (in_base, out_base, bound) = packed_origin::<I, SPLIT>(p, t);
    let elem = mem.elem;
    let mut tile = vec![0u8; p.volume as usize * elem];
    for s in slots.iter().filter(|s| s.in_key < bound) {
        let at = s.smem_write as usize * elem;
        tile[at..at + elem].copy_from_slice(mem.load(in_base.add(s.in_off).to_usize()));
    }
    for s in slots.iter().filter(|s| s.out_key < bound) {
        let at = s.smem_read as usize * elem;
        mem.store(out_base.add(s.out_off).to_usize(), &tile[at..at + elem]);
    }
}

/// `tile_origin` of cuda/tiled.cu: (a0, b0, in_base, out_base).
fn tile_origin<I: Index>(p: &TiledParams, mut t: I) -> (I, I, I, I) {
    let tile = I::from_u64(TILE);
    let (a, b);
    if p.b_first != 0 {
        (t, b) = divmod(t, p.tiles_b, p.tiles_b_div);
        (t, a) = divmod(t, p.tiles_a, p.tiles_a_div);
    } else {
        (t, a) = divmod(t, p.tiles_a, p.tiles_a_div);
        (t, b) = divmod(t, p.tiles_b, p.tiles_b_div);
    }
    let (a0, b0) = (a.mul(tile), b.mul(tile));
    let mut in_base = a0.add(b0.mul(I::from_u64(p.b_in_stride)));
    let mut out_base = a0
        .mul(I::from_u64(p.a_out_stride))
        .add(b0.mul(I::from_u64(p.b_out_stride)));
    for g in &p.grid[..p.grid_rank as usize] {
        let (q, c) = divmod(t, g.extent, g.div);
        t = q;
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
