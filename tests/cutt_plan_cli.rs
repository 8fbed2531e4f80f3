//! The `cutt-plan` command-line tool, run as a user would: the plan report,
//! planning timings, and one-line errors with exit status 2 for bad input.

use std::path::PathBuf;
use std::process::{Command, Output};

fn cutt_plan(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cutt-plan"))
        .args(args)
        .output()
        .expect("running cutt-plan")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Exit status 2 with a message on stderr, and no panic (status 101).
fn assert_usage_error(args: &[&str]) {
    let output = cutt_plan(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    let message = stderr(&output);
    assert!(!message.trim().is_empty(), "{args:?}: no message on stderr");
    assert!(!message.contains("panicked"), "{args:?}: {message}");
}

#[test]
fn readme_example_reports_the_plan_and_the_runners_up() {
    let output = cutt_plan(&[
        "--device",
        "h200",
        "--elemsize",
        "8",
        "--dim",
        "31,549,2,3",
        "--perm",
        "3,0,2,1",
    ]);
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(
        text.contains("canonical:  dims [31, 549, 2, 3] perm [3, 0, 2, 1]"),
        "{text}"
    );
    let algorithm = text
        .lines()
        .find_map(|l| l.strip_prefix("algorithm:"))
        .unwrap_or_else(|| panic!("no algorithm line:\n{text}"));
    assert!(
        ["Tiled", "TiledCopy", "Packed", "PackedSplit"]
            .iter()
            .any(|name| algorithm.trim_start().starts_with(name)),
        "{algorithm}"
    );
    assert!(
        text.contains("predicted:") && text.contains("GB/s"),
        "{text}"
    );
    let next_best_rows = text
        .lines()
        .skip_while(|l| !l.starts_with("next best:"))
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert!(
        (1..=5).contains(&next_best_rows),
        "{next_best_rows} rows:\n{text}"
    );
}

#[test]
fn identity_is_reported_as_a_device_copy() {
    let output = cutt_plan(&["--dim", "4,5,6", "--perm", "0,1,2"]);
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(text.contains("canonical:  dims [120] perm [0]"), "{text}");
    assert!(text.contains("device-to-device copy"), "{text}");
}

#[test]
fn top_limits_the_runners_up() {
    let output = cutt_plan(&["--dim", "31,549,2,3", "--perm", "3,0,2,1", "--top", "2"]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).contains("next best:  2 of "), "{output:?}");
}

#[test]
fn built_in_device_names_ignore_case() {
    let output = cutt_plan(&["--device", "A100", "--dim", "8,9", "--perm", "1,0"]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).starts_with("device:     a100: sm_80"));
}

/// A case file unique to this test process, removed when dropped.
struct TempCaseFile(PathBuf);

impl TempCaseFile {
    fn new(name: &str, text: &str) -> TempCaseFile {
        let path =
            std::env::temp_dir().join(format!("cutt_plan_cli_{}_{name}.txt", std::process::id()));
        std::fs::write(&path, text).expect("writing the case file");
        TempCaseFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 temp path")
    }
}

impl Drop for TempCaseFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn time_planning_ends_with_the_summary_line() {
    let cases = TempCaseFile::new(
        "timing",
        "# a comment, then a blank line\n\n\
         small 8 2 64 64 1 0\n\
         small 4 4 31 549 2 3 3 0 2 1\n\
         other 8 3 4 5 6 0 1 2\n",
    );
    let output = cutt_plan(&["--time-planning", cases.path(), "--repeat", "5"]);
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    assert!(text.lines().any(|l| l.starts_with("small ")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("other ")), "{text}");
    let last = text.lines().last().expect("some output");
    let fields: Vec<(&str, &str)> = last
        .strip_prefix("planning ")
        .unwrap_or_else(|| panic!("last line {last:?}"))
        .split(' ')
        .map(|f| f.split_once('=').expect("key=value"))
        .collect();
    let keys: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, ["median_us", "p90_us", "cached_us"], "{last}");
    for (key, value) in fields {
        let number: f64 = value.parse().unwrap_or_else(|_| panic!("{key}={value}"));
        assert!(number > 0.0, "{last}");
        assert_eq!(
            value.split_once('.').map(|(_, d)| d.len()),
            Some(2),
            "{last}"
        );
    }
}

#[test]
fn bad_case_files_are_usage_errors() {
    let cases = TempCaseFile::new("bad", "small 8 2 64 64 0 0\n");
    assert_usage_error(&["--time-planning", cases.path(), "--repeat", "5"]);
    assert_usage_error(&["--time-planning", "/nonexistent/cutt-plan-cases.txt"]);
}

#[test]
fn bad_arguments_are_usage_errors() {
    assert_usage_error(&["--dim", "3,4", "--perm", "0,0"]);
    assert_usage_error(&["--dim", "3,4,5", "--perm", "1,0"]);
    assert_usage_error(&["--dim", "3,x", "--perm", "1,0"]);
    assert_usage_error(&["--elemsize", "3", "--dim", "3,4", "--perm", "1,0"]);
    assert_usage_error(&["--device", "v100", "--dim", "3,4", "--perm", "1,0"]);
    assert_usage_error(&["--bogus"]);
    assert_usage_error(&["--dim", "3,4"]);
    assert_usage_error(&["--top"]);
}

#[test]
fn help_prints_usage() {
    let output = cutt_plan(&["--help"]);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout(&output).starts_with("Usage:"));
}

/// Machines without a GPU (or driver) get a one-line error, never a panic;
/// machines with one get a plan for it.
#[test]
fn current_device_plans_or_explains() {
    let output = cutt_plan(&["--device", "current", "--dim", "8,9", "--perm", "1,0"]);
    match output.status.code() {
        Some(0) => assert!(stdout(&output).starts_with("device:     current")),
        Some(2) => {
            let message = stderr(&output);
            assert!(message.contains("--device current:"), "{message}");
            assert!(!message.contains("panicked"), "{message}");
        }
        _ => panic!("unexpected exit: {output:?}"),
    }
}
