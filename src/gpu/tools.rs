//! Safe device helpers for the benchmark and the GPU test suite (not used by
//! the library's API). They work in the current context.

use cudarc::driver::{result, sys};

use super::{driver_error, DevicePtr, StreamAddr};
use crate::error::Error;

/// Device memory from cuMemAlloc, freed on drop.
pub struct DeviceBuffer {
    ptr: DevicePtr,
    bytes: usize,
}

impl DeviceBuffer {
    pub fn new(bytes: usize) -> Result<DeviceBuffer, Error> {
        // SAFETY: a context is current (the tools call `use_device` first).
        let ptr = unsafe { result::malloc_sync(bytes.max(1)) }
            .map_err(|e| driver_error("cuMemAlloc", e))?;
        Ok(DeviceBuffer { ptr, bytes })
    }

    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }

    pub fn len(&self) -> usize {
        self.bytes
    }

    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    /// Copies `data` to byte offset `offset`.
    pub fn upload(&self, offset: usize, data: &[u8]) -> Result<(), Error> {
        assert!(
            offset + data.len() <= self.bytes,
            "upload past the end of the buffer"
        );
        // SAFETY: the destination range lies inside this allocation.
        unsafe { result::memcpy_htod_sync(self.ptr + offset as u64, data) }
            .map_err(|e| driver_error("cuMemcpyHtoD", e))
    }

    /// Copies bytes from byte offset `offset` into `data`.
    pub fn download(&self, offset: usize, data: &mut [u8]) -> Result<(), Error> {
        assert!(
            offset + data.len() <= self.bytes,
            "download past the end of the buffer"
        );
        // SAFETY: the source range lies inside this allocation.
        unsafe { result::memcpy_dtoh_sync(data, self.ptr + offset as u64) }
            .map_err(|e| driver_error("cuMemcpyDtoH", e))
    }

    /// Sets every byte to `value`.
    pub fn fill(&self, value: u8) -> Result<(), Error> {
        // SAFETY: the range is exactly this allocation.
        unsafe { result::memset_d8_sync(self.ptr, value, self.bytes) }
            .map_err(|e| driver_error("cuMemsetD8", e))
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from cuMemAlloc and is freed once.
        let _ = unsafe { result::free_sync(self.ptr) };
    }
}

/// A stream of the current context, destroyed on drop.
pub struct Stream(sys::CUstream);

impl Stream {
    pub fn new() -> Result<Stream, Error> {
        result::stream::create(result::stream::StreamKind::NonBlocking)
            .map(Stream)
            .map_err(|e| driver_error("cuStreamCreate", e))
    }

    pub fn addr(&self) -> StreamAddr {
        self.0 as StreamAddr
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        // SAFETY: the stream was created by `new` and is destroyed once.
        let _ = unsafe { result::stream::destroy(self.0) };
    }
}

/// Waits for all work of the current context.
pub fn synchronize() -> Result<(), Error> {
    result::ctx::synchronize().map_err(|e| driver_error("cuCtxSynchronize", e))
}

/// Enqueues a device-to-device copy (the benchmark's yardstick).
pub fn copy_async(
    dst: DevicePtr,
    src: DevicePtr,
    bytes: usize,
    stream: StreamAddr,
) -> Result<(), Error> {
    // SAFETY: the caller passes live allocations of at least `bytes` bytes.
    unsafe { result::memcpy_dtod_async(dst, src, bytes, stream as sys::CUstream) }
        .map_err(|e| driver_error("cuMemcpyDtoDAsync", e))
}

/// A CUDA event for timing, destroyed on drop.
pub struct Event(sys::CUevent);

impl Event {
    pub fn new() -> Result<Event, Error> {
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT)
            .map(Event)
            .map_err(|e| driver_error("cuEventCreate", e))
    }

    pub fn record(&self, stream: StreamAddr) -> Result<(), Error> {
        // SAFETY: the event and stream belong to the current context.
        unsafe { result::event::record(self.0, stream as sys::CUstream) }
            .map_err(|e| driver_error("cuEventRecord", e))
    }

    /// Milliseconds from `self` to `end`, waiting for `end` first.
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32, Error> {
        // SAFETY: both events are live.
        unsafe {
            result::event::synchronize(end.0).map_err(|e| driver_error("cuEventSynchronize", e))?;
            result::event::elapsed(self.0, end.0).map_err(|e| driver_error("cuEventElapsedTime", e))
        }
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: the event was created by `new` and is destroyed once.
        let _ = unsafe { result::event::destroy(self.0) };
    }
}

/// Free and total device memory of the current device, in bytes.
pub fn memory_info() -> Result<(usize, usize), Error> {
    result::mem_get_info().map_err(|e| driver_error("cuMemGetInfo", e))
}

/// Number of CUDA devices.
pub fn device_count() -> Result<i32, Error> {
    super::driver()?;
    result::device::get_count().map_err(|e| driver_error("cuDeviceGetCount", e))
}

/// Resets `ordinal`'s primary context, as `cudaDeviceReset` does: every
/// allocation, module and stream in it is destroyed. For tests of plans that
/// outlive a reset.
pub fn reset_device(ordinal: i32) -> Result<(), Error> {
    let device = result::device::get(ordinal).map_err(|e| driver_error("cuDeviceGet", e))?;
    // SAFETY: `device` is valid; the caller drops nothing of the old context
    // after this except through driver calls that report stale handles.
    unsafe { sys::cuDevicePrimaryCtxReset_v2(device) }
        .result()
        .map_err(|e| driver_error("cuDevicePrimaryCtxReset", e))
}

impl Stream {
    /// Waits for all work queued on this stream.
    pub fn synchronize(&self) -> Result<(), Error> {
        // SAFETY: the stream is live until drop.
        unsafe { result::stream::synchronize(self.0) }
            .map_err(|e| driver_error("cuStreamSynchronize", e))
    }

    /// Queues a copy of `data` to byte offset `offset` of `buffer`. Ordered
    /// with this stream's work, unlike `DeviceBuffer::upload`, whose copy
    /// runs on the legacy default stream and so is unordered with
    /// non-blocking streams.
    pub fn upload(&self, buffer: &DeviceBuffer, offset: usize, data: &[u8]) -> Result<(), Error> {
        assert!(offset + data.len() <= buffer.bytes, "upload past the end");
        // SAFETY: the range lies inside the allocation. `data` is pageable
        // memory (this crate never page-locks host memory), which the driver
        // copies to a staging buffer before returning, so the slice may be
        // reused at once.
        unsafe { result::memcpy_htod_async(buffer.ptr + offset as u64, data, self.0) }
            .map_err(|e| driver_error("cuMemcpyHtoDAsync", e))
    }

    /// Queues setting every byte of `buffer` to `value`.
    pub fn fill(&self, buffer: &DeviceBuffer, value: u8) -> Result<(), Error> {
        // SAFETY: the range is exactly this allocation, live until drop.
        unsafe { result::memset_d8_async(buffer.ptr, value, buffer.bytes, self.0) }
            .map_err(|e| driver_error("cuMemsetD8Async", e))
    }

    /// Copies bytes from byte offset `offset` of `buffer` into `data` after
    /// the work queued on this stream, and waits for it.
    pub fn download(
        &self,
        buffer: &DeviceBuffer,
        offset: usize,
        data: &mut [u8],
    ) -> Result<(), Error> {
        assert!(offset + data.len() <= buffer.bytes, "download past the end");
        // SAFETY: the range lies inside the allocation; `data` stays borrowed
        // until the stream is synchronized below.
        unsafe { result::memcpy_dtoh_async(data, buffer.ptr + offset as u64, self.0) }
            .map_err(|e| driver_error("cuMemcpyDtoHAsync", e))?;
        self.synchronize()
    }

    /// Captures the work `enqueue` queues on this stream into an executable
    /// graph, in the strictest capture mode (any unsafe call from any thread
    /// invalidates the capture). Capture is ended even when `enqueue`
    /// reports failure, so the stream is usable again.
    pub fn capture<R>(&self, enqueue: impl FnOnce() -> R) -> Result<(Graph, R), Error> {
        let mode = sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_GLOBAL;
        // SAFETY: the stream is live and not capturing.
        unsafe { sys::cuStreamBeginCapture_v2(self.0, mode) }
            .result()
            .map_err(|e| driver_error("cuStreamBeginCapture", e))?;
        let enqueued = enqueue();
        let mut graph = std::ptr::null_mut();
        // SAFETY: ends the capture begun above; `graph` is a valid out-pointer.
        unsafe { sys::cuStreamEndCapture(self.0, &mut graph) }
            .result()
            .map_err(|e| driver_error("cuStreamEndCapture", e))?;
        let mut exec = std::ptr::null_mut();
        // SAFETY: `graph` was just captured; `exec` is a valid out-pointer.
        let instantiated = unsafe { sys::cuGraphInstantiateWithFlags(&mut exec, graph, 0) }
            .result()
            .map_err(|e| driver_error("cuGraphInstantiate", e));
        let graph = Graph { graph, exec };
        instantiated.map(|_| (graph, enqueued))
    }
}

/// A captured CUDA graph and its executable instance, destroyed on drop.
pub struct Graph {
    graph: sys::CUgraph,
    exec: sys::CUgraphExec,
}

impl Graph {
    /// Queues one replay of the graph on `stream`.
    pub fn launch(&self, stream: &Stream) -> Result<(), Error> {
        // SAFETY: the instance is live; the stream belongs to its context.
        unsafe { sys::cuGraphLaunch(self.exec, stream.0) }
            .result()
            .map_err(|e| driver_error("cuGraphLaunch", e))
    }
}

impl Drop for Graph {
    fn drop(&mut self) {
        // SAFETY: each handle came from capture and is destroyed once; a null
        // instance (failed instantiation) is skipped.
        unsafe {
            if !self.exec.is_null() {
                let _ = sys::cuGraphExecDestroy(self.exec);
            }
            let _ = sys::cuGraphDestroy(self.graph);
        }
    }
}

/// Whether `ordinal`'s primary context exists, retained by anyone: after
/// cuttFinalize it should not be, unless another user holds it.
pub fn primary_context_active(ordinal: i32) -> Result<bool, Error> {
    let device = result::device::get(ordinal).map_err(|e| driver_error("cuDeviceGet", e))?;
    let (mut flags, mut active) = (0, 0);
    // SAFETY: `device` is valid; both are valid out-pointers.
    unsafe { sys::cuDevicePrimaryCtxGetState(device, &mut flags, &mut active) }
        .result()
        .map_err(|e| driver_error("cuDevicePrimaryCtxGetState", e))?;
    Ok(active != 0)
}
