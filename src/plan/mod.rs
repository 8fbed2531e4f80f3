//! The planner: pure host code, shapes in, a plan out. Nothing here knows
//! about CUDA; the device is described by `DeviceProps`.

mod canon;
mod params;
mod problem;

use std::fmt;

pub use canon::{canonicalize, Canonical};
pub use params::{GridDim, TiledParams, MAX_GRID_DIMS, TILE, TILE_ROWS};
pub use problem::{check_rank, Problem, ELEMENT_SIZES, MAX_RANK};

/// What the planner needs to know about a GPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeviceProps {
    pub max_grid_x: u32,
}

/// Kernel families of cuda/tiled.cu.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    Tiled,
    TiledCopy,
}

/// Width of the kernels' index arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IndexWidth {
    U32,
    U64,
}

/// Tensors with fewer elements than this use 32-bit index arithmetic.
pub const U32_INDEX_LIMIT: u64 = 1 << 31;

/// One kernel entry point of the embedded PTX.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KernelId {
    pub algorithm: Algorithm,
    pub elem_size: usize,
    pub index: IndexWidth,
}

impl KernelId {
    /// Every entry point, in the order of `index()`.
    pub fn all() -> impl Iterator<Item = KernelId> {
        [Algorithm::Tiled, Algorithm::TiledCopy]
            .into_iter()
            .flat_map(|algorithm| {
                ELEMENT_SIZES.into_iter().flat_map(move |elem_size| {
                    [IndexWidth::U32, IndexWidth::U64]
                        .into_iter()
                        .map(move |index| KernelId {
                            algorithm,
                            elem_size,
                            index,
                        })
                })
            })
    }

    /// Position in `all()`.
    pub fn index(&self) -> usize {
        let algorithm = match self.algorithm {
            Algorithm::Tiled => 0,
            Algorithm::TiledCopy => 1,
        };
        let elem = ELEMENT_SIZES
            .iter()
            .position(|&e| e == self.elem_size)
            .expect("valid size");
        let width = match self.index {
            IndexWidth::U32 => 0,
            IndexWidth::U64 => 1,
        };
        (algorithm * ELEMENT_SIZES.len() + elem) * 2 + width
    }

    /// The `extern "C"` name in cuda/tiled.cu.
    pub fn entry_point(&self) -> String {
        let family = match self.algorithm {
            Algorithm::Tiled => "tiled",
            Algorithm::TiledCopy => "tiled_copy",
        };
        let bits = match self.index {
            IndexWidth::U32 => 32,
            IndexWidth::U64 => 64,
        };
        format!("cutt_{family}_e{}_i{bits}", self.elem_size)
    }
}

/// A kernel launch: entry point, geometry and parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TiledLaunch {
    pub kernel: KernelId,
    pub grid: u32,
    pub block: (u32, u32),
    pub params: TiledParams,
}

/// How a plan moves the data. (Plans are made once and stored whole, so
/// the size difference between the variants costs nothing.)
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Method {
    /// The canonical problem is the identity: one device-to-device copy.
    Copy {
        bytes: u64,
    },
    Kernel(TiledLaunch),
}

/// A complete plan for one problem on one kind of device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub canonical: Canonical,
    pub method: Method,
}

/// Chooses how to run `problem`: a copy when canonicalization leaves the
/// identity, TiledCopy when the leading dimension stays leading, Tiled
/// otherwise.
pub fn make_plan(problem: &Problem, device: &DeviceProps) -> Plan {
    let canonical = canonicalize(problem);
    let method = if canonical.rank() == 1 {
        Method::Copy {
            bytes: problem.bytes(),
        }
    } else {
        let algorithm = if canonical.perm[0] == 0 {
            Algorithm::TiledCopy
        } else {
            Algorithm::Tiled
        };
        Method::Kernel(tiled_launch(&canonical, algorithm, device))
    };
    Plan { canonical, method }
}

/// Lays out a Tiled or TiledCopy launch. Tile dimension a is input dimension
/// 0; b is the output's leading dimension (Tiled) or input dimension 1
/// (TiledCopy). The grid enumerates all other dimensions in input order.
pub fn tiled_launch(c: &Canonical, algorithm: Algorithm, device: &DeviceProps) -> TiledLaunch {
    let b = match algorithm {
        Algorithm::Tiled => c.perm[0],
        Algorithm::TiledCopy => 1,
    };
    assert!(
        c.rank() >= 2 && b != 0,
        "a tile needs two distinct dimensions"
    );
    let in_strides = c.input_strides();
    let out_strides = c.output_strides();
    let mut grid = [GridDim::default(); MAX_GRID_DIMS];
    let others: Vec<usize> = (1..c.rank()).filter(|&i| i != b).collect();
    for (slot, &i) in grid.iter_mut().zip(&others) {
        *slot = GridDim {
            extent: c.dims[i],
            in_stride: in_strides[i],
            out_stride: out_strides[i],
        };
    }
    let tiles_a = c.dims[0].div_ceil(TILE);
    let tiles_b = c.dims[b].div_ceil(TILE);
    let num_tiles = tiles_a * tiles_b * others.iter().map(|&i| c.dims[i]).product::<u64>();
    let volume: u64 = c.dims.iter().product();
    let index = if volume < U32_INDEX_LIMIT {
        IndexWidth::U32
    } else {
        IndexWidth::U64
    };
    TiledLaunch {
        kernel: KernelId {
            algorithm,
            elem_size: c.elem_size,
            index,
        },
        grid: num_tiles.min(u64::from(device.max_grid_x)) as u32,
        block: (TILE as u32, TILE_ROWS as u32),
        params: TiledParams {
            a_extent: c.dims[0],
            a_out_stride: out_strides[0],
            b_extent: c.dims[b],
            b_in_stride: in_strides[b],
            b_out_stride: out_strides[b],
            tiles_a,
            tiles_b,
            num_tiles,
            grid_rank: others.len() as u32,
            reserved: 0,
            grid,
        },
    }
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.canonical;
        write!(
            f,
            "canonical dims {:?} perm {:?} elem {}B: ",
            c.dims, c.perm, c.elem_size
        )?;
        match &self.method {
            Method::Copy { bytes } => write!(f, "identity, device copy of {bytes} bytes"),
            Method::Kernel(l) => write!(
                f,
                "{} grid {} block {}x{} tiles {} ({}x{} per slab) a_extent {} b_extent {}",
                l.kernel.entry_point(),
                l.grid,
                l.block.0,
                l.block.1,
                l.params.num_tiles,
                l.params.tiles_a,
                l.params.tiles_b,
                l.params.a_extent,
                l.params.b_extent
            ),
        }
    }
}
