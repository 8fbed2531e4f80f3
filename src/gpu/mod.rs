//! Everything that touches the CUDA driver. The driver library is loaded
//! dynamically on first use; its absence is reported as an error, never a
//! panic. All `unsafe` code of the library lives in this module.

pub mod tools;

use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};
use std::panic::catch_unwind;
use std::sync::{Arc, Mutex, OnceLock};

use cudarc::driver::result::{self, DriverError};
use cudarc::driver::sys;
use once_cell::sync::Lazy;

use crate::error::Error;
use crate::log::cutt_log;
use crate::plan::{
    DeviceProps, KernelId, Launch, Method, Module, OriginGrid, OriginTable, Params,
    L2_PREFETCH_MIN_CAPABILITY, STAGED_MIN_CAPABILITY,
};

/// The kernels, compiled ahead of time by `make ptx`: each module's PTX by
/// the compute capability its `.target` names, lowest first.
static PTX: [(Module, (u32, u32), &str); 7] = [
    (
        Module::Tiled,
        (7, 0),
        concat!(include_str!("../../cuda/tiled.ptx"), "\0"),
    ),
    (
        Module::Tiled,
        L2_PREFETCH_MIN_CAPABILITY,
        concat!(include_str!("../../cuda/tiled_sm80.ptx"), "\0"),
    ),
    (
        Module::Tiled,
        DEPENDENT_LAUNCH_MIN_CAPABILITY,
        concat!(include_str!("../../cuda/tiled_sm90.ptx"), "\0"),
    ),
    (
        Module::Packed,
        (7, 0),
        concat!(include_str!("../../cuda/packed.ptx"), "\0"),
    ),
    (
        Module::Packed,
        DEPENDENT_LAUNCH_MIN_CAPABILITY,
        concat!(include_str!("../../cuda/packed_sm90.ptx"), "\0"),
    ),
    (
        Module::PackedStaged,
        STAGED_MIN_CAPABILITY,
        concat!(include_str!("../../cuda/packed_staged.ptx"), "\0"),
    ),
    (
        Module::PackedStaged,
        DEPENDENT_LAUNCH_MIN_CAPABILITY,
        concat!(include_str!("../../cuda/packed_staged_sm90.ptx"), "\0"),
    ),
];

/// PTX of this target or higher waits for the previous grid in the stream
/// before it touches memory (cuda/cutt_params.cuh `cutt_await_previous_grid`),
/// so its kernels may be launched as programmatic dependents: the launch of
/// one overlaps the end of the previous kernel, which the small sets'
/// back-to-back calls gain (bench/NOTES.md).
const DEPENDENT_LAUNCH_MIN_CAPABILITY: (u32, u32) = (9, 0);

/// The first driver whose stream capture turns a programmatic dependent
/// launch into a graph edge (CUDA 12.3); older ones launch plainly.
const DEPENDENT_LAUNCH_MIN_DRIVER: i32 = 12030;

/// The lowest compute capability whose devices load `module`'s PTX.
fn lowest_target(module: Module) -> (u32, u32) {
    PTX.iter()
        .filter(|(m, _, _)| *m == module)
        .map(|(_, target, _)| *target)
        .min()
        .expect("every module has PTX")
}

/// The PTX a device of compute capability `capability` loads, by module: of
/// each module the text of the highest target the device reaches, with that
/// target. The staged module only where the device reaches its target (the
/// planner leaves its kernels out below it); the others always, their lowest
/// target where the device reaches none, so that on a device they cannot run
/// on the driver's load error reports it.
fn ptx_to_load(capability: (u32, u32)) -> Vec<(Module, (u32, u32), &'static str)> {
    let mut chosen: Vec<(Module, (u32, u32), &'static str)> = Vec::new();
    for &(module, target, ptx) in &PTX {
        let reaches = capability >= target;
        match chosen.iter_mut().find(|(m, _, _)| *m == module) {
            Some(slot) if reaches => *slot = (module, target, ptx),
            Some(_) => {}
            None if reaches || module != Module::PackedStaged => chosen.push((module, target, ptx)),
            None => {}
        }
    }
    chosen
}

/// A caller's `cudaStream_t` / `CUstream`, as an address (0 = default stream).
pub type StreamAddr = usize;
/// A device pointer, as an address.
pub type DevicePtr = u64;

/// A CUDA context: its handle and its driver-wide unique ID. A device reset
/// can recreate a primary context at the same address; the ID tells them
/// apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Context {
    handle: sys::CUcontext,
    id: u64,
}

impl Context {
    fn new(handle: sys::CUcontext) -> Result<Context, Error> {
        let mut id = 0;
        // SAFETY: `handle` came from the driver; `id` is a valid out-pointer.
        unsafe { sys::cuCtxGetId(handle, &mut id) }
            .result()
            .map_err(|e| driver_error("cuCtxGetId", e))?;
        Ok(Context { handle, id })
    }

    /// Whether the context still exists (and is not a newer one at the same
    /// address).
    fn is_alive(&self) -> bool {
        Context::new(self.handle).is_ok_and(|now| now.id == self.id)
    }
}

// SAFETY: a CUcontext is an opaque driver handle; the driver API accepts it
// from any thread.
unsafe impl Send for Context {}
// SAFETY: as above; the handle is never dereferenced on the host.
unsafe impl Sync for Context {}

/// The device and context a plan was made in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    pub device: i32,
    pub context: Context,
}

/// Every driver entry point the C API can reach, checked when the driver is
/// loaded: cudarc resolves them lazily and panics on a missing one. All
/// exist in every driver from CUDA 12.0 on (cuCtxGetId is the newest). The
/// tools of the test and benchmark programs call more, unchecked.
pub const DRIVER_SYMBOLS: &[&str] = &[
    "cuInit",
    "cuGetErrorName",
    "cuGetErrorString",
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuCtxGetDevice",
    "cuCtxGetId",
    "cuCtxSynchronize",
    "cuCtxPushCurrent_v2",
    "cuCtxPopCurrent_v2",
    "cuDeviceGet",
    "cuDeviceGetAttribute",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuModuleLoadData",
    "cuModuleGetFunction",
    "cuFuncSetAttribute",
    "cuModuleUnload",
    "cuLaunchKernel",
    "cuLaunchKernelEx",
    "cuDriverGetVersion",
    "cuMemcpyDtoDAsync_v2",
    "cuMemAlloc_v2",
    "cuMemcpyHtoD_v2",
    "cuMemFree_v2",
    "cuEventCreate",
    "cuEventRecord",
    "cuEventSynchronize",
    "cuEventElapsedTime",
    "cuEventDestroy_v2",
];

pub(crate) fn driver_error(what: &str, e: DriverError) -> Error {
    Error::Internal(format!("{what} failed: {}", describe(e)))
}

/// The error's name and number. Only called once `driver()` succeeded, so
/// cuGetErrorName exists.
fn describe(e: DriverError) -> String {
    let name = e
        .error_name()
        .map(CStr::to_string_lossy)
        .unwrap_or_default();
    format!("{name} ({})", e.0 as i32)
}

/// Whether the driver loaded: decided once per process, success or failure,
/// so that a broken driver gives the same error on every call.
static DRIVER: OnceLock<Result<(), Error>> = OnceLock::new();

/// Loads and initializes the driver once; every driver call goes after this.
pub fn driver() -> Result<(), Error> {
    DRIVER.get_or_init(load_driver).clone()
}

/// Opens the driver library, checks that it has every entry point used here
/// and calls cuInit. cudarc panics where a symbol or the library is missing;
/// any such panic is caught here, so the outcome is always an error code.
fn load_driver() -> Result<(), Error> {
    let unusable = |why: String| {
        let error = Error::InvalidDevice(why);
        cutt_log!("driver: {error}");
        error
    };
    // SAFETY: only tries to dlopen the driver library; no driver call is made.
    if !unsafe { sys::is_culib_present() } {
        return Err(unusable(
            "the NVIDIA driver (libcuda.so.1) is not installed".into(),
        ));
    }
    let missing = catch_unwind(missing_symbols)
        .map_err(|_| unusable("the NVIDIA driver library (libcuda) could not be opened".into()))?;
    if !missing.is_empty() {
        return Err(unusable(format!(
            "the driver library (libcuda) lacks {} of the {} entry points used: {}{} (not NVIDIA's driver, or one older than CUDA 12.0)",
            missing.len(),
            DRIVER_SYMBOLS.len(),
            missing[..missing.len().min(4)].join(", "),
            if missing.len() > 4 { ", ..." } else { "" }
        )));
    }
    match catch_unwind(result::init) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(unusable(format!("cuInit failed: {}", describe(e)))),
        Err(_) => Err(unusable("cuInit panicked in cudarc".into())),
    }
}

/// The entries of DRIVER_SYMBOLS the loaded driver library does not export.
fn missing_symbols() -> Vec<&'static str> {
    // SAFETY: the library was just found; cudarc opens it once and keeps it
    // for the process (it panics, caught by the caller, if it cannot).
    let library = unsafe { sys::culib() };
    DRIVER_SYMBOLS
        .iter()
        .copied()
        .filter(|name| {
            // SAFETY: the symbol is only looked up, never called or read.
            unsafe { library.get::<*const c_void>(name.as_bytes()) }.is_err()
        })
        .collect()
}

fn current_context() -> Result<Option<sys::CUcontext>, Error> {
    result::ctx::get_current().map_err(|e| driver_error("cuCtxGetCurrent", e))
}

fn device_of_current() -> Result<i32, Error> {
    let mut device: sys::CUdevice = 0;
    // SAFETY: `device` is a valid out-pointer; a context is current.
    unsafe { sys::cuCtxGetDevice(&mut device) }
        .result()
        .map_err(|e| driver_error("cuCtxGetDevice", e))?;
    Ok(device)
}

/// Primary contexts this library retained, released by `finalize`.
static RETAINED: Lazy<Mutex<Vec<sys::CUdevice>>> = Lazy::new(|| Mutex::new(Vec::new()));

/// Makes `ordinal`'s primary context current, as `cudaSetDevice` does.
pub fn use_device(ordinal: i32) -> Result<Binding, Error> {
    driver()?;
    let device = result::device::get(ordinal)
        .map_err(|e| Error::InvalidDevice(format!("no CUDA device {ordinal}: {}", describe(e))))?;
    // SAFETY: `device` is a valid device; the retain is balanced in `finalize`.
    let context = unsafe { result::primary_ctx::retain(device) }
        .map_err(|e| driver_error("cuDevicePrimaryCtxRetain", e))?;
    lock(&RETAINED).push(device);
    // SAFETY: `context` was just retained and is alive.
    unsafe { result::ctx::set_current(context) }.map_err(|e| driver_error("cuCtxSetCurrent", e))?;
    Ok(Binding {
        device,
        context: Context::new(context)?,
    })
}

/// The context current on this thread, or device 0's primary context made
/// current when there is none (the CUDA runtime's default).
pub fn bind_current() -> Result<Binding, Error> {
    driver()?;
    match current_context()? {
        Some(context) => Ok(Binding {
            device: device_of_current()?,
            context: Context::new(context)?,
        }),
        None => use_device(0),
    }
}

static PROPS: Lazy<Mutex<HashMap<i32, DeviceProps>>> = Lazy::new(|| Mutex::new(HashMap::new()));

/// The planner's description of a device, read once per device.
pub fn device_props(device: i32) -> Result<DeviceProps, Error> {
    if let Some(props) = lock(&PROPS).get(&device) {
        return Ok(*props);
    }
    let attribute = |attr, name| {
        // SAFETY: `device` came from the driver; the attribute id is valid.
        unsafe { result::device::get_attribute(device, attr) }.map_err(|e| driver_error(name, e))
    };
    use sys::CUdevice_attribute::*;
    let get = |attr, name| attribute(attr, name).map(|v| v as u32);
    let memory_khz = get(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, "memory clock")?;
    let bus_bits = get(
        CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH,
        "memory bus width",
    )?;
    let props = DeviceProps {
        compute_capability: (
            get(
                CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                "compute capability",
            )?,
            get(
                CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                "compute capability",
            )?,
        ),
        sm_count: get(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, "SM count")?,
        max_threads_per_sm: get(
            CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
            "threads per SM",
        )?,
        max_blocks_per_sm: get(
            CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR,
            "blocks per SM",
        )?,
        registers_per_sm: get(
            CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR,
            "registers per SM",
        )?,
        shared_per_sm: get(
            CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
            "shared memory per SM",
        )?,
        shared_per_block: get(
            CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK,
            "shared memory per block",
        )?,
        shared_per_block_optin: get(
            CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
            "shared memory per block (opt-in)",
        )?,
        clock_khz: get(CU_DEVICE_ATTRIBUTE_CLOCK_RATE, "clock rate")?,
        // Double data rate: two transfers per clock on every bus line.
        memory_bandwidth: 2.0 * f64::from(memory_khz) * 1e3 * f64::from(bus_bits) / 8.0,
        l2_bytes: get(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, "L2 size")?,
        max_grid_x: get(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, "max grid x")?,
    };
    cutt_log!("device {device}: {props:?}");
    lock(&PROPS).insert(device, props);
    Ok(props)
}

/// The kernels loaded into one context: `functions` by `KernelId::index`,
/// None where the device cannot load the kernel's module (the planner
/// never chooses those kernels there).
pub struct Kernels {
    context: Context,
    modules: Vec<(Module, sys::CUmodule)>,
    functions: Vec<Option<Function>>,
}

/// A loaded entry point, and whether it is launched as a programmatic
/// dependent of the previous kernel in the stream (its PTX waits for that
/// kernel, and the driver captures such launches into graphs).
#[derive(Clone, Copy)]
struct Function {
    handle: sys::CUfunction,
    dependent_launch: bool,
}

// SAFETY: module and function handles are opaque driver handles usable from
// any thread.
unsafe impl Send for Kernels {}
// SAFETY: as above; launching the same CUfunction concurrently is allowed.
unsafe impl Sync for Kernels {}

impl Drop for Kernels {
    /// Unloads the module once no plan uses it; queued work finishes first.
    /// A module whose context is gone went with it.
    fn drop(&mut self) {
        release_after_queued_work(self.context, "unloading kernels", || {
            let mut unloaded = Ok(());
            for &(_, module) in &self.modules {
                // SAFETY: the module was loaded in this context and no plan
                // refers to it.
                unloaded = unloaded.and(unsafe { result::module::unload(module) });
            }
            unloaded
        });
    }
}

/// Runs `release` (freeing what the library made in `context`) with
/// `context` pushed, once the context's queued work, which may still use
/// it, is done; logs a failure as `what`. Nothing to do where the context
/// is gone: it took its resources with it.
fn release_after_queued_work(
    context: Context,
    what: &str,
    release: impl FnOnce() -> Result<(), DriverError>,
) {
    if !context.is_alive() {
        return;
    }
    let released = || -> Result<(), DriverError> {
        // SAFETY: the context was just checked to be alive; it is pushed
        // for the release only and popped below.
        unsafe { sys::cuCtxPushCurrent_v2(context.handle) }.result()?;
        let synced = result::ctx::synchronize();
        let freed = release();
        let mut popped = std::ptr::null_mut();
        // SAFETY: pops the context pushed above.
        unsafe { sys::cuCtxPopCurrent_v2(&mut popped) }.result()?;
        synced.and(freed)
    };
    if let Err(e) = released() {
        cutt_log!("{what}: {e:?}");
    }
}

/// Loaded kernels by context ID (never reused, unlike context addresses).
static KERNELS: Lazy<Mutex<HashMap<u64, Arc<Kernels>>>> = Lazy::new(|| Mutex::new(HashMap::new()));

/// The kernels of `binding`'s context, loading the PTX on first use. The
/// binding's context must be current.
pub fn kernels(binding: &Binding) -> Result<Arc<Kernels>, Error> {
    let mut cache = lock(&KERNELS);
    if let Some(kernels) = cache.get(&binding.context.id) {
        return Ok(kernels.clone());
    }
    let mut kernels = Kernels {
        context: binding.context,
        modules: Vec::new(),
        functions: Vec::new(),
    };
    let props = device_props(binding.device)?;
    let driver_version = driver_version()?;
    let mut dependent_modules = Vec::new();
    for (module, target, ptx) in ptx_to_load(props.compute_capability) {
        // SAFETY: the PTX is NUL-terminated text; the context is current.
        let loaded = unsafe { result::module::load_data(ptx.as_ptr().cast()) }.map_err(|e| {
            driver_error(&format!("loading the {module:?} PTX (cuModuleLoadData)"), e)
        })?;
        kernels.modules.push((module, loaded));
        if launches_dependent(target, driver_version) {
            dependent_modules.push(module);
        }
    }
    for id in KernelId::all() {
        let Some(&(_, module)) = kernels.modules.iter().find(|(m, _)| *m == id.module()) else {
            kernels.functions.push(None);
            continue;
        };
        let name = CString::new(id.entry_point()).expect("entry points have no NUL");
        // SAFETY: the module is loaded; `name` is a NUL-terminated string.
        let function = unsafe { result::module::get_function(module, name) }
            .map_err(|e| driver_error("cuModuleGetFunction", e))?;
        if id.algorithm.is_packed() {
            opt_in_shared(function, props.shared_per_block_optin)?;
        }
        kernels.functions.push(Some(Function {
            handle: function,
            dependent_launch: dependent_modules.contains(&id.module()),
        }));
    }
    cutt_log!(
        "loaded {} kernels ({} modules) into device {}'s context; launched as programmatic dependents: {:?} (driver {driver_version})",
        kernels.functions.iter().flatten().count(),
        kernels.modules.len(),
        binding.device,
        dependent_modules
    );
    let kernels = Arc::new(kernels);
    cache.insert(binding.context.id, kernels.clone());
    Ok(kernels)
}

/// Whether kernels of PTX for `target` are launched as programmatic
/// dependents under a driver of `driver_version` (CUDA's 1000 * major + 10 *
/// minor).
fn launches_dependent(target: (u32, u32), driver_version: i32) -> bool {
    target >= DEPENDENT_LAUNCH_MIN_CAPABILITY && driver_version >= DEPENDENT_LAUNCH_MIN_DRIVER
}

fn driver_version() -> Result<i32, Error> {
    let mut version = 0;
    // SAFETY: `version` is a valid out-pointer.
    unsafe { sys::cuDriverGetVersion(&mut version) }
        .result()
        .map_err(|e| driver_error("cuDriverGetVersion", e))?;
    Ok(version)
}

/// Lets `function`'s blocks use up to `bytes` of dynamic shared memory, past
/// the 48 KiB every block may use: the planner sizes packed tiles by the
/// device's opt-in limit.
fn opt_in_shared(function: sys::CUfunction, bytes: u32) -> Result<(), Error> {
    use sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES as MAX_DYNAMIC;
    // SAFETY: `function` was just obtained from a loaded module; the limit
    // is the device's own opt-in maximum.
    unsafe { result::function::set_function_attribute(function, MAX_DYNAMIC, bytes as i32) }
        .map_err(|e| driver_error("cuFuncSetAttribute (dynamic shared memory)", e))
}

/// Runs `f` with the plan's context current. Fails with InvalidDevice when
/// the caller's current device is not the plan's, and with InvalidPlan when
/// the plan's context is gone (the device was reset since).
fn in_plan_context<R>(binding: &Binding, f: impl FnOnce() -> Result<R, Error>) -> Result<R, Error> {
    driver()?;
    if !binding.context.is_alive() {
        return Err(Error::InvalidPlan(format!(
            "the plan's context on device {} no longer exists (the device was reset after the plan was made)",
            binding.device
        )));
    }
    let Some(current) = current_context()? else {
        if binding.device != 0 {
            return Err(Error::InvalidDevice(format!(
                "no device is current (the default is device 0) but the plan was made on device {}",
                binding.device
            )));
        }
        // SAFETY: the plan's context was current when the plan was made.
        unsafe { result::ctx::set_current(binding.context.handle) }
            .map_err(|e| driver_error("cuCtxSetCurrent", e))?;
        return f();
    };
    if current == binding.context.handle {
        return f();
    }
    let device = device_of_current()?;
    if device != binding.device {
        return Err(Error::InvalidDevice(format!(
            "device {device} is current but the plan was made on device {}",
            binding.device
        )));
    }
    // SAFETY: another context of the same device is current; ours is pushed
    // for this call only and popped below.
    unsafe { sys::cuCtxPushCurrent_v2(binding.context.handle) }
        .result()
        .map_err(|e| driver_error("cuCtxPushCurrent", e))?;
    let outcome = f();
    let mut popped = std::ptr::null_mut();
    // SAFETY: pops the context pushed above.
    unsafe { sys::cuCtxPopCurrent_v2(&mut popped) }
        .result()
        .map_err(|e| driver_error("cuCtxPopCurrent", e))?;
    outcome
}

/// A plan's table in device memory (the staged kernel's tile origins),
/// made in the plan's context. Dropping it waits for the context's queued
/// work, which may still read it, before freeing it.
pub struct DeviceTable {
    binding: Binding,
    ptr: DevicePtr,
}

impl DeviceTable {
    /// Copies `table` to new device memory of `binding`'s context; returns
    /// once the copy is done.
    pub fn upload<T: Copy>(binding: &Binding, table: &[T]) -> Result<DeviceTable, Error> {
        in_plan_context(binding, || {
            let bytes = std::mem::size_of_val(table).max(1);
            // SAFETY: the plan's context is current.
            let ptr = unsafe { result::malloc_sync(bytes) }
                .map_err(|e| driver_error("cuMemAlloc (a plan's table)", e))?;
            let uploaded = DeviceTable {
                binding: *binding,
                ptr,
            };
            // SAFETY: the destination is the allocation just made, at least
            // as long as `table`; the copy is synchronous.
            unsafe { result::memcpy_htod_sync(ptr, table) }
                .map_err(|e| driver_error("cuMemcpyHtoD (a plan's table)", e))?;
            Ok(uploaded)
        })
    }

    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }
}

impl Drop for DeviceTable {
    /// A table whose context is gone went with it.
    fn drop(&mut self) {
        let what = format!("freeing a plan's table on device {}", self.binding.device);
        release_after_queued_work(self.binding.context, &what, || {
            // SAFETY: `ptr` came from cuMemAlloc in this context and is freed
            // once, after the work that may read it.
            unsafe { result::free_sync(self.ptr) }
        });
    }
}

/// Tables of tile origins by context ID and grid, shared by every plan
/// that reads the same one, so that planning a staged shape again costs a
/// lookup instead of a copy to the device (about 60 us per plan on set2
/// rank 12, run zzzz63).
static ORIGIN_TABLES: Lazy<Mutex<OriginTables>> = Lazy::new(|| Mutex::new(HashMap::new()));

type OriginTables = HashMap<(u64, OriginGrid), Arc<DeviceTable>>;

/// Tables ORIGIN_TABLES keeps at most; it starts over when it is full (the
/// tables of live plans stay with them).
const ORIGIN_TABLES_CAPACITY: usize = 64;

/// Copies a table of tile origins (pairs of 32- or 64-bit offsets) to the
/// device.
fn upload_origins<T: Copy>(binding: &Binding, origins: &[T]) -> Result<DeviceTable, Error> {
    cutt_log!(
        "copying {} tile origins ({} bytes) to device {}",
        origins.len(),
        std::mem::size_of_val(origins),
        binding.device
    );
    DeviceTable::upload(binding, origins)
}

/// The table of tile origins of `grid` in `binding`'s context, copied to
/// the device on first use.
pub fn origin_table(binding: &Binding, grid: &OriginGrid) -> Result<Arc<DeviceTable>, Error> {
    let key = (binding.context.id, grid.clone());
    if let Some(table) = lock(&ORIGIN_TABLES).get(&key) {
        return Ok(table.clone());
    }
    let table = Arc::new(match grid.table() {
        OriginTable::Narrow(origins) => upload_origins(binding, &origins)?,
        OriginTable::Wide(origins) => upload_origins(binding, &origins)?,
    });
    let (evicted, replaced) = {
        let mut cache = lock(&ORIGIN_TABLES);
        let evicted: Vec<_> = match cache.len() >= ORIGIN_TABLES_CAPACITY {
            true => cache.drain().collect(),
            false => Vec::new(),
        };
        (evicted, cache.insert(key, table.clone()))
    };
    // Outside the lock: a table no plan holds waits for the device as it goes.
    drop((evicted, replaced));
    Ok(table)
}

/// Enqueues `method` on `stream`; returns without waiting. `origins` is
/// the launch's table of tile origins where it reads one
/// (`Launch::origin_grid`).
pub fn run(
    binding: &Binding,
    kernels: &Kernels,
    method: &Method,
    origins: Option<&DeviceTable>,
    stream: StreamAddr,
    input: DevicePtr,
    output: DevicePtr,
) -> Result<(), Error> {
    in_plan_context(binding, || match method {
        Method::Copy { bytes } => {
            // SAFETY: both ranges were checked to be `bytes` long and disjoint
            // by the caller; the stream belongs to the plan's context.
            unsafe {
                result::memcpy_dtod_async(output, input, *bytes as usize, stream as sys::CUstream)
            }
            .map_err(|e| driver_error("cuMemcpyDtoDAsync", e))
        }
        Method::Kernel(launch) => launch_kernel(kernels, launch, origins, stream, input, output),
    })
}

fn launch_kernel(
    kernels: &Kernels,
    launch: &Launch,
    origins: Option<&DeviceTable>,
    stream: StreamAddr,
    input: DevicePtr,
    output: DevicePtr,
) -> Result<(), Error> {
    let Some(function) = kernels.functions[launch.kernel.index()] else {
        return Err(Error::Internal(format!(
            "{} is not loaded on this device (compute capability below {:?})",
            launch.kernel.entry_point(),
            lowest_target(launch.kernel.module())
        )));
    };
    if launch.kernel.is_staged() != origins.is_some() {
        return Err(Error::Internal(format!(
            "{} launched {} a table of tile origins",
            launch.kernel.entry_point(),
            if origins.is_some() { "with" } else { "without" }
        )));
    }
    // The driver only reads the arguments: the plan's parameters are passed
    // in place, not copied.
    let params_ptr: *mut c_void = match &launch.params {
        Params::Tiled(p) => (p as *const crate::plan::TiledParams).cast_mut().cast(),
        Params::Packed(p) => (p as *const crate::plan::PackedParams).cast_mut().cast(),
    };
    let (mut input, mut output) = (input, output);
    let mut origins_ptr = origins.map_or(0, DeviceTable::ptr);
    let mut all_args: [*mut c_void; 4] = [
        params_ptr,
        (&mut input as *mut DevicePtr).cast(),
        (&mut output as *mut DevicePtr).cast(),
        (&mut origins_ptr as *mut DevicePtr).cast(),
    ];
    let args = &mut all_args[..3 + usize::from(origins.is_some())];
    let launched = if function.dependent_launch {
        launch_dependent(function.handle, launch, stream, args)
    } else {
        // SAFETY: `function` belongs to a loaded module of the current
        // context; `args` matches the kernel's (params by value, const T*,
        // T*, and the staged kernel's const uint2* origins, checked above)
        // signature and lives until cuLaunchKernel returns (it copies the
        // arguments); the dynamic shared memory is within the limit
        // `kernels` opted the packed kernels into, and within 48 KiB for the
        // others.
        unsafe {
            result::launch_kernel(
                function.handle,
                (launch.grid, 1, 1),
                (launch.block.0, launch.block.1, 1),
                launch.shared_bytes,
                stream as sys::CUstream,
                args,
            )
        }
    };
    launched.map_err(|e| driver_error(&format!("launching {}", launch.kernel.entry_point()), e))
}

/// Launches with the attribute that lets the kernel start before the
/// previous kernel in the stream has finished; the kernel's PTX waits for
/// that kernel before it touches memory (`DEPENDENT_LAUNCH_MIN_CAPABILITY`).
fn launch_dependent(
    function: sys::CUfunction,
    launch: &Launch,
    stream: StreamAddr,
    args: &mut [*mut c_void],
) -> Result<(), DriverError> {
    use sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION as SERIALIZATION;
    let mut value = sys::CUlaunchAttributeValue { pad: [0; 64] };
    value.programmaticStreamSerializationAllowed = 1;
    let mut attribute = sys::CUlaunchAttribute {
        id: SERIALIZATION,
        pad: [0; 4],
        value,
    };
    let config = sys::CUlaunchConfig {
        gridDimX: launch.grid,
        gridDimY: 1,
        gridDimZ: 1,
        blockDimX: launch.block.0,
        blockDimY: launch.block.1,
        blockDimZ: 1,
        sharedMemBytes: launch.shared_bytes,
        hStream: stream as sys::CUstream,
        attrs: &mut attribute,
        numAttrs: 1,
    };
    // SAFETY: as for cuLaunchKernel in `launch_kernel`; `config` and the one
    // attribute it points to live until cuLaunchKernelEx returns, and
    // `function`'s PTX waits for the previous grid before any memory access.
    unsafe { sys::cuLaunchKernelEx(&config, function, args.as_mut_ptr(), std::ptr::null_mut()) }
        .result()
}

/// Where a measurement runs: the caller's stream and buffers.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    pub stream: StreamAddr,
    pub input: DevicePtr,
    pub output: DevicePtr,
}

/// Times each method (with its table of tile origins, where it reads one)
/// on the caller's buffers and stream, in the plan's context: `repeats[i]`
/// back-to-back runs of method i (after one warm-up
/// run when `warm_up`), between two events. Returns seconds per run, one
/// per method, in order; stops early, returning fewer, once `budget`
/// seconds have been spent (always after the first method).
pub fn time_methods(
    binding: &Binding,
    kernels: &Kernels,
    methods: &[(&Method, Option<&DeviceTable>, u32)],
    warm_up: bool,
    budget: f64,
    target: Target,
) -> Result<Vec<f64>, Error> {
    let Target {
        stream,
        input,
        output,
    } = target;
    in_plan_context(binding, || {
        let (start, end) = (tools::Event::new()?, tools::Event::new()?);
        let mut times = Vec::with_capacity(methods.len());
        let mut spent = 0.0;
        for &(method, origins, repeats) in methods {
            if !times.is_empty() && spent >= budget {
                break;
            }
            let run = || match method {
                Method::Kernel(launch) => {
                    launch_kernel(kernels, launch, origins, stream, input, output)
                }
                Method::Copy { .. } => Err(Error::Internal("a copy has nothing to time".into())),
            };
            if warm_up {
                run()?;
            }
            start.record(stream)?;
            for _ in 0..repeats {
                run()?;
            }
            end.record(stream)?;
            let seconds = f64::from(start.elapsed_ms(&end)?) * 1e-3;
            spent += seconds * f64::from(repeats + u32::from(warm_up)) / f64::from(repeats);
            times.push(seconds / f64::from(repeats));
        }
        Ok(times)
    })
}

/// Drops the cached tables of tile origins and kernels (each freed or
/// unloaded once no plan holds it) and releases the primary contexts this
/// library retained.
pub fn finalize() {
    let tables: Vec<_> = lock(&ORIGIN_TABLES).drain().collect();
    drop(tables);
    let kernels: Vec<_> = lock(&KERNELS).drain().collect();
    drop(kernels);
    lock(&PROPS).clear();
    for device in lock(&RETAINED).drain(..) {
        // SAFETY: balances one retain made in `use_device`.
        if let Err(e) = unsafe { result::primary_ctx::release(device) } {
            cutt_log!("releasing device {device}'s primary context: {e:?}");
        }
    }
}

/// Caches stay consistent across a panic (single map operations), so a
/// poisoned lock is still usable.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each embedded PTX text's `.target` is the capability it is listed
    /// under, which gates its load and names the capability in the error
    /// for a kernel that is not loaded: a text built for a newer target
    /// than listed would fail to load on the devices between the two.
    #[test]
    fn each_ptx_targets_its_listed_capability() {
        for (module, (major, minor), ptx) in PTX {
            let target = ptx
                .lines()
                .find_map(|line| line.strip_prefix(".target sm_"))
                .expect("a .target line");
            let digits: u32 = target.trim().parse().expect("sm_XY");
            assert_eq!(digits, 10 * major + minor, "{module:?}");
        }
        assert_eq!(lowest_target(Module::Tiled), (7, 0));
        assert_eq!(lowest_target(Module::Packed), (7, 0));
        assert_eq!(lowest_target(Module::PackedStaged), STAGED_MIN_CAPABILITY);
    }

    /// Hopper loads the PTX of compute_90 (which awaits the previous grid)
    /// of every module; Ampere the Tiled PTX with the prefetch hint and the
    /// staged module; Turing the compute_70 PTX and no staged module; a
    /// device below every target still gets the modules it cannot run, so
    /// that the driver reports why.
    #[test]
    fn devices_load_the_highest_ptx_they_reach() {
        let loaded = |capability| {
            ptx_to_load(capability)
                .into_iter()
                .map(|(m, target, ptx)| {
                    let line = format!(".target sm_{}{}", target.0, target.1);
                    assert!(ptx.contains(&line), "{m:?} listed for {target:?}");
                    (m, target)
                })
                .collect::<Vec<_>>()
        };
        let hopper = DEPENDENT_LAUNCH_MIN_CAPABILITY;
        assert_eq!(
            loaded((9, 0)),
            [
                (Module::Tiled, hopper),
                (Module::Packed, hopper),
                (Module::PackedStaged, hopper)
            ]
        );
        assert_eq!(
            loaded((8, 6)),
            [
                (Module::Tiled, L2_PREFETCH_MIN_CAPABILITY),
                (Module::Packed, (7, 0)),
                (Module::PackedStaged, STAGED_MIN_CAPABILITY)
            ]
        );
        assert_eq!(
            loaded((7, 5)),
            [(Module::Tiled, (7, 0)), (Module::Packed, (7, 0))]
        );
        assert_eq!(
            loaded((6, 0)),
            [(Module::Tiled, (7, 0)), (Module::Packed, (7, 0))]
        );
    }

    /// A kernel launched as a programmatic dependent may start before the
    /// previous kernel has finished: only safe where every entry point of
    /// its PTX waits for that kernel first. PTX below the target has no such
    /// wait, and must not be launched so.
    #[test]
    fn dependent_launches_only_of_ptx_that_awaits_the_previous_grid() {
        for (module, target, ptx) in PTX {
            let entries = ptx.matches(".visible .entry").count();
            let waits = ptx.matches("griddepcontrol.wait;").count();
            assert!(entries > 0, "{module:?} {target:?}");
            let dependent = launches_dependent(target, DEPENDENT_LAUNCH_MIN_DRIVER);
            assert_eq!(
                waits,
                if dependent { entries } else { 0 },
                "{module:?} {target:?}"
            );
        }
        assert!(!launches_dependent(DEPENDENT_LAUNCH_MIN_CAPABILITY, 12020));
        assert!(launches_dependent(DEPENDENT_LAUNCH_MIN_CAPABILITY, 13000));
        assert!(!launches_dependent(L2_PREFETCH_MIN_CAPABILITY, 13000));
    }
}
