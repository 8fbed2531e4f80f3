//! Candidate enumeration (cuTT paper, section 3): every algorithm and every
//! valid choice of its parameters within the device's limits.

use super::tiled::second_tile_dim;
use super::{
    index_width, row_copy_chunk, tile_edge, Algorithm, Canonical, DeviceProps, IndexWidth,
    KernelId, MAX_GRID_DIMS, MAX_TILE_DIMS, MAX_TILE_VOLUME, SLOTS, TILE,
};

/// Threads per block of the packed kernels at most (their launch bound).
pub const MAX_PACKED_THREADS: u32 = 1024;

/// One way to run a canonical problem, before its launch is laid out.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub algorithm: Algorithm,
    /// Canonical dimensions in the tile, as a bit mask.
    pub tile: u64,
    /// PackedSplit: the split dimension and the chunk length.
    pub split: Option<(usize, u64)>,
    /// Packed kernels: positions per thread and threads per block.
    pub slots: u32,
    pub threads: u32,
}

impl Candidate {
    /// The tile's extent along canonical dimension `d` (0 when `d` is not in
    /// the tile): a chunk for split and Tiled dimensions, else the extent.
    pub fn tile_extent(&self, c: &Canonical, d: usize) -> u64 {
        if self.tile & (1 << d) == 0 {
            return 0;
        }
        match (self.algorithm, self.split) {
            (Algorithm::Tiled | Algorithm::TiledCopy, _) => {
                c.dims[d].min(tile_edge(self.algorithm, c.elem_size))
            }
            (_, Some((s, chunk))) if s == d => chunk,
            _ => c.dims[d],
        }
    }

    /// Positions in a full tile (RowCopy: a block's chunk of the input).
    pub fn volume(&self, c: &Canonical) -> u64 {
        if self.algorithm == Algorithm::RowCopy {
            return row_copy_chunk(c.elem_size);
        }
        (0..c.rank())
            .filter(|&d| self.tile & (1 << d) != 0)
            .map(|d| self.tile_extent(c, d))
            .product()
    }

    /// Tiles in the tensor.
    pub fn num_tiles(&self, c: &Canonical) -> u64 {
        if self.algorithm == Algorithm::RowCopy {
            return c.dims.iter().product::<u64>().div_ceil(self.volume(c));
        }
        (0..c.rank())
            .map(|d| match self.tile_extent(c, d) {
                0 => c.dims[d],
                t => c.dims[d].div_ceil(t),
            })
            .product()
    }

    /// Threads per block.
    pub fn block_threads(&self) -> u32 {
        if self.algorithm.is_packed() {
            self.threads
        } else {
            (TILE * super::TILE_ROWS) as u32
        }
    }

    /// The entry point that runs the candidate.
    pub fn kernel(&self, c: &Canonical) -> KernelId {
        KernelId {
            algorithm: self.algorithm,
            elem_size: c.elem_size,
            index: index_width(c.dims.iter().product()),
            slots: if self.algorithm.is_packed() {
                self.slots
            } else {
                1
            },
        }
    }

    /// A short human-readable description: algorithm, tile and parameters.
    pub fn describe(&self, c: &Canonical) -> String {
        let tile: Vec<String> = (0..c.rank())
            .filter(|&d| self.tile & (1 << d) != 0)
            .map(|d| {
                let t = self.tile_extent(c, d);
                if t == c.dims[d] {
                    format!("d{d}={t}")
                } else {
                    format!("d{d}={t}/{}", c.dims[d])
                }
            })
            .collect();
        let mut s = format!("{} tile {{{}}}", self.algorithm.name(), tile.join(","));
        if self.algorithm.is_packed() {
            s += &format!(" threads {} slots {}", self.threads, self.slots);
        }
        s
    }
}

/// Every candidate for a canonical problem of rank 2 or more: Tiled or
/// TiledCopy, RowCopy where TiledCopy runs and positions fit in 32 bits,
/// and Packed / PackedSplit for every distinct tile made of the first M_m
/// input and first M_k output dimensions.
pub fn candidates(c: &Canonical, device: &DeviceProps) -> Vec<Candidate> {
    let rank = c.rank();
    let mut out = Vec::new();
    if rank < 2 {
        return out;
    }
    let tiled = if c.perm[0] == 0 {
        Algorithm::TiledCopy
    } else {
        Algorithm::Tiled
    };
    out.push(Candidate {
        algorithm: tiled,
        tile: 1 | 1 << second_tile_dim(c, tiled),
        split: None,
        slots: 1,
        threads: 0,
    });
    let narrow = index_width(c.dims.iter().product()) == IndexWidth::U32;
    if tiled == Algorithm::TiledCopy && narrow && rank <= MAX_GRID_DIMS {
        out.push(Candidate {
            algorithm: Algorithm::RowCopy,
            tile: 1,
            split: None,
            slots: 1,
            threads: 0,
        });
    }
    let max_volume = max_tile_volume(c.elem_size, device);
    let variants = if super::model::fits_in_l2(c, device) {
        2
    } else {
        1
    };
    let mut seen = Vec::new();
    for mm in 1..=rank {
        let inputs = (1u64 << mm) - 1;
        let mut tile = inputs;
        for &p in &c.perm {
            tile |= 1 << p;
            if seen.contains(&tile) {
                continue;
            }
            seen.push(tile);
            packed_candidates(c, tile, max_volume, variants, &mut out);
        }
    }
    out
}

/// Positions a packed tile of `elem_size`-byte elements may hold on `device`.
pub fn max_tile_volume(elem_size: usize, device: &DeviceProps) -> u64 {
    MAX_TILE_VOLUME.min(u64::from(device.shared_per_block) / elem_size as u64)
}

fn packed_candidates(
    c: &Canonical,
    tile: u64,
    max_volume: u64,
    variants: usize,
    out: &mut Vec<Candidate>,
) {
    let tile_rank = tile.count_ones() as usize;
    let grid_rank = c.rank() - tile_rank;
    if tile_rank > MAX_TILE_DIMS {
        return;
    }
    let dims_in = |t: u64| (0..c.rank()).filter(move |&d| t & (1 << d) != 0);
    let volume: u64 = dims_in(tile).map(|d| c.dims[d]).product();
    if volume <= max_volume && grid_rank <= MAX_GRID_DIMS {
        push_slot_variants(Algorithm::Packed, tile, None, volume, variants, out);
    }
    if grid_rank + 1 > MAX_GRID_DIMS {
        return;
    }
    let split = dims_in(tile)
        .max_by_key(|&d| (c.dims[d], std::cmp::Reverse(d)))
        .expect("a tile has a dimension");
    let extent = c.dims[split];
    let others = volume / extent;
    if extent > u64::from(u32::MAX) {
        return;
    }
    let mut chunks = Vec::new();
    for target in [max_volume, max_volume / 2, max_volume / 4] {
        let chunk = target / others;
        if chunk < 2 || chunk >= extent {
            continue;
        }
        let balanced = extent.div_ceil(extent.div_ceil(chunk));
        if !chunks.contains(&balanced) {
            chunks.push(balanced);
            let split = Some((split, balanced));
            push_slot_variants(
                Algorithm::PackedSplit,
                tile,
                split,
                others * balanced,
                variants,
                out,
            );
        }
    }
}

/// Candidates for the `variants` largest compiled register-slot counts that
/// need at most MAX_PACKED_THREADS threads and leave no slot unused by every
/// thread. More slots per thread measured within 1.5% of the best on every
/// DRAM-bound shared case; fewer slots (more blocks) win only for tensors
/// that fit in L2, which get two variants.
fn push_slot_variants(
    algorithm: Algorithm,
    tile: u64,
    split: Option<(usize, u64)>,
    volume: u64,
    variants: usize,
    out: &mut Vec<Candidate>,
) {
    let valid = SLOTS.iter().rev().filter_map(|&slots| {
        let threads = volume.div_ceil(u64::from(slots)).next_multiple_of(32);
        let fits = threads <= u64::from(MAX_PACKED_THREADS);
        (fits && volume.div_ceil(threads) == u64::from(slots)).then_some((slots, threads))
    });
    for (slots, threads) in valid.take(variants) {
        out.push(Candidate {
            algorithm,
            tile,
            split,
            slots,
            threads: threads as u32,
        });
    }
}
