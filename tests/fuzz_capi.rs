//! Property-based fuzzing of the C ABI, called as C calls it: through the
//! prototypes of cutt.h (results as plain ints, raw pointers), under both
//! the C names and the g++-mangled aliases. Failing inputs are shrunk.
//!
//! Properties: every call returns one of the six codes (a panic crossing
//! `extern "C"` would abort this binary, so finishing proves none escaped);
//! invalid arguments give exactly CUTT_INVALID_PARAMETER, whatever the
//! device state; valid ones give CUTT_INVALID_DEVICE without a driver; a
//! handle is written only on success; handles answer as a model of the
//! registry says (live, destroyed, never issued, finalized).
//!
//! PROPTEST_CASES sets the cases per property (default 2,000, about a second
//! in all in release); a long run:
//! `PROPTEST_CASES=1000000 cargo test --release --test fuzz_capi`.

use std::cell::Cell;
use std::collections::HashMap;
use std::ffi::{c_int, c_uint, c_void};
use std::ptr::{null_mut, without_provenance_mut};
use std::sync::{Mutex, MutexGuard};

use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::{Config, TestRunner};

extern crate cutt;

// cutt.h, as a C program sees it.
extern "C" {
    fn cuttPlan(
        handle: *mut c_uint,
        rank: c_int,
        dim: *mut c_int,
        permutation: *mut c_int,
        sizeof_type: usize,
        stream: *mut c_void,
    ) -> c_int;
    fn cuttPlanMeasure(
        handle: *mut c_uint,
        rank: c_int,
        dim: *mut c_int,
        permutation: *mut c_int,
        sizeof_type: usize,
        stream: *mut c_void,
        idata: *mut c_void,
        odata: *mut c_void,
    ) -> c_int;
    fn cuttDestroy(handle: c_uint) -> c_int;
    fn cuttExecute(handle: c_uint, idata: *mut c_void, odata: *mut c_void) -> c_int;
    fn cuttSetStream(handle: c_uint, stream: *mut c_void) -> c_int;
    fn cuttInitialize();
    fn cuttFinalize();
    #[link_name = "_Z8cuttPlanPjiPiS0_m"]
    fn cxx_plan_v10(
        handle: *mut c_uint,
        rank: c_int,
        dim: *mut c_int,
        permutation: *mut c_int,
        sizeof_type: usize,
    ) -> c_int;
    #[link_name = "_Z11cuttExecutejPKvPv"]
    fn cxx_execute_const(handle: c_uint, idata: *const c_void, odata: *mut c_void) -> c_int;
}

const SUCCESS: c_int = 0;
const INVALID_PLAN: c_int = 1;
const INVALID_PARAMETER: c_int = 2;
const INVALID_DEVICE: c_int = 3;
const INTERNAL_ERROR: c_int = 4;
const SENTINEL: c_uint = 0xDEAD_BEEF;
const ELEMENT_SIZES: [usize; 5] = [1, 2, 4, 8, 16];

fn config() -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    // Failures are printed shrunk; a direct TestRunner has no source file
    // to persist them beside.
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

/// cuttFinalize destroys every plan of the process, so the properties of
/// this file take turns (on a GPU machine they make live plans).
fn serial() -> MutexGuard<'static, ()> {
    static SERIAL: Mutex<()> = Mutex::new(());
    SERIAL
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn driver_present() -> bool {
    cutt::gpu::driver().is_ok()
}

/// Which exported symbol a plan goes through.
#[derive(Debug, Clone, Copy)]
enum Entry {
    Plan,
    PlanV10,
    Measure,
}

#[derive(Debug, Clone)]
struct PlanCall {
    entry: Entry,
    null_handle: bool,
    rank: c_int,
    dims: Option<Vec<c_int>>,
    perm: Option<Vec<c_int>>,
    elem_size: usize,
    stream: usize,
    idata: usize,
    odata: usize,
}

fn rank() -> impl Strategy<Value = c_int> {
    prop_oneof![
        8 => 1..=8,
        4 => 9..=40,
        1 => -3..=0,
        1 => any::<c_int>(),
        1 => select(vec![c_int::MIN, c_int::MAX, 33, 64]),
    ]
}

fn extent() -> impl Strategy<Value = c_int> {
    prop_oneof![
        16 => 1..=40,
        2 => 1..=c_int::MAX,
        1 => select(vec![0, -1, c_int::MIN, c_int::MAX, 1 << 16]),
    ]
}

fn elem_size() -> impl Strategy<Value = usize> {
    prop_oneof![
        6 => select(ELEMENT_SIZES.to_vec()),
        1 => select(vec![0, 3, 12, 32, usize::MAX]),
        1 => any::<usize>(),
    ]
}

/// Device addresses: null, small, arbitrary, near the top of the address
/// space, and close to each other (overlaps).
fn address() -> impl Strategy<Value = usize> {
    prop_oneof![
        1 => Just(0),
        4 => 1..=1usize << 20,
        2 => any::<usize>(),
        1 => (0..=64usize).prop_map(|back| usize::MAX - back),
    ]
}

/// Arrays as long as the rank says when it is in 1..=40 (the library reads
/// `rank` ints only for ranks it accepts), else a few ints.
fn arrays(rank: c_int) -> impl Strategy<Value = (Vec<c_int>, Vec<c_int>)> {
    let len = if (1..=40).contains(&rank) {
        rank as usize
    } else {
        3
    };
    (prop::collection::vec(extent(), len), permutation(len))
}

/// A true permutation, or one with an entry replaced (repeats, out of
/// range, negative, anything).
fn permutation(len: usize) -> impl Strategy<Value = Vec<c_int>> {
    let shuffled = Just((0..len as c_int).collect::<Vec<_>>()).prop_shuffle();
    let entry = prop_oneof![0..len as c_int + 2, -2..0, any::<c_int>()];
    (shuffled, prop::option::weighted(0.3, (0..len, entry))).prop_map(|(mut p, change)| {
        if let Some((i, v)) = change {
            p[i] = v;
        }
        p
    })
}

fn plan_call() -> impl Strategy<Value = PlanCall> {
    let entry = prop_oneof![
        2 => Just(Entry::Plan),
        1 => Just(Entry::PlanV10),
        2 => Just(Entry::Measure),
    ];
    let nulls = prop::array::uniform3(prop::bool::weighted(0.05));
    rank()
        .prop_flat_map(|rank| (Just(rank), arrays(rank)))
        .prop_flat_map(move |(rank, (dims, perm))| {
            (
                entry.clone(),
                nulls,
                Just(rank),
                Just(dims),
                Just(perm),
                elem_size(),
                address(),
                address(),
                address(),
            )
        })
        .prop_map(
            |(
                entry,
                [null_handle, null_dims, null_perm],
                rank,
                dims,
                perm,
                elem_size,
                stream,
                idata,
                odata,
            )| PlanCall {
                entry,
                null_handle,
                rank,
                dims: (!null_dims).then_some(dims),
                perm: (!null_perm).then_some(perm),
                elem_size,
                stream,
                idata,
                odata,
            },
        )
}

/// The tensor's bytes when the shape is valid, computed independently of
/// the library.
fn valid_bytes(call: &PlanCall) -> Option<u64> {
    let (dims, perm) = (call.dims.as_ref()?, call.perm.as_ref()?);
    if !(1..=32).contains(&call.rank) || !ELEMENT_SIZES.contains(&call.elem_size) {
        return None;
    }
    let mut sorted = perm.clone();
    sorted.sort_unstable();
    if sorted != (0..call.rank).collect::<Vec<_>>() {
        return None;
    }
    dims.iter().try_fold(call.elem_size as u64, |bytes, &d| {
        u64::try_from(d)
            .ok()
            .filter(|&d| d >= 1)
            .and_then(|d| bytes.checked_mul(d))
    })
}

/// Buffers are valid when both are non-null, neither runs past the end of
/// the address space, and they do not overlap.
fn valid_buffers(idata: usize, odata: usize, bytes: u64) -> bool {
    let (i, o, n) = (idata as u128, odata as u128, u128::from(bytes));
    let end = u128::from(u64::MAX);
    i != 0 && o != 0 && i + n <= end && o + n <= end && (i + n <= o || o + n <= i)
}

fn arguments_valid(call: &PlanCall) -> bool {
    let Some(bytes) = valid_bytes(call) else {
        return false;
    };
    let buffers_ok = match call.entry {
        Entry::Measure => valid_buffers(call.idata, call.odata, bytes),
        Entry::Plan | Entry::PlanV10 => true,
    };
    !call.null_handle && buffers_ok
}

fn pointer(v: &mut Option<Vec<c_int>>) -> *mut c_int {
    v.as_mut().map_or(null_mut(), |v| v.as_mut_ptr())
}

/// Makes the call as C would; returns the code and what the handle holds.
fn call_plan(call: &PlanCall) -> (c_int, c_uint) {
    let (mut dims, mut perm) = (call.dims.clone(), call.perm.clone());
    let mut handle = SENTINEL;
    let handle_ptr = if call.null_handle {
        null_mut()
    } else {
        &mut handle as *mut c_uint
    };
    let (dim, permutation) = (pointer(&mut dims), pointer(&mut perm));
    let stream = without_provenance_mut(call.stream);
    // SAFETY: every non-null array holds `rank` ints whenever rank is in
    // 1..=40 (other ranks are rejected before anything is read); the handle
    // is null or writable; buffers and streams are device addresses the
    // host never dereferences (and with a driver present, `run_plan` never
    // passes arbitrary ones to a call that would use them).
    let code = unsafe {
        match call.entry {
            Entry::Plan => cuttPlan(
                handle_ptr,
                call.rank,
                dim,
                permutation,
                call.elem_size,
                stream,
            ),
            Entry::PlanV10 => cxx_plan_v10(handle_ptr, call.rank, dim, permutation, call.elem_size),
            Entry::Measure => cuttPlanMeasure(
                handle_ptr,
                call.rank,
                dim,
                permutation,
                call.elem_size,
                stream,
                without_provenance_mut(call.idata),
                without_provenance_mut(call.odata),
            ),
        }
    };
    (code, handle)
}

/// Runs the call when it is safe here, checks the code and the handle
/// against the oracle, and returns the new handle on success. A valid
/// cuttPlanMeasure with a driver present would run kernels on arbitrary
/// addresses, so it is not made.
fn run_plan(call: &PlanCall, driver: bool) -> Result<Option<c_uint>, TestCaseError> {
    let valid = arguments_valid(call);
    if valid && driver && matches!(call.entry, Entry::Measure) {
        return Ok(None);
    }
    let (code, handle) = call_plan(call);
    prop_assert!((0..=5).contains(&code), "code {code} is not a cuttResult");
    if code != SUCCESS {
        prop_assert_eq!(handle, SENTINEL, "handle written on failure");
    }
    match (valid, driver) {
        (false, _) => prop_assert_eq!(code, INVALID_PARAMETER, "invalid arguments"),
        (true, false) => prop_assert_eq!(code, INVALID_DEVICE, "valid arguments, no driver"),
        (true, true) => prop_assert!(
            [SUCCESS, INVALID_DEVICE, INTERNAL_ERROR].contains(&code),
            "valid arguments with a driver: code {code}"
        ),
    }
    Ok((code == SUCCESS).then_some(handle))
}

#[test]
fn plans_answer_as_the_oracle_says() {
    let _turn = serial();
    let driver = driver_present();
    let (valid, invalid) = (Cell::new(0usize), Cell::new(0usize));
    TestRunner::new(config())
        .run(&plan_call(), |call| {
            let counter = if arguments_valid(&call) {
                &valid
            } else {
                &invalid
            };
            counter.set(counter.get() + 1);
            if let Some(handle) = run_plan(&call, driver)? {
                // SAFETY: a plain call with a handle just issued.
                prop_assert_eq!(unsafe { cuttDestroy(handle) }, SUCCESS);
            }
            Ok(())
        })
        .expect("property");
    assert!(
        valid.get() > 0 && invalid.get() > 0,
        "the strategy must reach both outcomes: {} valid, {} invalid",
        valid.get(),
        invalid.get()
    );
}

/// A handle operand: one issued earlier in the sequence (live or destroyed)
/// or any value.
#[derive(Debug, Clone, Copy)]
enum HandleRef {
    Issued(usize),
    Any(c_uint),
}

#[derive(Debug, Clone)]
enum Op {
    Plan(PlanCall),
    Destroy(HandleRef),
    Execute(HandleRef, usize, usize, bool),
    SetStream(HandleRef, usize),
    Initialize,
    Finalize,
}

fn handle_ref() -> impl Strategy<Value = HandleRef> {
    prop_oneof![
        (0..8usize).prop_map(HandleRef::Issued),
        select(vec![0, 1, 2, c_uint::MAX, SENTINEL]).prop_map(HandleRef::Any),
        any::<c_uint>().prop_map(HandleRef::Any),
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => plan_call().prop_map(Op::Plan),
        3 => handle_ref().prop_map(Op::Destroy),
        3 => (handle_ref(), address(), address(), any::<bool>())
            .prop_map(|(h, i, o, constant)| Op::Execute(h, i, o, constant)),
        2 => (handle_ref(), address()).prop_map(|(h, s)| Op::SetStream(h, s)),
        1 => Just(Op::Initialize),
        1 => Just(Op::Finalize),
    ]
}

/// The registry as the C caller can know it: handles issued in this
/// sequence and whether each is live.
#[derive(Default)]
struct Model {
    issued: Vec<c_uint>,
    live: HashMap<c_uint, bool>,
    driver: bool,
}

impl Model {
    /// The handle value and whether it names a live plan. Arbitrary values
    /// are moved above 2^31 with a driver present, where no test issues
    /// handles, so that they never hit a live plan by chance.
    fn resolve(&self, h: HandleRef) -> (c_uint, bool) {
        let value = match h {
            HandleRef::Issued(i) if !self.issued.is_empty() => self.issued[i % self.issued.len()],
            HandleRef::Issued(i) => i as c_uint,
            HandleRef::Any(v) if self.driver => v | 1 << 31,
            HandleRef::Any(v) => v,
        };
        (value, self.live.get(&value).copied().unwrap_or(false))
    }

    fn apply(&mut self, op: &Op) -> Result<(), TestCaseError> {
        match op {
            Op::Plan(call) => {
                if let Some(handle) = run_plan(call, self.driver)? {
                    prop_assert!(!self.live.contains_key(&handle), "handle {handle} reused");
                    self.issued.push(handle);
                    self.live.insert(handle, true);
                }
            }
            Op::Destroy(h) => self.destroy(*h)?,
            Op::Execute(h, i, o, constant) => self.execute(*h, *i, *o, *constant)?,
            Op::SetStream(h, s) => self.set_stream(*h, *s)?,
            // SAFETY: no arguments; errors are reported by later calls.
            Op::Initialize => unsafe { cuttInitialize() },
            Op::Finalize => {
                // SAFETY: no arguments; destroys every plan.
                unsafe { cuttFinalize() };
                self.live.values_mut().for_each(|live| *live = false);
            }
        }
        Ok(())
    }

    fn destroy(&mut self, h: HandleRef) -> Result<(), TestCaseError> {
        let (handle, live) = self.resolve(h);
        // SAFETY: a plain call; any handle value is allowed.
        let code = unsafe { cuttDestroy(handle) };
        prop_assert_eq!(code, if live { SUCCESS } else { INVALID_PLAN });
        self.live.insert(handle, false);
        Ok(())
    }

    /// Executing a live plan on arbitrary addresses would launch kernels
    /// on them, so only dead or never-issued handles are executed.
    fn execute(
        &self,
        h: HandleRef,
        i: usize,
        o: usize,
        constant: bool,
    ) -> Result<(), TestCaseError> {
        let (handle, live) = self.resolve(h);
        if live {
            return Ok(());
        }
        let (idata, odata) = (without_provenance_mut(i), without_provenance_mut(o));
        // SAFETY: the handle names no live plan, so the addresses are never
        // used.
        let code = unsafe {
            if constant {
                cxx_execute_const(handle, idata, odata)
            } else {
                cuttExecute(handle, idata, odata)
            }
        };
        prop_assert_eq!(code, INVALID_PLAN);
        Ok(())
    }

    fn set_stream(&self, h: HandleRef, stream: usize) -> Result<(), TestCaseError> {
        let (handle, live) = self.resolve(h);
        // SAFETY: the stream is only stored, never used here.
        let code = unsafe { cuttSetStream(handle, without_provenance_mut(stream)) };
        prop_assert_eq!(code, if live { SUCCESS } else { INVALID_PLAN });
        Ok(())
    }
}

#[test]
fn call_sequences_follow_the_registry_model() {
    let _turn = serial();
    let driver = driver_present();
    TestRunner::new(config())
        .run(&prop::collection::vec(op(), 1..24), |ops| {
            let mut model = Model {
                driver,
                ..Model::default()
            };
            let outcome = ops.iter().try_for_each(|op| model.apply(op));
            // SAFETY: no arguments; leaves no plan behind for the next case.
            unsafe { cuttFinalize() };
            outcome
        })
        .expect("property");
}

#[test]
fn destroy_twice_and_execute_after_destroy_are_invalid_plan() {
    let _turn = serial();
    let driver = driver_present();
    TestRunner::new(config())
        .run(&(plan_call(), address(), address()), |(call, i, o)| {
            let handle = run_plan(&call, driver)?.unwrap_or(i as c_uint);
            // SAFETY: plain calls; the handle is dead after the first
            // destroy, so the addresses are never used.
            let codes = unsafe {
                cuttDestroy(handle);
                [
                    cuttDestroy(handle),
                    cuttExecute(handle, without_provenance_mut(i), without_provenance_mut(o)),
                    cuttSetStream(handle, without_provenance_mut(o)),
                ]
            };
            prop_assert_eq!(codes, [INVALID_PLAN; 3]);
            Ok(())
        })
        .expect("property");
}
