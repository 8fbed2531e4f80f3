//! Host twins of the kernels: they run a plan's launch on host memory with
//! the kernels' exact index arithmetic (the same tile order, bounds checks,
//! and 32- or 64-bit wrapping), so the CPU tests check the plans that the
//! GPU would run.

use crate::plan::{
    byte_tile_edges, byte_tile_rows, byte_tile_shared, chunked_stage, moves_words, owns_sectors,
    row_copy_unroll, stage_chunk, staged_output_run_most, tile_edge, Algorithm, Divisor, GridDim,
    IndexWidth, Launch, Method, OriginTable, PackedParams, Params, Plan, Rows, TileDim,
    TiledParams, BYTE_TILE_STRIDE, CHUNKED_STAGE_ALIGN, MAX_TILES_32, MAX_TILE_DIMS, SECTOR_BYTES,
    STAGES, STAGE_GROUP, TILE, TILE_ROWS, WIDE_B_EDGE, WORD_TILE_BYTES,
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
    execute_at(plan, input, output, (0, 0));
}

/// `execute` with the buffers at device addresses whose remainders modulo
/// 128 are `misalignment` (input, output): the kernels that move words, and
/// Tiled of 4-byte elements, choose their accesses by address, and must
/// neither read nor write outside the tensors whatever the addresses are.
pub fn execute_at(plan: &Plan, input: &[u8], output: &mut [u8], misalignment: (usize, usize)) {
    assert_eq!(input.len(), output.len(), "tensors differ in size");
    match &plan.method {
        Method::Copy { bytes } => {
            assert_eq!(*bytes as usize, input.len(), "copy size");
            output.copy_from_slice(input);
        }
        Method::Kernel(launch) => execute_launch(launch, input, output, misalignment),
    }
}

/// Runs one launch, block by block in grid-stride order.
pub fn execute_launch(
    launch: &Launch,
    input: &[u8],
    output: &mut [u8],
    misalignment: (usize, usize),
) {
    let elem = launch.kernel.elem_size;
    let mut mem = Memory {
        input,
        written: vec![false; output.len()],
        overlapping_tiles: launch.origin_grid().is_some_and(|grid| grid.overlaps()),
        output,
        elem,
        in_address: misalignment.0 % ADDRESS_PERIOD,
        out_address: misalignment.1 % ADDRESS_PERIOD,
    };
    match launch.kernel.index {
        IndexWidth::U32 => run_grid::<u32>(launch, &mut mem),
        IndexWidth::U64 => run_grid::<u64>(launch, &mut mem),
    }
    if let Some(at) = mem.written.iter().position(|&w| !w) {
        panic!("output byte {at} never written");
    }
}

/// The kernels look at addresses modulo this (a warp-wide block of 16-byte
/// elements at most).
pub const ADDRESS_PERIOD: usize = 512;

struct Memory<'a> {
    input: &'a [u8],
    output: &'a mut [u8],
    /// Which output bytes a thread has stored.
    written: Vec<bool>,
    /// Whether the launch's tiles overlap (a staged split's last chunk
    /// moved back): each tile writes the positions it shares with another.
    overlapping_tiles: bool,
    elem: usize,
    /// Device addresses of input[0] and output[0], modulo ADDRESS_PERIOD.
    in_address: usize,
    out_address: usize,
}

impl Memory<'_> {
    /// The device address (modulo ADDRESS_PERIOD) of output byte `at`.
    fn out_device(&self, at: u64) -> u64 {
        self.out_address as u64 + at
    }

    fn load(&self, index: usize) -> &[u8] {
        &self.input[index * self.elem..(index + 1) * self.elem]
    }

    fn store(&mut self, index: usize, value: &[u8]) {
        self.write(index * self.elem, value);
    }

    /// The aligned input word at input byte `at`. It may start before the
    /// input, in the aligned word that holds its first byte (those bytes
    /// read as 0xEE), but must end inside it.
    fn load_aligned(&self, at: i64) -> u32 {
        let address = self.in_address as i64 + at;
        assert!(
            address % 4 == 0 && address >= 0,
            "misaligned word load at {at}"
        );
        (0..4).rev().fold(0, |v, k| {
            let byte = match usize::try_from(at + k) {
                Ok(i) => self.input[i],
                Err(_) => 0xEE,
            };
            v << 8 | u32::from(byte)
        })
    }

    /// `load_bytes` of cuda/tiled.cu over the aligned input word at byte
    /// `at`: its bytes up to the input's end (bytes before the input read
    /// as 0xEE, past its end as 0).
    fn load_to_end(&self, at: i64) -> u32 {
        assert_eq!((self.in_address as i64 + at) % 4, 0, "misaligned word");
        (0..4).rev().fold(0, |v, k| {
            let byte = match usize::try_from(at + k) {
                Ok(i) => self.input.get(i).copied().unwrap_or(0),
                Err(_) => 0xEE,
            };
            v << 8 | u32::from(byte)
        })
    }

    /// Stores an aligned word at output byte `at` (panics outside the output).
    fn store_aligned(&mut self, at: u64, value: u32) {
        assert_eq!(
            (self.out_address as u64 + at) % 4,
            0,
            "misaligned word store"
        );
        self.write(at as usize, &value.to_le_bytes());
    }

    /// Stores bytes [0, n) of `value` at output byte `at`, all in one aligned
    /// word (`store_partial_word` of cuda/tiled.cu).
    fn store_bytes(&mut self, at: u64, value: u32, n: u64) {
        let word = |at: u64| (self.out_address as u64 + at) / 4;
        assert!(
            n > 0 && word(at) == word(at + n - 1),
            "partial word store crosses a word"
        );
        self.write(at as usize, &value.to_le_bytes()[..n as usize]);
    }

    /// Every output byte is written once: a second write of a byte, even
    /// with the right value, means two threads own it, and on the GPU the
    /// one that did not compute it may win. Overlapping tiles write the
    /// bytes they share twice, both times the same input's bytes: the
    /// second write must be the first's value.
    fn write(&mut self, at: usize, bytes: &[u8]) {
        let range = at..at + bytes.len();
        let written = &mut self.written[range.clone()];
        if self.overlapping_tiles {
            let before = &self.output[range.clone()];
            assert!(
                (0..bytes.len()).all(|i| !written[i] || before[i] == bytes[i]),
                "overlapping tiles write output bytes {range:?} differently"
            );
        }
        assert!(
            self.overlapping_tiles || written.iter().all(|&w| !w),
            "output bytes {at}..{} written twice",
            at + bytes.len()
        );
        written.fill(true);
        self.output[at..at + bytes.len()].copy_from_slice(bytes);
    }
}

fn run_grid<I: Index>(launch: &Launch, mem: &mut Memory) {
    let grid = I::from_u64(u64::from(launch.grid));
    let staged = match &launch.params {
        Params::Packed(p) if launch.kernel.is_staged() => Some(StagedTables::of(p, launch)),
        _ => None,
    };
    let slots = match &launch.params {
        Params::Packed(p) if !launch.kernel.words && staged.is_none() => packed_slots(launch, p),
        _ => Vec::new(),
    };
    let word_slots = match &launch.params {
        Params::Packed(p) if launch.kernel.words => Some(packed_word_slots(launch, p)),
        _ => None,
    };
    let numbers_32 = match launch.params {
        Params::Packed(_) => true,
        Params::Tiled(_) => {
            let either = launch.kernel.rows == Rows::WordsFolded
                || launch.kernel.algorithm == Algorithm::TiledCopy;
            !launch.kernel.many_tiles && !either
        }
    };
    if numbers_32 {
        assert!(
            launch.num_tiles() <= MAX_TILES_32,
            "{} numbers tiles in 32 bits",
            launch.kernel.entry_point()
        );
    }
    for block in 0..launch.grid {
        let mut t = I::from_u64(u64::from(block));
        // The block's k-th tile: the staged kernel puts it in stage
        // k % STAGES, the register-slot kernel in buffer k % 2.
        let mut k = 0;
        while t < I::from_u64(launch.num_tiles()) {
            let tile = t.to_usize() as u32;
            match (&launch.params, launch.kernel.algorithm) {
                (Params::Tiled(p), Algorithm::Tiled) if launch.kernel.rows == Rows::Words => {
                    tiled_aligned_tile(p, t, mem)
                }
                (Params::Tiled(p), Algorithm::Tiled)
                    if launch.kernel.rows == Rows::WordsOwningSectors =>
                {
                    tiled_aligned_sectors_tile(p, t, mem)
                }
                (Params::Tiled(p), Algorithm::Tiled) if launch.kernel.rows == Rows::WordsFolded => {
                    tiled_folded_tile(p, t, mem)
                }
                (Params::Tiled(p), Algorithm::Tiled) if moves_words(Algorithm::Tiled, mem.elem) => {
                    tiled_bytes_tile(p, t, mem)
                }
                (Params::Tiled(p), Algorithm::Tiled) => tiled_tile(p, t, launch.kernel.wide_b, mem),
                (Params::Tiled(p), Algorithm::TiledCopy) => tiled_copy_tile(p, t, mem),
                (Params::Tiled(p), Algorithm::RowCopy) => row_copy_tile(p, t, mem),
                (Params::Packed(p), algorithm) if launch.kernel.words => {
                    let slots = word_slots.as_ref().expect("the word slots");
                    match algorithm {
                        Algorithm::PackedSplit => {
                            packed_words_tile::<I, true>(p, slots, tile, launch.shared_bytes, mem)
                        }
                        _ => {
                            packed_words_tile::<I, false>(p, slots, tile, launch.shared_bytes, mem)
                        }
                    }
                }
                (Params::Packed(p), Algorithm::Packed)
                    if launch.kernel.is_staged() && chunked_stage(mem.elem) =>
                {
                    let tables = staged.as_ref().expect("the staged tables");
                    chunked_tile(p, tables, t, mem)
                }
                (Params::Packed(p), Algorithm::Packed) if launch.kernel.is_staged() => {
                    let tables = staged.as_ref().expect("the staged tables");
                    staged_tile(p, tables, t, tile_memory(launch, p, k), mem)
                }
                (Params::Packed(p), Algorithm::Packed) if launch.kernel.runs => {
                    packed_run_tile::<I>(p, &slots, tile, tile_memory(launch, p, k), mem)
                }
                (Params::Packed(p), Algorithm::Packed) => {
                    packed_tile::<I, false>(p, &slots, tile, tile_memory(launch, p, k), mem)
                }
                (Params::Packed(p), Algorithm::PackedSplit) => {
                    packed_tile::<I, true>(p, &slots, tile, tile_memory(launch, p, k), mem)
                }
                (_, algorithm) => panic!("{algorithm:?} launched with the wrong parameters"),
            }
            t = t.add(grid);
            k += 1;
        }
    }
}

/// Where a block's k-th packed tile lies in its shared memory: (first
/// element, shared memory bytes). The staged kernel (cuda/packed_staged.cu)
/// puts it in stage k % STAGES, the register-slot kernel (cuda/packed.cu)
/// with two buffers in buffer k % 2.
fn tile_memory(launch: &Launch, p: &PackedParams, k: u64) -> (usize, u32) {
    let buffers = if launch.kernel.is_staged() { STAGES } else { 2 };
    let first = k % buffers * u64::from(p.buffer_stride);
    (first as usize, launch.shared_bytes)
}

/// `CUTT_NO_POSITION` of cuda/packed.cu.
const NO_POSITION: u32 = u32::MAX;

/// What one register slot of one thread holds in cuda/packed.cu.
struct Slot {
    pos: u32,
    smem_write: u32,
    in_off: u32,
    in_key: u32,
    out_off: u32,
    out_key: u32,
    smem_read: u32,
}

/// The register slots of every thread of a block (`packed`'s prologue):
/// offsets from the tile's origin are 32-bit with either index width.
fn packed_slots(launch: &Launch, p: &PackedParams) -> Vec<Slot> {
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
            let (in_off, _, mut in_key) = locate::<u32>(&p.in_dims[..rank], split_in, pos, false);
            let (out_off, smem_read, mut out_key) =
                locate::<u32>(&p.out_dims[..rank], split_out, pos, true);
            if pos >= p.volume {
                in_key = NO_POSITION;
                out_key = NO_POSITION;
            }
            if launch.kernel.is_staged() {
                // `locate_staged`: slots r < valid hold a position.
                let valid = match p.volume.checked_sub(tid) {
                    Some(left) if left > 0 => left.div_ceil(threads),
                    _ => 0,
                };
                let key = if r < valid { 0 } else { NO_POSITION };
                (in_key, out_key) = (key, key);
            }
            slots.push(Slot {
                pos,
                smem_write: padded(pos, p.smem_pad_shift),
                in_off,
                in_key,
                out_off,
                out_key,
                smem_read: padded(smem_read, p.smem_pad_shift),
            });
        }
    }
    slots
}

/// What the threads of a block of `packed_words` (cuda/packed.cu) hold:
/// each input word slot's (shared-memory word, input offset, key) and each
/// block slot's (output offset, shared-memory word, key), in words, the
/// offsets 32-bit with either index width.
struct WordSlots {
    loads: Vec<(u32, u32, u32)>,
    blocks: Vec<(u32, u32, u32)>,
}

/// The slots of every thread of a block of `packed_words`: R input words
/// and R / K blocks each.
fn packed_word_slots(launch: &Launch, p: &PackedParams) -> WordSlots {
    let threads = launch.block.0;
    let k = 4 / launch.kernel.elem_size as u32;
    let (split_in, split_out) = match launch.kernel.algorithm {
        Algorithm::PackedSplit => (p.split_in_dim, p.split_out_dim),
        _ => (MAX_TILE_DIMS as u32, MAX_TILE_DIMS as u32),
    };
    let rank = p.tile_rank as usize;
    let mut slots = WordSlots {
        loads: Vec::new(),
        blocks: Vec::new(),
    };
    for tid in 0..threads {
        for r in 0..launch.kernel.slots {
            let pos = tid.wrapping_add(r.wrapping_mul(threads));
            let (in_off, _, key) = locate::<u32>(&p.in_dims[..rank], split_in, pos, false);
            let key = if pos < p.volume { key } else { NO_POSITION };
            slots
                .loads
                .push((padded(pos, p.smem_pad_shift), in_off, key));
        }
        for s in 0..launch.kernel.slots / k {
            let block = tid.wrapping_add(s.wrapping_mul(threads));
            let (out_off, smem, key) = locate::<u32>(&p.out_dims[..rank], split_out, block, true);
            // A split of output dimension 0 bounds its elements, K a block.
            let key = match (block < p.volume / k, split_out) {
                (false, _) => NO_POSITION,
                (true, 0) => key * k,
                (true, _) => key,
            };
            slots.blocks.push((out_off, smem, key));
        }
    }
    slots
}

/// `packed_words` of cuda/packed.cu on tile t: input words to shared memory
/// in input order, then each block's K words along output dimension 0,
/// transposed, to K output words along input dimension 0.
fn packed_words_tile<I: Index, const SPLIT: bool>(
    p: &PackedParams,
    slots: &WordSlots,
    t: u32,
    shared_bytes: u32,
    mem: &mut Memory,
) {
    let (in_base, out_base, bound) = packed_origin::<I, SPLIT>(p, t);
    let k = 4 / mem.elem as u32;
    let mut tile = vec![0u32; shared_bytes as usize / 4];
    for &(smem, in_off, _) in slots.loads.iter().filter(|s| s.2 < bound) {
        tile[smem as usize] = mem.load_aligned(4 * offset(in_base, in_off).to_usize() as i64);
    }
    let along_b = p.out_dims[0].smem_stride / k;
    let row = I::from_u64(p.out_dims[p.word_row_dim as usize].out_stride / u64::from(k));
    for &(out_off, smem, _) in slots.blocks.iter().filter(|s| s.2 < bound) {
        let mut v = [0u32; 4];
        for j in 0..k {
            let word = padded(smem.wrapping_add(j.wrapping_mul(along_b)), p.smem_pad_shift);
            v[j as usize] = tile[word as usize];
        }
        let o = transpose_block(&v, mem.elem);
        for i in 0..k {
            let at = offset(out_base, out_off).add(I::from_u64(u64::from(i)).mul(row));
            mem.store_aligned(4 * at.to_usize() as u64, o[i as usize]);
        }
    }
}

/// A tile origin plus a position's 32-bit offset from it (cuda/packed.cu).
fn offset<I: Index>(base: I, off: u32) -> I {
    base.add(I::from_u64(u64::from(off)))
}

/// `padded` of cuda/packed.cu: the shared-memory index of tile position p.
fn padded(p: u32, shift: u32) -> u32 {
    p + (p >> shift)
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

/// `cutt_walk_grid` of cuda/cutt_params.cuh: adds the offsets of tile
/// number t's coordinates along `grid` to in_base and out_base. T: the tile
/// number's type, I: the offsets'.
fn walk_grid<T: Index, I: Index>(grid: &[GridDim], mut t: T, in_base: I, out_base: I) -> (I, I) {
    let (mut in_base, mut out_base) = (in_base, out_base);
    for g in grid {
        let (q, c) = divmod(t, g.extent, g.div);
        t = q;
        let c = I::from_u64(c.to_usize() as u64);
        in_base = in_base.add(c.mul(I::from_u64(g.in_stride)));
        out_base = out_base.add(c.mul(I::from_u64(g.out_stride)));
    }
    (in_base, out_base)
}

/// `packed_origin` of cuda/packed.cuh: (in_base, out_base, bound) of tile
/// number t (32-bit with either index width).
fn packed_origin<I: Index, const SPLIT: bool>(p: &PackedParams, t: u32) -> (I, I, u32) {
    let zero = I::from_u64(0);
    let grid = &p.grid[..p.grid_rank as usize];
    if !SPLIT {
        let (in_base, out_base) = walk_grid(grid, t, zero, zero);
        return (in_base, out_base, 1);
    }
    let (t, chunk) = divmod(t, grid[0].extent, grid[0].div);
    let left = p
        .split_extent
        .wrapping_sub(chunk.wrapping_mul(p.split_chunk));
    let chunk = I::from_u64(u64::from(chunk));
    let in_base = chunk.mul(I::from_u64(grid[0].in_stride));
    let out_base = chunk.mul(I::from_u64(grid[0].out_stride));
    let (in_base, out_base) = walk_grid(&grid[1..], t, in_base, out_base);
    (in_base, out_base, left.min(p.split_chunk))
}

fn packed_tile<I: Index, const SPLIT: bool>(
    p: &PackedParams,
    slots: &[Slot],
    t: u32,
    (first, shared_bytes): (usize, u32),
    mem: &mut Memory,
) {
    let (in_base, out_base, bound) = packed_origin::<I, SPLIT>(p, t);
    let elem = mem.elem;
    let mut tile = vec![0u8; shared_bytes as usize];
    for s in slots.iter().filter(|s| s.in_key < bound) {
        let at = (first + s.smem_write as usize) * elem;
        tile[at..at + elem].copy_from_slice(mem.load(offset(in_base, s.in_off).to_usize()));
    }
    for s in slots.iter().filter(|s| s.out_key < bound) {
        let at = (first + s.smem_read as usize) * elem;
        mem.store(offset(out_base, s.out_off).to_usize(), &tile[at..at + elem]);
    }
}

/// The tables of cuda/packed_staged.cu (`build_tables`): positions of an
/// input run and of an output run and their divisors, each output run's
/// (output offset, stage index of its first position), each input run's
/// input offset, and the stage index of each position of an output run
/// from its run's; and the launch's table of tile origins
/// (`OriginGrid::origins`), which the kernel reads from device memory.
struct StagedTables {
    in_run: u32,
    out_run: u32,
    in_div: Divisor,
    out_div: Divisor,
    out_runs: Vec<(u32, u32)>,
    /// (input offset, stage index); the kernel of 8-byte elements holds
    /// the offsets alone.
    in_runs: Vec<(u32, u32)>,
    run_stage: Vec<u32>,
    /// The table the kernel reads, 32- or 64-bit, widened.
    origins: Vec<[u64; 2]>,
    /// Bytes of shared memory before the tables (the stages).
    stages_bytes: usize,
}

impl StagedTables {
    fn of(p: &PackedParams, launch: &Launch) -> StagedTables {
        let rank = p.tile_rank as usize;
        let (in_dims, out_dims) = (&p.in_dims[..rank], &p.out_dims[..rank]);
        let elem = launch.kernel.elem_size;
        let in_run = leading_run(in_dims, false, u64::MAX);
        let out_run = leading_run(out_dims, true, staged_output_run_most(elem));
        let at = |dims: &[TileDim], pos: u32, output: bool| {
            let (offset, stage, _) = locate::<u32>(dims, MAX_TILE_DIMS as u32, pos, output);
            (offset, stage)
        };
        let out_runs: Vec<(u32, u32)> = (0..p.volume / out_run)
            .map(|r| at(out_dims, r * out_run, true))
            .collect();
        let in_runs: Vec<(u32, u32)> = (0..p.volume / in_run)
            .map(|r| at(in_dims, r * in_run, false))
            .collect();
        let run_stage: Vec<u32> = (0..out_run).map(|q| at(out_dims, q, true).1).collect();
        let stages_bytes = (STAGES * u64::from(p.buffer_stride)) as usize * elem;
        let in_run_words = if chunked_stage(elem) { 2 } else { 1 };
        let words = 2 * out_runs.len() + in_run_words * in_runs.len() + run_stage.len();
        assert!(
            stages_bytes + 4 * words <= launch.shared_bytes as usize,
            "the staged tables ({words} words) overflow the launch's shared memory"
        );
        StagedTables {
            in_run,
            out_run,
            in_div: Divisor::new(in_run.into()),
            out_div: Divisor::new(out_run.into()),
            out_runs,
            in_runs,
            run_stage,
            origins: match launch
                .origin_grid()
                .expect("a staged launch has tile origins")
                .table()
            {
                OriginTable::Narrow(origins) => origins.iter().map(|o| o.map(u64::from)).collect(),
                OriginTable::Wide(origins) => origins,
            },
            stages_bytes,
        }
    }
}

/// `leading_run` of cuda/packed_staged.cu.
fn leading_run(dims: &[TileDim], output: bool, most: u64) -> u32 {
    let (mut run, mut next) = (1u32, 1u64);
    for (k, d) in dims.iter().enumerate() {
        let stride = if output { d.out_stride } else { d.in_stride };
        if stride != next || (k > 0 && u64::from(run) * u64::from(d.extent) > most) {
            break;
        }
        run *= d.extent;
        next = stride * u64::from(d.extent);
    }
    run
}

/// `packed_staged` of cuda/packed_staged.cu: tile t, at its origins of the
/// table, into its stage through the input runs, out of it through the
/// output runs.
fn staged_tile<I: Index>(
    p: &PackedParams,
    s: &StagedTables,
    t: I,
    (first, shared_bytes): (usize, u32),
    mem: &mut Memory,
) {
    let [in_base, out_base] = s.origins[t.to_usize()].map(I::from_u64);
    let elem = mem.elem;
    let mut smem = vec![0u8; shared_bytes as usize];
    let stage_at = |index: u32| {
        let at = (first + padded(index, p.smem_pad_shift) as usize) * elem;
        assert!(at + elem <= s.stages_bytes, "a stage index past the stages");
        at
    };
    let offset = |base: I, run: u32, within: u32| {
        base.add(I::from_u64(u64::from(run.wrapping_add(within))))
            .to_usize()
    };
    for q in 0..p.volume {
        let (r, within) = divmod(q, s.in_run.into(), s.in_div);
        let at = stage_at(q);
        smem[at..at + elem].copy_from_slice(mem.load(offset(
            in_base,
            s.in_runs[r as usize].0,
            within,
        )));
    }
    for q in 0..p.volume {
        let (r, within) = divmod(q, s.out_run.into(), s.out_div);
        let (run_offset, run_stage) = s.out_runs[r as usize];
        let at = stage_at(run_stage.wrapping_add(s.run_stage[within as usize]));
        mem.store(offset(out_base, run_offset, within), &smem[at..at + elem]);
    }
}

/// `packed_chunked` of cuda/packed_staged.cu: tile t into its
/// stage in the aligned 16-byte chunks that cover each input run
/// (`issue_chunks`), out of it in groups of GROUP output elements
/// (`write_groups`). The elements a chunk brings along from outside its
/// run must land on no stage index another run's element holds (the
/// block's copies land in any order).
fn chunked_tile<I: Index>(p: &PackedParams, s: &StagedTables, t: I, mem: &mut Memory) {
    let (chunk, group, elem) = (stage_chunk(mem.elem), STAGE_GROUP, mem.elem);
    assert!(
        mem.in_address % CHUNKED_STAGE_ALIGN == 0 && mem.out_address % CHUNKED_STAGE_ALIGN == 0,
        "the chunked stage runs on buffers aligned to {CHUNKED_STAGE_ALIGN} bytes"
    );
    let [in_base, out_base] = s.origins[t.to_usize()];
    let phase = in_base % chunk;
    let (in_run, elements) = (u64::from(s.in_run), p.elements);
    // The kernel copies a tile whose last input run ends a chunk or more
    // before the tensor's end in whole chunks, with no test for the end.
    let last_run = s.in_runs.last().expect("a tile holds an input run").0;
    let whole_chunks = in_base + u64::from(last_run) + in_run + chunk <= elements;
    // Every chunk of every input run: (run, stage index, input element).
    let mut copies = Vec::new();
    for (r, &(run_offset, run_stage)) in s.in_runs.iter().enumerate() {
        let g = in_base + u64::from(run_offset);
        let first = g / chunk * chunk;
        let dst = chunk + phase + u64::from(run_stage) - g % chunk;
        assert_eq!(
            dst % chunk,
            0,
            "input run {r}'s chunks off the stage's chunks"
        );
        let end = (g + in_run).next_multiple_of(chunk);
        assert!(
            !whole_chunks || end <= elements,
            "input run {r}'s whole chunks pass the tensor's end"
        );
        for x in first..end.min(elements) {
            copies.push((r, dst + x - first, x));
        }
    }
    // Per stage index, the run whose own element lies there: the elements
    // a chunk brings along must land elsewhere.
    let mut stage: Vec<Option<(usize, Vec<u8>)>> = vec![None; p.buffer_stride as usize];
    let own = |r: usize, x: u64| {
        let g = in_base + u64::from(s.in_runs[r].0);
        (g..g + in_run).contains(&x)
    };
    for &(r, at, x) in copies.iter().filter(|&&(r, _, x)| own(r, x)) {
        let slot = stage.get_mut(at as usize).expect("a chunk past its stage");
        assert!(
            slot.is_none(),
            "two input runs' elements at stage index {at}"
        );
        *slot = Some((r, mem.load(x as usize).to_vec()));
    }
    for &(r, at, _) in copies.iter().filter(|&&(r, _, x)| !own(r, x)) {
        let slot = stage.get(at as usize).expect("a chunk past its stage");
        if let Some((other, _)) = slot {
            panic!("input run {r}'s chunk overwrites run {other}'s element at stage index {at}");
        }
    }
    let out_run = u64::from(s.out_run);
    for &(run_offset, run_stage) in &s.out_runs {
        let g = out_base + u64::from(run_offset);
        let from = chunk + phase + u64::from(run_stage);
        for e in (g / group * group..g + out_run).step_by(group as usize) {
            let inside = e.max(g)..(e + group).min(g + out_run);
            if inside.end - inside.start == group {
                assert_eq!(
                    (mem.out_address as u64 + elem as u64 * e) % (elem as u64 * group),
                    0,
                    "misaligned group store"
                );
            }
            let start = inside.start;
            let bytes: Vec<u8> = inside
                .flat_map(|x| {
                    let at = from + u64::from(s.run_stage[(x - g) as usize]);
                    match stage.get(at as usize) {
                        Some(Some((_, value))) => value.iter().copied(),
                        _ => panic!("output element {x} read from stage index {at}, no run's"),
                    }
                })
                .collect();
            mem.write(elem * start as usize, &bytes);
        }
    }
}

/// `packed` of cuda/packed.cu compiled for runs: the table of output
/// positions' shared-memory indices after the buffers, and the slots of
/// each run (the input's, the output's) rotated by its offset from a
/// warp-wide block.
fn packed_run_tile<I: Index>(
    p: &PackedParams,
    slots: &[Slot],
    t: u32,
    (first, shared_bytes): (usize, u32),
    mem: &mut Memory,
) {
    let (in_base, out_base, _) = packed_origin::<I, false>(p, t);
    let elem = mem.elem;
    let count = slots.len() as u32;
    let mut smem = vec![0u8; shared_bytes as usize];
    let table = (p.buffer_stride + padded(p.volume - 1, p.smem_pad_shift) + 1) as usize * elem;
    for s in slots.iter().filter(|s| s.pos < p.volume) {
        let at = table + 4 * s.pos as usize;
        smem[at..at + 4].copy_from_slice(&s.smem_read.to_le_bytes());
    }
    let in_shift = warp_block_offset(mem.in_address, in_base, elem);
    for s in slots {
        let q = rotated(s.pos, in_shift, count);
        if q < p.volume {
            let at = (first + padded(q, p.smem_pad_shift) as usize) * elem;
            let from = in_base.add(I::from_u64(u64::from(q)));
            smem[at..at + elem].copy_from_slice(mem.load(from.to_usize()));
        }
    }
    let out_shift = warp_block_offset(mem.out_address, out_base, elem);
    for s in slots {
        let q = rotated(s.pos, out_shift, count);
        if q < p.volume {
            let entry = table + 4 * q as usize;
            let index = u32::from_le_bytes(smem[entry..entry + 4].try_into().expect("4 bytes"));
            let at = (first + index as usize) * elem;
            mem.store(
                out_base.add(I::from_u64(u64::from(q))).to_usize(),
                &smem[at..at + elem],
            );
        }
    }
}

/// `rotated` of cuda/packed.cu: slot `pos` rotated back by `shift`, mod
/// `slots`.
fn rotated(pos: u32, shift: u32, slots: u32) -> u32 {
    if pos >= shift {
        pos - shift
    } else {
        pos + slots - shift
    }
}

/// `warp_block_offset` of cuda/packed.cu for element `base` of a buffer at
/// `address` (mod ADDRESS_PERIOD).
fn warp_block_offset<I: Index>(address: usize, base: I, elem: usize) -> u32 {
    ((address + base.to_usize() * elem) / elem % 32) as u32
}

/// `tile_origin` of cuda/tiled.cu for tiles of `edge` elements each way:
/// (a0, b0, in_base, out_base). The tile number is split in 32 bits up to
/// `MAX_TILES_32` tiles, as every kernel that calls `for_each_tile` does
/// (`run_grid` asserts that the others have no more), and in 64 bits
/// beyond, as the kernels for many tiles and TiledCopy's
/// (`for_each_tile_any`) do: the digits are the same either way.
fn tile_origin<I: Index>(p: &TiledParams, t: I, edge: u64) -> (I, I, I, I) {
    tile_origin_ab(p, t, (edge, edge))
}

/// `tile_origin` for tiles of `edges` = (a, b) elements.
fn tile_origin_ab<I: Index>(p: &TiledParams, t: I, edges: (u64, u64)) -> (I, I, I, I) {
    if p.num_tiles <= MAX_TILES_32 {
        tile_origin_as::<u32, I>(p, u32::from_u64(t.to_usize() as u64), edges)
    } else {
        tile_origin_as::<I, I>(p, t, edges)
    }
}

/// `tile_origin` with the tile number of type T and offsets of type I.
fn tile_origin_as<T: Index, I: Index>(
    p: &TiledParams,
    t: T,
    (edge_a, edge_b): (u64, u64),
) -> (I, I, I, I) {
    let widen = |v: T| I::from_u64(v.to_usize() as u64);
    let (a, b, in_base, out_base) = tile_digits::<T, I>(p, t, (edge_a, edge_b));
    let (a0, b0) = (
        widen(a).mul(I::from_u64(edge_a)),
        widen(b).mul(I::from_u64(edge_b)),
    );
    (a0, b0, in_base, out_base)
}

/// `tile_digits` of cuda/tiled.cu: tile t's numbers along a and b, and the
/// input and output offsets of the tile's step along the fast side (of
/// `steps` positions along a and b) and of its grid coordinates, the slow
/// side's tile among them.
fn tile_digits<T: Index, I: Index>(p: &TiledParams, t: T, steps: (u64, u64)) -> (T, T, I, I) {
    let b_first = p.b_first != 0;
    let (fast_tiles, fast_div, fast_step, fast_in, fast_out) = if b_first {
        let (tiles, div) = (p.tiles_b, p.tiles_b_div);
        (tiles, div, steps.1, p.b_in_stride, p.b_out_stride)
    } else {
        let (tiles, div) = (p.tiles_a, p.tiles_a_div);
        (tiles, div, steps.0, p.a_in_stride, p.a_out_stride)
    };
    let (mut t, fast) = divmod(t, fast_tiles, fast_div);
    let fast_offset = I::from_u64(fast.to_usize() as u64).mul(I::from_u64(fast_step));
    let mut in_base = fast_offset.mul(I::from_u64(fast_in));
    let mut out_base = fast_offset.mul(I::from_u64(fast_out));
    let mut slow = T::from_u64(0);
    for (k, g) in p.grid[..p.grid_rank as usize].iter().enumerate() {
        let (q, c) = divmod(t, g.extent, g.div);
        t = q;
        if k as u64 == p.slow_at {
            slow = c;
        }
        let c = I::from_u64(c.to_usize() as u64);
        in_base = in_base.add(c.mul(I::from_u64(g.in_stride)));
        out_base = out_base.add(c.mul(I::from_u64(g.out_stride)));
    }
    if b_first {
        (slow, fast, in_base, out_base)
    } else {
        (fast, slow, in_base, out_base)
    }
}

/// A folded tile's origin (`for_each_folded_tile_of` of cuda/tiled.cu):
/// (in_base, out_base, na, nb), the tile number of 32 bits below 2^31
/// tiles.
fn folded_origin<I: Index>(p: &TiledParams, t: I) -> (I, I, I, I) {
    if p.num_tiles < 1 << 31 {
        folded_origin_as::<u32, I>(p, u32::from_u64(t.to_usize() as u64))
    } else {
        folded_origin_as::<I, I>(p, t)
    }
}

fn folded_origin_as<T: Index, I: Index>(p: &TiledParams, t: T) -> (I, I, I, I) {
    let widen = |v: T| I::from_u64(v.to_usize() as u64);
    let steps = (u64::from(p.a_chunk), u64::from(p.b_chunk));
    let (a, b, in_base, out_base) = tile_digits::<T, I>(p, t, steps);
    let a1 = widen(a).mul(I::from_u64(p.a_chunk.into()));
    let b1 = widen(b).mul(I::from_u64(p.b_chunk.into()));
    let valid = |inner: u32, chunk: u32, extent: u64, start: I| {
        I::from_u64(inner.into()).mul(min_tile(extent, start, chunk.into()))
    };
    (
        in_base,
        out_base,
        valid(p.a_inner, p.a_chunk, p.a_extent, a1),
        valid(p.b_inner, p.b_chunk, p.b_extent, b1),
    )
}

fn min_tile<I: Index>(extent: u64, start: I, edge: u64) -> I {
    let left = I::from_u64(extent).sub(start);
    let tile = I::from_u64(edge);
    if left < tile {
        left
    } else {
        tile
    }
}

/// `most_shift` of cuda/tiled.cu: the most units (`n` of them to a sector,
/// a power of 2) that any of the rows `stride` units apart from unit `row`
/// lacks to reach a sector boundary, the halo rows of a tile that owns its
/// output sectors.
fn most_shift(row: u64, stride: u64, n: u64) -> u64 {
    let c = stride & (n - 1);
    let g = if c == 0 { n } else { c & c.wrapping_neg() };
    match row & (g - 1) {
        0 => n - g,
        rest => n - rest,
    }
}

/// Halo words of a `tiled_aligned_sectors` tile whose input and output
/// rows start at these byte offsets, these many bytes apart: 7 where input
/// rows start on sectors, else as many as its output rows' largest shift.
fn halo_words(mem: &Memory, (tile_in, in_row): (u64, u64), (tile_out, out_row): (u64, u64)) -> u64 {
    let sector_words = SECTOR_BYTES / 4;
    match ((mem.in_address as u64 + tile_in) | in_row) % SECTOR_BYTES == 0 {
        true => sector_words - 1,
        false => most_shift(mem.out_device(tile_out) / 4, out_row / 4, sector_words),
    }
}

/// Threads (tx, ty) of one block; rows visited as row = ty + j * TILE_ROWS.
fn threads() -> impl Iterator<Item = (u64, u64)> {
    (0..TILE_ROWS).flat_map(|ty| {
        (0..TILE / TILE_ROWS).flat_map(move |j| (0..TILE).map(move |tx| (tx, ty + j * TILE_ROWS)))
    })
}

/// `tiled_sectors` (`wide_b`: `tiled_wide_b`, tiles of `WIDE_B_EDGE` along b).
fn tiled_tile<I: Index>(p: &TiledParams, t: I, wide_b: bool, mem: &mut Memory) {
    let elem = mem.elem;
    let edge = tile_edge(Algorithm::Tiled, elem);
    let edge_b = if wide_b { WIDE_B_EDGE } else { edge };
    let (a0, b0, in_base, out_base) = tile_origin_ab(p, t, (edge, edge_b));
    let na = min_tile(p.a_extent, a0, edge);
    let nb = min_tile(p.b_extent, b0, edge_b);
    let b_left = I::from_u64(p.b_extent).sub(b0);
    let out_address = |mem: &Memory, at: I| mem.out_device(at.to_usize() as u64 * elem as u64);
    // `tiled_sectors`: rows off the sector grid shift, unless one tile spans them.
    let shifted = owns_sectors(Algorithm::Tiled, elem)
        && p.b_extent > edge_b
        && (out_address(mem, out_base) % SECTOR_BYTES != 0
            || p.a_out_stride * elem as u64 % SECTOR_BYTES != 0);
    let halo = SECTOR_BYTES / elem as u64 - 1;
    let rows = if !shifted {
        nb
    } else {
        let tile_and_halo = I::from_u64(edge_b + halo);
        if b_left < tile_and_halo {
            b_left
        } else {
            tile_and_halo
        }
    };
    let width = edge + 1;
    let mut tile = vec![0u8; ((edge_b + TILE_ROWS) * width) as usize * elem];
    let slot = |row: u64, col: u64| (row * width + col) as usize * elem;
    let input = Side {
        base: in_base,
        stride: p.b_in_stride,
        rows,
        from: 0,
        lo: 0,
        hi: na.to_usize() as u32,
    };
    let row_passes = if owns_sectors(Algorithm::Tiled, elem) {
        edge_b + TILE_ROWS
    } else {
        edge_b
    };
    let (moves, stand_ins) = input.moves(edge, row_passes);
    for (row, pos, at) in moves {
        let s = slot(row, pos);
        tile[s..s + elem].copy_from_slice(mem.load(at.to_usize()));
    }
    // `load_side`: lanes outside the side store their stand-in in place,
    // except for 16-byte elements; no output position may read one.
    for (row, pos, at) in stand_ins {
        let value = mem.load(at.to_usize());
        if elem < 16 {
            let s = slot(row, pos);
            tile[s..s + elem].copy_from_slice(value);
        }
    }
    let mut output = Side {
        base: out_base,
        stride: p.a_out_stride,
        rows: na,
        from: 0,
        lo: 0,
        hi: nb.to_usize() as u32,
    };
    let first = b0 == I::from_u64(0);
    for ty in 0..TILE_ROWS {
        if shifted {
            let row_start = out_base.add(I::from_u64(ty).mul(I::from_u64(p.a_out_stride)));
            (output.from, output.lo, output.hi) =
                sector_window(out_address(mem, row_start), elem, edge_b, b_left, first);
        }
        for (row, pos, at) in output.thread_moves(ty, edge_b, edge).0 {
            let s = slot(pos, row);
            mem.store(at.to_usize(), &tile[s..s + elem]);
        }
        if shifted && first {
            // `store_row_heads`: positions [0, s) of the thread's rows.
            for tx in 0..u64::from(output.from.min(output.hi)) {
                for row in (ty..edge).step_by(TILE_ROWS as usize) {
                    if I::from_u64(row) < na {
                        let s = slot(tx, row);
                        let at = row_start_of(&output, row).add(I::from_u64(tx));
                        mem.store(at.to_usize(), &tile[s..s + elem]);
                    }
                }
            }
        }
    }
}

/// `tiled_sectors`' passes over the output rows of one thread, whose first
/// row starts at byte `address`: (from, lo, hi), passes starting at the
/// row's first sector boundary s and covering [s, s + edge), the first tile
/// along b also [0, s) (one shift serves the thread's rows).
fn sector_window<I: Index>(
    address: u64,
    elem: usize,
    edge: u64,
    b_left: I,
    first: bool,
) -> (u32, u32, u32) {
    let g = SECTOR_BYTES / elem as u64;
    let s = ((g - address / elem as u64 % g) % g) as u32;
    let lo = if first { 0 } else { s };
    let end = I::from_u64(u64::from(s) + edge);
    let hi = (if b_left < end { b_left } else { end }).to_usize() as u32;
    (s, lo, hi.max(lo))
}

fn row_start_of<I: Index>(side: &Side<I>, row: u64) -> I {
    side.base
        .add(I::from_u64(row).mul(I::from_u64(side.stride)))
}

/// (row, position, element index) of a side's accesses.
type Accesses<I> = Vec<(u64, u64, I)>;

/// One side of a Tiled tile in global memory: `rows` rows `stride`
/// elements apart, the first at element `base`; passes start at position
/// `from` and move positions [lo, hi) of each row (`for_each_pass` of
/// cuda/tiled.cu).
struct Side<I> {
    base: I,
    stride: u64,
    rows: I,
    from: u32,
    lo: u32,
    hi: u32,
}

impl<I: Index> Side<I> {
    /// `for_each_pass` of cuda/tiled.cu over rows [0, row_passes): (row,
    /// position, element index) of every access of the block inside the
    /// side, in the kernel's thread and pass order; and those outside it,
    /// with the element that `load_side` reads instead (the side's first).
    fn moves(&self, edge: u64, row_passes: u64) -> (Accesses<I>, Accesses<I>) {
        let mut moves = Vec::new();
        let mut stand_ins = Vec::new();
        for ty in 0..TILE_ROWS {
            let (m, s) = self.thread_moves(ty, edge, row_passes);
            moves.extend(m);
            stand_ins.extend(s);
        }
        (moves, stand_ins)
    }

    /// `moves` of the threads of row ty.
    fn thread_moves(&self, ty: u64, edge: u64, row_passes: u64) -> (Accesses<I>, Accesses<I>) {
        let mut moves = Vec::new();
        let mut stand_ins = Vec::new();
        for tx in 0..TILE {
            for j in 0..row_passes / TILE_ROWS {
                let row = ty + j * TILE_ROWS;
                let start = row_start_of(self, row);
                for i in 0..edge / TILE {
                    let pos = self.from + (i * TILE + tx) as u32;
                    if pos.wrapping_sub(self.lo) < self.hi - self.lo && I::from_u64(row) < self.rows
                    {
                        moves.push((row, u64::from(pos), start.add(I::from_u64(u64::from(pos)))));
                    } else {
                        stand_ins.push((row, u64::from(pos), self.base));
                    }
                }
            }
        }
        (moves, stand_ins)
    }
}

/// `__byte_perm(x, y, s)`: byte i of the result is byte (s >> 4 i) & 7 of
/// the eight bytes of y:x.
fn byte_perm(x: u32, y: u32, s: u32) -> u32 {
    let bytes = (u64::from(y) << 32) | u64::from(x);
    (0..4).fold(0, |v, i| {
        let from = (s >> (4 * i)) & 7;
        v | (((bytes >> (8 * from)) & 0xff) as u32) << (8 * i)
    })
}

/// `transpose_block` of cuda/word_blocks.cuh.
fn transpose_block(v: &[u32; 4], elem: usize) -> [u32; 4] {
    if elem == 1 {
        let t0 = byte_perm(v[0], v[1], 0x5140);
        let t1 = byte_perm(v[0], v[1], 0x7362);
        let t2 = byte_perm(v[2], v[3], 0x5140);
        let t3 = byte_perm(v[2], v[3], 0x7362);
        [
            byte_perm(t0, t2, 0x5410),
            byte_perm(t0, t2, 0x7632),
            byte_perm(t1, t3, 0x5410),
            byte_perm(t1, t3, 0x7632),
        ]
    } else {
        [
            byte_perm(v[0], v[1], 0x5410),
            byte_perm(v[0], v[1], 0x7632),
            0,
            0,
        ]
    }
}

/// What shared memory holds where the kernel never wrote: reading it must
/// not reach the output.
const STALE: u32 = 0xDEAD_BEEF;

/// `tensor_volume` of cuda/tiled.cu: a and b by the grid's dimensions but
/// the slow tile side's tiles (grid[slow_at]).
fn tensor_volume(p: &TiledParams) -> u64 {
    let grid = p.grid[..p.grid_rank as usize].iter().enumerate();
    let outside = grid.filter(|&(k, _)| k as u64 != p.slow_at);
    p.a_extent * p.b_extent * outside.map(|(_, g)| g.extent).product::<u64>()
}

/// `tiled_bytes` of cuda/tiled.cu (Tiled for 1- and 2-byte elements, rows
/// anywhere), one tile, thread by thread: shared memory as bytes laid out
/// as `byte_tile`, every global access checked (`load_aligned`,
/// `store_aligned`, `store_bytes`). Byte positions are offsets into the
/// tensors.
fn tiled_bytes_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let e = mem.elem as u64;
    let k = 4 / e;
    let (edge_a, edge_b) = byte_tile_edges(mem.elem);
    let sector = SECTOR_BYTES / e;
    let rows_max = byte_tile_rows(mem.elem);
    let (a0, b0, in_base, out_base) = tile_origin_ab(p, t, (edge_a, edge_b));
    let na = min_tile(p.a_extent, a0, edge_a).to_usize() as u64;
    let b_left = p.b_extent - b0.to_usize() as u64;
    let (in_row, out_row) = (p.b_in_stride * e, p.a_out_stride * e);
    let tile_in = in_base.to_usize() as u64 * e;
    let tile_out = out_base.to_usize() as u64 * e;
    let shifted = (mem.out_device(tile_out) | out_row) % SECTOR_BYTES != 0;
    let rows = b_left.min(if shifted { rows_max } else { edge_b });
    let mut sh = vec![0xAB_u8; byte_tile_shared(mem.elem) as usize];
    let sh_row = |r: u64| (r * BYTE_TILE_STRIDE + r / 32) as usize;
    let whole = tile_in + (rows - 1) * in_row + WORD_TILE_BYTES <= tensor_volume(p) * e;
    let r0 = mem.out_device(tile_out) / e;
    // Groups of TILE_ROWS rows read: half of them (HALF_GROUPS) where
    // `rows` ends within that half.
    let all_groups = rows_max.div_ceil(TILE_ROWS);
    let groups = if rows <= all_groups / 2 * TILE_ROWS {
        all_groups / 2
    } else {
        all_groups
    };
    for ty in 0..TILE_ROWS {
        let row_in = tile_in + ty * in_row;
        let m = (mem.in_address as u64 + row_in) / e % k;
        for tx in 0..32 {
            let src = (row_in + 4 * tx) as i64 - (m * e) as i64;
            for b in (ty..groups * TILE_ROWS).step_by(TILE_ROWS as usize) {
                let at = src + ((b - ty) * in_row) as i64;
                let v = match (k * tx < na + m && b < rows, whole) {
                    (false, _) => 0,
                    (true, true) => mem.load_aligned(at),
                    (true, false) => mem.load_to_end(at),
                };
                for kk in 0..k {
                    let row = k * tx + kk + k - 1 - m;
                    let a = row as i64 - (k - 1) as i64;
                    let r = (r0 as i64 + a * p.a_out_stride as i64).rem_euclid(k as i64) as u64;
                    let at = sh_row(row) * 4 + ((k + r + b) * e) as usize;
                    let bytes = (v >> (8 * e * kk)).to_le_bytes();
                    sh[at..at + e as usize].copy_from_slice(&bytes[..e as usize]);
                }
            }
        }
    }
    let word = |i: usize| u32::from_le_bytes(sh[4 * i..4 * i + 4].try_into().unwrap());
    let first = b_left == p.b_extent;
    let inside = !first && b_left >= rows_max;
    let b_end = b_left.min(rows_max) as i64;
    for a in 0..na {
        let row = tile_out + a * out_row;
        let address = mem.out_device(row) / e;
        let s = (sector - address % sector) % sector;
        let owned = sh_row(a + k - 1) + 1 + ((s + address % k) / k) as usize;
        for chunk in 0..8 {
            let b = (s + 4 * k * chunk) as i64;
            let words =
                (0..4).map(|w| (b + (k * w) as i64, word(owned + (4 * chunk + w) as usize)));
            if inside || b + 4 * k as i64 <= b_end {
                let at = row + b as u64 * e;
                assert_eq!(mem.out_device(at) % 16, 0, "misaligned 16-byte store");
                words.for_each(|(b, v)| mem.store_aligned(row + b as u64 * e, v));
            } else {
                words.for_each(|(b, v)| store_owned_word(mem, row, b, b_end, v));
            }
        }
        for l in (0..sector / k).filter(|_| first) {
            let head = (s + k * l) as i64 - sector as i64;
            if head + k as i64 > 0 {
                let at = owned + l as usize - (sector / k) as usize;
                store_owned_word(mem, row, head, b_end, word(at));
            }
        }
    }
}

/// `store_owned_word` of cuda/tiled.cu: elements [b, b + K) of the output
/// row at byte `row` that lie in [0, b_end), as word `v`.
fn store_owned_word(mem: &mut Memory, row: u64, b: i64, b_end: i64, v: u32) {
    let e = mem.elem as i64;
    let k = 4 / e;
    let (lo, hi) = (b.max(0), (b + k).min(b_end));
    if lo == b && hi == b + k {
        mem.store_aligned((row as i64 + b * e) as u64, v);
    } else if lo < hi {
        let at = (row as i64 + lo * e) as u64;
        mem.store_bytes(at, v >> (8 * e * (lo - b)), ((hi - lo) * e) as u64);
    }
}

/// `tiled_aligned` of cuda/tiled.cu (Tiled for 1- and 2-byte elements
/// whose rows all start on a 32-bit word), one tile, thread by thread: every
/// access a whole aligned word (`load_aligned` and `store_aligned` check).
fn tiled_aligned_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let e = mem.elem as u64;
    let k = 4 / e;
    let edge = WORD_TILE_BYTES / e;
    let words = WORD_TILE_BYTES / 4;
    let (a0, b0, in_base, out_base) = tile_origin(p, t, edge);
    let na = min_tile(p.a_extent, a0, edge).to_usize() as u64;
    let nb = min_tile(p.b_extent, b0, edge).to_usize() as u64;
    let (in_row, out_row) = (p.b_in_stride * e, p.a_out_stride * e);
    let tile_in = in_base.to_usize() as u64 * e;
    let tile_out = out_base.to_usize() as u64 * e;
    let mut tile = vec![STALE; (edge * words) as usize];
    for ty in 0..TILE_ROWS {
        for tx in 0..words {
            for j in 0..words / TILE_ROWS {
                let o = transposed_word_block(
                    mem,
                    |b| tile_in + 4 * tx + b * in_row,
                    (tx, ty, j),
                    na,
                    nb,
                );
                let g = ty + j * TILE_ROWS;
                for (kk, &w) in o.iter().enumerate().take(k as usize) {
                    tile[((tx * k + kk as u64) * words + (g ^ tx)) as usize] = w;
                }
            }
        }
    }
    for ty in 0..TILE_ROWS {
        for tx in (0..words).filter(|&tx| tx * k < nb) {
            for a in (0..edge / TILE_ROWS).map(|m| ty + m * TILE_ROWS) {
                if a < na {
                    let word = tile[(a * words + (tx ^ (a / k))) as usize];
                    mem.store_aligned(tile_out + 4 * tx + a * out_row, word);
                }
            }
        }
    }
}

/// `folded_offset` of cuda/tiled.cu: the offset of position q along a
/// folded side.
fn folded_offset<I: Index>(q: u64, inner: u32, inner_stride: u64, outer_stride: u64) -> I {
    let inner = u64::from(inner);
    I::from_u64(q % inner)
        .mul(I::from_u64(inner_stride))
        .add(I::from_u64(q / inner).mul(I::from_u64(outer_stride)))
}

/// `tiled_folded` of cuda/tiled.cu (`tiled_aligned` over a folded tile:
/// rows at the offsets of the block's tables), one tile, thread by thread.
fn tiled_folded_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let e = mem.elem as u64;
    let k = 4 / e;
    let edge = WORD_TILE_BYTES / e;
    let words = WORD_TILE_BYTES / 4;
    let (in_base, out_base, na, nb) = folded_origin(p, t);
    let (na, nb) = (na.to_usize() as u64, nb.to_usize() as u64);
    // Pointer arithmetic: each offset widens on its own.
    let at = |base: I, word: I, row: I| {
        [base, word, row]
            .map(|v| v.to_usize() as u64)
            .iter()
            .sum::<u64>()
    };
    let in_rows: Vec<I> = (0..edge)
        .map(|q| folded_offset(q, p.b_inner, p.b_inner_in_stride, p.b_in_stride))
        .collect();
    let out_rows: Vec<I> = (0..edge)
        .map(|q| folded_offset(q, p.a_inner, p.a_inner_out_stride, p.a_out_stride))
        .collect();
    let mut tile = vec![STALE; (edge * words) as usize];
    for ty in 0..TILE_ROWS {
        for tx in 0..words {
            let in_word = folded_offset(k * tx, p.a_inner, 1, p.a_in_stride);
            let word_at = |b: u64| at(in_base, in_word, in_rows[b as usize]) * e;
            for j in 0..words / TILE_ROWS {
                let o = transposed_word_block(mem, word_at, (tx, ty, j), na, nb);
                let g = ty + j * TILE_ROWS;
                for (kk, &w) in o.iter().enumerate().take(k as usize) {
                    tile[((tx * k + kk as u64) * words + (g ^ tx)) as usize] = w;
                }
            }
        }
    }
    for ty in 0..TILE_ROWS {
        for tx in (0..words).filter(|&tx| tx * k < nb) {
            let out_word = folded_offset(k * tx, p.b_inner, 1, p.b_out_stride);
            for a in (0..edge / TILE_ROWS).map(|m| ty + m * TILE_ROWS) {
                if a < na {
                    let word = tile[(a * words + (tx ^ (a / k))) as usize];
                    let element = at(out_base, out_word, out_rows[a as usize]);
                    mem.store_aligned(element * e, word);
                }
            }
        }
    }
}

/// The K x K block of words thread (tx, ty) of a tile for rows on words
/// loads in group j, transposed: word tx of input rows (ty + 8 j) K + r,
/// each at byte `word_at(b)` of the input for row b, 0 for words past `na`
/// elements or rows past `rows`.
fn transposed_word_block(
    mem: &Memory,
    word_at: impl Fn(u64) -> u64,
    (tx, ty, j): (u64, u64, u64),
    na: u64,
    rows: u64,
) -> [u32; 4] {
    let k = 4 / mem.elem as u64;
    let mut v = [0u32; 4];
    for r in 0..k {
        let b = (ty + j * TILE_ROWS) * k + r;
        if tx * k < na && b < rows {
            v[r as usize] = mem.load_aligned(word_at(b) as i64);
        }
    }
    transpose_block(&v, mem.elem)
}

/// `tiled_aligned_sectors` of cuda/tiled.cu (`tiled_aligned` whose tiles
/// own the output sectors that start in them), one tile, thread by thread.
fn tiled_aligned_sectors_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let e = mem.elem as u64;
    let k = 4 / e;
    let edge = WORD_TILE_BYTES / e;
    let words = WORD_TILE_BYTES / 4;
    let sector_words = SECTOR_BYTES / 4;
    let (a0, b0, in_base, out_base) = tile_origin(p, t, edge);
    let na = min_tile(p.a_extent, a0, edge).to_usize() as u64;
    let nb = min_tile(p.b_extent, b0, edge).to_usize() as u64;
    let b_left = p.b_extent - b0.to_usize() as u64;
    let (in_row, out_row) = (p.b_in_stride * e, p.a_out_stride * e);
    let tile_in = in_base.to_usize() as u64 * e;
    let tile_out = out_base.to_usize() as u64 * e;
    let shifted = p.b_extent > edge && (mem.out_device(tile_out) | out_row) % SECTOR_BYTES != 0;
    let rows = match shifted {
        true => b_left.min(edge + halo_words(mem, (tile_in, in_row), (tile_out, out_row)) * k),
        false => nb,
    };
    let mut tile = vec![STALE; (edge * words) as usize];
    let mut halo = vec![STALE; (sector_words * (edge + 1)) as usize];
    for ty in 0..TILE_ROWS {
        for tx in 0..words {
            for j in 0..=words / TILE_ROWS {
                let o = transposed_word_block(
                    mem,
                    |b| tile_in + 4 * tx + b * in_row,
                    (tx, ty, j),
                    na,
                    rows,
                );
                for (kk, &w) in o.iter().enumerate().take(k as usize) {
                    let kk = kk as u64;
                    match j < words / TILE_ROWS {
                        true => {
                            tile[((tx * k + kk) * words + ((ty + j * TILE_ROWS) ^ tx)) as usize] = w
                        }
                        false => halo[(ty * (edge + 1) + kk * 32 + tx) as usize] = w,
                    }
                }
            }
        }
    }
    let word = |a: u64, g: u64| match g < words {
        true => tile[(a * words + (g ^ (a / k))) as usize],
        false => halo[((g - words) * (edge + 1) + (a % k) * 32 + a / k) as usize],
    };
    for ty in 0..TILE_ROWS {
        let dst = tile_out + ty * out_row;
        let w = match shifted {
            true => (sector_words - mem.out_device(dst) / 4 % sector_words) % sector_words,
            false => 0,
        };
        for tx in 0..words {
            let g = w + tx;
            for a in (0..edge / TILE_ROWS).map(|m| ty + m * TILE_ROWS) {
                if a < na && g < b_left / k {
                    mem.store_aligned(dst + (a - ty) * out_row + 4 * g, word(a, g));
                }
                if b_left == p.b_extent && tx < w && a < na {
                    mem.store_aligned(dst + (a - ty) * out_row + 4 * tx, word(a, tx));
                }
            }
        }
    }
}

fn tiled_copy_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let (a0, b0, in_base, out_base) = tile_origin(p, t, TILE);
    let na = min_tile(p.a_extent, a0, TILE);
    let nb = min_tile(p.b_extent, b0, TILE);
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

/// `row_copy` of cuda/tiled.cu: tile t is the chunk of output positions
/// [t C, (t + 1) C); thread x moves positions t C + x + 256 k, k < U, each
/// from the input offset its digits along the grid (every dimension, in
/// output order) give.
fn row_copy_tile<I: Index>(p: &TiledParams, t: I, mem: &mut Memory) {
    let unroll = row_copy_unroll(mem.elem);
    let block = TILE * TILE_ROWS;
    let volume: u64 = p.grid[..p.grid_rank as usize]
        .iter()
        .map(|g| g.extent)
        .product::<u64>()
        * p.a_extent
        * p.b_extent;
    let volume = I::from_u64(volume);
    let first = t.mul(I::from_u64(block * unroll));
    for x in 0..block {
        for k in 0..unroll {
            let position = first.add(I::from_u64(x + k * block));
            if position < volume {
                let zero = I::from_u64(0);
                let (from, _) = walk_grid(&p.grid[..p.grid_rank as usize], position, zero, zero);
                let value = mem.load(from.to_usize()).to_vec();
                mem.store(position.to_usize(), &value);
            }
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

#[cfg(test)]
mod tests {
    use super::most_shift;

    #[test]
    fn most_shift_is_the_largest_shift_of_n_consecutive_rows() {
        for n in [1u64, 2, 4, 8] {
            for row in 0..3 * n {
                for stride in 0..4 * n {
                    let shifts = (0..n).map(|r| (n - (row + r * stride) % n) % n);
                    assert_eq!(
                        most_shift(row, stride, n),
                        shifts.max().unwrap(),
                        "{n} {row} {stride}"
                    );
                }
            }
        }
    }
}
