//! The library's operations in safe Rust: validation, planning, the plan
//! registry and execution. `capi` is a thin C layer over these functions.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use once_cell::sync::Lazy;

use crate::error::{invalid, Error};
use crate::gpu::{self, Binding, DevicePtr, DeviceTable, Kernels, StreamAddr, Target};
use crate::log::cutt_log;
use crate::plan::{
    cached_canonical_plan, cached_plan, canonicalize, canonicalize_aligned, plan_canonical,
    plan_with, plan_with_index, ranked, Candidate, Canonical, DeviceProps, IndexWidth, Method,
    Plan, Problem, MAX_WORD, STAGED_KERNELS,
};
use crate::registry::Registry;

struct PlanEntry {
    problem: Problem,
    plan: Plan,
    /// The plan's table of tile origins in device memory, where its kernel
    /// reads one.
    origins: Option<Arc<DeviceTable>>,
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
    register(problem, stream, |problem, device, _, _| {
        Ok(cached_plan(problem, device))
    })
}

/// Candidates cuttPlanMeasure times at most, best predicted first.
pub const MEASURED_CANDIDATES: usize = 4;
/// Device time cuttPlanMeasure spends timing, in seconds, beyond the
/// first candidate.
const MEASURE_BUDGET: f64 = 4e-3;

/// Like `plan`, but times the model's best candidates on the caller's
/// buffers (idata is only read) and keeps the fastest.
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
    let target = Target {
        stream,
        input,
        output,
    };
    register(problem, stream, |problem, device, binding, kernels| {
        let c = canonicalize_aligned(problem, alignment(input, output));
        if c != (Canonical {
            align: c.align,
            ..canonicalize(problem)
        }) {
            cutt_log!("buffers aligned to less than the words the plan moves: heuristic plan, not measured");
            return Ok(cached_canonical_plan(&c, device));
        }
        measure(&c, device, binding, kernels, target)
    })
}

/// The fastest of the model's top candidates, timed on `target`.
fn measure(
    c: &Canonical,
    device: &DeviceProps,
    binding: &Binding,
    kernels: &Kernels,
    target: Target,
) -> Result<Plan, Error> {
    let plans: Vec<Plan> = ranked(c, device)
        .iter()
        .take(MEASURED_CANDIDATES)
        .map(|(cand, _)| plan_with(c, cand, device))
        .collect();
    if plans.len() < 2 {
        return Ok(plan_canonical(c, device));
    }
    let predicted = plans[0].estimate.map_or(1e-3, |e| e.seconds);
    let repeats = (1e-3 / predicted).clamp(1.0, 8.0) as u32;
    let tables = plans
        .iter()
        .map(|p| origin_table(binding, &p.method))
        .collect::<Result<Vec<_>, _>>()?;
    let methods: Vec<_> = plans
        .iter()
        .zip(&tables)
        .map(|(p, table)| (&p.method, table.as_deref(), repeats))
        .collect();
    let times = gpu::time_methods(
        binding,
        kernels,
        &methods,
        predicted < 5e-4,
        MEASURE_BUDGET,
        target,
    )?;
    let (best, seconds) = times
        .iter()
        .enumerate()
        .min_by(|a, b| a.1.total_cmp(b.1))
        .expect("the first candidate is always timed");
    cutt_log!(
        "measured {} of {} candidates: {:?} us; kept #{best} ({:.1} us)",
        times.len(),
        plans.len(),
        times
            .iter()
            .map(|t| (t * 1e7).round() / 10.0)
            .collect::<Vec<_>>(),
        seconds * 1e6
    );
    Ok(plans.into_iter().nth(best).expect("timed plan"))
}

/// Like `plan`, with the candidate the model ranks `choice`-th (0 is
/// `plan`'s). None when there are not that many candidates. For tools that
/// time every candidate. `wide_index` runs the 64-bit index kernels, which
/// otherwise run only past 2^31 elements: tests (and sanitizers) cover them
/// on small tensors; `choice` then counts only candidates that have them
/// (RowCopy has none).
pub fn plan_candidate(
    dims: &[i32],
    perm: &[i32],
    elem_size: usize,
    stream: StreamAddr,
    choice: usize,
    wide_index: bool,
) -> Result<Option<u32>, Error> {
    let (problem, c, candidates) = runnable_candidates(dims, perm, elem_size, wide_index)?;
    let Some(cand) = candidates.into_iter().nth(choice) else {
        return Ok(None);
    };
    let index = match wide_index {
        true => IndexWidth::U64,
        false => cand.kernel(&c).index,
    };
    register(problem, stream, |_, device, _, _| {
        Ok(plan_with_index(&c, &cand, device, index))
    })
    .map(Some)
}

/// Like `plan_candidate`, with the model's first unfolded Tiled candidate
/// run by a kernel for many tiles (64-bit tile numbers), which otherwise
/// run only past 2^31 tiles: tests cover them on small tensors.
/// None when the problem has no such candidate.
pub fn plan_many_tiles(
    dims: &[i32],
    perm: &[i32],
    elem_size: usize,
    stream: StreamAddr,
) -> Result<Option<u32>, Error> {
    let (problem, c, candidates) = runnable_candidates(dims, perm, elem_size, true)?;
    let Some(cand) = candidates
        .into_iter()
        .find(Candidate::has_many_tiles_kernel)
    else {
        return Ok(None);
    };
    register(problem, stream, |_, device, _, _| {
        Ok(crate::plan::plan_many_tiles(&c, &cand, device))
    })
    .map(Some)
}

/// The candidates in the order `plan_candidate` counts them (`wide_index`:
/// only those with 64-bit kernels), so that tests can choose one of every
/// algorithm or shape of tile.
pub fn runnable(
    dims: &[i32],
    perm: &[i32],
    elem_size: usize,
    wide_index: bool,
) -> Result<Vec<Candidate>, Error> {
    let (_, _, candidates) = runnable_candidates(dims, perm, elem_size, wide_index)?;
    Ok(candidates)
}

/// The current device's properties, as the planner sees them (tests that
/// depend on a device's capability).
pub fn current_device() -> Result<DeviceProps, Error> {
    gpu::device_props(gpu::bind_current()?.device)
}

/// The problem, its canonical form and the candidates `plan_candidate`
/// counts, ranked on the current device.
fn runnable_candidates(
    dims: &[i32],
    perm: &[i32],
    elem_size: usize,
    wide_index: bool,
) -> Result<(Problem, Canonical, Vec<Candidate>), Error> {
    let problem = Problem::new(dims, perm, elem_size)?;
    let c = canonicalize(&problem);
    let binding = gpu::bind_current()?;
    let device = gpu::device_props(binding.device)?;
    let candidates = ranked(&c, &device)
        .into_iter()
        .map(|(cand, _)| cand)
        .filter(|cand| !wide_index || has_64bit_kernel(&c, cand))
        .collect();
    Ok((problem, c, candidates))
}

/// Whether `cand` has a kernel with 64-bit positions (RowCopy has none).
fn has_64bit_kernel(c: &Canonical, cand: &Candidate) -> bool {
    let staged = STAGED_KERNELS.contains(&(c.elem_size, IndexWidth::U64));
    cand.algorithm.has_64bit_kernels() && (!cand.is_staged() || staged)
}

/// Binds the current device, makes the plan with `choose` and stores it.
fn register(
    problem: Problem,
    stream: StreamAddr,
    choose: impl FnOnce(&Problem, &DeviceProps, &Binding, &Kernels) -> Result<Plan, Error>,
) -> Result<u32, Error> {
    let binding = gpu::bind_current()?;
    let device = gpu::device_props(binding.device)?;
    let kernels = gpu::kernels(&binding)?;
    let plan = choose(&problem, &device, &binding, &kernels)?;
    let origins = origin_table(&binding, &plan.method)?;
    let summary = crate::log::enabled().then(|| plan.to_string());
    let handle = PLANS.insert(PlanEntry {
        problem,
        plan,
        origins,
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
    let align = alignment(input, output);
    if align >= entry.plan.required_alignment() {
        return gpu::run(
            &entry.binding,
            &entry.kernels,
            &entry.plan.method,
            entry.origins.as_deref(),
            stream,
            input,
            output,
        );
    }
    let c = canonicalize_aligned(&entry.problem, align);
    let narrower = cached_canonical_plan(&c, &entry.device);
    cutt_log!("plan {handle}: pointers aligned to {align} bytes only, running {narrower}");
    gpu::run(
        &entry.binding,
        &entry.kernels,
        &narrower.method,
        origin_table(&entry.binding, &narrower.method)?.as_deref(),
        stream,
        input,
        output,
    )
}

/// The table of tile origins `method` reads, on the device; none for the
/// kernels that walk their grid.
fn origin_table(binding: &Binding, method: &Method) -> Result<Option<Arc<DeviceTable>>, Error> {
    match method {
        Method::Kernel(launch) => launch
            .origin_grid()
            .map(|grid| gpu::origin_table(binding, &grid))
            .transpose(),
        Method::Copy { .. } => Ok(None),
    }
}

/// The widest word, up to MAX_WORD bytes, that both pointers are aligned to.
fn alignment(input: DevicePtr, output: DevicePtr) -> usize {
    1 << (input | output)
        .trailing_zeros()
        .min(MAX_WORD.trailing_zeros())
}

fn check_buffers(input: DevicePtr, output: DevicePtr, bytes: u64) -> Result<(), Error> {
    if input == 0 || output == 0 {
        return Err(invalid("idata and odata must not be NULL"));
    }
    if input.checked_add(bytes).is_none() || output.checked_add(bytes).is_none() {
        return Err(invalid(format!(
            "idata {input:#x} or odata {output:#x} plus {bytes} bytes runs past the end of the address space"
        )));
    }
    let overlap = input < output + bytes && output < input + bytes;
    if overlap {
        return Err(invalid(format!(
            "idata {input:#x} and odata {output:#x} overlap ({bytes} bytes each): the transpose is out-of-place"
        )));
    }
    Ok(())
}

/// Forgets the plan. Work it already queued is unaffected: its kernels stay
/// loaded while any plan uses them, and its table of tile origins (the
/// staged kernel's), kept for later plans of its grid, is freed only after
/// the device's queued work (`gpu::origin_table`).
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

/// How many plans are live, for tests that check nothing is left behind.
pub fn live_plans() -> usize {
    PLANS.len()
}
