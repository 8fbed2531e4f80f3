//! `cutt-bench --plot`, run as a user would: plots of a recorded benchmark
//! TSV without a GPU, and one-line errors with exit status 2 for bad input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const RESULTS: &str = "bench/results/2026-11-21-h200-wide-words.tsv";

fn cutt_bench(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cutt-bench"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("running cutt-bench")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cutt-bench-plot-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Exit status 2 with the reason and the usage on stderr, and no panic.
fn assert_usage_error(args: &[&str], reason: &str) {
    let output = cutt_bench(args);
    let message = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
    assert!(message.contains(reason), "{args:?}: {message}");
    assert!(message.contains("usage: cutt-bench --plot"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
}

/// Width and height from the IHDR chunk.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(bytes[..8], *b"\x89PNG\r\n\x1a\n", "{}", path.display());
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

fn pngs(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_recorded_run_gives_one_png_per_set_without_the_fit_sets() {
    let out = scratch("sets");
    let run = format!("{RESULTS}=libcutt H200");
    let output = cutt_bench(&[
        "--plot",
        out.to_str().unwrap(),
        &run,
        "--peer",
        "cuTENSOR 2.8 (shared/bench/README.md)=set1_r1:0.81,big:0.85",
    ]);
    assert!(output.status.success(), "{output:?}");
    let names = pngs(&out);
    assert_eq!(names.len(), 15, "{names:?}");
    assert!(names.contains(&"set1_r1.png".to_string()));
    assert!(names.contains(&"small_4096.png".to_string()));
    assert!(!names.iter().any(|n| n.starts_with("fit_")), "{names:?}");
    for name in &names {
        let (width, height) = png_size(&out.join(name));
        assert_eq!(width, 760, "{name}");
        assert!((450..600).contains(&height), "{name}: {height}");
        // Stored deflate blocks made each chart over 1 MB; compressed, ~14 KB.
        let bytes = std::fs::metadata(out.join(name)).unwrap().len();
        assert!(bytes < 60_000, "{name}: {bytes} bytes");
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        stdout.lines().filter(|l| l.starts_with("wrote ")).count(),
        15
    );
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn include_fit_adds_the_cost_models_training_sets() {
    let out = scratch("fit");
    let output = cutt_bench(&["--plot", out.to_str().unwrap(), RESULTS, "--include-fit"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(pngs(&out).len(), 21);
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn bad_input_is_a_usage_error() {
    let out = scratch("bad");
    let dir = out.to_str().unwrap();
    assert_usage_error(
        &["--plot", dir, "no/such/run.tsv"],
        "cannot read no/such/run.tsv",
    );
    let case_file = "bench/cases/ttc57.txt";
    assert_usage_error(&["--plot", dir, case_file], "no `set` column");
    assert_usage_error(&["--plot", dir], "at least one RUN.tsv");
    assert_usage_error(
        &["--plot", dir, RESULTS, "--peer", "cuTENSOR"],
        "--peer cuTENSOR",
    );
    assert_usage_error(
        &["--plot", dir, RESULTS, "--every", "3"],
        "unknown option --every",
    );
    assert!(!out.exists(), "nothing written on bad input");
}
