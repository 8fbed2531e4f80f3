//! Shows what the planner chooses for a transpose, and how long planning
//! takes, without running anything on a GPU.
//!
//! Usage:
//!
//!     cutt-plan [--device NAME] [--elemsize BYTES] --dim D0,D1,.. --perm P0,P1,.. [--top N]
//!         The device description, the problem and its canonical form, the
//!         chosen plan with its predicted time and bandwidth (bytes read plus
//!         bytes written), and the N next best candidates (default 5).
//!
//!     cutt-plan [--device NAME] --time-planning CASEFILE [--repeat N]
//!         Times planning every case of a benchmark case file
//!         (`SET ELEMSIZE RANK d0 .. d(r-1) p0 .. p(r-1)` per line): the median
//!         of N uncached plans (default 200) and of N cached ones, per case;
//!         prints per-set statistics and last
//!         `planning median_us=X p90_us=Y cached_us=Z`.
//!
//! NAME is a built-in description (h100, h200, a100; any case) or `current`
//! for the GPU this process would use; default h200. ELEMSIZE defaults to 8.
//! Bad arguments, or `current` without a usable GPU, exit with status 2.

use std::hint::black_box;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use cutt::plan::{
    builtin, cached_plan, canonicalize, make_plan, ranked, Candidate, Canonical, DeviceProps,
    Estimate, Plan, Problem, BUILTIN,
};

const USAGE: &str = "\
Usage:
  cutt-plan [--device NAME] [--elemsize BYTES] --dim D0,D1,.. --perm P0,P1,.. [--top N]
  cutt-plan [--device NAME] --time-planning CASEFILE [--repeat N]
  cutt-plan --help

  --device NAME          h100, h200, a100 (built-in descriptions) or `current`
                         (the GPU this process would use); default h200
  --elemsize BYTES       element size: 1, 2, 4, 8 or 16; default 8
  --dim D0,D1,..         extents, column-major (d0 varies fastest)
  --perm P0,P1,..        output dimension j is input dimension P_j
  --top N                next best candidates to list; default 5
  --time-planning FILE   time the planner on every case of a case file
                         (SET ELEMSIZE RANK d0 .. d(r-1) p0 .. p(r-1) per line)
  --repeat N             plans per case when timing; default 200
";

const DEFAULT_DEVICE: &str = "h200";
const DEFAULT_ELEMSIZE: usize = 8;
const DEFAULT_TOP: usize = 5;
const DEFAULT_REPEAT: usize = 200;

/// The exit status for anything the user has to fix (arguments, input
/// files, a missing GPU), so scripts can tell it from a crash (101).
const USAGE_ERROR: u8 = 2;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(report) => {
            // A closed pipe (`| head`) is not an error worth reporting.
            let _ = std::io::stdout().lock().write_all(report.as_bytes());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("cutt-plan: {message}");
            ExitCode::from(USAGE_ERROR)
        }
    }
}

/// The whole program: the report to print, or a one-line error.
fn run(args: &[String]) -> Result<String, String> {
    let options = parse_options(args)?;
    if options.help {
        return Ok(USAGE.to_string());
    }
    // Check the problem before the device: reading `current` needs a GPU,
    // and a typo should be reported the same with or without one.
    let task = task_from_options(&options)?;
    let device = resolve_device(&options.device)?;
    match task {
        Task::Plan(problem) => Ok(plan_report(&device, &problem, options.top)),
        Task::TimePlanning(path) => time_planning(&device, &path, options.repeat),
    }
}

// ---------------------------------------------------------------- options

struct Options {
    help: bool,
    device: String,
    elemsize: usize,
    dims: Option<Vec<i32>>,
    perm: Option<Vec<i32>>,
    top: usize,
    time_planning: Option<String>,
    repeat: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            help: false,
            device: DEFAULT_DEVICE.into(),
            elemsize: DEFAULT_ELEMSIZE,
            dims: None,
            perm: None,
            top: DEFAULT_TOP,
            time_planning: None,
            repeat: DEFAULT_REPEAT,
        }
    }
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        if flag == "--help" || flag == "-h" {
            options.help = true;
            continue;
        }
        let mut value = || {
            rest.next()
                .map(String::as_str)
                .ok_or_else(|| format!("{flag} needs a value (see --help)"))
        };
        match flag.as_str() {
            "--device" => options.device = value()?.to_string(),
            "--elemsize" => options.elemsize = number(flag, value()?)?,
            "--dim" => options.dims = Some(list(flag, value()?)?),
            "--perm" => options.perm = Some(list(flag, value()?)?),
            "--top" => options.top = number(flag, value()?)?,
            "--time-planning" => options.time_planning = Some(value()?.to_string()),
            "--repeat" => options.repeat = positive(flag, value()?)?,
            _ => return Err(format!("unknown argument {flag:?} (see --help)")),
        }
    }
    Ok(options)
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("{flag}: {text:?} is not a valid number"))
}

fn positive(flag: &str, text: &str) -> Result<usize, String> {
    match number(flag, text)? {
        0 => Err(format!("{flag} must be at least 1")),
        n => Ok(n),
    }
}

/// A comma-separated list of integers; range checks are `Problem::new`'s.
fn list(flag: &str, text: &str) -> Result<Vec<i32>, String> {
    text.split(',').map(|item| number(flag, item)).collect()
}

enum Task {
    Plan(Problem),
    TimePlanning(String),
}

fn task_from_options(options: &Options) -> Result<Task, String> {
    match (&options.time_planning, &options.dims, &options.perm) {
        (Some(path), None, None) => Ok(Task::TimePlanning(path.clone())),
        (Some(_), _, _) => {
            Err("--time-planning takes its problems from the file, not --dim/--perm".into())
        }
        (None, Some(dims), Some(perm)) => Problem::new(dims, perm, options.elemsize)
            .map(Task::Plan)
            .map_err(|e| e.to_string()),
        (None, _, _) => Err("give --dim and --perm, or --time-planning FILE (see --help)".into()),
    }
}

// ---------------------------------------------------------------- device

/// A device description and the name it goes by in the report.
struct Device {
    name: String,
    props: DeviceProps,
}

fn resolve_device(name: &str) -> Result<Device, String> {
    if name.eq_ignore_ascii_case("current") {
        return current_device();
    }
    match builtin(name) {
        Some(props) => Ok(Device {
            name: name.to_ascii_lowercase(),
            props,
        }),
        None => {
            let known: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
            Err(format!(
                "unknown device {name:?}: use one of {} or current",
                known.join(", ")
            ))
        }
    }
}

fn current_device() -> Result<Device, String> {
    let failed = |e: cutt::Error| format!("--device current: {e}");
    let binding = cutt::gpu::bind_current().map_err(failed)?;
    let props = cutt::gpu::device_props(binding.device).map_err(failed)?;
    Ok(Device {
        name: format!("current (CUDA device {})", binding.device),
        props,
    })
}

fn describe_device(device: &Device) -> String {
    let p = &device.props;
    format!(
        "{}: sm_{}{}, {} SMs at {} MHz, DRAM {:.0} GB/s, L2 {:.0} MiB, \
         shared {} KiB/block ({} KiB opted in) {} KiB/SM",
        device.name,
        p.compute_capability.0,
        p.compute_capability.1,
        p.sm_count,
        p.clock_khz / 1000,
        p.memory_bandwidth / 1e9,
        f64::from(p.l2_bytes) / f64::from(1u32 << 20),
        p.shared_per_block / 1024,
        p.shared_per_block_optin / 1024,
        p.shared_per_sm / 1024,
    )
}

// ---------------------------------------------------------------- one plan

fn plan_report(device: &Device, problem: &Problem, top: usize) -> String {
    let canonical = canonicalize(problem);
    let plan = make_plan(problem, &device.props);
    let mut out = String::new();
    out += &format!("device:     {}\n", describe_device(device));
    out += &format!(
        "problem:    dims {:?} perm {:?} elemsize {}B ({} elements, {} bytes)\n",
        problem.dims,
        problem.perm,
        problem.elem_size,
        problem.volume(),
        problem.bytes()
    );
    out += &format!(
        "canonical:  dims {:?} perm {:?}\n",
        canonical.dims, canonical.perm
    );
    out += &format!("plan:       {plan}\n");
    if canonical.rank() == 1 {
        out += "algorithm:  identity after canonicalization: a device-to-device copy, no kernel\n";
        return out;
    }
    out += &chosen_report(problem, &plan);
    out += &next_best_table(problem, &canonical, &device.props, top);
    out
}

fn chosen_report(problem: &Problem, plan: &Plan) -> String {
    let (Some(candidate), Some(estimate)) = (&plan.candidate, &plan.estimate) else {
        return "algorithm:  (the plan has no model estimate)\n".into();
    };
    format!(
        "algorithm:  {}\npredicted:  {:.2} us, {:.2} GB/s (bytes read + written)\n",
        candidate.describe(&plan.canonical),
        estimate.seconds * 1e6,
        bandwidth_gbs(problem, estimate)
    )
}

/// Bandwidth counting every byte read and every byte written, as a copy's
/// is usually quoted, so the two compare directly.
fn bandwidth_gbs(problem: &Problem, estimate: &Estimate) -> f64 {
    2.0 * problem.bytes() as f64 / estimate.seconds / 1e9
}

/// The candidates ranked after the chosen one (rank 1), with their
/// predicted slowdown relative to it.
fn next_best_table(problem: &Problem, c: &Canonical, device: &DeviceProps, top: usize) -> String {
    let ranking = ranked(c, device);
    let Some((_, best)) = ranking.first() else {
        return String::new();
    };
    let rows: Vec<(usize, &Candidate, &Estimate)> = ranking
        .iter()
        .enumerate()
        .skip(1)
        .take(top)
        .map(|(i, (cand, est))| (i + 1, cand, est))
        .collect();
    let mut out = format!(
        "next best:  {} of {} other candidates\n",
        rows.len(),
        ranking.len() - 1
    );
    if rows.is_empty() {
        return out;
    }
    let descriptions: Vec<String> = rows.iter().map(|(_, cand, _)| cand.describe(c)).collect();
    let width = descriptions.iter().map(String::len).max().unwrap_or(0);
    out += &format!(
        "  {:>4}  {:<width$}  {:>10}  {:>8}  {:>7}\n",
        "rank", "candidate", "us", "GB/s", "vs best"
    );
    for ((rank, _, estimate), description) in rows.iter().zip(&descriptions) {
        out += &format!(
            "  {:>4}  {:<width$}  {:>10.2}  {:>8.1}  {:>6.3}x\n",
            rank,
            description,
            estimate.seconds * 1e6,
            bandwidth_gbs(problem, estimate),
            estimate.seconds / best.seconds
        );
    }
    out
}

// ---------------------------------------------------------------- timing

struct Case {
    set: String,
    problem: Problem,
}

/// Per-case medians of host wall-clock time per planning call.
struct CaseTiming {
    uncached_us: f64,
    cached_us: f64,
}

fn time_planning(device: &Device, path: &str, repeat: usize) -> Result<String, String> {
    let cases = read_cases(path)?;
    if cases.is_empty() {
        return Err(format!("{path}: no cases"));
    }
    let timings: Vec<CaseTiming> = cases
        .iter()
        .map(|case| time_case(&case.problem, &device.props, repeat))
        .collect();
    let mut out = format!(
        "device {}; {} cases from {path}; {repeat} plans per case\n",
        describe_device(device),
        cases.len()
    );
    out += &format!(
        "{:<16} {:>5} {:>10} {:>10} {:>10}\n",
        "set", "cases", "median_us", "p90_us", "cached_us"
    );
    for set in set_names(&cases) {
        let in_set: Vec<&CaseTiming> = cases
            .iter()
            .zip(&timings)
            .filter(|(case, _)| case.set == set)
            .map(|(_, timing)| timing)
            .collect();
        out += &set_line(&set, &in_set);
    }
    let all: Vec<&CaseTiming> = timings.iter().collect();
    let (median, p90, cached) = summary(&all);
    out += &format!("planning median_us={median:.2} p90_us={p90:.2} cached_us={cached:.2}\n");
    Ok(out)
}

/// Set names in the order they first appear in the file.
fn set_names(cases: &[Case]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for case in cases {
        if !names.contains(&case.set) {
            names.push(case.set.clone());
        }
    }
    names
}

fn set_line(set: &str, timings: &[&CaseTiming]) -> String {
    let (median, p90, cached) = summary(timings);
    format!(
        "{set:<16} {:>5} {median:>10.2} {p90:>10.2} {cached:>10.2}\n",
        timings.len()
    )
}

/// Median and 90th percentile of the uncached medians, median of the
/// cached ones.
fn summary(timings: &[&CaseTiming]) -> (f64, f64, f64) {
    let mut uncached: Vec<f64> = timings.iter().map(|t| t.uncached_us).collect();
    let mut cached: Vec<f64> = timings.iter().map(|t| t.cached_us).collect();
    (
        quantile(&mut uncached, 0.5),
        quantile(&mut uncached, 0.9),
        quantile(&mut cached, 0.5),
    )
}

fn time_case(problem: &Problem, device: &DeviceProps, repeat: usize) -> CaseTiming {
    let uncached_us = median_call_us(repeat, || {
        black_box(make_plan(black_box(problem), black_box(device)));
    });
    // The first cached call plans and fills the cache; time the hits.
    black_box(cached_plan(problem, device));
    let cached_us = median_call_us(repeat, || {
        black_box(cached_plan(black_box(problem), black_box(device)));
    });
    CaseTiming {
        uncached_us,
        cached_us,
    }
}

/// Median microseconds of `repeat` calls, each timed on its own so that an
/// occasional preemption shows up as one outlier rather than in the mean.
fn median_call_us(repeat: usize, mut call: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..repeat)
        .map(|_| {
            let started = Instant::now();
            call();
            started.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    quantile(&mut times, 0.5)
}

/// The nearest-rank quantile `q` of `values` (sorted in place).
fn quantile(values: &mut [f64], q: f64) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    values[((values.len() - 1) as f64 * q).round() as usize]
}

// ---------------------------------------------------------------- case files

fn read_cases(path: &str) -> Result<Vec<Case>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}"))?;
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(i, line)| parse_case(line).map_err(|e| format!("{path}:{}: {e}", i + 1)))
        .collect()
}

/// One `SET ELEMSIZE RANK d0 .. d(r-1) p0 .. p(r-1)` line.
fn parse_case(line: &str) -> Result<Case, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    if fields.len() < 3 {
        return Err("expected SET ELEMSIZE RANK dims.. perm..".into());
    }
    let elemsize: usize = number("ELEMSIZE", fields[1])?;
    let rank: usize = number("RANK", fields[2])?;
    if fields.len() != 3 + 2 * rank {
        return Err(format!(
            "rank {rank} needs {} extents and permutation entries, found {}",
            2 * rank,
            fields.len() - 3
        ));
    }
    let integers = |items: &[&str], what: &str| -> Result<Vec<i32>, String> {
        items.iter().map(|s| number(what, s)).collect()
    };
    let dims = integers(&fields[3..3 + rank], "extent")?;
    let perm = integers(&fields[3 + rank..], "permutation")?;
    let problem = Problem::new(&dims, &perm, elemsize).map_err(|e| e.to_string())?;
    Ok(Case {
        set: fields[0].to_string(),
        problem,
    })
}
