//! The C ABI: cuTT 1.1's functions under their C names, plus the C++-mangled
//! aliases that binaries built against the original C++ library call.
//! Every body runs inside `boundary`, which turns errors and panics into
//! `cuttResult` codes; nothing is written to an output before success.

#![allow(clippy::missing_safety_doc)] // Each function's documentation, which is also the C header, states its pointer contract.

use std::ffi::{c_int, c_uint, c_void};
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::api;
use crate::error::{invalid, Error};
use crate::log::cutt_log;
use crate::plan::check_rank;

/// Handle of a transpose plan. Handles are never reused.
#[allow(non_camel_case_types)]
pub type cuttHandle = c_uint;

/// Result of every cuTT call.
#[repr(C)]
#[allow(non_camel_case_types, clippy::enum_variant_names)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum cuttResult_t {
    /// Success.
    CUTT_SUCCESS = 0,
    /// The handle names no live plan (never created, or destroyed).
    CUTT_INVALID_PLAN = 1,
    /// An argument is invalid; nothing was done.
    CUTT_INVALID_PARAMETER = 2,
    /// No NVIDIA driver or device, or the current device is not the plan's.
    CUTT_INVALID_DEVICE = 3,
    /// The CUDA driver failed, or the library hit an internal fault.
    CUTT_INTERNAL_ERROR = 4,
    /// Reserved by cuTT; not returned by this library.
    CUTT_UNDEFINED_ERROR = 5,
}

#[allow(non_camel_case_types)]
pub type cuttResult = cuttResult_t;

/// The CUDA runtime's opaque stream type.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct CUstream_st {
    _opaque: [u8; 0],
}

/// A CUDA stream (`cudaStream_t` of the runtime, `CUstream` of the driver).
#[allow(non_camel_case_types)]
pub type cudaStream_t = *mut CUstream_st;

/// The one table from errors to result codes.
fn result_code(error: &Error) -> cuttResult {
    match error {
        Error::InvalidPlan(_) => cuttResult::CUTT_INVALID_PLAN,
        Error::InvalidParameter(_) => cuttResult::CUTT_INVALID_PARAMETER,
        Error::InvalidDevice(_) => cuttResult::CUTT_INVALID_DEVICE,
        Error::Internal(_) => cuttResult::CUTT_INTERNAL_ERROR,
    }
}

/// Runs one exported call: catches panics (which must not cross into C),
/// logs failures when CUTT_LOG is set, and maps them to a code.
fn boundary(call: &str, body: impl FnOnce() -> Result<(), Error>) -> cuttResult {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => cuttResult::CUTT_SUCCESS,
        Ok(Err(error)) => {
            cutt_log!("{call} -> {:?}: {error}", result_code(&error));
            result_code(&error)
        }
        Err(panic) => {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            cutt_log!("{call} -> CUTT_INTERNAL_ERROR: internal panic: {message}");
            cuttResult::CUTT_INTERNAL_ERROR
        }
    }
}

/// Reads the caller's `rank`-long `dim` and `permutation` arrays.
///
/// # Safety
/// Non-null pointers must point to at least `rank` ints.
unsafe fn shape<'a>(
    rank: c_int,
    dim: *const c_int,
    permutation: *const c_int,
) -> Result<(&'a [i32], &'a [i32]), Error> {
    let rank = check_rank(i64::from(rank))?;
    if dim.is_null() || permutation.is_null() {
        return Err(invalid("dim and permutation must not be NULL"));
    }
    // SAFETY: both are non-null and, per the API contract, hold `rank` ints;
    // rank is in 1..=32.
    unsafe {
        Ok((
            std::slice::from_raw_parts(dim, rank),
            std::slice::from_raw_parts(permutation, rank),
        ))
    }
}

/// Stores a new handle through the caller's pointer.
///
/// # Safety
/// `handle` must be null (rejected) or valid for a write.
unsafe fn plan_into(
    handle: *mut cuttHandle,
    make: impl FnOnce() -> Result<u32, Error>,
) -> Result<(), Error> {
    if handle.is_null() {
        return Err(invalid("handle must not be NULL"));
    }
    let new_handle = make()?;
    // SAFETY: non-null, and writable per the API contract.
    unsafe { handle.write(new_handle) };
    Ok(())
}

/// Creates a plan for transposing a tensor.
///
/// The input is column-major with extents `dim[0..rank-1]` (`dim[0]` varies
/// fastest). The output has extents `dim[permutation[0]], ...,
/// dim[permutation[rank-1]]`: output dimension j is input dimension
/// `permutation[j]`.
///
/// Parameters:
/// - `handle`: receives the new plan's handle (written on success only).
/// - `rank`: number of dimensions, 1 to 32.
/// - `dim`: `rank` extents, each >= 1.
/// - `permutation`: a permutation of 0..rank-1.
/// - `sizeofType`: element size in bytes: 1, 2, 4, 8 or 16.
/// - `stream`: stream `cuttExecute` enqueues on (0 = default stream).
///
/// The plan binds the device current now (device 0 if none is) and the
/// given stream. Planning is done on the host, by a cost model that ranks
/// every candidate algorithm (Tiled, TiledCopy, Packed, PackedSplit) in
/// microseconds; plans are cached by canonical shape. No device memory is
/// used.
///
/// Returns CUTT_SUCCESS, CUTT_INVALID_PARAMETER for bad arguments (checked
/// before any device work), CUTT_INVALID_DEVICE without a usable NVIDIA
/// driver or device, CUTT_INTERNAL_ERROR when the driver fails.
#[no_mangle]
#[allow(non_snake_case)]
pub unsafe extern "C" fn cuttPlan(
    handle: *mut cuttHandle,
    rank: c_int,
    dim: *mut c_int,
    permutation: *mut c_int,
    sizeofType: usize,
    stream: cudaStream_t,
) -> cuttResult {
    boundary("cuttPlan", || {
        // SAFETY: the caller's pointers follow the documented contract.
        unsafe {
            plan_into(handle, || {
                let (dim, permutation) = shape(rank, dim, permutation)?;
                api::plan(dim, permutation, sizeofType, stream as usize)
            })
        }
    })
}

/// Creates a plan like `cuttPlan`, given the buffers it will run on.
///
/// Parameters are those of `cuttPlan`, plus `idata` and `odata`: device
/// pointers to the input and output tensors (non-NULL, not overlapping).
/// The cost model's best few candidates (at most 4) are run on these buffers
/// on `stream`, and the fastest is kept; the call waits for them. Timing
/// stops after about 4 ms of device time beyond the first candidate, so very
/// large tensors get few or no alternatives measured. `odata` is
/// overwritten; the contents of `idata` are left unchanged. Buffers aligned
/// to less than an element get `cuttPlan`'s plan, unmeasured.
///
/// Returns the codes of `cuttPlan`; NULL or overlapping buffers give
/// CUTT_INVALID_PARAMETER.
#[no_mangle]
#[allow(non_snake_case)]
pub unsafe extern "C" fn cuttPlanMeasure(
    handle: *mut cuttHandle,
    rank: c_int,
    dim: *mut c_int,
    permutation: *mut c_int,
    sizeofType: usize,
    stream: cudaStream_t,
    idata: *mut c_void,
    odata: *mut c_void,
) -> cuttResult {
    boundary("cuttPlanMeasure", || {
        // SAFETY: the caller's pointers follow the documented contract.
        unsafe {
            plan_into(handle, || {
                let (dim, permutation) = shape(rank, dim, permutation)?;
                api::plan_measure(
                    dim,
                    permutation,
                    sizeofType,
                    stream as usize,
                    idata as u64,
                    odata as u64,
                )
            })
        }
    })
}

/// Destroys a plan. Work it already enqueued completes normally.
///
/// Returns CUTT_SUCCESS, or CUTT_INVALID_PLAN if `handle` is not a live plan.
#[no_mangle]
pub extern "C" fn cuttDestroy(handle: cuttHandle) -> cuttResult {
    boundary("cuttDestroy", || api::destroy(handle))
}

/// Enqueues the transpose of `idata` into `odata` on the plan's stream and
/// returns without waiting.
///
/// `idata` and `odata` are device pointers on the plan's device, each
/// holding the whole tensor; they must not overlap (out-of-place). Nothing
/// is allocated and nothing is copied from the host, so the call can be
/// captured in a CUDA graph.
///
/// Returns CUTT_SUCCESS, CUTT_INVALID_PLAN for an unknown handle or a plan
/// whose context was destroyed since (cudaDeviceReset; plan again),
/// CUTT_INVALID_PARAMETER for NULL or overlapping pointers,
/// CUTT_INVALID_DEVICE when the current device is not the plan's, and
/// CUTT_INTERNAL_ERROR when the launch fails.
#[no_mangle]
pub unsafe extern "C" fn cuttExecute(
    handle: cuttHandle,
    idata: *mut c_void,
    odata: *mut c_void,
) -> cuttResult {
    boundary("cuttExecute", || {
        api::execute(handle, idata as u64, odata as u64)
    })
}

/// Sets the stream later `cuttExecute` calls of the plan enqueue on.
///
/// Returns CUTT_SUCCESS, or CUTT_INVALID_PLAN if `handle` is not a live plan.
#[no_mangle]
pub extern "C" fn cuttSetStream(handle: cuttHandle, stream: cudaStream_t) -> cuttResult {
    boundary("cuttSetStream", || api::set_stream(handle, stream as usize))
}

/// Optionally prepares the library: loads the NVIDIA driver and the kernels
/// for the current device, so that the first `cuttPlan` is faster. Errors
/// are reported by later calls.
#[no_mangle]
pub extern "C" fn cuttInitialize() {
    boundary("cuttInitialize", api::initialize);
}

/// Destroys every plan and releases what the library holds (kernels,
/// retained contexts). The library may be used again afterwards.
#[no_mangle]
pub extern "C" fn cuttFinalize() {
    boundary("cuttFinalize", || {
        api::finalize();
        Ok(())
    });
}

// C++-mangled aliases of the original C++ library (g++ ABI).

/// cuTT 1.1 `cuttPlan` with C++ linkage.
#[export_name = "_Z8cuttPlanPjiPiS0_mP11CUstream_st"]
pub unsafe extern "C" fn cutt_cxx_plan(
    handle: *mut cuttHandle,
    rank: c_int,
    dim: *mut c_int,
    permutation: *mut c_int,
    sizeof_type: usize,
    stream: cudaStream_t,
) -> cuttResult {
    // SAFETY: same contract as cuttPlan.
    unsafe { cuttPlan(handle, rank, dim, permutation, sizeof_type, stream) }
}

/// cuTT 1.0 `cuttPlan` (no stream: the default stream) with C++ linkage.
#[export_name = "_Z8cuttPlanPjiPiS0_m"]
pub unsafe extern "C" fn cutt_cxx_plan_v10(
    handle: *mut cuttHandle,
    rank: c_int,
    dim: *mut c_int,
    permutation: *mut c_int,
    sizeof_type: usize,
) -> cuttResult {
    // SAFETY: same contract as cuttPlan.
    unsafe {
        cuttPlan(
            handle,
            rank,
            dim,
            permutation,
            sizeof_type,
            std::ptr::null_mut(),
        )
    }
}

/// cuTT 1.1 `cuttPlanMeasure` with C++ linkage.
#[export_name = "_Z15cuttPlanMeasurePjiPiS0_mP11CUstream_stPvS3_"]
pub unsafe extern "C" fn cutt_cxx_plan_measure(
    handle: *mut cuttHandle,
    rank: c_int,
    dim: *mut c_int,
    permutation: *mut c_int,
    sizeof_type: usize,
    stream: cudaStream_t,
    idata: *mut c_void,
    odata: *mut c_void,
) -> cuttResult {
    // SAFETY: same contract as cuttPlanMeasure.
    unsafe {
        cuttPlanMeasure(
            handle,
            rank,
            dim,
            permutation,
            sizeof_type,
            stream,
            idata,
            odata,
        )
    }
}

/// `cuttDestroy` with C++ linkage.
#[export_name = "_Z11cuttDestroyj"]
pub extern "C" fn cutt_cxx_destroy(handle: cuttHandle) -> cuttResult {
    cuttDestroy(handle)
}

/// `cuttExecute(cuttHandle, void*, void*)` with C++ linkage.
#[export_name = "_Z11cuttExecutejPvS_"]
pub unsafe extern "C" fn cutt_cxx_execute(
    handle: cuttHandle,
    idata: *mut c_void,
    odata: *mut c_void,
) -> cuttResult {
    // SAFETY: same contract as cuttExecute.
    unsafe { cuttExecute(handle, idata, odata) }
}

/// `cuttExecute(cuttHandle, const void*, void*)` of forks, with C++ linkage.
#[export_name = "_Z11cuttExecutejPKvPv"]
pub unsafe extern "C" fn cutt_cxx_execute_const(
    handle: cuttHandle,
    idata: *const c_void,
    odata: *mut c_void,
) -> cuttResult {
    // SAFETY: same contract as cuttExecute; the input is only read.
    unsafe { cuttExecute(handle, idata.cast_mut(), odata) }
}

/// cuTT 1.0 `cuttSetStream` with C++ linkage.
#[export_name = "_Z13cuttSetStreamjP11CUstream_st"]
pub extern "C" fn cutt_cxx_set_stream(handle: cuttHandle, stream: cudaStream_t) -> cuttResult {
    cuttSetStream(handle, stream)
}

/// `cuttInitialize` of forks, with C++ linkage.
#[export_name = "_Z14cuttInitializev"]
pub extern "C" fn cutt_cxx_initialize() {
    cuttInitialize()
}

/// `cuttFinalize` of forks, with C++ linkage.
#[export_name = "_Z12cuttFinalizev"]
pub extern "C" fn cutt_cxx_finalize() {
    cuttFinalize()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panics_become_internal_error() {
        assert_eq!(
            boundary("test", || panic!("boom")),
            cuttResult::CUTT_INTERNAL_ERROR
        );
    }

    #[test]
    fn every_error_kind_has_its_code() {
        let cases = [
            (Error::InvalidPlan(String::new()), 1),
            (Error::InvalidParameter(String::new()), 2),
            (Error::InvalidDevice(String::new()), 3),
            (Error::Internal(String::new()), 4),
        ];
        for (error, code) in cases {
            assert_eq!(boundary("test", || Err(error)) as i32, code);
        }
    }
}
