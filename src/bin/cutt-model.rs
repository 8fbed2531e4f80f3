//! Recomputes the cost model's features for measured candidates, so that
//! the model can be redesigned and refitted without a GPU.
//!
//! Usage: cutt-model [--device NAME] CANDIDATES.tsv > FEATURES.tsv
//!
//! CANDIDATES.tsv comes from `cutt-bench --candidates` (one row per timed
//! candidate). Each case is planned again with the current model on the
//! built-in device NAME (default h200); every measured candidate that the
//! planner still enumerates is written with its current features, the time
//! of a copy at the device's bandwidth (`ideal_us`) and its measured time,
//! for tools/fit_model.py. Rows whose candidate no longer exists are counted
//! on stderr and left out.

use std::collections::HashMap;
use std::process::ExitCode;

use cutt::plan::{builtin, canonicalize, ranked, regime, Problem, FEATURES, REGIMES};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cutt-model: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let (device_name, path) = match args {
        [flag, name, path] if flag == "--device" => (name.as_str(), path),
        [path] => ("h200", path),
        _ => return Err("usage: cutt-model [--device NAME] CANDIDATES.tsv".into()),
    };
    let device = builtin(device_name).ok_or(format!("unknown device {device_name}"))?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().ok_or("empty file")?.split('\t').collect();
    let column = |name: &str| {
        header
            .iter()
            .position(|h| *h == name)
            .ok_or(format!("{path}: no column {name}"))
    };
    let [set, case, elem, dims, perm, candidate, measured, memcpy] = [
        "set",
        "case",
        "elem",
        "dims",
        "perm",
        "candidate",
        "measured_us",
        "memcpy_us",
    ]
    .map(column);
    let (set, case, elem, dims, perm) = (set?, case?, elem?, dims?, perm?);
    let (candidate, measured, memcpy) = (candidate?, measured?, memcpy?);
    println!(
        "set\tcase\telem\tdims\tperm\tcandidate\tregime\tideal_us\t{}\tmeasured_us\tmemcpy_us",
        FEATURES.join("\t")
    );
    let mut estimates: HashMap<String, HashMap<String, (&str, cutt::plan::Estimate)>> =
        HashMap::new();
    let mut missing = 0;
    for line in lines {
        let f: Vec<&str> = line.split('\t').collect();
        let key = format!("{}\t{}", f[set], f[case]);
        if !estimates.contains_key(&key) {
            let problem = Problem::new(&list(f[dims])?, &list(f[perm])?, number(f[elem])?)
                .map_err(|e| format!("{line}: {e}"))?;
            let c = canonicalize(&problem);
            let regime = REGIMES[regime(&c, &device)];
            let by_name = ranked(&c, &device)
                .into_iter()
                .map(|(cand, e)| (cand.describe(&c), (regime, e)))
                .collect();
            estimates.insert(key.clone(), by_name);
        }
        let Some((regime, e)) = estimates[&key].get(f[candidate]) else {
            missing += 1;
            continue;
        };
        let features: Vec<String> = e.features.iter().map(|v| format!("{v:.6e}")).collect();
        println!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.4}\t{}\t{}\t{}",
            f[set],
            f[case],
            f[elem],
            f[dims],
            f[perm],
            f[candidate],
            regime,
            e.ideal_seconds * 1e6,
            features.join("\t"),
            f[measured],
            f[memcpy]
        );
    }
    if missing > 0 {
        eprintln!("cutt-model: {missing} measured candidates are no longer enumerated");
    }
    Ok(())
}

fn number(s: &str) -> Result<usize, String> {
    s.trim().parse().map_err(|_| format!("bad number {s}"))
}

/// A list printed as `[a, b, c]`.
fn list(s: &str) -> Result<Vec<i32>, String> {
    s.trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .map(|v| v.trim().parse().map_err(|_| format!("bad list {s}")))
        .collect()
}
