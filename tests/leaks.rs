//! The C ABI's error paths allocate nothing that outlives the call, and
//! cuttFinalize lets go of every plan. Resident memory is read from
//! /proc/self/statm, so the tests of this file take turns.

use std::ffi::{c_int, c_void};
use std::ptr::{null_mut, without_provenance_mut};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use cutt::capi::*;
use cutt::Registry;
use cuttResult_t::*;

const CYCLES: usize = 100_000;
const WARM_UP: usize = 10_000;
/// Allowed growth over 2 x CYCLES calls: under 3 bytes a call, so a leak of
/// even one small allocation per call fails, while the allocator's own
/// bookkeeping fits.
const SLACK_BYTES: u64 = 512 * 1024;

fn serial() -> MutexGuard<'static, ()> {
    static SERIAL: Mutex<()> = Mutex::new(());
    SERIAL
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * u64::try_from(page).ok()?)
}

/// A valid plan, destroyed when it was made: without a driver both fail
/// (CUTT_INVALID_DEVICE, then CUTT_INVALID_PLAN for the untouched sentinel).
fn plan_and_destroy() {
    let (code, handle) = plan(&mut [31, 549, 2, 3], &mut [3, 0, 2, 1], 8);
    let destroyed = cuttDestroy(handle);
    assert_eq!(destroyed == CUTT_SUCCESS, code == CUTT_SUCCESS);
}

/// One of several invalid calls, each rejected with its own code.
fn invalid_call(i: usize) {
    let (mut dims, mut perm) = ([4, 5, 6], [2, 2, 0]);
    let buffer: *mut c_void = without_provenance_mut(0x1000);
    let mut handle = 0xDEAD_BEEF;
    // SAFETY: arrays of rank 3 (the permutation repeats an entry); the
    // buffers are never dereferenced on the host.
    let code = unsafe {
        match i % 6 {
            0 => cuttPlan(
                &mut handle,
                3,
                dims.as_mut_ptr(),
                perm.as_mut_ptr(),
                4,
                null_mut(),
            ),
            1 => cuttPlan(
                &mut handle,
                0,
                dims.as_mut_ptr(),
                perm.as_mut_ptr(),
                4,
                null_mut(),
            ),
            2 => cuttPlanMeasure(
                &mut handle,
                1,
                dims.as_mut_ptr(),
                perm[2..].as_mut_ptr(),
                4,
                null_mut(),
                buffer,
                buffer,
            ),
            3 => cuttExecute(u32::MAX - i as u32, buffer, buffer),
            4 => cuttSetStream(u32::MAX - i as u32, null_mut()),
            _ => cuttDestroy(u32::MAX - i as u32),
        }
    };
    let expected = if i % 6 < 3 {
        CUTT_INVALID_PARAMETER
    } else {
        CUTT_INVALID_PLAN
    };
    assert_eq!(code, expected, "call kind {}", i % 6);
    assert_eq!(handle, 0xDEAD_BEEF);
}

fn calls(count: usize) {
    for i in 0..count {
        plan_and_destroy();
        invalid_call(i);
    }
}

#[test]
fn error_paths_keep_resident_memory_flat() {
    let _turn = serial();
    if cutt::gpu::driver().is_ok() {
        eprintln!("note: a driver is present, so the plan/destroy cycles make real plans");
    }
    if std::env::var("CUTT_LOG").is_ok_and(|v| !v.is_empty() && v != "0") {
        eprintln!("SKIP (not run): CUTT_LOG is set, and the captured log lines would grow memory");
        return;
    }
    calls(WARM_UP);
    let Some(before) = resident_bytes() else {
        eprintln!("SKIP (not run): /proc/self/statm is not readable here");
        return;
    };
    calls(CYCLES);
    let after = resident_bytes().expect("statm was readable before");
    eprintln!(
        "resident memory over {CYCLES} plan/destroy cycles and {CYCLES} invalid calls: {before} -> {after} bytes"
    );
    assert!(
        after <= before + SLACK_BYTES,
        "resident memory grew by {} bytes",
        after - before
    );
}

#[test]
fn initialize_finalize_cycles_keep_resident_memory_flat() {
    let _turn = serial();
    let cycle = || {
        cuttInitialize();
        cuttFinalize();
    };
    (0..1_000).for_each(|_| cycle());
    let Some(before) = resident_bytes() else {
        eprintln!("SKIP (not run): /proc/self/statm is not readable here");
        return;
    };
    (0..10_000).for_each(|_| cycle());
    let after = resident_bytes().expect("statm was readable before");
    assert!(
        after <= before + SLACK_BYTES,
        "resident memory grew by {} bytes over 10,000 initialize/finalize cycles",
        after - before
    );
}

/// Counts its live instances, to see what the registry still holds.
struct Tracked(Arc<AtomicUsize>);

impl Drop for Tracked {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// cuttFinalize empties the plan registry with `clear`: every entry must be
/// dropped, not just unlisted.
#[test]
fn clearing_the_registry_drops_every_entry() {
    let live = Arc::new(AtomicUsize::new(0));
    let registry = Registry::<Tracked>::default();
    let handles: Vec<u32> = (0..1_000)
        .map(|_| {
            live.fetch_add(1, Ordering::SeqCst);
            registry.insert(Tracked(live.clone())).expect("insert")
        })
        .collect();
    registry.remove(handles[0]).expect("remove");
    assert_eq!(live.load(Ordering::SeqCst), 999);
    assert_eq!(registry.clear(), 999);
    assert_eq!(live.load(Ordering::SeqCst), 0, "entries outlived clear");
    assert!(registry.is_empty());
    assert!(handles.iter().all(|&h| registry.get(h).is_err()));
}

/// Through the C ABI: after cuttFinalize no handle issued before it is live
/// (without a driver no plan can be made, and this says so).
#[test]
fn finalize_destroys_every_plan() {
    let _turn = serial();
    let handles: Vec<cuttHandle> = (0..16).filter_map(|_| made_plan()).collect();
    if handles.is_empty() {
        eprintln!(
            "note: no plan can be made here (no driver); finalize is checked on unknown handles only"
        );
    }
    cuttFinalize();
    for handle in handles.iter().copied().chain([1, 2, 3]) {
        assert_eq!(cuttDestroy(handle), CUTT_INVALID_PLAN, "handle {handle}");
        assert_eq!(cuttSetStream(handle, null_mut()), CUTT_INVALID_PLAN);
    }
}

fn made_plan() -> Option<cuttHandle> {
    let (code, handle) = plan(&mut [8, 9], &mut [1, 0], 4);
    (code == CUTT_SUCCESS).then_some(handle)
}

/// cuttPlan on the default stream: its code and the handle (0xDEAD_BEEF
/// where cuttPlan left it untouched).
fn plan(dims: &mut [c_int], perm: &mut [c_int], elem: usize) -> (cuttResult, cuttHandle) {
    assert_eq!(dims.len(), perm.len());
    let mut handle = 0xDEAD_BEEF;
    // SAFETY: arrays of the given rank and a writable handle.
    let code = unsafe {
        cuttPlan(
            &mut handle,
            dims.len() as c_int,
            dims.as_mut_ptr(),
            perm.as_mut_ptr(),
            elem,
            null_mut(),
        )
    };
    (code, handle)
}
