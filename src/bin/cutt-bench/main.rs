//! The benchmark of ../shared/bench/README.md: for each case, the median
//! time of cuttExecute and of a device-to-device copy of the same bytes, in
//! one run; frac = copy time / transpose time. Prints per set the median,
//! p10 and min frac, the median plan time (and microseconds per call for the
//! small set), and writes every case to a TSV.
//!
//! With `--candidates FILE`, also times every candidate the planner
//! enumerates for each case (about 6 ms of work each) and writes one row per
//! candidate with the cost model's features and prediction to FILE (the
//! data of tools/fit_model.py); prints per set how often the heuristic's
//! choice is within 5% of the fastest candidate.
//!
//! With `--launch-candidates`, times nothing: launches every candidate of
//! each case twice, in the model's order, and prints which is which (for
//! ncu and nsys, which then see a handful of launches per case).
//!
//! With `--plot OUTDIR RUN.tsv[=LABEL]...`, measures nothing and needs no
//! GPU: draws one PNG per set from TSVs it wrote before (see plot.rs).
//!
//! Usage: cutt-bench [--tsv FILE] [--only SET] [--every N]
//!                   [--candidates FILE] CASEFILE...
//!        cutt-bench --launch-candidates CASEFILE...
//!        cutt-bench --plot OUTDIR RUN.tsv[=LABEL]... [--peer LABEL=SET:MEDIAN,...]...
//!                   [--include-fit]

mod canvas;
mod font;
mod plot;
mod png;

use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use cutt::capi::*;
use cutt::gpu::tools::{copy_async, DeviceBuffer, Event, Stream};
use cutt::gpu::StreamAddr;
use cutt::plan::{canonicalize, ranked, DeviceProps, Estimate, Problem, FEATURES};
use cutt::testkit::Rng;

struct Case {
    set: String,
    elem: usize,
    dims: Vec<i32>,
    perm: Vec<i32>,
}

impl Case {
    fn bytes(&self) -> usize {
        self.dims.iter().map(|&d| d as usize).product::<usize>() * self.elem
    }
}

fn parse(path: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let number = |s: &str| {
                s.parse::<i64>()
                    .unwrap_or_else(|_| panic!("{path}: bad line {line}"))
            };
            let rank = number(f[2]) as usize;
            assert_eq!(f.len(), 3 + 2 * rank, "{path}: bad line {line}");
            Case {
                set: f[0].to_string(),
                elem: number(f[1]) as usize,
                dims: f[3..3 + rank].iter().map(|s| number(s) as i32).collect(),
                perm: f[3 + rank..].iter().map(|s| number(s) as i32).collect(),
            }
        })
        .collect()
}

/// Median milliseconds per call of `call`, timed with events: warm-up,
/// then samples of back-to-back batches (batched so a sample lasts at least
/// 0.2 ms) until about `work_ms` of work, at least 3 samples. With
/// `give_up_ms`, a call slower than that is reported after one sample.
fn time_ms(
    stream: StreamAddr,
    work_ms: f64,
    give_up_ms: Option<f64>,
    mut call: impl FnMut(),
) -> f64 {
    let (start, end) = (Event::new().expect("event"), Event::new().expect("event"));
    let mut sample = |n: usize| {
        start.record(stream).expect("record");
        for _ in 0..n {
            call();
        }
        end.record(stream).expect("record");
        start.elapsed_ms(&end).expect("elapsed") as f64 / n as f64
    };
    sample(2);
    let once = sample(1).max(1e-4);
    if give_up_ms.is_some_and(|limit| once > limit) {
        return once;
    }
    let batch = (0.2 / once).ceil().max(1.0) as usize;
    let samples = ((work_ms / (once * batch as f64)) as usize).clamp(3, 100);
    let mut times: Vec<f64> = (0..samples).map(|_| sample(batch)).collect();
    median(&mut times)
}

fn median(v: &mut [f64]) -> f64 {
    quantile(v, 0.5)
}

/// The q-quantile of v, interpolated linearly between the two nearest ranks
/// (numpy's default), so that the median of an even count is the mean of
/// the two middle values. Until 2026-11-23 this took the nearest rank,
/// rounding up: the upper middle value for even counts, which read set1_r1
/// of run y as 0.921 where the median is 0.920 (bench/NOTES.md).
fn quantile(v: &mut [f64], q: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let at = (v.len() - 1) as f64 * q;
    let (lo, hi) = (at.floor() as usize, at.ceil() as usize);
    v[lo] + (v[hi] - v[lo]) * (at - lo as f64)
}

struct Row {
    transpose_ms: f64,
    copy_ms: f64,
    plan_us: f64,
    kernel: String,
}

fn measure(case: &Case, input: &DeviceBuffer, output: &DeviceBuffer, stream: &Stream) -> Row {
    let rank = case.dims.len() as i32;
    let mut plan_times = Vec::new();
    let mut handle = 0;
    for attempt in 0..6 {
        let (mut d, mut p) = (case.dims.clone(), case.perm.clone());
        let started = Instant::now();
        // SAFETY: arrays of `rank` ints.
        let code = unsafe {
            cuttPlan(
                &mut handle,
                rank,
                d.as_mut_ptr(),
                p.as_mut_ptr(),
                case.elem,
                stream.addr() as _,
            )
        };
        plan_times.push(started.elapsed().as_secs_f64() * 1e6);
        assert_eq!(
            code,
            cuttResult::CUTT_SUCCESS,
            "cuttPlan for {:?}",
            case.dims
        );
        if attempt < 5 {
            assert_eq!(cuttDestroy(handle), cuttResult::CUTT_SUCCESS);
        }
    }
    let kernel = cutt::api::describe(handle).expect("live plan");
    let transpose_ms = time_ms(stream.addr(), 30.0, None, || execute(handle, input, output));
    let bytes = case.bytes();
    let copy_ms = time_ms(stream.addr(), 30.0, None, || {
        copy_async(output.ptr(), input.ptr(), bytes, stream.addr()).expect("copy")
    });
    assert_eq!(cuttDestroy(handle), cuttResult::CUTT_SUCCESS);
    Row {
        transpose_ms,
        copy_ms,
        plan_us: median(&mut plan_times[1..]),
        kernel,
    }
}

/// A candidate, the model's view of it, and its measured time.
struct Timed {
    description: String,
    estimate: Estimate,
    ms: f64,
}

/// Cases whose fastest candidate takes less than this (milliseconds) are
/// launch-bound and noisy: their candidates are timed in `ROUNDS` rounds of
/// graph replays.
const NOISY_MS: f64 = 0.05;
const ROUNDS: usize = 7;
/// Calls captured into one graph for `graph_ms`.
const GRAPH_CALLS: usize = 20;

/// Median milliseconds per call of `call` replayed from a CUDA graph of
/// `GRAPH_CALLS` calls: the GPU's time for the work, without the host's
/// launch overhead and its noise (which back-to-back calls of a few
/// microseconds each measure as much as the kernels).
fn graph_ms(stream: &Stream, work_ms: f64, mut call: impl FnMut()) -> f64 {
    let (graph, ()) = stream
        .capture(|| (0..GRAPH_CALLS).for_each(|_| call()))
        .expect("capture");
    let per_call = time_ms(stream.addr(), work_ms, None, || {
        graph.launch(stream).expect("graph launch")
    });
    per_call / GRAPH_CALLS as f64
}

/// Times every candidate of `case`, in the model's order (the first is the
/// heuristic's choice). A first round times each for about 6 ms of work
/// (once, if slower than 8x the fastest so far). Launch-bound cases are
/// timed instead in `ROUNDS` rounds of graph replays that visit the
/// candidates in turn, so that slow drifts of the machine reach all of
/// them alike, and each candidate's time is its median over the rounds.
fn time_candidates(
    case: &Case,
    device: &DeviceProps,
    input: &DeviceBuffer,
    output: &DeviceBuffer,
    stream: &Stream,
) -> Vec<Timed> {
    let problem = Problem::new(&case.dims, &case.perm, case.elem).expect("a valid case");
    let c = canonicalize(&problem);
    let ranked = ranked(&c, device);
    let handles: Vec<u32> = (0..ranked.len())
        .map(|choice| plan_choice(case, stream, choice))
        .collect();
    let time = |handle: u32, work_ms: f64, give_up_ms: Option<f64>| {
        time_ms(stream.addr(), work_ms, give_up_ms, || {
            execute(handle, input, output)
        })
    };
    let mut fastest = f64::INFINITY;
    let mut samples: Vec<Vec<f64>> = Vec::new();
    for &handle in &handles {
        let ms = time(handle, 6.0, Some(8.0 * fastest));
        fastest = fastest.min(ms);
        samples.push(vec![ms]);
    }
    if fastest < NOISY_MS {
        samples.iter_mut().for_each(Vec::clear);
        for _ in 0..ROUNDS {
            for (&handle, times) in handles.iter().zip(&mut samples) {
                times.push(graph_ms(stream, 2.0, || execute(handle, input, output)));
            }
        }
    }
    for handle in handles {
        assert_eq!(cuttDestroy(handle), cuttResult::CUTT_SUCCESS);
    }
    ranked
        .into_iter()
        .zip(samples)
        .map(|((cand, estimate), mut times)| Timed {
            description: cand.describe(&c),
            estimate,
            ms: median(&mut times),
        })
        .collect()
}

/// A plan of `case` that runs its `choice`-th ranked candidate.
fn plan_choice(case: &Case, stream: &Stream, choice: usize) -> u32 {
    cutt::api::plan_candidate(
        &case.dims,
        &case.perm,
        case.elem,
        stream.addr(),
        choice,
        false,
    )
    .expect("plan")
    .expect("the candidate exists")
}

/// cuttExecute of `handle` from `input` to `output`, which must succeed.
fn execute(handle: u32, input: &DeviceBuffer, output: &DeviceBuffer) {
    // SAFETY: both buffers hold at least the bytes of every tensor benchmarked.
    let code = unsafe { cuttExecute(handle, input.ptr() as _, output.ptr() as _) };
    assert_eq!(code, cuttResult::CUTT_SUCCESS);
}

/// Launches every candidate of `case` twice, in the model's order, and
/// prints each one's place in the launch sequence.
fn launch_candidates(
    case: &Case,
    device: &DeviceProps,
    input: &DeviceBuffer,
    output: &DeviceBuffer,
    stream: &Stream,
) {
    let problem = Problem::new(&case.dims, &case.perm, case.elem).expect("a valid case");
    let c = canonicalize(&problem);
    for (choice, (cand, estimate)) in ranked(&c, device).into_iter().enumerate() {
        let handle = plan_choice(case, stream, choice);
        for _ in 0..2 {
            execute(handle, input, output);
        }
        stream.synchronize().expect("synchronize");
        assert_eq!(cuttDestroy(handle), cuttResult::CUTT_SUCCESS);
        println!(
            "{} {}B {:?} {:?} choice {choice}: {} predicted {:.2} us",
            case.set,
            case.elem,
            case.dims,
            case.perm,
            cand.describe(&c),
            estimate.seconds * 1e6
        );
    }
}

/// The model's agreement with measurement on one case: the time of its
/// choice over the fastest candidate's, and the fastest time.
fn agreement(timed: &[Timed]) -> (f64, f64) {
    let fastest = timed.iter().map(|t| t.ms).fold(f64::INFINITY, f64::min);
    (timed[0].ms / fastest, fastest)
}

fn write_candidates(
    tsv: &mut std::fs::File,
    index: usize,
    case: &Case,
    copy_ms: f64,
    timed: &[Timed],
) {
    for (choice, t) in timed.iter().enumerate() {
        let features: Vec<String> = t
            .estimate
            .features
            .iter()
            .map(|f| format!("{f:.6e}"))
            .collect();
        writeln!(
            tsv,
            "{}\t{index}\t{}\t{:?}\t{:?}\t{choice}\t{}\t{:.3}\t{}\t{:.3}\t{:.3}",
            case.set,
            case.elem,
            case.dims,
            case.perm,
            t.description,
            t.estimate.seconds * 1e6,
            features.join("\t"),
            t.ms * 1e3,
            copy_ms * 1e3
        )
        .unwrap();
    }
}

fn candidates_header(tsv: &mut std::fs::File) {
    writeln!(
        tsv,
        "set\tcase\telem\tdims\tperm\tchoice\tcandidate\tpredicted_us\t{}\tmeasured_us\tmemcpy_us",
        FEATURES.join("\t")
    )
    .unwrap();
}

/// Per set: cases, share within 5% of the fastest candidate, worst ratio,
/// median frac of the heuristic's choice and of the fastest candidate.
fn print_agreement(rows: &BTreeMap<String, Vec<(f64, f64, f64)>>) {
    println!(
        "\n{:<14} {:>5} {:>9} {:>7} {:>11} {:>13}",
        "set", "cases", "within5%", "worst", "frac_model", "frac_fastest"
    );
    let mut all = Vec::new();
    for (set, cases) in rows {
        all.extend_from_slice(cases);
        print_agreement_row(set, cases);
    }
    print_agreement_row("all", &all);
}

fn print_agreement_row(set: &str, cases: &[(f64, f64, f64)]) {
    let within = cases.iter().filter(|c| c.0 <= 1.05).count() as f64 / cases.len() as f64;
    let worst = cases.iter().map(|c| c.0).fold(0.0, f64::max);
    let mut model: Vec<f64> = cases.iter().map(|c| c.2 / (c.1 * c.0)).collect();
    let mut fastest: Vec<f64> = cases.iter().map(|c| c.2 / c.1).collect();
    println!(
        "{set:<14} {:>5} {:>8.1}% {:>7.3} {:>11.3} {:>13.3}",
        cases.len(),
        within * 100.0,
        worst,
        median(&mut model),
        median(&mut fastest)
    );
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--plot") {
        return plot::main(&args);
    }
    bench(&args);
    ExitCode::SUCCESS
}

/// The flags that take a value (every other argument not starting with
/// `--` names a case file).
const VALUE_FLAGS: [&str; 4] = ["--tsv", "--only", "--every", "--candidates"];

/// Measures every case of the case files named in `args`.
fn bench(args: &[String]) {
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args[i + 1].clone())
    };
    let tsv_path = flag("--tsv").unwrap_or_else(|| "cutt-bench.tsv".into());
    let only = flag("--only");
    let every: usize = flag("--every").map_or(1, |n| n.parse().expect("--every N"));
    let candidates_path = flag("--candidates");
    let files: Vec<&String> = args
        .iter()
        .enumerate()
        .filter(|(i, a)| {
            !a.starts_with("--") && (*i == 0 || !VALUE_FLAGS.contains(&args[i - 1].as_str()))
        })
        .map(|(_, a)| a)
        .collect();
    let cases: Vec<Case> = files
        .iter()
        .flat_map(|f| parse(f))
        .filter(|c| only.as_ref().is_none_or(|s| c.set.starts_with(s.as_str())))
        .enumerate()
        .filter(|(i, _)| i % every == 0)
        .map(|(_, c)| c)
        .collect();
    if let Err(e) = cutt::gpu::use_device(0) {
        println!("cutt-bench: no usable GPU, nothing measured: {e}");
        return;
    }
    let stream = Stream::new().expect("stream");
    let largest = cases.iter().map(Case::bytes).max().unwrap_or(1);
    let (input, output) = (
        DeviceBuffer::new(largest).expect("input"),
        DeviceBuffer::new(largest).expect("output"),
    );
    fill_random(&input);
    output.fill(0x5A).expect("fill");
    let mut tsv = std::fs::File::create(&tsv_path).expect("tsv");
    writeln!(
        tsv,
        "set\telem\tdims\tperm\tbytes\ttranspose_us\tmemcpy_us\tfrac\tplan_us\tplan"
    )
    .unwrap();
    let device = cutt::gpu::device_props(0).expect("device properties");
    let mut candidates_tsv = candidates_path.as_ref().map(|path| {
        let mut file = std::fs::File::create(path).expect("candidates tsv");
        candidates_header(&mut file);
        file
    });
    if args.iter().any(|a| a == "--launch-candidates") {
        for case in &cases {
            launch_candidates(case, &device, &input, &output, &stream);
        }
        return;
    }
    let mut agreements: BTreeMap<String, Vec<(f64, f64, f64)>> = BTreeMap::new();
    let mut sets: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for (index, case) in cases.iter().enumerate() {
        let row = measure(case, &input, &output, &stream);
        if let Some(file) = candidates_tsv.as_mut() {
            let timed = time_candidates(case, &device, &input, &output, &stream);
            write_candidates(file, index, case, row.copy_ms, &timed);
            let (ratio, fastest) = agreement(&timed);
            agreements
                .entry(case.set.clone())
                .or_default()
                .push((ratio, fastest, row.copy_ms));
        }
        let frac = row.copy_ms / row.transpose_ms;
        writeln!(
            tsv,
            "{}\t{}\t{:?}\t{:?}\t{}\t{:.2}\t{:.2}\t{:.4}\t{:.1}\t{}",
            case.set,
            case.elem,
            case.dims,
            case.perm,
            case.bytes(),
            row.transpose_ms * 1e3,
            row.copy_ms * 1e3,
            frac,
            row.plan_us,
            row.kernel
        )
        .unwrap();
        sets.entry(case.set.clone()).or_default().push(row);
    }
    println!(
        "{:<14} {:>5} {:>8} {:>8} {:>8} {:>9} {:>10}",
        "set", "cases", "median", "p10", "min", "plan_us", "us/call"
    );
    for (set, rows) in &sets {
        let mut fracs: Vec<f64> = rows.iter().map(|r| r.copy_ms / r.transpose_ms).collect();
        let mut plans: Vec<f64> = rows.iter().map(|r| r.plan_us).collect();
        let mut calls: Vec<f64> = rows.iter().map(|r| r.transpose_ms * 1e3).collect();
        println!(
            "{set:<14} {:>5} {:>8.3} {:>8.3} {:>8.3} {:>9.1} {:>10.2}",
            rows.len(),
            median(&mut fracs),
            quantile(&mut fracs, 0.1),
            fracs[0],
            median(&mut plans),
            median(&mut calls)
        );
    }
    if !agreements.is_empty() {
        print_agreement(&agreements);
    }
    println!("cases written to {tsv_path}");
}

/// Random bytes (never zeros) over the whole buffer, from a 64 MiB pattern.
fn fill_random(buffer: &DeviceBuffer) {
    let chunk = Rng::new(5).bytes((64 << 20).min(buffer.len()));
    let mut offset = 0;
    while offset < buffer.len() {
        let n = chunk.len().min(buffer.len() - offset);
        buffer.upload(offset, &chunk[..n]).expect("upload");
        offset += n;
    }
}

#[cfg(test)]
mod tests {
    use super::{median, quantile};

    #[test]
    fn quantiles_interpolate_between_ranks() {
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&mut [7.0]), 7.0);
        let mut v: Vec<f64> = (0..12).map(f64::from).collect();
        assert!((quantile(&mut v, 0.1) - 1.1).abs() < 1e-12);
        assert_eq!(quantile(&mut v, 0.0), 0.0);
        assert_eq!(quantile(&mut v, 1.0), 11.0);
    }
}
