//! Launch layout of Packed and PackedSplit (cuda/packed.cu, and
//! cuda/packed_staged.cu for tiles past MAX_TILE_VOLUME positions).

use super::kernel::{run_slots, word_slots, RUN_ELEMENT_SIZES, WORD_ELEMENT_SIZES};
use super::{
    chunked_stage, l2_keep_input, model, stage_chunk, stage_elements, staged_output_run_most,
    Algorithm, Candidate, Canonical, DeviceProps, Divisor, GridDim, IndexWidth, Launch,
    PackedParams, Params, TileDim, MAX_GRID_DIMS, MAX_TILE_DIMS, STAGES,
};

/// `smem_pad_shift` of an unpadded tile: no position reaches 2^31.
pub const NO_PADDING: u32 = 31;

/// Paddings a packed tile may take, in order of preference: none, then one
/// element after every 32, 16 or 64 positions. A warp stores 32 consecutive
/// positions to shared memory (input order), which none of these layouts
/// puts on one bank twice. It loads them in output order, where an unpadded
/// tile can put all lanes on a few banks: set2's [5,3,2,4,35,33,37,40]
/// reversed reads 8-byte elements 120 apart, 8 lanes per bank pair, and
/// ncu counted 83M bank conflicts on it (bench/NOTES.md, profiles).
const PAD_SHIFTS: [u32; 4] = [NO_PADDING, 5, 4, 6];

/// The shared-memory index of input-order tile position `p`: one element of
/// padding after every 2^shift positions (`padded` of cuda/packed.cu).
pub fn padded(p: u64, shift: u32) -> u64 {
    p + (p >> shift)
}

/// How a packed tile lies in shared memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SmemLayout {
    pub pad_shift: u32,
    /// Elements the padded tile spans.
    pub elements: u64,
    /// Wavefronts of the first warp's shared-memory loads (a staged tile:
    /// the mean of its sampled warps'): the most distinct 4-byte words any
    /// bank serves.
    pub load_wavefronts: u32,
}

/// Dynamic shared memory of a packed candidate's block whose tile spans
/// `elements` (padded) elements: the tile and, for a kernel for runs, its
/// table of a u32 per position; or the staged kernel's stages of it and its
/// tables.
pub fn tile_shared_bytes(c: &Canonical, cand: &Candidate, elements: u64) -> u64 {
    tile_data_bytes(c, cand, elements) + table_bytes(c, cand)
}

/// The part of `tile_shared_bytes` that holds the tile's data.
fn tile_data_bytes(c: &Canonical, cand: &Candidate, elements: u64) -> u64 {
    let elem = c.elem_size as u64;
    match cand.is_staged() {
        true => STAGES * stage_elements(elements, c.elem_size) * elem,
        false => elements * elem,
    }
}

/// The part of `tile_shared_bytes` that holds tables (the same for every
/// padding).
fn table_bytes(c: &Canonical, cand: &Candidate) -> u64 {
    match cand.is_staged() {
        true => 4 * staged_table_words(c, cand),
        false => run_table_bytes(c, cand, cand.runs),
    }
}

/// Positions of a staged tile's input runs and output runs
/// (cuda/packed_staged.cu `leading_run`): its leading dimensions in input
/// (output) order while each continues the last in memory; a dimension the
/// tile covers a chunk of ends the run, and so does one past
/// STAGED_TABLE_RUN_MOST positions in the output runs of the kernel of
/// 8-byte elements.
pub fn staged_runs(c: &Canonical, cand: &Candidate) -> (u64, u64) {
    (
        leading_positions(c, cand, 0..c.rank(), u64::MAX),
        leading_positions(
            c,
            cand,
            c.perm.iter().copied(),
            staged_output_run_most(c.elem_size),
        ),
    )
}

/// Positions of the tile's leading dimensions in `order` (dimensions of
/// `c`, fastest first) while each continues the last in memory and, past
/// the first, the run stays within `most` positions.
pub fn leading_positions(
    c: &Canonical,
    cand: &Candidate,
    order: impl Iterator<Item = usize>,
    most: u64,
) -> u64 {
    // `order`'s strides are the products of the extents before each
    // dimension in that order; planning calls this for every staged
    // candidate, so they are not collected.
    let (mut run, mut next, mut stride) = (1, 1, 1);
    for d in order {
        if cand.tile & (1 << d) != 0 {
            let extent = cand.tile_extent(c, d);
            let first = next == 1;
            if stride != next || (!first && run * extent > most) {
                break;
            }
            run *= extent;
            next = stride * extent;
        }
        stride *= c.dims[d];
    }
    run
}

/// 32-bit words of a staged tile's tables after its stages
/// (cuda/packed_staged.cu `build_tables`): two per output run, one per
/// input run and one per position of an output run.
pub fn staged_table_words(c: &Canonical, cand: &Candidate) -> u64 {
    let volume = cand.volume(c);
    let (in_run, out_run) = staged_runs(c, cand);
    let per_input_run = if chunked_stage(c.elem_size) { 2 } else { 1 };
    2 * (volume / out_run) + per_input_run * volume / in_run + out_run
}

/// The chunked stage of a staged tile of 2- or 4-byte elements
/// (cuda/packed_staged.cu `issue_chunks`): each tile dimension's stride in
/// the stage, in input order, and the stage's elements. The dimensions of
/// the input run keep their input strides; each outer one takes the least
/// stride past the dimensions before it (the first also CHUNK - 1 elements
/// past the run, room for the neighbours its chunks bring along) that is
/// congruent to its input stride modulo a chunk. The stage holds a chunk
/// before the tile (its positions start CHUNK + phase in) and the spill
/// after its last run.
pub fn chunk_stage(c: &Canonical, cand: &Candidate) -> (Vec<u64>, u64) {
    let in_strides = c.input_strides();
    let (in_run, _) = staged_runs(c, cand);
    let chunk = stage_chunk(c.elem_size);
    let congruent =
        |at_least: u64, to: u64| at_least + (to % chunk + chunk - at_least % chunk) % chunk;
    let mut span = 1;
    let strides = (0..c.rank())
        .filter(|&d| cand.tile & (1 << d) != 0)
        .map(|d| {
            let stride = if span < in_run {
                span
            } else if span == in_run {
                congruent(in_run + chunk - 1, in_strides[d])
            } else {
                congruent(span, in_strides[d])
            };
            span = stride * cand.tile_extent(c, d);
            stride
        })
        .collect();
    (strides, (span + 3 * chunk).next_multiple_of(chunk))
}

/// Bytes of the position table of a kernel for runs (`runs`), else 0.
fn run_table_bytes(c: &Canonical, cand: &Candidate, runs: bool) -> u64 {
    if runs {
        4 * cand.volume(c)
    } else {
        0
    }
}

/// Whether a kernel for runs (cuda/packed.cu) moves the candidate: a Packed
/// tile, not split, whose dimensions come first, all but the last whole, in
/// input order and in output order, so that it is one run of both sides;
/// 8- or 16-byte elements in pipelined slots; the tile and its table fit a
/// block's shared memory. On the H200 these kernels measured +0.008 to
/// +0.046 of memcpy on every such plan timed (5 of 8-byte elements, 1 of
/// 16-byte); kernels for tiles that are one run of the output only, and
/// for 4-byte elements, lost on most (bench/NOTES.md).
pub fn tile_runs(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> bool {
    let kernel = cand.algorithm == Algorithm::Packed
        && RUN_ELEMENT_SIZES.contains(&c.elem_size)
        && run_slots(c.elem_size).any(|s| s == cand.slots);
    if !kernel || !one_run(c, cand, |k| c.perm[k]) || !one_run(c, cand, |k| k) {
        return false;
    }
    let bytes = cand.volume(c) * c.elem_size as u64 + run_table_bytes(c, cand, true);
    bytes <= u64::from(device.shared_per_block_optin)
}

/// Whether the Packed kernels of words (cuda/packed.cu `packed_words`)
/// move the candidate: Packed or PackedSplit of 1- or 2-byte elements (not
/// staged, not a kernel for runs) whose tile holds input dimension 0 and
/// output dimension 0 in whole 32-bit words, in a tensor where both are
/// whole words too and in buffers aligned to 4 bytes, so that every run of
/// both sides starts on a word; a split of either of the two into chunks
/// of whole words keeps them so. They replace the element kernels of such
/// candidates (on the H200 +0.045 to +0.555 of memcpy on 20 DRAM-bound
/// plans with the same tiles, run zzw); the cost model prices them with
/// weights of their own (`model::WORDS_WEIGHTS`).
pub fn tile_words(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> bool {
    let Some(k) = word_elements(c) else {
        return false;
    };
    let b = c.perm[0];
    let whole_words = |d: usize| {
        cand.tile & (1 << d) != 0 && c.dims[d] % k == 0 && cand.tile_extent(c, d) % k == 0
    };
    let kernel = cand.algorithm.is_packed() && !cand.is_staged() && !cand.runs;
    if !kernel || c.align < 4 || !whole_words(0) || !whole_words(b) {
        return false;
    }
    let words = tile_word_count(c, cand);
    words_threads(words) <= MAX_WORD_THREADS
        && words_shared_bytes(words, WORD_PAD_SHIFTS[0]) <= u64::from(device.shared_per_block_optin)
}

/// 32-bit words in `cand`'s tile, for the Packed kernels of words.
pub(super) fn tile_word_count(c: &Canonical, cand: &Candidate) -> u64 {
    cand.volume(c) * c.elem_size as u64 / 4
}

/// Elements in a 32-bit word of `c`'s elements, for the sizes the Packed
/// kernels of words move.
pub(super) fn word_elements(c: &Canonical) -> Option<u64> {
    WORD_ELEMENT_SIZES
        .contains(&c.elem_size)
        .then(|| 4 / c.elem_size as u64)
}

/// Threads per block of the Packed kernels of words (their launch bound).
const MAX_WORD_THREADS: u64 = 1024;

/// Threads of a Packed kernel of words for a tile of `words` words.
fn words_threads(words: u64) -> u64 {
    words
        .div_ceil(u64::from(word_slots(words)))
        .next_multiple_of(32)
}

/// `cand` as the Packed kernel of words for its tile of `words` words runs
/// it: that kernel's threads and slots.
pub fn words_candidate(cand: &Candidate, words: u64) -> Candidate {
    Candidate {
        threads: words_threads(words) as u32,
        slots: word_slots(words),
        words: true,
        ..cand.clone()
    }
}

/// Paddings of a Packed tile of words, in order of preference: one word
/// after every 32, 16 or 8. Without padding the kernels measured 0.21-0.49
/// of memcpy where these measured 0.53-0.87; padding after every 4 words
/// cost up to 0.16 more than these, which measured within 0.025 of each
/// other (bench/exp/packed_words.cu).
const WORD_PAD_SHIFTS: [u32; 3] = [5, 4, 3];

/// Dynamic shared memory of a tile of `words` words padded by `pad_shift`.
fn words_shared_bytes(words: u64, pad_shift: u32) -> u64 {
    4 * (padded(words - 1, pad_shift) + 1)
}

/// Whether the candidate's tile is one run of the side whose k-th
/// dimension, fastest first, is `dim(k)`.
fn one_run(c: &Canonical, cand: &Candidate, dim: impl Fn(usize) -> usize) -> bool {
    let rank = cand.tile.count_ones() as usize;
    (0..rank).all(|k| cand.tile & (1 << dim(k)) != 0)
        && (0..rank - 1).all(|k| cand.tile_extent(c, dim(k)) == c.dims[dim(k)])
}

/// The first layout whose first warp's loads take the fewest wavefronts,
/// among those that fit a block's shared memory. The search stops at a
/// layout without conflicts (the model lays out every packed candidate).
/// A staged tile is judged on STAGED_SAMPLED_WARPS warps across the tile
/// (`sampled_layout`).
pub fn smem_layout(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> SmemLayout {
    match cand.is_staged() {
        true if chunked_stage(c.elem_size) => chunked_layout(c, cand),
        true => sampled_layout(c, cand, device, &STAGED_PAD_SHIFTS, STAGED_SAMPLED_WARPS),
        false => sampled_layout(c, cand, device, &PAD_SHIFTS, 1),
    }
}

/// The chunked stage (`chunk_stage`) as a layout: unpadded, its loads
/// judged on STAGED_SAMPLED_WARPS warps across the tile as
/// `sampled_layout` judges a staged tile's.
fn chunked_layout(c: &Canonical, cand: &Candidate) -> SmemLayout {
    let (strides, elements) = chunk_stage(c, cand);
    let order = OutputOrder::with_strides(c, cand, &strides);
    let elem = c.elem_size as u64;
    let (sampled, total) = order.sampled_loads(STAGED_SAMPLED_WARPS).fold(
        (0u64, 0u64),
        |(sampled, total), (indices, lanes)| {
            let wavefronts = load_wavefronts(&indices[..lanes], elem, NO_PADDING);
            (sampled + 1, total + u64::from(wavefronts))
        },
    );
    SmemLayout {
        pad_shift: NO_PADDING,
        elements,
        load_wavefronts: total.div_ceil(sampled) as u32,
    }
}

/// Paddings a staged tile may take: PAD_SHIFTS and one element after every
/// 8 positions.
const STAGED_PAD_SHIFTS: [u32; 5] = [NO_PADDING, 5, 4, 6, 3];

/// Warps, spread evenly over a staged tile, whose loads judge its padding.
const STAGED_SAMPLED_WARPS: u64 = 32;

/// The first of `shifts` (among those that fit a block's shared memory)
/// whose loads of `samples` warps spread evenly over the tile take the
/// fewest wavefronts in all (`load_wavefronts`: their mean, rounded up);
/// the search stops at a layout without conflicts. For a staged tile the
/// first warp alone misjudged set2 rank 8's {d0=80,d1=5,d3=21/42735} and
/// {d0=40,d1=105,d2=2/4}: its choice takes 2.0 wavefronts per half warp
/// over the whole tile where another padding takes 1.1, and those tiles
/// ran 0.745 and 0.838 of memcpy staged (run zzzz10) against 0.867 and
/// 0.912 in bench/exp/packed_tables.cu, which chose by the whole tile.
fn sampled_layout(
    c: &Canonical,
    cand: &Candidate,
    device: &DeviceProps,
    shifts: &[u32],
    samples: u64,
) -> SmemLayout {
    let volume = cand.volume(c);
    let elem = c.elem_size as u64;
    let loads: Vec<_> = OutputOrder::of(c, cand).sampled_loads(samples).collect();
    let sampled = loads.len() as u64;
    let ideal: u64 = loads
        .iter()
        .map(|(_, lanes)| (*lanes as u64 * elem).div_ceil(128))
        .sum();
    let tables = table_bytes(c, cand);
    let mut best: Option<(u64, SmemLayout)> = None;
    for &pad_shift in shifts {
        let elements = padded(volume - 1, pad_shift) + 1;
        let bytes = tile_data_bytes(c, cand, elements) + tables;
        if pad_shift != NO_PADDING && bytes > u64::from(device.shared_per_block_optin) {
            continue;
        }
        // A layout is taken only where it beats the best so far: stop
        // counting one that no longer can.
        let bound = best.map_or(u64::MAX, |(b, _)| b);
        let mut total = 0;
        for (indices, lanes) in &loads {
            total += u64::from(load_wavefronts(&indices[..*lanes], elem, pad_shift));
            if total >= bound {
                break;
            }
        }
        if total < bound {
            let load_wavefronts = total.div_ceil(sampled) as u32;
            let layout = SmemLayout {
                pad_shift,
                elements,
                load_wavefronts,
            };
            best = Some((total, layout));
        }
        if total <= ideal {
            break;
        }
    }
    best.expect("an unpadded tile fits").1
}

/// The tile's dimensions in output order: (extent in the tile, stride in
/// shared memory, unpadded), how many, and the tile's volume.
struct OutputOrder {
    dims: [(u64, u64); MAX_TILE_DIMS],
    rank: usize,
    volume: u64,
}

impl OutputOrder {
    fn of(c: &Canonical, cand: &Candidate) -> OutputOrder {
        let mut dense = [0u64; MAX_TILE_DIMS];
        let mut volume = 1;
        let tile_dims = (0..c.rank()).filter(|&d| cand.tile & (1 << d) != 0);
        for (stride, d) in dense.iter_mut().zip(tile_dims) {
            *stride = volume;
            volume *= cand.tile_extent(c, d);
        }
        OutputOrder::with_strides(c, cand, &dense)
    }

    /// The same with the tile dimensions' shared-memory strides given, in
    /// input order.
    fn with_strides(c: &Canonical, cand: &Candidate, strides: &[u64]) -> OutputOrder {
        let mut dims = [(0u64, 0u64); MAX_TILE_DIMS];
        let mut rank = 0;
        let mut smem_strides = [0u64; 64];
        let tile_dims = (0..c.rank()).filter(|&d| cand.tile & (1 << d) != 0);
        for (d, &stride) in tile_dims.zip(strides) {
            smem_strides[d] = stride;
        }
        let volume = cand.volume(c);
        for &d in &c.perm {
            if cand.tile & (1 << d) != 0 {
                dims[rank] = (cand.tile_extent(c, d), smem_strides[d]);
                rank += 1;
            }
        }
        OutputOrder { dims, rank, volume }
    }

    /// `warp_loads` of `samples` warps (at most one per warp of the tile)
    /// spread evenly over the tile.
    fn sampled_loads(&self, samples: u64) -> impl Iterator<Item = ([u64; 32], usize)> + '_ {
        let warps = self.volume.div_ceil(32);
        let sampled = samples.min(warps);
        (0..sampled).map(move |k| self.warp_loads(k * warps / sampled * 32))
    }

    /// Unpadded shared-memory indices of the tile positions a warp loads,
    /// from position `first` on in output order, and how many lanes have
    /// one.
    fn warp_loads(&self, first: u64) -> ([u64; 32], usize) {
        let dims = &self.dims[..self.rank];
        let mut coords = [0u64; MAX_TILE_DIMS];
        let mut index = 0;
        let mut rest = first;
        for (k, &(extent, smem_stride)) in dims.iter().enumerate() {
            coords[k] = rest % extent;
            index += coords[k] * smem_stride;
            rest /= extent;
        }
        let mut indices = [0u64; 32];
        let lanes = self.volume.saturating_sub(first).min(32) as usize;
        for slot in &mut indices[..lanes] {
            *slot = index;
            for (k, &(extent, smem_stride)) in dims.iter().enumerate() {
                coords[k] += 1;
                index += smem_stride;
                if coords[k] < extent {
                    break;
                }
                coords[k] = 0;
                index -= extent * smem_stride;
            }
        }
        (indices, lanes)
    }
}

/// The most distinct 4-byte words one bank serves when the lanes load
/// `elem`-byte elements at unpadded `indices`. Lanes load distinct
/// elements, so only elements narrower than a word can share one; those are
/// counted once each: a lane's word counts unless an earlier lane of its
/// bank loaded it (each bank's words chained through their lanes: on the
/// 2-byte cases with staged candidates, 41M instructions where sorting
/// the words took 60M, under callgrind).
fn load_wavefronts(indices: &[u64], elem: u64, pad_shift: u32) -> u32 {
    let mut banks = [0u32; 32];
    if elem >= 4 {
        // An element of w = elem / 4 words covers one aligned group of w
        // banks (w, a power of two, divides 32): count per group.
        let groups = 32 / (elem / 4);
        for &i in indices {
            banks[(padded(i, pad_shift) & (groups - 1)) as usize] += 1;
        }
        return *banks.iter().max().expect("32 banks");
    }
    const NONE: u8 = u8::MAX;
    let mut last = [NONE; 32];
    let mut words = [0u64; 32];
    let mut before = [NONE; 32];
    for (lane, &i) in indices.iter().enumerate() {
        let word = padded(i, pad_shift) * elem / 4;
        let bank = (word % 32) as usize;
        let mut at = last[bank];
        while at != NONE && words[at as usize] != word {
            at = before[at as usize];
        }
        if at == NONE {
            words[lane] = word;
            before[lane] = last[bank];
            last[bank] = lane as u8;
            banks[bank] += 1;
        }
    }
    *banks.iter().max().expect("32 banks")
}

/// Slot bytes per thread up to which cuda/packed.cu issues the next tile's
/// loads before this tile's stores (its PIPELINE).
const PIPELINED_SLOT_BYTES: u64 = 64;

/// Whether cuda/packed.cu's kernel of `slots` slots of `elem`-byte elements
/// is pipelined (PIPELINE).
pub(super) fn pipelined(slots: u32, elem: usize) -> bool {
    u64::from(slots) * elem as u64 <= PIPELINED_SLOT_BYTES
}

/// The second tile buffer's offset in elements and the block's shared
/// memory in bytes. Pipelined Packed kernels (cuda/packed.cu) take two
/// buffers, and one barrier per tile instead of two, where they fit as many
/// blocks on an SM as one buffer does: bench/exp/packed_structure.cu
/// measured +0.008-0.014 of memcpy on tiles whose runs start off lines and
/// no change on tiles on lines. Only the kernels of 8- and 16-byte elements
/// take them (those of 1-, 2- and 4-byte elements ran 0.03-0.08 slower
/// with the code for it, even with one buffer; bench/NOTES.md). Otherwise
/// (PackedSplit, slots of more than 64 bytes) offset 0; the staged kernel's
/// offset is its stage's (`stage_elements`).
/// A kernel for runs keeps its table after both buffers.
fn tile_buffers(
    c: &Canonical,
    cand: &Candidate,
    device: &DeviceProps,
    layout: &SmemLayout,
) -> (u32, u32) {
    let one = tile_shared_bytes(c, cand, layout.elements);
    let elem = c.elem_size as u64;
    if cand.is_staged() {
        return (
            stage_elements(layout.elements, c.elem_size) as u32,
            one as u32,
        );
    }
    if cand.split.is_some() || !pipelined(cand.slots, c.elem_size) || elem < 8 {
        return (0, one as u32);
    }
    let stride = (layout.elements * elem).next_multiple_of(16) / elem;
    let two = stride * elem + one;
    let fits = two <= u64::from(device.shared_per_block_optin)
        && model::blocks_with_shared(c, cand, device, two as u32)
            == model::blocks_with_shared(c, cand, device, one as u32);
    if fits {
        (stride as u32, two as u32)
    } else {
        (0, one as u32)
    }
}

/// Whether a launch of `blocks` blocks of a register-slot Packed kernel
/// issues each tile's successor's loads before the barrier that publishes
/// the tile (cutt_params.cuh `early_loads`): kernels of 1-, 2- and 4-byte
/// elements at EARLY_LOADS_BLOCKS_PER_SM blocks per SM or fewer. With
/// that few, a block's wait at the barrier leaves its SM's memory queue
/// empty; with more, another block fills it. Run zzzz164 (one H200, 155
/// DRAM-bound plans of these kernels, every one early against every one
/// after the barrier): grids of at most two blocks per SM +0.019 of
/// memcpy on average (PackedSplit +0.019, PackedSplit of words +0.017,
/// Packed +0.010, Packed of words +0.055), larger grids -0.001 (PackedSplit
/// -0.001, PackedSplit of words -0.007); 8-byte Packed, with two buffers
/// and one barrier per tile, lost 0.014 (zzzz163): the kernels of 8- and
/// 16-byte elements ignore the flag.
fn early_loads(elem_size: usize, blocks: u32, device: &DeviceProps) -> bool {
    elem_size < 8 && blocks <= EARLY_LOADS_BLOCKS_PER_SM * device.sm_count
}

/// See `early_loads`.
const EARLY_LOADS_BLOCKS_PER_SM: u32 = 2;

/// One block per tile, or as many blocks as the device holds at once
/// (`blocks_per_sm` on each SM) if that is fewer: each thread's register
/// slots are computed once per block and serve all the tiles the block
/// loops over.
fn persistent_grid(num_tiles: u64, blocks_per_sm: u32, device: &DeviceProps) -> u32 {
    let resident = u64::from(device.sm_count) * u64::from(blocks_per_sm);
    num_tiles.min(resident).min(u64::from(device.max_grid_x)) as u32
}

/// The grid of a packed candidate's tiles: PackedSplit's chunks of the
/// split dimension first, then every dimension outside the tile and the
/// factored dimension's multiples, in output order; strides in units of
/// `unit` elements (1, or K for the Packed kernels of words, whose tile
/// positions along input dimension 0 are words, so that a split of it
/// counts its extent and chunk in words too). The split dimension's
/// place among the tile's dimensions in input order and in output order
/// names it to the kernel.
struct TileGrid {
    dims: [GridDim; MAX_GRID_DIMS],
    rank: usize,
    num_tiles: u64,
    split_extent: u32,
    split_chunk: u32,
    split_in_dim: u32,
    split_out_dim: u32,
}

impl TileGrid {
    fn of(c: &Canonical, cand: &Candidate, unit: u64) -> TileGrid {
        let in_strides = c.input_strides();
        let out_strides = c.output_strides();
        let mut grid = Vec::with_capacity(MAX_GRID_DIMS);
        let (mut split_extent, mut split_chunk, mut split_in_dim, mut split_out_dim) = (0, 0, 0, 0);
        if let Some((s, chunk)) = cand.split {
            let positions = if s == 0 { unit } else { 1 };
            split_extent = (c.dims[s] / positions) as u32;
            split_chunk = (chunk / positions) as u32;
            split_in_dim = (cand.tile & ((1 << s) - 1)).count_ones();
            split_out_dim = c
                .perm
                .iter()
                .filter(|&&d| cand.tile & (1 << d) != 0)
                .position(|&d| d == s)
                .expect("the split dimension is in the tile") as u32;
            grid.push(GridDim::new(
                c.dims[s].div_ceil(chunk),
                chunk * in_strides[s] / unit,
                chunk * out_strides[s] / unit,
            ));
        }
        for &d in &c.perm {
            let step = match (cand.tile & (1 << d) != 0, cand.factor) {
                (false, _) => 1,
                (true, Some((f, divisor))) if f == d => divisor,
                (true, _) => continue,
            };
            grid.push(GridDim::new(
                c.dims[d] / step,
                step * in_strides[d] / unit,
                step * out_strides[d] / unit,
            ));
        }
        let mut dims = [GridDim::default(); MAX_GRID_DIMS];
        dims[..grid.len()].copy_from_slice(&grid);
        TileGrid {
            dims,
            rank: grid.len(),
            num_tiles: grid.iter().map(|g| g.extent).product(),
            split_extent,
            split_chunk,
            split_in_dim,
            split_out_dim,
        }
    }
}

/// Lays out a Packed or PackedSplit candidate. The tile's dimensions are
/// stored in shared memory in input order, padded as `smem_layout` chooses;
/// the grid enumerates the split dimension's chunks first (PackedSplit),
/// then every dimension outside the tile, and the factored dimension's
/// multiples, in output order, so that blocks running at the same time write
/// neighbouring runs and L2 merges the sectors they share before DRAM sees
/// them (partial sectors read twice cost less than partial sectors written).
pub fn packed_launch(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> Launch {
    assert!(cand.algorithm.is_packed(), "not a packed candidate");
    if cand.words {
        return words_launch(c, cand, device);
    }
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let mut by_dim = vec![None; c.rank()];
    let mut in_dims = [TileDim::default(); MAX_TILE_DIMS];
    let chunked = cand.is_staged() && chunked_stage(c.elem_size);
    let chunk_strides = chunked.then(|| chunk_stage(c, cand).0);
    let mut volume = 1u64;
    let mut tile_rank = 0;
    for d in (0..c.rank()).filter(|&d| cand.tile & (1 << d) != 0) {
        let extent = cand.tile_extent(c, d);
        let smem_stride = chunk_strides.as_ref().map_or(volume, |s| s[tile_rank]);
        in_dims[tile_rank] = TileDim {
            extent: extent as u32,
            smem_stride: smem_stride as u32,
            in_stride: in_strides[d],
            out_stride: out_strides[d],
            div: Divisor::new(extent),
        };
        by_dim[d] = Some(tile_rank);
        volume *= extent;
        tile_rank += 1;
    }
    let layout = smem_layout(c, cand, device);
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
    let grid = TileGrid::of(c, cand, 1);
    let (buffer_stride, shared_bytes) = tile_buffers(c, cand, device, &layout);
    let blocks = persistent_grid(
        grid.num_tiles,
        model::blocks_per_sm(c, cand, device, Some(&layout)),
        device,
    );
    let early = !cand.is_staged() && early_loads(c.elem_size, blocks, device);
    Launch {
        kernel: cand.kernel(c),
        grid: blocks,
        block: (cand.threads, 1),
        shared_bytes,
        params: Params::Packed(PackedParams {
            num_tiles: grid.num_tiles,
            volume: volume as u32,
            tile_rank: tile_rank as u32,
            split_extent: grid.split_extent,
            split_chunk: grid.split_chunk,
            split_in_dim: grid.split_in_dim,
            split_out_dim: grid.split_out_dim,
            grid_rank: grid.rank as u32,
            smem_pad_shift: layout.pad_shift,
            buffer_stride,
            l2_keep_input: u32::from(l2_keep_input(c, cand.algorithm, cand.is_staged(), device)),
            word_row_dim: 0,
            early_loads: u32::from(early),
            in_dims,
            out_dims,
            grid: grid.dims,
            elements: if chunked {
                c.dims.iter().product::<u64>()
            } else {
                0
            },
        }),
    }
}

/// The grid of a staged launch, which alone decides its table of tile
/// origins (cuda/packed_staged.cu `origins`): the tile count, each grid
/// dimension's (extent, input stride, output stride), fastest first, where
/// the first dimension is a split whose chunk does not divide its extent,
/// the offsets of its last chunk, and the width of the kernel's positions.
/// The staged kernel has no bounds: that last chunk is moved back to end
/// at the extent's end (`moved_back`), a whole chunk that overlaps the one
/// before it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OriginGrid {
    num_tiles: u64,
    dims: Vec<(u64, u64, u64)>,
    last_chunk: Option<(u64, u64)>,
    index: IndexWidth,
}

/// A table of tile origins as the kernel reads it: pairs of 32-bit offsets
/// (uint2), or of 64-bit ones for 64-bit positions (ulonglong2).
pub enum OriginTable {
    Narrow(Vec<[u32; 2]>),
    Wide(Vec<[u64; 2]>),
}

impl OriginGrid {
    pub fn of(p: &PackedParams, index: IndexWidth) -> OriginGrid {
        let dims: Vec<(u64, u64, u64)> = p.grid[..p.grid_rank as usize]
            .iter()
            .map(|g| (g.extent, g.in_stride, g.out_stride))
            .collect();
        let last_chunk = moved_back(p).map(|start| {
            let (_, in_step, out_step) = dims[0];
            let chunk = u64::from(p.split_chunk);
            (start * in_step / chunk, start * out_step / chunk)
        });
        OriginGrid {
            num_tiles: p.num_tiles,
            dims,
            last_chunk,
            index,
        }
    }

    /// For each tile in order, the input and output offsets of its first
    /// position, in elements: tile t lies at the grid's digits of t,
    /// fastest first, as `packed_origin` walks them (a moved-back last
    /// chunk at its own offsets). The fastest dimension is filled as a
    /// progression and the others stepped as an odometer: set2 rank 8's
    /// 24420 tiles took 17 us so on the development machine, 73 us
    /// stepping the odometer for every tile.
    pub fn origins(&self) -> Vec<[u64; 2]> {
        let (&(extent0, in_step, out_step), outer) = match self.dims.split_first() {
            Some(split) => split,
            None => (&(1, 0, 0), &[][..]),
        };
        assert_eq!(self.num_tiles % extent0, 0, "the grid holds every tile");
        let stepped = |k: u64| match self.last_chunk {
            Some((input, output)) if k + 1 == extent0 => [input, output],
            _ => [k * in_step, k * out_step],
        };
        let mut digits = vec![0u64; outer.len()];
        let (mut input, mut output) = (0u64, 0u64);
        let mut origins = Vec::with_capacity(self.num_tiles as usize);
        for _ in 0..self.num_tiles / extent0 {
            origins.extend((0..extent0).map(|k| {
                let [step_in, step_out] = stepped(k);
                [input + step_in, output + step_out]
            }));
            for (&(extent, in_stride, out_stride), digit) in outer.iter().zip(&mut digits) {
                *digit += 1;
                input += in_stride;
                output += out_stride;
                if *digit < extent {
                    break;
                }
                *digit = 0;
                input -= extent * in_stride;
                output -= extent * out_stride;
            }
        }
        origins
    }

    /// `origins` in the kernel's width: 32-bit pairs for 32-bit positions,
    /// under 2^31 elements, so every offset fits.
    pub fn table(&self) -> OriginTable {
        let origins = self.origins();
        match self.index {
            IndexWidth::U32 => OriginTable::Narrow(
                origins
                    .iter()
                    .map(|o| o.map(|x| u32::try_from(x).expect("a 32-bit origin")))
                    .collect(),
            ),
            IndexWidth::U64 => OriginTable::Wide(origins),
        }
    }

    /// Whether some tiles overlap (a moved-back last chunk): the positions
    /// they share are written by both, with the same values.
    pub fn overlaps(&self) -> bool {
        self.last_chunk.is_some()
    }
}

/// Where a staged launch's split leaves a shorter last chunk, the position
/// along the split dimension at which its last chunk starts instead, so
/// that it ends at the extent's end: extent - chunk.
fn moved_back(p: &PackedParams) -> Option<u64> {
    let (extent, chunk) = (u64::from(p.split_extent), u64::from(p.split_chunk));
    (chunk > 0 && extent % chunk != 0).then(|| extent - chunk)
}

/// The tile of a candidate of the Packed kernels of words, in words of K
/// elements (cutt_params.cuh `word_row_dim` says how each dimension
/// counts): input dimensions in input order, K x K blocks in output order.
struct WordTile {
    k: u64,
    /// Canonical dimensions of the tile in input order, and in output order.
    dims: Vec<usize>,
    out_order: Vec<usize>,
    in_dims: [TileDim; MAX_TILE_DIMS],
    out_dims: [TileDim; MAX_TILE_DIMS],
    words: u64,
    pad_shift: u32,
    /// Wavefronts of the first warp's block reads, per read.
    read_wavefronts: u32,
}

fn word_tile(c: &Canonical, cand: &Candidate) -> WordTile {
    let k = word_elements(c).expect("a candidate of the kernels of words");
    let b = c.perm[0];
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let dims: Vec<usize> = (0..c.rank())
        .filter(|&d| cand.tile & (1 << d) != 0)
        .collect();
    let words_along = |d: usize| match d {
        0 => cand.tile_extent(c, d) / k,
        _ => cand.tile_extent(c, d),
    };
    let mut smem_stride = vec![0u64; c.rank()];
    let mut in_dims = [TileDim::default(); MAX_TILE_DIMS];
    let mut words = 1u64;
    for (slot, &d) in in_dims.iter_mut().zip(&dims) {
        smem_stride[d] = words;
        let in_stride = if d == 0 { 1 } else { in_strides[d] / k };
        *slot = TileDim::new(words_along(d), words, in_stride, 0);
        words *= words_along(d);
    }
    let out_order: Vec<usize> = c
        .perm
        .iter()
        .copied()
        .filter(|d| dims.contains(d))
        .collect();
    let mut out_dims = [TileDim::default(); MAX_TILE_DIMS];
    for (slot, &d) in out_dims.iter_mut().zip(&out_order) {
        *slot = match d {
            _ if d == b => TileDim::new(cand.tile_extent(c, d) / k, k * smem_stride[d], 0, 1),
            0 => TileDim::new(words_along(0), 1, 0, out_strides[0]),
            _ => TileDim::new(words_along(d), smem_stride[d], 0, out_strides[d] / k),
        };
    }
    let (pad_shift, read_wavefronts) = words_padding(&out_dims[..out_order.len()], words, k);
    WordTile {
        k,
        dims,
        out_order,
        in_dims,
        out_dims,
        words,
        pad_shift,
        read_wavefronts,
    }
}

/// How a candidate of the Packed kernels of words runs, for the cost
/// model: the candidate with its kernel's threads per block and slots,
/// and its shared-memory layout (`elements` in elements; `load_wavefronts`
/// per block read).
pub fn words_layout(c: &Canonical, cand: &Candidate) -> (Candidate, SmemLayout) {
    let tile = word_tile(c, cand);
    let layout = SmemLayout {
        pad_shift: tile.pad_shift,
        elements: words_shared_bytes(tile.words, tile.pad_shift) / c.elem_size as u64,
        load_wavefronts: tile.read_wavefronts,
    };
    (words_candidate(cand, tile.words), layout)
}

/// Lays out a candidate of the Packed kernels of words (`tile_words`) in
/// the order `packed_launch` gives its element kernel (`WordTile`): the
/// tile's input words in input order in shared memory, K x K blocks in
/// output order, `word_slots` words a thread.
fn words_launch(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> Launch {
    let tile = word_tile(c, cand);
    let grid = TileGrid::of(c, cand, tile.k);
    let word_row_dim = tile
        .out_order
        .iter()
        .position(|&d| d == 0)
        .expect("in the tile");
    let shared_bytes = words_shared_bytes(tile.words, tile.pad_shift) as u32;
    let launched = words_candidate(cand, tile.words);
    let per_sm = model::blocks_with_shared(c, &launched, device, shared_bytes);
    let blocks = persistent_grid(grid.num_tiles, per_sm, device);
    Launch {
        kernel: cand.kernel(c),
        grid: blocks,
        block: (launched.threads, 1),
        shared_bytes,
        params: Params::Packed(PackedParams {
            num_tiles: grid.num_tiles,
            volume: tile.words as u32,
            tile_rank: tile.dims.len() as u32,
            split_extent: grid.split_extent,
            split_chunk: grid.split_chunk,
            split_in_dim: grid.split_in_dim,
            split_out_dim: grid.split_out_dim,
            grid_rank: grid.rank as u32,
            smem_pad_shift: tile.pad_shift,
            buffer_stride: 0,
            l2_keep_input: u32::from(l2_keep_input(c, cand.algorithm, false, device)),
            word_row_dim: word_row_dim as u32,
            early_loads: u32::from(early_loads(c.elem_size, blocks, device)),
            in_dims: tile.in_dims,
            out_dims: tile.out_dims,
            grid: grid.dims,
            elements: 0,
        }),
    }
}

/// The first of `WORD_PAD_SHIFTS` whose first warp's block reads take the
/// fewest wavefronts, and those wavefronts per read: the K word reads of
/// lane l's block (blocks in output order, `dims`) lie at its
/// shared-memory word plus j times output dimension 0's word stride, and a
/// wavefront serves one word per bank.
fn words_padding(dims: &[TileDim], words: u64, k: u64) -> (u32, u32) {
    let lanes = (words / k).min(32);
    let along_b = u64::from(dims[0].smem_stride) / k;
    let firsts: Vec<u64> = (0..lanes)
        .map(|lane| {
            let mut rest = lane;
            dims.iter().fold(0, |smem, d| {
                let extent = u64::from(d.extent);
                let c = rest % extent;
                rest /= extent;
                smem + c * u64::from(d.smem_stride)
            })
        })
        .collect();
    let wavefronts = |shift: u32| {
        (0..k)
            .map(|j| {
                let mut banks = [0u32; 32];
                for &first in &firsts {
                    banks[(padded(first + j * along_b, shift) % 32) as usize] += 1;
                }
                banks.into_iter().max().unwrap_or(0)
            })
            .sum::<u32>()
    };
    let shift = WORD_PAD_SHIFTS
        .into_iter()
        .min_by_key(|&shift| wavefronts(shift))
        .expect("paddings to choose from");
    (shift, wavefronts(shift).div_ceil(k as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::{candidates, canonicalize, Algorithm, Method, Problem, A100, H200};

    fn canonical(dims: &[i32], perm: &[i32], elem: usize) -> Canonical {
        canonicalize(&Problem::new(dims, perm, elem).unwrap())
    }

    fn packed(tile: u64, volume: u64) -> Candidate {
        Candidate {
            algorithm: Algorithm::Packed,
            tile,
            split: None,
            factor: None,
            slots: 8,
            threads: volume.div_ceil(8).next_multiple_of(32) as u32,
            runs: false,
            words: false,
            fold: None,
        }
    }

    /// `load_wavefronts` against counting each bank's distinct words by
    /// sorting them, on random lanes of every element size and padding.
    #[test]
    fn wavefronts_count_each_banks_distinct_words() {
        let mut rng = crate::testkit::Rng::new(7);
        for _ in 0..20_000 {
            let elem = rng.pick(&[1u64, 2, 4, 8, 16]);
            let pad_shift = rng.pick(&[NO_PADDING, 3, 4, 5, 6]);
            let lanes = 1 + rng.below(32) as usize;
            let spread = rng.pick(&[8u64, 64, 1024, 1 << 20]);
            let indices: Vec<u64> = (0..lanes).map(|_| rng.below(spread)).collect();
            let mut by_bank = vec![Vec::new(); 32];
            for &i in &indices {
                let p = padded(i, pad_shift);
                let (bank, word) = match elem {
                    1 | 2 => ((p * elem / 4 % 32) as usize, p * elem / 4),
                    _ => ((p & (32 / (elem / 4) - 1)) as usize, p),
                };
                by_bank[bank].push(word);
            }
            let want = by_bank
                .iter_mut()
                .map(|words| {
                    words.sort_unstable();
                    if elem < 4 {
                        words.dedup();
                    }
                    words.len() as u32
                })
                .max()
                .unwrap();
            assert_eq!(
                load_wavefronts(&indices, elem, pad_shift),
                want,
                "{indices:?}, {elem}-byte elements, shift {pad_shift}"
            );
        }
    }

    /// The chunked stage of elem2's [201, 33, 82, 496] perm [2, 1, 3, 0] as
    /// {d0=201, d1=3/33, d2=82}: the input run (d0 and d1's chunk, 603
    /// elements) keeps its input strides, and d2 lies at least 7 elements
    /// past it, congruent to its input stride (6633, 1 modulo 8); the stage
    /// adds a chunk before the tile and the spill after it, in whole
    /// chunks, and its launch requires buffers aligned to 16 bytes.
    #[test]
    fn chunked_stage_strides_are_congruent_to_the_input_strides() {
        let c = canonical(&[201, 33, 82, 496], &[2, 1, 3, 0], 2);
        let cand = candidates(&c, &H200)
            .into_iter()
            .find(|cand| cand.is_staged() && cand.describe(&c).contains("d1=3/33,d2=82}"))
            .expect("the staged tile {d0=201,d1=3/33,d2=82}");
        let (strides, elements) = chunk_stage(&c, &cand);
        assert_eq!(strides, [1, 201, 617]);
        assert_eq!(elements, (617 * 82 + 24_u64).next_multiple_of(8));
        let plan = crate::plan::plan_with(&c, &cand, &H200);
        assert_eq!(plan.required_alignment(), 16);
        let Method::Kernel(launch) = &plan.method else {
            unreachable!("a staged candidate's launch")
        };
        let Params::Packed(p) = &launch.params else {
            unreachable!("a packed candidate's launch")
        };
        let smem: Vec<u32> = p.in_dims[..3].iter().map(|d| d.smem_stride).collect();
        assert_eq!(smem, [1, 201, 617]);
        assert_eq!(u64::from(p.buffer_stride), elements);
        assert_eq!(p.elements, 201 * 33 * 82 * 496);
    }

    /// The 8-byte staged kernel's output runs stop before STAGED_TABLE_RUN_MOST
    /// positions, so that set2 rank 12's tile of 4752-position output runs
    /// stays under the 164 KB carveout (L1 92 KB) where it took 167 KB; the
    /// chunked stage's output runs and every input run stay whole.
    #[test]
    fn staged_output_runs_stop_before_the_table_limit_at_8_bytes() {
        let dims = [3, 22, 20, 2, 2, 4, 24, 2, 2, 18, 3, 3];
        let perm = [1, 0, 5, 4, 10, 11, 6, 7, 8, 3, 9, 2];
        let staged = |elem| {
            let c = canonical(&dims, &perm, elem);
            let cand = candidates(&c, &H200)
                .into_iter()
                .find(|cand| {
                    cand.is_staged()
                        && cand
                            .describe(&c)
                            .starts_with("Packed tile {d0=3,d1=22,d2=2/20,d4=2,d5=4,d8=9}")
                })
                .expect("the staged tile set2 rank 12 runs");
            (c, cand)
        };
        let (c, cand) = staged(8);
        let whole = leading_positions(&c, &cand, c.perm.iter().copied(), u64::MAX);
        assert_eq!(whole, 22 * 3 * 4 * 2 * 9);
        assert_eq!(staged_runs(&c, &cand), (132, 22 * 3 * 4 * 2));
        assert_eq!(staged_table_words(&c, &cand), 2 * 18 + 72 + 528);
        let launch = packed_launch(&c, &cand, &H200);
        assert!(
            launch.shared_bytes + model::SHARED_RESERVED_PER_BLOCK <= 164 * 1024,
            "{} bytes",
            launch.shared_bytes
        );
        let (c, cand) = staged(4);
        assert_eq!(staged_runs(&c, &cand), (132, 4752));
    }

    /// Every staged candidate's table of origins holds each tile's grid
    /// digits (tile number t in mixed radix, fastest first, as the kernels'
    /// walk divides it) times the grid's strides, and nothing else, but
    /// for a moved-back last chunk of the split, which starts at the split
    /// extent less a chunk.
    #[test]
    fn staged_origins_are_the_grid_walk_of_every_tile() {
        let cases: [(&[i32], &[i32], usize); 4] = [
            (&[40, 2, 5, 3, 33, 37, 35, 4], &[2, 4, 5, 6, 0, 1, 7, 3], 8),
            (&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], 8),
            (&[35, 3, 40, 5, 2, 4, 33, 37], &[1, 4, 0, 2, 7, 6, 3, 5], 8),
            (&[201, 82, 33, 496], &[2, 1, 0, 3], 2),
        ];
        let (mut tables, mut moved_back) = (0, 0);
        for (dims, perm, elem) in cases {
            let c = canonical(dims, perm, elem);
            for cand in candidates(&c, &H200).iter().filter(|cand| cand.is_staged()) {
                let launch = packed_launch(&c, cand, &H200);
                let Params::Packed(p) = &launch.params else {
                    unreachable!("a packed candidate's launch")
                };
                let origins = launch
                    .origin_grid()
                    .expect("a staged launch's grid")
                    .origins();
                let cand = cand.describe(&c);
                assert_eq!(origins.len() as u64, p.num_tiles, "{cand}");
                let (extent, chunk) = (u64::from(p.split_extent), u64::from(p.split_chunk));
                let short_last = chunk > 0 && extent % chunk != 0;
                for (t, origin) in origins.iter().enumerate() {
                    let (mut rest, mut want) = (t as u64, [0u64; 2]);
                    for (k, g) in p.grid[..p.grid_rank as usize].iter().enumerate() {
                        let mut digit = rest % g.extent;
                        let unit = if k == 0 && short_last && digit + 1 == g.extent {
                            digit = extent - chunk;
                            chunk
                        } else {
                            1
                        };
                        want[0] += digit * g.in_stride / unit;
                        want[1] += digit * g.out_stride / unit;
                        rest /= g.extent;
                    }
                    assert_eq!(rest, 0, "{cand}: tile {t} past the grid");
                    assert_eq!(*origin, want, "{cand}: tile {t}");
                }
                tables += 1;
                moved_back += usize::from(short_last);
            }
        }
        assert!(tables >= 3, "{tables} staged candidates");
        assert!(moved_back >= 2, "{moved_back} staged candidates move back");
        let c = canonical(&[48, 28, 28, 28, 48], &[4, 3, 2, 1, 0], 8);
        let register = packed_launch(&c, &packed(0b11, 48 * 28), &H200);
        assert_eq!(
            register.origin_grid(),
            None,
            "register tiles walk their grid"
        );
    }

    #[test]
    fn eight_byte_tiles_keep_input_in_l2_on_hopper_where_the_tensors_do_not_fit_in_it() {
        let keeps = |dims: &[i32], perm: &[i32], elem: usize, device: &DeviceProps| {
            let c = canonical(dims, perm, elem);
            let volume = c.dims[0] * c.dims[1];
            match packed_launch(&c, &packed(0b11, volume), device).params {
                Params::Packed(p) => p.l2_keep_input != 0,
                Params::Tiled(_) => unreachable!("a packed candidate's launch"),
            }
        };
        let big = [24, 30, 500, 600];
        assert!(keeps(&big, &[1, 0, 3, 2], 8, &H200));
        assert!(
            !keeps(&big, &[1, 0, 3, 2], 4, &H200),
            "measured on 8-byte elements only"
        );
        assert!(
            !keeps(&[24, 30, 50, 60], &[1, 0, 3, 2], 8, &H200),
            "fits in L2"
        );
        assert!(
            !keeps(&big, &[1, 0, 3, 2], 8, &A100),
            "compute_70 PTX without the policy"
        );
    }

    #[test]
    fn early_loads_only_in_launches_of_two_blocks_per_sm_or_fewer_of_narrow_elements() {
        let mut seen = std::collections::HashSet::new();
        let shapes: [(&[i32], &[i32]); 3] = [
            (&[24, 30, 500, 600], &[1, 0, 3, 2]),
            (&[32, 73, 108, 22, 49], &[2, 0, 4, 3, 1]),
            (&[5, 3, 2, 4, 35, 33, 37, 40], &[7, 6, 5, 4, 3, 2, 1, 0]),
        ];
        for (dims, perm) in shapes {
            for elem in [1, 2, 4, 8] {
                let c = canonical(dims, perm, elem);
                for cand in candidates(&c, &H200)
                    .iter()
                    .filter(|c| c.algorithm.is_packed())
                {
                    let launch = packed_launch(&c, cand, &H200);
                    let Params::Packed(p) = launch.params else {
                        unreachable!("a packed launch");
                    };
                    let few = launch.grid <= EARLY_LOADS_BLOCKS_PER_SM * H200.sm_count;
                    let want = elem < 8 && few && !cand.is_staged();
                    assert_eq!(
                        p.early_loads != 0,
                        want,
                        "{elem}-byte {}",
                        cand.describe(&c)
                    );
                    seen.insert((elem < 8, few, p.early_loads));
                }
            }
        }
        for case in [(true, true, 1), (true, false, 0), (false, true, 0)] {
            assert!(seen.contains(&case), "no launch of {case:?}");
        }
    }

    #[test]
    fn wavefronts_count_every_word_of_wide_elements() {
        // The most loads any bank serves, word by word.
        let naive = |indices: &[u64], elem: u64, shift: u32| {
            let mut banks = [0u32; 32];
            for &i in indices {
                let first = padded(i, shift) * elem / 4;
                for w in first..first + elem / 4 {
                    banks[(w % 32) as usize] += 1;
                }
            }
            *banks.iter().max().unwrap()
        };
        let mut x = 12345u64;
        for case in 0..300 {
            let indices: Vec<u64> = (0..32)
                .map(|_| {
                    x = x
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (x >> 33) % [64, 1000, 100000][case % 3]
                })
                .collect();
            for elem in [4, 8, 16] {
                for shift in STAGED_PAD_SHIFTS {
                    let want = naive(&indices, elem, shift);
                    assert_eq!(
                        load_wavefronts(&indices, elem, shift),
                        want,
                        "{indices:?} {elem}"
                    );
                }
            }
        }
    }

    #[test]
    fn padding_spreads_a_transposed_tile_over_the_banks() {
        // A 32x32 4-byte tile read in output order hits one bank 32 times;
        // one word of padding per 32 makes the column stride 33.
        let c = canonical(&[32, 32], &[1, 0], 4);
        let cand = packed(0b11, 1024);
        let (indices, lanes) = OutputOrder::of(&c, &cand).warp_loads(0);
        assert_eq!(load_wavefronts(&indices[..lanes], 4, NO_PADDING), 32);
        let layout = smem_layout(&c, &cand, &H200);
        assert_eq!((layout.pad_shift, layout.load_wavefronts), (5, 1));
        assert_eq!(layout.elements, 1024 + 31);
        // Rows of 33 already spread: no padding.
        let c = canonical(&[33, 32], &[1, 0], 4);
        let layout = smem_layout(&c, &cand, &H200);
        assert_eq!((layout.pad_shift, layout.load_wavefronts), (NO_PADDING, 1));
        assert_eq!(layout.elements, 33 * 32);
    }

    #[test]
    fn padding_relieves_set2s_reversed_tile() {
        // Output order reads 8-byte elements 120 apart: 8 lanes per pair of
        // banks, where 32 lanes of 8 bytes need 2 wavefronts at best.
        let c = canonical(&[5, 3, 2, 4, 35, 33, 37, 40], &[7, 6, 5, 4, 3, 2, 1, 0], 8);
        let cand = packed(0b1000_1111, 4800);
        let (indices, lanes) = OutputOrder::of(&c, &cand).warp_loads(0);
        assert_eq!(load_wavefronts(&indices[..lanes], 8, NO_PADDING), 16);
        let layout = smem_layout(&c, &cand, &H200);
        assert!(layout.load_wavefronts <= 4, "{layout:?}");
    }

    #[test]
    fn padding_stays_within_a_blocks_shared_memory() {
        // 6144 8-byte elements fill 48 KiB: padding would not fit a device
        // without the opt-in, and fits an H200 opted in.
        let c = canonical(&[96, 64, 50], &[1, 0, 2], 8);
        let cand = packed(0b11, 6144);
        let no_opt_in = DeviceProps {
            shared_per_block_optin: H200.shared_per_block,
            ..H200
        };
        let layout = smem_layout(&c, &cand, &no_opt_in);
        assert_eq!(layout.pad_shift, NO_PADDING);
        assert_eq!(layout.elements, 6144);
        let layout = smem_layout(&c, &cand, &H200);
        assert_eq!(layout.pad_shift, 5);
        assert_eq!(layout.elements, 6144 + 191);
        // The launch takes the layout's padding (and its shared memory:
        // two_buffers_only_where_they_cost_no_block).
        let c = canonical(&[32, 32, 50], &[1, 0, 2], 4);
        match packed_launch(&c, &packed(0b11, 1024), &H200).params {
            Params::Packed(p) => assert_eq!(p.smem_pad_shift, 5),
            Params::Tiled(_) => unreachable!("a packed launch"),
        }
    }

    fn buffers(c: &Canonical, cand: &Candidate, device: &DeviceProps) -> (u32, u32) {
        match packed_launch(c, cand, device) {
            Launch {
                shared_bytes,
                params: Params::Packed(p),
                ..
            } => (p.buffer_stride, shared_bytes),
            _ => unreachable!("a packed launch"),
        }
    }

    #[test]
    fn two_buffers_only_where_they_cost_no_block() {
        // 1055 padded 8-byte elements: the second buffer starts on 16 bytes.
        let c = canonical(&[32, 32, 50], &[1, 0, 2], 8);
        assert_eq!(
            buffers(&c, &packed(0b11, 1024), &H200),
            (1056, (1056 + 1055) * 8)
        );
        // Elements under 8 bytes keep one buffer.
        let c = canonical(&[32, 32, 50], &[1, 0, 2], 4);
        assert_eq!(buffers(&c, &packed(0b11, 1024), &H200), (0, 1055 * 4));
        // 48 KiB of 8-byte elements: two buffers need the opt-in.
        let c = canonical(&[96, 64, 50], &[1, 0, 2], 8);
        let no_opt_in = DeviceProps {
            shared_per_block_optin: H200.shared_per_block,
            ..H200
        };
        assert_eq!(buffers(&c, &packed(0b11, 6144), &no_opt_in), (0, 6144 * 8));
        assert_eq!(buffers(&c, &packed(0b11, 6144), &H200).0, 6144 + 192);
        // 64 KiB of 16-byte elements in 512 threads: two blocks per SM with
        // one buffer, one with two.
        let c = canonical(&[64, 64, 50], &[1, 0, 2], 16);
        let cand = packed(0b11, 4096);
        let layout = smem_layout(&c, &cand, &H200);
        assert_eq!(model::blocks_per_sm(&c, &cand, &H200, Some(&layout)), 2);
        assert_eq!(buffers(&c, &cand, &H200).0, 0);
        // Kernels that ignore buffer_stride get none: slots of 128 bytes
        // (not pipelined), and PackedSplit.
        let c = canonical(&[32, 32, 50], &[1, 0, 2], 16);
        assert_eq!(buffers(&c, &packed(0b11, 1024), &H200).0, 0);
        let c = canonical(&[32, 32, 50], &[1, 0, 2], 8);
        let split = Candidate {
            algorithm: Algorithm::PackedSplit,
            split: Some((1, 16)),
            threads: 64,
            ..packed(0b11, 512)
        };
        assert_eq!(buffers(&c, &split, &H200).0, 0);
    }

    #[test]
    fn runs_only_where_the_tile_is_one_run_of_both_sides_with_a_kernel_and_room() {
        // [46, 69, 2000] perm [1, 0, 2]: {d0, d1} leads both sides.
        let c = canonical(&[46, 69, 2000], &[1, 0, 2], 8);
        let volume = 46 * 69;
        assert!(tile_runs(&c, &packed(0b11, volume), &H200));
        // A factor of d1 leaves the output's first dimension partial.
        let factored = Candidate {
            factor: Some((1, 23)),
            ..packed(0b11, 46 * 23)
        };
        assert!(!tile_runs(&c, &factored, &H200));
        // Output order d2, d0, d3, d1: {d0, d2} leads the output only, and
        // {d0, d1} the input only.
        let c4 = canonical(&[10, 6, 10, 7], &[2, 0, 3, 1], 8);
        assert!(!tile_runs(&c4, &packed(0b101, 100), &H200));
        assert!(!tile_runs(&c4, &packed(0b11, 60), &H200));
        // No kernel: 4-byte elements, 16-byte elements in 8 slots (not
        // pipelined; in 4 they are), a split tile.
        let c = |elem| canonical(&[46, 69, 2000], &[1, 0, 2], elem);
        assert!(!tile_runs(&c(4), &packed(0b11, volume), &H200));
        assert!(!tile_runs(&c(16), &packed(0b11, volume), &H200));
        let four = Candidate {
            slots: 4,
            threads: 800,
            ..packed(0b11, volume)
        };
        assert!(tile_runs(&c(16), &four, &H200));
        let split = Candidate {
            algorithm: Algorithm::PackedSplit,
            split: Some((1, 35)),
            ..packed(0b11, 46 * 35)
        };
        assert!(!tile_runs(&c(8), &split, &H200));
        // The table takes 4 bytes a position: 3174 8-byte positions need
        // 38088 bytes.
        let optin = |bytes| DeviceProps {
            shared_per_block_optin: bytes,
            ..H200
        };
        assert!(tile_runs(&c(8), &packed(0b11, volume), &optin(38088)));
        assert!(!tile_runs(&c(8), &packed(0b11, volume), &optin(38087)));
        // The launch sizes shared memory for the tile and the table.
        let cand = Candidate {
            runs: true,
            fold: None,
            ..packed(0b11, volume)
        };
        let layout = smem_layout(&c(8), &cand, &H200);
        assert_eq!(
            tile_shared_bytes(&c(8), &cand, layout.elements),
            layout.elements * 8 + 4 * volume
        );
    }

    #[test]
    fn words_only_where_both_leading_dimensions_are_whole_words_in_tile_and_tensor() {
        // 2-byte [78, 36, 47798] perm [1, 0, 2]: {d0=78, d1=36}, both even.
        let c = canonical(&[78, 36, 47798], &[1, 0, 2], 2);
        let tile = packed(0b11, 78 * 36);
        assert!(tile_words(&c, &tile, &H200));
        // An odd extent along output dimension 0, or 1-byte elements whose
        // input dimension 0 is not a multiple of 4.
        assert!(!tile_words(
            &canonical(&[78, 37, 99], &[1, 0, 2], 2),
            &tile,
            &H200
        ));
        assert!(!tile_words(
            &canonical(&[78, 36, 99], &[1, 0, 2], 1),
            &tile,
            &H200
        ));
        assert!(tile_words(
            &canonical(&[76, 36, 99], &[1, 0, 2], 1),
            &tile,
            &H200
        ));
        // Elements of 4 bytes and more have no kernel of words.
        assert!(!tile_words(
            &canonical(&[78, 36, 99], &[1, 0, 2], 4),
            &tile,
            &H200
        ));
        // Buffers aligned to less than a word.
        let problem = Problem::new(&[78, 36, 99], &[1, 0, 2], 2).unwrap();
        let c2 = crate::plan::canonicalize_aligned(&problem, 2);
        assert!(!tile_words(&c2, &tile, &H200));
        // A split of a leading dimension in chunks of whole words (its last
        // chunk is whole words too, as the extent is), or of another one.
        let split = |s: usize, chunk: u64| Candidate {
            algorithm: Algorithm::PackedSplit,
            split: Some((s, chunk)),
            ..packed(0b111, 78 * 36 * chunk)
        };
        let c3 = canonical(&[78, 36, 47798], &[1, 0, 2], 2);
        let leading = |s: usize, chunk: u64| Candidate {
            tile: 0b11,
            ..split(s, chunk)
        };
        assert!(tile_words(&c3, &leading(1, 12), &H200));
        assert!(tile_words(&c3, &leading(0, 26), &H200));
        assert!(!tile_words(&c3, &leading(1, 9), &H200));
        assert!(!tile_words(&c3, &leading(0, 13), &H200));
        assert!(tile_words(&c3, &split(2, 2), &H200));
        // A factor of a leading dimension must hold whole words.
        let factored = |divisor: u64| Candidate {
            factor: Some((1, divisor)),
            ..packed(0b11, 78 * divisor)
        };
        assert!(tile_words(&c3, &factored(12), &H200));
        assert!(!tile_words(&c3, &factored(9), &H200));
    }

    #[test]
    fn a_words_launch_counts_words_and_blocks() {
        // 1-byte [24, 28, 30732, 8] perm [3, 1, 0, 2], tile {d0, d1, d3}:
        // 24 * 28 * 8 = 5376 elements, 1344 words, 336 threads of 4 words.
        let c = canonical(&[24, 28, 30732, 8], &[3, 1, 0, 2], 1);
        let cand = Candidate {
            words: true,
            ..packed(0b1011, 5376)
        };
        assert!(tile_words(&c, &cand, &H200));
        let launch = packed_launch(&c, &cand, &H200);
        assert!(launch.kernel.words);
        assert_eq!(launch.kernel.entry_point(), "cutt_packed_words_r4_e1_i32");
        assert_eq!(launch.block, (352, 1));
        let Params::Packed(p) = launch.params else {
            unreachable!("a packed launch");
        };
        assert_eq!(p.volume, 1344);
        // Input order: d0 in words (6), d1, d3; output order of the
        // blocks: d3 (output dimension 0) in words, d1, d0 in words.
        let extents = |dims: &[TileDim]| dims[..3].iter().map(|d| d.extent).collect::<Vec<_>>();
        assert_eq!(extents(&p.in_dims), [6, 28, 8]);
        assert_eq!(extents(&p.out_dims), [2, 28, 6]);
        assert_eq!(p.word_row_dim, 2);
        // d3 steps 6 * 28 words in shared memory, a block 4 of them; d0's
        // block step moves the output by 4 elements of d0 (8 * 28 * 4
        // bytes = 8 * 28 words), and the grid walks d2 in words.
        assert_eq!(p.out_dims[0].smem_stride, 4 * 6 * 28);
        assert_eq!(p.out_dims[2].out_stride, 8 * 28);
        assert_eq!(p.grid[0].in_stride, 24 * 28 / 4);
        assert_eq!(p.grid[0].out_stride, 8 * 28 * 24 / 4);
        assert_eq!(
            u64::from(launch.shared_bytes),
            4 * (padded(1343, p.smem_pad_shift) + 1)
        );
    }

    #[test]
    fn the_model_prices_words_with_their_own_weights() {
        // 2-byte [78, 36, 47798] perm [1, 0, 2] on {d0, d1}: the element
        // kernel measured 0.595 of memcpy, the kernel of words 0.901 (run
        // zzw).
        let c = canonical(&[78, 36, 47798], &[1, 0, 2], 2);
        let elements = packed(0b11, 78 * 36);
        let words = Candidate {
            words: true,
            ..elements.clone()
        };
        let seconds = |cand: &Candidate| model::estimate(&c, cand, &H200).seconds;
        assert!(seconds(&words) < 0.8 * seconds(&elements));
        // In L2 they have weights of their own too (fitted on run zzzg's
        // words_l2_fit timings): 1-byte [8, 2730, 12, 4] perm [3, 1, 0, 2],
        // held out, ran its tiles of words in 2.4-3.8 us and the Tiled tile
        // the element pricing had chosen in 6.8 us.
        let c = canonical(&[8, 2730, 12, 4], &[3, 1, 0, 2], 1);
        let (best, _) = &crate::plan::ranked(&c, &H200)[0];
        assert!(best.words, "{}", best.describe(&c));
    }
}
