//! The library's operations in safe Rust: validation, planning, the plan
//! registry and execution. `capi` is a thin C layer over these functions.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use once_cell::sync::Lazy;

use crate::error::{invalid, Error};
use crate::gpu::{self, Binding, DevicePtr, Kernels, StreamAddr};
use crate::log::cutt_log;
use crate::plan::{make_plan, DeviceProps, Plan, Problem};
use crate::registry::Registry;

struct PlanEntry {
    problem: Problem,
    plan: Plan,
    device: DeviceProps,
    binding: Binding,
    kernels: Arc<Kernels>,
    stream: AtomicUsize,
}

static PLANS: Lazy<Registry<PlanEntry>> = Lazy::new(Registry::default);

/// Makes a plan for the transpose of `dims` by `perm` on the current device
/// and `stream`; returns its handle.
pub fn plan(
    dims: &[i32],
    perm: &[i32],
    elem_size: usize,
    stream: StreamAddr,
) -> Result<u32, Error> {
    let problem = Problem::new(dims, perm, elem_size)?;
    register(problem, stream)
}

/// Like `plan`; also checks the buffers it would run on. With one kernel
/// candidate per canonical shape there is nothing to time yet, so the plan
/// is the heuristic one and neither buffer is touched.
pub fn plan_measure(
    dims: &[i32],
    perm: &[i32],
    elem_size: usize,
    stream: StreamAddr,
    input: DevicePtr,
    output: DevicePtr,
) -> Result<u32, Error> {
    let problem = Problem::new(dims, perm, elem_size)?;
    check_buffers(input, output, problem.bytes())?;
    register(problem, stream)
}

fn register(problem: Problem, stream: StreamAddr) -> Result<u32, Error> {
    let binding = gpu::bind_current()?;
    let device = gpu::device_props(binding.device)?;
    let plan = make_plan(&problem, &device);
    let kernels = gpu::kernels(&binding)?;
    let summary = crate::log::enabled().then(|| plan.to_string());
    let handle = PLANS.insert(PlanEntry {
        problem,
        plan,
        device,
        binding,
        kernels,
        stream: AtomicUsize::new(stream),
    })?;
    if let Some(summary) = summary {
        cutt_log!("plan {handle} on device {}: {summary}", binding.device);
    }
    Ok(handle)
}

/// Enqueues the plan on its stream; does not wait.
pub fn execute(handle: u32, input: DevicePtr, output: DevicePtr) -> Result<(), Error> {
    let entry = PLANS.get(handle)?;
    check_buffers(input, output, entry.problem.bytes())?;
    let stream = entry.stream.load(Ordering::Relaxed);
    let word = word_size(input, output, entry.problem.elem_size);
    let split;
    let method = if word == entry.problem.elem_size {
        &entry.plan.method
    } else {
        split = make_plan(&entry.problem.split_elements(word), &entry.device);
        cutt_log!("plan {handle}: pointers aligned to {word} bytes only, running {split}");
        &split.method
    };
    gpu::run(
        &entry.binding,
        &entry.kernels,
        method,
        stream,
        input,
        output,
    )
}

/// The widest word, up to one element, that both pointers are aligned to.
fn word_size(input: DevicePtr, output: DevicePtr, elem_size: usize) -> usize {
    let alignment = 1u64 << (input | output).trailing_zeros().min(63);
    alignment.min(elem_size as u64) as usize
}

fn check_buffers(input: DevicePtr, output: DevicePtr, bytes: u64) -> Result<(), Error> {
    if input == 0 || output == 0 {
        return Err(invalid("idata and odata must not be NULL"));
    }
    let overlap = input < output.saturating_add(bytes) && output < input.saturating_add(bytes);
    if overlap {
        return Err(invalid(format!(
            "idata {input:#x} and odata {output:#x} overlap ({bytes} bytes each): the transpose is out-of-place"
        )));
    }
    Ok(())
}

/// Forgets the plan. Work it already queued is unaffected (it holds no
/// device memory; its kernels stay loaded while any plan uses them).
pub fn destroy(handle: u32) -> Result<(), Error> {
    PLANS.remove(handle).map(drop)
}

/// Changes the stream later executions of the plan use.
pub fn set_stream(handle: u32, stream: StreamAddr) -> Result<(), Error> {
    PLANS.get(handle)?.stream.store(stream, Ordering::Relaxed);
    Ok(())
}

/// Loads the driver and the kernels of the current device ahead of the
/// first plan.
pub fn initialize() -> Result<(), Error> {
    let binding = gpu::bind_current()?;
    gpu::kernels(&binding).map(drop)
}

/// Destroys every plan and releases the kernels and contexts the library
/// holds. The library may be used again afterwards.
pub fn finalize() {
    let plans = PLANS.clear();
    cutt_log!("finalize: destroyed {plans} plans");
    if gpu::driver().is_ok() {
        gpu::finalize();
    }
}

/// The plan behind `handle`, for inspection by tools and tests.
pub fn describe(handle: u32) -> Result<String, Error> {
    Ok(PLANS.get(handle)?.plan.to_string())
}
