//! A driver library that is present but broken (missing entry points, or
//! failing calls) must give error codes, call after call, never a crash or a
//! library that stays broken after one bad load. Each case compiles a fake
//! `libcuda.so` with `cc` and re-runs this test binary in a child process
//! that finds it through LD_LIBRARY_PATH: the driver is loaded once per
//! process, so every case needs a fresh one.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::ptr::null_mut;

use cutt::capi::*;
use cuttResult_t::*;

/// The child's expected code for valid arguments, set by the parent.
const EXPECT_VAR: &str = "CUTT_TEST_FAKE_DRIVER_EXPECT";
const CHILD_TEST: &str = "child_against_fake_driver";

/// A CUresult cuInit returns in the failing cases: CUDA_ERROR_NO_DEVICE.
const NO_DEVICE: i32 = 100;

/// C source of a fake driver exporting `symbols`: cuInit returns
/// `init_result`, the error-string functions answer, every other entry
/// point fails with CUDA_ERROR_UNKNOWN (999).
fn fake_source(symbols: &[&str], init_result: i32) -> String {
    let mut c = String::from("int cutt_fake_marker(void) { return 0; }\n");
    for symbol in symbols {
        c += &match *symbol {
            "cuInit" => format!("int cuInit(unsigned flags) {{ return {init_result}; }}\n"),
            "cuGetErrorName" | "cuGetErrorString" => format!(
                "int {symbol}(int e, const char **s) {{ *s = e == {NO_DEVICE} ? \"CUDA_ERROR_NO_DEVICE\" : \"CUDA_ERROR_UNKNOWN\"; return 0; }}\n"
            ),
            _ => format!("int {symbol}(void) {{ return 999; }}\n"),
        };
    }
    c
}

/// Builds the fake as both names the loader tries first, in a fresh
/// directory; None (with the reason printed) when no C compiler runs.
fn build_fake(case: &str, source: &str) -> Option<PathBuf> {
    let dir = std::env::temp_dir().join(format!("cutt-fake-driver-{}-{case}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let c_file = dir.join("fake_cuda.c");
    std::fs::write(&c_file, source).expect("write the fake driver's source");
    let library = dir.join("libcuda.so.1");
    let built = Command::new("cc")
        .args(["-shared", "-fPIC", "-o"])
        .arg(&library)
        .arg(&c_file)
        .status();
    match built {
        Ok(status) if status.success() => {}
        other => {
            eprintln!("SKIP (not run): cannot build a fake libcuda with cc: {other:?}");
            let _ = std::fs::remove_dir_all(&dir);
            return None;
        }
    }
    std::fs::copy(&library, dir.join("libcuda.so")).expect("copy the fake driver");
    Some(dir)
}

/// Runs the child test against the fake in `dir`; returns its stderr.
fn run_child(dir: &Path, expect: cuttResult) -> String {
    let output = Command::new(std::env::current_exe().expect("test binary"))
        .args([CHILD_TEST, "--exact", "--ignored", "--nocapture"])
        .env("LD_LIBRARY_PATH", dir)
        .env("CUTT_LOG", "1")
        .env(EXPECT_VAR, (expect as i32).to_string())
        .output()
        .expect("run the child process");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(
        output.status.success() && stdout.contains("1 passed"),
        "child failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
    stderr
}

/// One case: the fake's exports and cuInit's result, the code every valid
/// call must get, and what the log must say about it.
fn check(case: &str, symbols: &[&str], init_result: i32, expect: cuttResult, log: &str) {
    let Some(dir) = build_fake(case, &fake_source(symbols, init_result)) else {
        return;
    };
    let stderr = run_child(&dir, expect);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        stderr.contains(log),
        "{case}: the log does not say {log:?}:\n{stderr}"
    );
    assert!(
        !stderr.contains("panicked"),
        "{case}: a panic was caught:\n{stderr}"
    );
}

#[test]
fn driver_with_only_a_failing_cu_init() {
    check(
        "init-only",
        &["cuInit"],
        NO_DEVICE,
        CUTT_INVALID_DEVICE,
        "cuGetErrorString",
    );
}

#[test]
fn driver_without_any_entry_point() {
    check("empty", &[], NO_DEVICE, CUTT_INVALID_DEVICE, "cuInit");
}

#[test]
fn complete_driver_whose_cu_init_fails() {
    check(
        "init-fails",
        cutt::gpu::DRIVER_SYMBOLS,
        NO_DEVICE,
        CUTT_INVALID_DEVICE,
        "CUDA_ERROR_NO_DEVICE",
    );
}

#[test]
fn driver_that_initializes_but_lacks_the_rest() {
    check(
        "init-only-ok",
        &["cuInit", "cuGetErrorName", "cuGetErrorString"],
        0,
        CUTT_INVALID_DEVICE,
        "cuCtxGetCurrent",
    );
}

#[test]
fn complete_driver_whose_calls_fail() {
    check(
        "calls-fail",
        cutt::gpu::DRIVER_SYMBOLS,
        0,
        CUTT_INTERNAL_ERROR,
        "cuCtxGetCurrent failed: CUDA_ERROR_UNKNOWN",
    );
}

/// Every entry point, three times over, against whatever driver the parent
/// put on LD_LIBRARY_PATH: valid plans get the expected code each time;
/// invalid arguments and unknown handles keep their own codes.
#[test]
#[ignore = "runs in a child process started by the other tests of this file"]
fn child_against_fake_driver() {
    let expect: i32 = std::env::var(EXPECT_VAR)
        .expect("started by a parent test, which sets the expected code")
        .parse()
        .expect("a code");
    cuttInitialize();
    for _ in 0..3 {
        let (mut dims, mut perm, mut swap) = ([31, 549, 2, 3], [3, 0, 2, 1], [1, 0]);
        let mut handle = 0xDEAD_BEEF;
        let idata = std::ptr::without_provenance_mut(0x1000_0000);
        let odata = std::ptr::without_provenance_mut(0x2000_0000);
        // SAFETY: valid arrays of rank 4 (2 for the swap); a null stream is
        // the default one; the buffers are device addresses, never
        // dereferenced on the host.
        let (planned, measured, bad_rank) = unsafe {
            (
                cuttPlan(
                    &mut handle,
                    4,
                    dims.as_mut_ptr(),
                    perm.as_mut_ptr(),
                    8,
                    null_mut(),
                ),
                cuttPlanMeasure(
                    &mut handle,
                    2,
                    dims.as_mut_ptr(),
                    swap.as_mut_ptr(),
                    1,
                    null_mut(),
                    idata,
                    odata,
                ),
                cuttPlan(
                    &mut handle,
                    0,
                    dims.as_mut_ptr(),
                    perm.as_mut_ptr(),
                    8,
                    null_mut(),
                ),
            )
        };
        assert_eq!(planned as i32, expect, "cuttPlan");
        assert_eq!(measured as i32, expect, "cuttPlanMeasure");
        assert_eq!(bad_rank, CUTT_INVALID_PARAMETER);
        assert_eq!(handle, 0xDEAD_BEEF, "handle written on failure");
        assert_eq!(cuttDestroy(1), CUTT_INVALID_PLAN);
        assert_eq!(cuttSetStream(1, null_mut()), CUTT_INVALID_PLAN);
        // SAFETY: the handle is unknown, so the pointers are never used.
        let executed = unsafe { cuttExecute(1, idata, null_mut()) };
        assert_eq!(executed, CUTT_INVALID_PLAN);
        cuttFinalize();
    }
}
