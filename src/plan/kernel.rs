//! Names of the kernels' entry points (cuda/tiled.cu, cuda/packed.cu,
//! cuda/packed_staged.cu) and the registers each one uses.

use once_cell::sync::Lazy;

use super::packed::pipelined;
use super::params::STAGED_SLOTS;
use super::problem::ELEMENT_SIZES;

/// The cuTT paper's four algorithms, and RowCopy (dimension 0 stays first:
/// the output written as one stream, each element read from its input offset).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    Tiled,
    TiledCopy,
    Packed,
    PackedSplit,
    RowCopy,
}

impl Algorithm {
    pub const ALL: [Algorithm; 5] = [
        Algorithm::Tiled,
        Algorithm::TiledCopy,
        Algorithm::Packed,
        Algorithm::PackedSplit,
        Algorithm::RowCopy,
    ];

    /// Position in `ALL`.
    pub fn index(self) -> usize {
        Algorithm::ALL
            .iter()
            .position(|&a| a == self)
            .expect("every algorithm is in ALL")
    }

    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Tiled => "Tiled",
            Algorithm::TiledCopy => "TiledCopy",
            Algorithm::Packed => "Packed",
            Algorithm::PackedSplit => "PackedSplit",
            Algorithm::RowCopy => "RowCopy",
        }
    }

    fn family(self, staged: bool) -> &'static str {
        match self {
            Algorithm::Packed if staged => "packed_staged",
            Algorithm::Tiled => "tiled",
            Algorithm::TiledCopy => "tiled_copy",
            Algorithm::Packed => "packed",
            Algorithm::PackedSplit => "packed_split",
            Algorithm::RowCopy => "row_copy",
        }
    }

    pub fn is_packed(self) -> bool {
        matches!(self, Algorithm::Packed | Algorithm::PackedSplit)
    }

    /// Register-slot variants compiled for the algorithm (the staged
    /// kernel aside).
    fn slot_variants(self) -> &'static [u32] {
        if self.is_packed() {
            &SLOTS
        } else {
            &[1]
        }
    }

    /// Index widths compiled for the algorithm: RowCopy computes every
    /// element's offset, which is only cheap with 32-bit positions.
    fn index_widths(self) -> &'static [IndexWidth] {
        match self {
            Algorithm::RowCopy => &[IndexWidth::U32],
            _ => &[IndexWidth::U32, IndexWidth::U64],
        }
    }

    /// Position of `index` among the algorithm's compiled index widths.
    fn width_position(self, index: IndexWidth) -> usize {
        self.index_widths()
            .iter()
            .position(|&w| w == index)
            .expect("compiled index width")
    }

    /// Whether the algorithm has kernels with 64-bit positions.
    pub fn has_64bit_kernels(self) -> bool {
        self.index_widths().contains(&IndexWidth::U64)
    }

    /// Entry points compiled for the algorithm.
    fn entry_points(self) -> usize {
        self.slot_variants().len() * ELEMENT_SIZES.len() * self.index_widths().len()
    }
}

/// Whether `algorithm` with `slots` register slots per thread runs the
/// staged packed kernel (cuda/packed_staged.cu: Packed only, with its own
/// slot count).
pub fn runs_staged(algorithm: Algorithm, slots: u32) -> bool {
    algorithm == Algorithm::Packed && slots == STAGED_SLOTS
}

/// Register slots (tile positions per thread) of the packed kernels.
pub const SLOTS: [u32; 4] = [1, 2, 4, 8];

/// The staged kernels (cuda/packed_staged.cu): element size and index
/// width. 2- and 4-byte elements move in 16-byte chunks (`chunked_stage`).
/// Two stages of a 16-byte tile past MAX_TILE_VOLUME positions take more
/// than a block's shared memory.
pub const STAGED_KERNELS: [(usize, IndexWidth); 6] = [
    (2, IndexWidth::U32),
    (2, IndexWidth::U64),
    (4, IndexWidth::U32),
    (4, IndexWidth::U64),
    (8, IndexWidth::U32),
    (8, IndexWidth::U64),
];

/// Width of the kernels' index arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IndexWidth {
    U32,
    U64,
}

/// The PTX module an entry point lives in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Module {
    Tiled,
    Packed,
    /// cuda/packed_staged.cu, for compute capability STAGED_MIN_CAPABILITY
    /// and later only.
    PackedStaged,
}

/// One kernel entry point of the embedded PTX.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KernelId {
    pub algorithm: Algorithm,
    pub elem_size: usize,
    pub index: IndexWidth,
    /// Register slots per thread (1 for the tiled kernels).
    pub slots: u32,
    /// Which Tiled kernel of 1- and 2-byte elements runs (`Rows::Any` for
    /// every other kernel).
    pub rows: Rows,
    /// A Packed kernel for tiles that are one run of both sides
    /// (cuda/packed.cu `cutt_packed_runs_*`, `tile_runs`).
    pub runs: bool,
    /// Tiled of 8-byte elements in tiles of `TILE` along a by `WIDE_B_EDGE`
    /// along b (cuda/tiled.cu `tiled_wide_b`, src/plan/tiled.rs `wide_b`).
    pub wide_b: bool,
    /// A Packed or PackedSplit kernel of 1- and 2-byte elements that moves
    /// 32-bit words (cuda/packed.cu `packed_words`, `tile_words`), with
    /// `word_slots` slots.
    pub words: bool,
    /// Tiled with 64-bit positions and tile numbers (cuda/tiled.cu
    /// `tiled_many_tiles` and its `rows` kinds but `WordsFolded`): the Tiled
    /// kernels of launches of more than `MAX_TILES_32` tiles, which the
    /// others number in 32 bits.
    pub many_tiles: bool,
}

/// Most tiles of a launch whose kernel numbers its tiles in 32 bits, as
/// every kernel but `KernelId::many_tiles`, the folded Tiled one and
/// TiledCopy do (those two take 64-bit numbers past 2^31 tiles at run
/// time): their digits come from `cutt_div`'s fast division, which holds
/// below 2^31 (cuda/tiled.cu `for_each_tile`, cuda/packed.cuh
/// `packed_origin`).
pub const MAX_TILES_32: u64 = 1 << 31;

/// Elements along b of a `KernelId::wide_b` tile.
pub const WIDE_B_EDGE: u64 = 64;

/// The `KernelId::wide_b` entry point: 8-byte elements, 32-bit positions.
pub const WIDE_B: KernelId = KernelId {
    wide_b: true,
    ..KernelId::any_rows(Algorithm::Tiled, 8, IndexWidth::U32, 1)
};

/// Element sizes of the Packed kernels of words (`KernelId::words`).
pub const WORD_ELEMENT_SIZES: [usize; 2] = [1, 2];

/// The algorithms with kernels of words, in the order of `KernelId::index`.
const WORD_ALGORITHMS: [Algorithm; 2] = [Algorithm::Packed, Algorithm::PackedSplit];

/// Words each thread of a Packed kernel of words loads per tile (R of
/// cuda/packed.cu `packed_words`), compiled: one 4 x 4 block of 1-byte
/// elements (two 2 x 2 of 2-byte) or two (four).
pub const WORD_SLOTS: [u32; 2] = [4, 8];

/// Words a tile of the Packed kernels of words holds at most: 1024 threads
/// of 8 words (32 KiB).
pub const MAX_TILE_WORDS: u64 = 8192;

/// The slots of the Packed kernel of words that moves a tile of `words`
/// words: 4 while 1024 threads hold them (bench/exp/packed_words.cu: tiles
/// of 1568-2048 words ran 0.01-0.06 faster in 4 slots than in 8, or alike),
/// 8 beyond.
pub fn word_slots(words: u64) -> u32 {
    match words <= 1024 * u64::from(WORD_SLOTS[0]) {
        true => WORD_SLOTS[0],
        false => WORD_SLOTS[1],
    }
}

/// Element sizes of the Packed kernels for runs.
pub const RUN_ELEMENT_SIZES: [usize; 2] = [8, 16];

/// Slot counts of the Packed kernels for runs of `elem`-byte elements: the
/// pipelined ones (cuda/packed.cu compiles no other).
pub fn run_slots(elem: usize) -> impl Iterator<Item = u32> {
    SLOTS.into_iter().filter(move |&s| pipelined(s, elem))
}

/// Entry points of the Packed kernels for runs of element sizes before
/// `elem` (all of them for a size that has none).
fn run_entry_points_before(elem: usize) -> usize {
    let widths = Algorithm::Packed.index_widths().len();
    RUN_ELEMENT_SIZES
        .iter()
        .take_while(|&&e| e != elem)
        .map(|&e| run_slots(e).count() * widths)
        .sum()
}

/// The rows Tiled of 1- and 2-byte elements is compiled for (`word_rows`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rows {
    /// Rows anywhere (cuda/tiled.cu `tiled_bytes`; every other kernel).
    Any,
    /// Rows all on 32-bit words (`tiled_aligned`).
    Words,
    /// Rows all on words, the tile owning the output sectors that start in
    /// it (`tiled_aligned_sectors`).
    WordsOwningSectors,
    /// Rows all on words, a short tile dimension folded with a chunk of
    /// another (`tiled_folded`, `TileFold`).
    WordsFolded,
}

impl Rows {
    /// The kernels compiled for rows on words, in the order of `index()`.
    const ON_WORDS: [Rows; 3] = [Rows::Words, Rows::WordsOwningSectors, Rows::WordsFolded];

    /// The kinds with a kernel for many tiles (`KernelId::many_tiles`).
    const MANY_TILES: [Rows; 3] = [Rows::Any, Rows::Words, Rows::WordsOwningSectors];

    /// Element sizes of the kind's Tiled kernels.
    fn element_sizes(self) -> &'static [usize] {
        match self {
            Rows::Any => &ELEMENT_SIZES,
            _ => &WORD_ROWS_ELEMENT_SIZES,
        }
    }

    fn family(self) -> Option<&'static str> {
        match self {
            Rows::Any => None,
            Rows::Words => Some("tiled_aligned"),
            Rows::WordsOwningSectors => Some("tiled_aligned_sectors"),
            Rows::WordsFolded => Some("tiled_folded"),
        }
    }
}

/// Element sizes of the Tiled kernels for rows on words.
const WORD_ROWS_ELEMENT_SIZES: [usize; 2] = [1, 2];

impl KernelId {
    /// The element kernel of `algorithm` for rows anywhere (no kernel for
    /// runs, wide b or words).
    const fn any_rows(
        algorithm: Algorithm,
        elem_size: usize,
        index: IndexWidth,
        slots: u32,
    ) -> Self {
        KernelId {
            algorithm,
            elem_size,
            index,
            slots,
            rows: Rows::Any,
            runs: false,
            wide_b: false,
            words: false,
            many_tiles: false,
        }
    }

    /// Every entry point, in the order of `index()`: each algorithm's, the
    /// Tiled ones for rows on words, the staged packed ones, the Packed ones
    /// for runs, `WIDE_B`, the Packed ones of words, then Tiled's for many
    /// tiles.
    pub fn all() -> impl Iterator<Item = KernelId> {
        let general = Algorithm::ALL.into_iter().flat_map(|algorithm| {
            algorithm.slot_variants().iter().flat_map(move |&slots| {
                ELEMENT_SIZES.into_iter().flat_map(move |elem_size| {
                    algorithm
                        .index_widths()
                        .iter()
                        .map(move |&index| KernelId::any_rows(algorithm, elem_size, index, slots))
                })
            })
        });
        let on_words = Rows::ON_WORDS.into_iter().flat_map(|rows| {
            WORD_ROWS_ELEMENT_SIZES
                .into_iter()
                .flat_map(move |elem_size| {
                    Algorithm::Tiled
                        .index_widths()
                        .iter()
                        .map(move |&index| KernelId {
                            rows,
                            ..KernelId::any_rows(Algorithm::Tiled, elem_size, index, 1)
                        })
                })
        });
        let staged = STAGED_KERNELS.into_iter().map(|(elem_size, index)| {
            KernelId::any_rows(Algorithm::Packed, elem_size, index, STAGED_SLOTS)
        });
        let runs = RUN_ELEMENT_SIZES.into_iter().flat_map(|elem_size| {
            run_slots(elem_size).flat_map(move |slots| {
                Algorithm::Packed
                    .index_widths()
                    .iter()
                    .map(move |&index| KernelId {
                        runs: true,
                        ..KernelId::any_rows(Algorithm::Packed, elem_size, index, slots)
                    })
            })
        });
        let words = WORD_ALGORITHMS.into_iter().flat_map(|algorithm| {
            WORD_ELEMENT_SIZES.into_iter().flat_map(move |elem_size| {
                WORD_SLOTS.into_iter().flat_map(move |slots| {
                    algorithm.index_widths().iter().map(move |&index| KernelId {
                        words: true,
                        ..KernelId::any_rows(algorithm, elem_size, index, slots)
                    })
                })
            })
        });
        let many_tiles = Rows::MANY_TILES.into_iter().flat_map(|rows| {
            rows.element_sizes().iter().map(move |&elem_size| KernelId {
                rows,
                many_tiles: true,
                ..KernelId::any_rows(Algorithm::Tiled, elem_size, IndexWidth::U64, 1)
            })
        });
        general
            .chain(on_words)
            .chain(staged)
            .chain(runs)
            .chain(std::iter::once(WIDE_B))
            .chain(words)
            .chain(many_tiles)
    }

    /// Whether the entry point is a staged packed kernel
    /// (cuda/packed_staged.cu).
    pub fn is_staged(&self) -> bool {
        runs_staged(self.algorithm, self.slots)
    }

    /// Position in `all()`.
    pub fn index(&self) -> usize {
        let general: usize = Algorithm::ALL.iter().map(|a| a.entry_points()).sum();
        let on_words = Rows::ON_WORDS.len()
            * WORD_ROWS_ELEMENT_SIZES.len()
            * Algorithm::Tiled.index_widths().len();
        let staged = STAGED_KERNELS.len();
        let wide_b = general + on_words + staged + run_entry_points_before(usize::MAX);
        if self.wide_b {
            return wide_b;
        }
        if self.many_tiles {
            let words = WORD_ALGORITHMS.len() * WORD_ELEMENT_SIZES.len() * WORD_SLOTS.len();
            let widths = Algorithm::Packed.index_widths().len();
            let kind = Rows::MANY_TILES
                .iter()
                .position(|&r| r == self.rows)
                .expect("rows with a kernel for many tiles");
            let earlier: usize = Rows::MANY_TILES[..kind]
                .iter()
                .map(|r| r.element_sizes().len())
                .sum();
            let elem = self
                .rows
                .element_sizes()
                .iter()
                .position(|&e| e == self.elem_size)
                .expect("a size of the rows' kernels");
            return wide_b + 1 + words * widths + earlier + elem;
        }
        if self.words {
            let widths = Algorithm::Packed.index_widths().len();
            let algorithm = WORD_ALGORITHMS
                .iter()
                .position(|&a| a == self.algorithm)
                .expect("an algorithm with kernels of words");
            let elem = WORD_ELEMENT_SIZES
                .iter()
                .position(|&e| e == self.elem_size)
                .expect("the size of a Packed kernel of words");
            let slots = WORD_SLOTS
                .iter()
                .position(|&s| s == self.slots)
                .expect("a slot count of the Packed kernels of words");
            return wide_b
                + 1
                + ((algorithm * WORD_ELEMENT_SIZES.len() + elem) * WORD_SLOTS.len() + slots)
                    * widths
                + Algorithm::Packed.width_position(self.index);
        }
        if self.is_staged() {
            let kernel = STAGED_KERNELS
                .iter()
                .position(|&k| k == (self.elem_size, self.index))
                .expect("a staged kernel's size and index width");
            return general + on_words + kernel;
        }
        if self.runs {
            let slots = run_slots(self.elem_size)
                .position(|s| s == self.slots)
                .expect("a run kernel's slot count");
            let widths = Algorithm::Packed.index_widths().len();
            return general
                + on_words
                + staged
                + run_entry_points_before(self.elem_size)
                + slots * widths
                + Algorithm::Packed.width_position(self.index);
        }
        if let Some(kind) = Rows::ON_WORDS.iter().position(|&r| r == self.rows) {
            let elem = WORD_ROWS_ELEMENT_SIZES
                .iter()
                .position(|&e| e == self.elem_size)
                .expect("the size of a kernel for rows on words");
            let widths = Algorithm::Tiled.index_widths().len();
            let width = Algorithm::Tiled.width_position(self.index);
            return general + (kind * WORD_ROWS_ELEMENT_SIZES.len() + elem) * widths + width;
        }
        let earlier: usize = Algorithm::ALL[..self.algorithm.index()]
            .iter()
            .map(|a| a.entry_points())
            .sum();
        let slots = self
            .algorithm
            .slot_variants()
            .iter()
            .position(|&s| s == self.slots)
            .expect("compiled slot count");
        let elem = ELEMENT_SIZES
            .iter()
            .position(|&e| e == self.elem_size)
            .expect("valid size");
        let widths = self.algorithm.index_widths().len();
        earlier
            + (slots * ELEMENT_SIZES.len() + elem) * widths
            + self.algorithm.width_position(self.index)
    }

    /// The `extern "C"` name in cuda/*.cu.
    pub fn entry_point(&self) -> String {
        let bits = match self.index {
            IndexWidth::U32 => 32,
            IndexWidth::U64 => 64,
        };
        let slots = if self.algorithm.is_packed() && !self.is_staged() {
            format!("_r{}", self.slots)
        } else {
            String::new()
        };
        let words = match self.algorithm {
            Algorithm::PackedSplit => "packed_split_words",
            _ => "packed_words",
        };
        let family = self
            .rows
            .family()
            .or(self.runs.then_some("packed_runs"))
            .or(self.wide_b.then_some("tiled_wide_b"))
            .or(self.words.then_some(words))
            .unwrap_or(self.algorithm.family(self.is_staged()));
        let many = if self.many_tiles { "_many_tiles" } else { "" };
        format!("cutt_{family}{many}{slots}_e{}_i{bits}", self.elem_size)
    }

    /// Registers per thread, as the pinned ptxas compiles the entry point
    /// for sm_90 (cuda/resources.tsv, written by `make ptx`).
    pub fn registers(&self) -> u32 {
        REGISTERS[self.index()]
    }

    pub fn module(&self) -> Module {
        match self.algorithm {
            _ if self.is_staged() => Module::PackedStaged,
            Algorithm::Packed | Algorithm::PackedSplit => Module::Packed,
            _ => Module::Tiled,
        }
    }
}

/// `KernelId::registers` of every entry point, in the order of `index()`.
static REGISTERS: Lazy<Vec<u32>> = Lazy::new(|| {
    let table = include_str!("../../cuda/resources.tsv");
    let mut by_name = std::collections::HashMap::new();
    for line in table.lines().skip(1) {
        let mut fields = line.split('\t');
        let (Some(name), Some(registers)) = (fields.next(), fields.next()) else {
            continue;
        };
        by_name.insert(name, registers.parse().unwrap_or(MAX_REGISTERS));
    }
    KernelId::all()
        .map(|k| {
            by_name
                .get(k.entry_point().as_str())
                .copied()
                .unwrap_or(MAX_REGISTERS)
        })
        .collect()
});

/// Registers a thread can have; stands in for an entry point missing from
/// cuda/resources.tsv (a test proves none is).
const MAX_REGISTERS: u32 = 255;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_enumerates_all_entry_points_in_order() {
        let all: Vec<_> = KernelId::all().collect();
        let runs = (4 + 3) * 2;
        let words = 2 * 2 * 2 * 2;
        assert_eq!(
            all.len(),
            2 * 10
                + 2 * SLOTS.len() * 10
                + 5
                + 3 * 2 * 2
                + STAGED_KERNELS.len()
                + runs
                + 1
                + words
                + ELEMENT_SIZES.len()
                + 2 * 2
        );
        for (i, k) in all.iter().enumerate() {
            assert_eq!(k.index(), i, "{}", k.entry_point());
        }
        let names: std::collections::HashSet<_> = all.iter().map(|k| k.entry_point()).collect();
        assert_eq!(names.len(), all.len());
    }

    #[test]
    fn every_entry_point_has_its_register_count() {
        let table = include_str!("../../cuda/resources.tsv");
        for k in KernelId::all() {
            let line = table
                .lines()
                .find(|l| l.split('\t').next() == Some(k.entry_point().as_str()))
                .unwrap_or_else(|| panic!("{} missing from resources.tsv", k.entry_point()));
            let registers: u32 = line.split('\t').nth(1).unwrap().parse().unwrap();
            assert_eq!(k.registers(), registers);
            assert!((8..=MAX_REGISTERS).contains(&registers));
        }
    }

    #[test]
    fn every_entry_point_is_in_its_ptx() {
        let tiled = include_str!("../../cuda/tiled.ptx");
        let packed = include_str!("../../cuda/packed.ptx");
        let staged = include_str!("../../cuda/packed_staged.ptx");
        for k in KernelId::all() {
            let ptx = match k.module() {
                Module::Tiled => tiled,
                Module::Packed => packed,
                Module::PackedStaged => staged,
            };
            let entry = format!(".entry {}(", k.entry_point());
            assert!(ptx.contains(&entry), "{entry} missing");
        }
    }
}
