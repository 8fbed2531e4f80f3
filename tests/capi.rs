//! The C ABI's answers to bad input, unknown handles and a missing driver.
//! These run on any machine; with an NVIDIA driver present the valid-input
//! case is covered by the GPU suite instead (and this test says so).

use std::ptr::{null_mut, NonNull};

use cutt::capi::*;
use cuttResult_t::*;

const UNTOUCHED: cuttHandle = 0xDEAD_BEEF;

fn plan(rank: i32, dims: &mut [i32], perm: &mut [i32], elem: usize) -> (cuttResult, cuttHandle) {
    let mut handle = UNTOUCHED;
    // SAFETY: the arrays hold at least `rank` ints whenever rank is in range.
    let code = unsafe {
        cuttPlan(
            &mut handle,
            rank,
            dims.as_mut_ptr(),
            perm.as_mut_ptr(),
            elem,
            null_mut(),
        )
    };
    (code, handle)
}

/// (what, rank, dims, permutation, element size)
type BadCase = (&'static str, i32, Vec<i32>, Vec<i32>, usize);

#[test]
fn bad_arguments_are_invalid_parameter_and_write_nothing() {
    let cases: Vec<BadCase> = vec![
        ("rank 0", 0, vec![2], vec![0], 4),
        ("rank -1", -1, vec![2], vec![0], 4),
        ("rank 33", 33, vec![2; 33], (0..33).collect(), 4),
        ("zero extent", 2, vec![4, 0], vec![1, 0], 4),
        ("negative extent", 2, vec![4, -2], vec![1, 0], 4),
        ("repeated permutation", 3, vec![2, 3, 4], vec![0, 1, 1], 4),
        ("permutation out of range", 2, vec![2, 3], vec![0, 2], 4),
        ("negative permutation", 2, vec![2, 3], vec![1, -1], 4),
        ("element size 0", 2, vec![2, 3], vec![1, 0], 0),
        ("element size 12", 2, vec![2, 3], vec![1, 0], 12),
        ("bytes overflow", 3, vec![i32::MAX; 3], vec![2, 1, 0], 16),
    ];
    for (what, rank, mut dims, mut perm, elem) in cases {
        let (code, handle) = plan(rank, &mut dims, &mut perm, elem);
        assert_eq!(code, CUTT_INVALID_PARAMETER, "{what}");
        assert_eq!(handle, UNTOUCHED, "{what}: handle written on failure");
    }
}

#[test]
fn null_pointers_are_invalid_parameter() {
    let (mut dims, mut perm) = ([4, 5], [1, 0]);
    let mut handle = UNTOUCHED;
    // SAFETY: null pointers are part of what is being tested; the rest is valid.
    unsafe {
        assert_eq!(
            cuttPlan(
                null_mut(),
                2,
                dims.as_mut_ptr(),
                perm.as_mut_ptr(),
                4,
                null_mut()
            ),
            CUTT_INVALID_PARAMETER
        );
        assert_eq!(
            cuttPlan(&mut handle, 2, null_mut(), perm.as_mut_ptr(), 4, null_mut()),
            CUTT_INVALID_PARAMETER
        );
        assert_eq!(
            cuttPlan(&mut handle, 2, dims.as_mut_ptr(), null_mut(), 4, null_mut()),
            CUTT_INVALID_PARAMETER
        );
        let buffer = NonNull::<u64>::dangling().as_ptr().cast();
        let mut measure = |idata, odata, handle: &mut cuttHandle| {
            cuttPlanMeasure(
                handle,
                2,
                dims.as_mut_ptr(),
                perm.as_mut_ptr(),
                4,
                null_mut(),
                idata,
                odata,
            )
        };
        assert_eq!(
            measure(null_mut(), buffer, &mut handle),
            CUTT_INVALID_PARAMETER
        );
        assert_eq!(
            measure(buffer, null_mut(), &mut handle),
            CUTT_INVALID_PARAMETER
        );
        assert_eq!(
            measure(buffer, buffer, &mut handle),
            CUTT_INVALID_PARAMETER,
            "idata == odata"
        );
        let overlapping = buffer.cast::<u8>().add(8).cast();
        assert_eq!(
            measure(buffer, overlapping, &mut handle),
            CUTT_INVALID_PARAMETER,
            "overlap"
        );
    }
    assert_eq!(handle, UNTOUCHED);
}

#[test]
fn unknown_handles_are_invalid_plan() {
    for handle in [0, 1 << 30, 12345, u32::MAX] {
        assert_eq!(cuttDestroy(handle), CUTT_INVALID_PLAN);
        assert_eq!(cuttSetStream(handle, null_mut()), CUTT_INVALID_PLAN);
        let mut byte = 0u8;
        // SAFETY: the handle is checked before the pointers are used.
        let code = unsafe { cuttExecute(handle, (&mut byte as *mut u8).cast(), null_mut()) };
        assert_eq!(code, CUTT_INVALID_PLAN, "the handle is checked first");
    }
}

#[test]
fn initialize_and_finalize_are_idempotent() {
    for _ in 0..3 {
        cuttInitialize();
        cuttFinalize();
    }
    cuttFinalize();
}

#[test]
fn valid_plan_without_driver_is_invalid_device() {
    if cutt::gpu::driver().is_ok() {
        eprintln!(
            "SKIPPED (not run): an NVIDIA driver is present; the GPU suite covers valid plans"
        );
        return;
    }
    let (code, handle) = plan(4, &mut [31, 549, 2, 3], &mut [3, 0, 2, 1], 8);
    assert_eq!(code, CUTT_INVALID_DEVICE);
    assert_eq!(handle, UNTOUCHED);
    let mut handle = UNTOUCHED;
    let (mut dims, mut perm) = ([3, 4], [1, 0]);
    let buffers = [0u64; 4];
    // SAFETY: valid arrays; the buffers are only checked, never dereferenced.
    let code = unsafe {
        cuttPlanMeasure(
            &mut handle,
            2,
            dims.as_mut_ptr(),
            perm.as_mut_ptr(),
            1,
            null_mut(),
            buffers.as_ptr().cast_mut().cast(),
            buffers[2..].as_ptr().cast_mut().cast(),
        )
    };
    assert_eq!(code, CUTT_INVALID_DEVICE);
    assert_eq!(handle, UNTOUCHED);
}
