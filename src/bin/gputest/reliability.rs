//! Reliability sections of the GPU suite: many threads churning plans on
//! their own streams, plan/destroy cycles watched for leaks, cuttFinalize,
//! and cuttExecute captured into CUDA graphs.

use std::thread;

use cutt::capi::*;
use cutt::gpu::tools::{memory_info, primary_context_active, DeviceBuffer, Stream};
use cutt::gpu::{self, StreamAddr};
use cutt::plan::ELEMENT_SIZES;
use cutt::testkit::{random_shape, Rng};

use super::{
    algorithm_of, buffer, check, plan_c, random_input, run_case, How, Outcome, Tally, POISON,
};

const MIB: f64 = (1 << 20) as f64;

/// Counts for one run of the sections; `--long` multiplies them.
pub struct Counts {
    pub threads: usize,
    pub plans_per_thread: usize,
    pub leak_cycles: usize,
    pub graph_replays: usize,
}

impl Counts {
    pub fn new(long: bool) -> Counts {
        let scale = if long { 10 } else { 1 };
        Counts {
            threads: 16,
            plans_per_thread: 2000 * scale,
            leak_cycles: 100_000 * scale,
            graph_replays: 100 * scale,
        }
    }
}

/// The expected output of a transpose, from the host reference.
fn expected(dims: &[i32], perm: &[i32], elem: usize, input: &[u8]) -> Vec<u8> {
    let problem = cutt::testkit::problem(dims, perm, elem);
    let mut out = vec![0u8; input.len()];
    cutt::twin::reference(&problem.dims, &problem.perm, elem, input, &mut out);
    out
}

fn compare(got: &[u8], want: &[u8], what: &str) -> Outcome {
    match got.iter().zip(want).position(|(g, w)| g != w) {
        None => Ok(()),
        Some(at) => Err(format!("{what}: byte {at} wrong")),
    }
}

fn err(e: cutt::Error) -> String {
    e.to_string()
}

/// A plan of random choice: cuttPlan's, or one of the model's first four
/// candidates, so that every kernel is churned.
fn plan_any(
    rng: &mut Rng,
    dims: &[i32],
    perm: &[i32],
    elem: usize,
    stream: StreamAddr,
) -> Result<cuttHandle, String> {
    let choice = rng.below(4) as usize;
    if choice == 0 {
        return plan_c(dims, perm, elem, stream, None);
    }
    match cutt::api::plan_candidate(dims, perm, elem, stream, choice, false).map_err(err)? {
        Some(handle) => Ok(handle),
        None => plan_c(dims, perm, elem, stream, None),
    }
}

/// Plans in flight at once per thread; each owns one slot of the buffers.
const SLOTS: usize = 4;
/// Elements per slot: small shapes, so that thousands of plans stay cheap.
const SLOT_ELEMENTS: u64 = 4096;
const SLOT_BYTES: usize = SLOT_ELEMENTS as usize * 16;

struct Churn {
    stream: Stream,
    din: DeviceBuffer,
    dout: DeviceBuffer,
    handles: Vec<cuttHandle>,
    /// (element size, elements, outcome) per plan.
    results: Vec<(usize, u64, Outcome)>,
}

struct Slot {
    dims: Vec<i32>,
    perm: Vec<i32>,
    elem: usize,
    input: Vec<u8>,
    handle: Result<cuttHandle, String>,
}

/// Uploads, plans and executes one slot; the plan stays live.
fn start_slot(churn: &mut Churn, rng: &mut Rng, slot: usize, elem: usize) -> Slot {
    let rank = 1 + rng.below(6) as usize;
    let (dims, perm, _) = random_shape(rng, rank, SLOT_ELEMENTS, 64);
    let volume: usize = dims.iter().map(|&d| d as usize).product();
    let input = random_input(rng, volume * elem);
    let at = (slot * SLOT_BYTES) as u64;
    let handle = churn
        .stream
        .upload(&churn.din, slot * SLOT_BYTES, &input)
        .map_err(err)
        .and_then(|_| plan_any(rng, &dims, &perm, elem, churn.stream.addr()));
    if let Ok(h) = handle {
        churn.handles.push(h);
    }
    let handle = handle.and_then(|h| {
        // SAFETY: both slots are live and hold the plan's byte count.
        let code =
            unsafe { cuttExecute(h, (churn.din.ptr() + at) as _, (churn.dout.ptr() + at) as _) };
        check(code, "execute").map(|_| h)
    });
    Slot {
        dims,
        perm,
        elem,
        input,
        handle,
    }
}

/// One batch: SLOTS plans executed, destroyed in random order while their
/// work may still be queued, then every output checked.
fn churn_batch(churn: &mut Churn, rng: &mut Rng, first_plan: usize) {
    if let Err(e) = churn.stream.fill(&churn.dout, POISON) {
        churn.results.push((0, 0, Err(e.to_string())));
        return;
    }
    let mut slots: Vec<Slot> = (0..SLOTS)
        .map(|s| start_slot(churn, rng, s, ELEMENT_SIZES[(first_plan + s) % 5]))
        .collect();
    let mut order: Vec<usize> = (0..SLOTS).collect();
    rng.shuffle(&mut order);
    for &s in &order {
        if let Ok(h) = slots[s].handle {
            slots[s].handle = check(cuttDestroy(h), "destroy while queued").map(|_| h);
        }
    }
    let mut output = vec![0u8; SLOTS * SLOT_BYTES];
    let downloaded = churn.stream.download(&churn.dout, 0, &mut output);
    for (s, slot) in slots.into_iter().enumerate() {
        let got = &output[s * SLOT_BYTES..][..slot.input.len()];
        let want = expected(&slot.dims, &slot.perm, slot.elem, &slot.input);
        let what = format!("dims {:?} perm {:?} e{}", slot.dims, slot.perm, slot.elem);
        let outcome = slot
            .handle
            .map(drop)
            .and(downloaded.clone().map_err(err))
            .and_then(|_| compare(got, &want, &what));
        let elements = (slot.input.len() / slot.elem) as u64;
        churn.results.push((slot.elem, elements, outcome));
    }
}

/// Handles a thread made and (element size, elements, outcome) per plan.
type ChurnResults = (Vec<cuttHandle>, Vec<(usize, u64, Outcome)>);

/// One thread: its own stream and buffers, `plans` plans in batches.
fn churn_thread(seed: u64, plans: usize) -> Result<ChurnResults, String> {
    let mut rng = Rng::new(seed);
    gpu::use_device(0).map_err(err)?;
    let mut churn = Churn {
        stream: Stream::new().map_err(err)?,
        din: buffer(SLOTS * SLOT_BYTES)?,
        dout: buffer(SLOTS * SLOT_BYTES)?,
        handles: Vec::with_capacity(plans),
        results: Vec::with_capacity(plans),
    };
    for first in (0..plans).step_by(SLOTS) {
        churn_batch(&mut churn, &mut rng, first);
    }
    Ok((churn.handles, churn.results))
}

/// Many threads, each with its own stream, creating, executing and
/// destroying plans interleaved; then no plan may be left.
pub fn thread_churn(tally: &mut Tally, seed: u64, counts: &Counts) {
    let section = format!("churn x{}", counts.threads);
    let workers: Vec<_> = (0..counts.threads as u64)
        .map(|t| {
            let plans = counts.plans_per_thread;
            thread::spawn(move || churn_thread(seed ^ ((t + 1) * 0x9E37_79B9), plans))
        })
        .collect();
    let mut handles = Vec::new();
    for worker in workers {
        match worker.join().expect("churn thread panicked") {
            Ok((made, results)) => {
                for (elem, elements, outcome) in results {
                    tally.record(&section, &format!("e{elem}"), elements, outcome);
                }
                handles.extend(made);
            }
            Err(e) => tally.record(&section, "thread setup", 0, Err(e)),
        }
    }
    let outcome = all_invalid(&handles);
    tally.record(
        &section,
        &format!("{} handles invalid afterwards", handles.len()),
        0,
        outcome,
    );
}

/// Every handle answers CUTT_INVALID_PLAN and the registry holds nothing.
fn all_invalid(handles: &[cuttHandle]) -> Outcome {
    let live = handles
        .iter()
        .filter(|&&h| cuttSetStream(h, std::ptr::null_mut()) != cuttResult::CUTT_INVALID_PLAN)
        .count();
    match (live, cutt::api::live_plans()) {
        (0, 0) => Ok(()),
        (live, left) => Err(format!(
            "{live} of {} handles still answer; {left} plans in the registry",
            handles.len()
        )),
    }
}

/// Host resident memory in bytes, from /proc.
fn resident_bytes() -> Result<f64, String> {
    let status = std::fs::read_to_string("/proc/self/status").map_err(|e| e.to_string())?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map(|kb| kb * 1024.0)
        .ok_or_else(|| "no VmRSS in /proc/self/status".into())
}

fn device_free() -> Result<f64, String> {
    memory_info().map(|(free, _)| free as f64).map_err(err)
}

/// Growth allowed after warm-up. Plans hold no device memory, so device
/// memory must not move beyond the driver's 2 MiB allocation granularity;
/// host memory may move by allocator noise, not by the plan count.
const DEVICE_SLACK: f64 = 2.0 * MIB;
const HOST_SLACK: f64 = 8.0 * MIB;

/// The `i`-th shape of the leak cycles: rank 3, over 30,000 distinct
/// extents, five permutations and five element sizes, so the 4096-entry
/// plan cache is churned.
fn leak_shape(i: usize) -> ([i32; 3], [i32; 3], usize) {
    const PERMS: [[i32; 3]; 5] = [[1, 0, 2], [2, 0, 1], [1, 2, 0], [0, 2, 1], [2, 1, 0]];
    let dims = [
        2 + (i % 29) as i32,
        2 + (i / 29 % 31) as i32,
        1 + (i / 899 % 37) as i32,
    ];
    (dims, PERMS[i % 5], ELEMENT_SIZES[i / 5 % 5])
}

const LEAK_BYTES: usize = 30 * 32 * 37 * 16;

struct Watch {
    warm: Option<(f64, f64)>,
    worst: (f64, f64),
}

/// Samples (host resident, device free) memory; the first sample is the
/// warm-up baseline, later ones keep the largest host and lowest device.
fn sample(watch: &mut Watch, cycle: usize) -> Outcome {
    let (host, free) = (resident_bytes()?, device_free()?);
    println!(
        "leaks: cycle {cycle}: host resident {:.1} MiB, device free {:.1} MiB",
        host / MIB,
        free / MIB
    );
    match watch.warm {
        None => watch.warm = Some((host, free)),
        Some(_) => watch.worst = (watch.worst.0.max(host), watch.worst.1.min(free)),
    }
    Ok(())
}

/// One cycle: plan, execute, destroy; every 1000th output is checked.
fn leak_cycle(
    i: usize,
    stream: &Stream,
    din: &DeviceBuffer,
    dout: &DeviceBuffer,
    input: &[u8],
) -> Outcome {
    let (dims, perm, elem) = leak_shape(i);
    let h = plan_c(&dims, &perm, elem, stream.addr(), None)?;
    // SAFETY: both buffers hold LEAK_BYTES, more than any leak shape.
    let executed = check(
        unsafe { cuttExecute(h, din.ptr() as _, dout.ptr() as _) },
        "execute",
    );
    check(cuttDestroy(h), "destroy").and(executed)?;
    if i % 1000 != 999 {
        return Ok(());
    }
    let bytes = dims.iter().map(|&d| d as usize).product::<usize>() * elem;
    let mut got = vec![0u8; bytes];
    stream.download(dout, 0, &mut got).map_err(err)?;
    compare(
        &got,
        &expected(&dims, &perm, elem, &input[..bytes]),
        &format!("cycle {i}"),
    )
}

fn leak_cycles(tally: &mut Tally, rng: &mut Rng, cycles: usize) -> Result<Watch, String> {
    let stream = Stream::new().map_err(err)?;
    let (din, dout) = (buffer(LEAK_BYTES)?, buffer(LEAK_BYTES)?);
    let input = random_input(rng, LEAK_BYTES);
    stream.upload(&din, 0, &input).map_err(err)?;
    let mut watch = Watch {
        warm: None,
        worst: (0.0, f64::MAX),
    };
    let (warm_up, every) = (cycles / 10, (cycles / 10).max(1));
    for i in 0..cycles {
        if let Err(e) = leak_cycle(i, &stream, &din, &dout, &input) {
            tally.record("leaks", "plan/execute/destroy cycle", 0, Err(e));
        }
        if i + 1 >= warm_up && (i + 1 - warm_up) % every == 0 {
            stream.synchronize().map_err(err)?;
            sample(&mut watch, i + 1)?;
        }
    }
    Ok(watch)
}

/// Plan/destroy cycles with host and device memory flat after warm-up.
pub fn leaks(tally: &mut Tally, rng: &mut Rng, counts: &Counts) {
    let cycles = counts.leak_cycles;
    let outcome = leak_cycles(tally, rng, cycles).and_then(|watch| {
        let (host0, free0) = watch.warm.ok_or("no warm-up sample")?;
        let (host, free) = watch.worst;
        println!(
            "leaks: after warm-up host resident {:.1} MiB, device free {:.1} MiB; worst later {:.1} MiB, {:.1} MiB",
            host0 / MIB, free0 / MIB, host / MIB, free / MIB
        );
        if host > host0 + HOST_SLACK || free < free0 - DEVICE_SLACK {
            return Err(format!(
                "memory grew: host +{:.1} MiB, device +{:.1} MiB (allowed {:.0} and {:.0})",
                (host - host0) / MIB, (free0 - free) / MIB, HOST_SLACK / MIB, DEVICE_SLACK / MIB
            ));
        }
        Ok(())
    });
    tally.record(
        "leaks",
        &format!("{cycles} cycles, memory flat after warm-up"),
        0,
        outcome,
    );
}

/// Live plans left for cuttFinalize to destroy.
fn live_plans_for_finalize(rng: &mut Rng) -> Result<Vec<cuttHandle>, String> {
    (0..64)
        .map(|_| {
            let (dims, perm, elem) = random_shape(rng, 3, 1 << 16, 100);
            plan_c(&dims, &perm, elem, 0, None)
        })
        .collect()
}

/// cuttFinalize with live plans: every plan gone, the primary context
/// released (so its memory, kernels included, is back), and the library
/// usable again afterwards. Must run when the suite holds no device memory
/// or streams: the released context takes them with it.
pub fn finalize(tally: &mut Tally, rng: &mut Rng) {
    let outcome = (|| -> Outcome {
        let handles = live_plans_for_finalize(rng)?;
        let before = device_free()?;
        cuttFinalize();
        all_invalid(&handles)?;
        if primary_context_active(0).map_err(err)? {
            return Err("device 0's primary context is still retained".into());
        }
        gpu::use_device(0).map_err(err)?;
        let after = device_free()?;
        println!(
            "finalize: {} plans destroyed; device free {:.1} MiB before, {:.1} MiB in a fresh context after",
            handles.len(), before / MIB, after / MIB
        );
        if after + DEVICE_SLACK < before {
            return Err(format!(
                "{:.1} MiB of device memory not back",
                (before - after) / MIB
            ));
        }
        run_case(rng, &[300, 7, 129], &[2, 0, 1], 8, 0, 0, How::Plan).map(drop)
    })();
    tally.record(
        "finalize",
        "64 live plans invalid, context released, usable again",
        300 * 7 * 129,
        outcome,
    );
}

/// An algorithm's name, its plan, the plan's dims and permutation.
type GraphPlan = (String, cuttHandle, Vec<i32>, Vec<i32>);

/// Problems whose candidates are searched for every algorithm.
const GRAPH_SEARCH: usize = 300;

/// For element size `elem`, one plan per algorithm (candidates of random
/// problems, forced), plus cuttPlan's copy for an identity permutation.
fn graph_plans(rng: &mut Rng, elem: usize, stream: StreamAddr) -> Result<Vec<GraphPlan>, String> {
    let (dims, perm) = (vec![1000, 33], vec![0, 1]);
    let mut kept = vec![(
        "copy".to_string(),
        plan_c(&dims, &perm, elem, stream, None)?,
        dims,
        perm,
    )];
    for case in 0..GRAPH_SEARCH {
        if kept.len() == 5 {
            break;
        }
        let (dims, perm, _) = random_shape(rng, 2 + case % 6, 1 << 16, 3000);
        for choice in 0.. {
            let Some(h) = cutt::api::plan_candidate(&dims, &perm, elem, stream, choice, false)
                .map_err(err)?
            else {
                break;
            };
            let algorithm = algorithm_of(&cutt::api::describe(h).map_err(err)?);
            if kept.iter().any(|k| k.0 == algorithm) {
                check(cuttDestroy(h), "destroy")?;
            } else {
                kept.push((algorithm, h, dims.clone(), perm.clone()));
            }
        }
    }
    Ok(kept)
}

/// `replays` launches of `graph`, each with new input copied in first and
/// the output checked.
fn replay(
    rng: &mut Rng,
    graph: &cutt::gpu::tools::Graph,
    stream: &Stream,
    buffers: &(DeviceBuffer, DeviceBuffer),
    (dims, perm, elem): (&[i32], &[i32], usize),
    replays: usize,
) -> Outcome {
    let bytes = dims.iter().map(|&d| d as usize).product::<usize>() * elem;
    let mut got = vec![0u8; bytes];
    for r in 0..replays {
        let input = random_input(rng, bytes);
        stream.upload(&buffers.0, 0, &input).map_err(err)?;
        stream.fill(&buffers.1, POISON).map_err(err)?;
        graph.launch(stream).map_err(err)?;
        stream.download(&buffers.1, 0, &mut got).map_err(err)?;
        compare(
            &got,
            &expected(dims, perm, elem, &input),
            &format!("replay {r}"),
        )?;
    }
    Ok(())
}

/// Captures cuttExecute of `handle` into a graph, replays half the
/// replays, destroys the plan (the graph must not depend on it), replays
/// the rest.
fn graph_case(
    rng: &mut Rng,
    stream: &Stream,
    handle: cuttHandle,
    shape: (&[i32], &[i32], usize),
    replays: usize,
) -> Outcome {
    let bytes = shape.0.iter().map(|&d| d as usize).product::<usize>() * shape.2;
    let captured = (|| -> Result<_, String> {
        let buffers = (buffer(bytes)?, buffer(bytes)?);
        let (graph, code) = stream
            .capture(|| {
                // SAFETY: live buffers of the plan's size.
                unsafe { cuttExecute(handle, buffers.0.ptr() as _, buffers.1.ptr() as _) }
            })
            .map_err(err)?;
        check(code, "execute while capturing")?;
        Ok((graph, buffers))
    })();
    let first = captured
        .as_ref()
        .map_err(Clone::clone)
        .and_then(|(graph, buffers)| replay(rng, graph, stream, buffers, shape, replays / 2));
    let destroyed = check(cuttDestroy(handle), "destroy after capture");
    let (graph, buffers) = captured?;
    first.and(destroyed)?;
    replay(rng, &graph, stream, &buffers, shape, replays - replays / 2)
}

/// cuttExecute captured into a CUDA graph for every algorithm and element
/// size, replayed with new input each time.
pub fn graphs(tally: &mut Tally, rng: &mut Rng, counts: &Counts) {
    let stream = match Stream::new() {
        Ok(s) => s,
        Err(e) => return tally.record("graphs", "stream", 0, Err(e.to_string())),
    };
    for elem in ELEMENT_SIZES {
        let plans = match graph_plans(rng, elem, stream.addr()) {
            Ok(plans) => plans,
            Err(e) => {
                tally.record("graphs", &format!("plans e{elem}"), 0, Err(e));
                continue;
            }
        };
        if plans.len() < 5 {
            let found: Vec<&str> = plans.iter().map(|p| p.0.as_str()).collect();
            let message = format!("only {found:?} among {GRAPH_SEARCH} problems' candidates");
            tally.record("graphs", &format!("algorithms e{elem}"), 0, Err(message));
        }
        for (algorithm, handle, dims, perm) in plans {
            let elements = dims.iter().map(|&d| d as u64).product::<u64>();
            let shape = (dims.as_slice(), perm.as_slice(), elem);
            let outcome = graph_case(rng, &stream, handle, shape, counts.graph_replays);
            let what = format!("{algorithm} e{elem} x{} replays", counts.graph_replays);
            tally.record(
                "graphs",
                &what,
                elements * counts.graph_replays as u64,
                outcome,
            );
        }
    }
}
