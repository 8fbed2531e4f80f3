//! The GPU test suite: every algorithm and element size through the C API on
//! a real GPU, outputs poisoned and compared element by element with the
//! reference transpose. `make gputest`; without a GPU it says so and runs
//! nothing.
//!
//! Usage: cutt-gputest [--big] [--long] [--reliability] [--sanitize] [--cases N] [--seed S]
//!   --long         bigger counts for the reliability sections
//!   --reliability  the reliability sections alone (threads, graphs, leaks,
//!                  finalize)
//!   --sanitize     a reduced suite for compute-sanitizer: every kernel and
//!                  element size, tile edges, misaligned buffers, the 64-bit
//!                  index kernels on small tensors

use std::collections::BTreeMap;
use std::ptr::null_mut;
use std::thread;
use std::time::Instant;

use cutt::capi::*;
use cutt::gpu::tools::{device_count, reset_device, synchronize, DeviceBuffer, Stream};
use cutt::gpu::{self, StreamAddr};
use cutt::plan::{
    Algorithm, Candidate, IndexWidth, ELEMENT_SIZES, MOVED_BACK_ELEMENT_SIZES, RUN_ELEMENT_SIZES,
    STAGED_KERNELS, WORD_ELEMENT_SIZES,
};
use cutt::testkit::{long_run_shape, random_shape, tiled_shape, word_rows_dims, Rng};
use cutt::twin;

#[path = "gputest/reliability.rs"]
mod reliability;

/// Bytes outputs are filled with before a run; inputs never contain it, so
/// an unwritten output byte cannot pass for a right one.
const POISON: u8 = 0xA5;

type Outcome = Result<(), String>;

#[derive(Default)]
struct Tally {
    /// (section, what) -> (cases, elements checked)
    rows: BTreeMap<(String, String), (u64, u64)>,
    failures: Vec<String>,
    skipped: Vec<String>,
}

impl Tally {
    fn record(&mut self, section: &str, what: &str, elements: u64, outcome: Outcome) {
        let row = self
            .rows
            .entry((section.to_string(), what.to_string()))
            .or_default();
        row.0 += 1;
        row.1 += elements;
        if let Err(message) = outcome {
            eprintln!("FAIL {section} {what}: {message}");
            self.failures.push(format!("{section} {what}: {message}"));
        }
    }
}

fn check(code: cuttResult, what: &str) -> Outcome {
    if code == cuttResult::CUTT_SUCCESS {
        Ok(())
    } else {
        Err(format!("{what} returned {code:?}"))
    }
}

/// Plans through the C API; with `buffers` (idata, odata), through
/// cuttPlanMeasure.
fn plan_c(
    dims: &[i32],
    perm: &[i32],
    elem: usize,
    stream: StreamAddr,
    buffers: Option<(u64, u64)>,
) -> Result<cuttHandle, String> {
    let (mut d, mut p) = (dims.to_vec(), perm.to_vec());
    let (rank, mut handle) = (d.len() as i32, 0);
    // SAFETY: arrays of `rank` ints; given buffers are live device
    // allocations of the tensor's size.
    let code = unsafe {
        match buffers {
            Some((i, o)) => cuttPlanMeasure(
                &mut handle,
                rank,
                d.as_mut_ptr(),
                p.as_mut_ptr(),
                elem,
                stream as _,
                i as _,
                o as _,
            ),
            None => cuttPlan(
                &mut handle,
                rank,
                d.as_mut_ptr(),
                p.as_mut_ptr(),
                elem,
                stream as _,
            ),
        }
    };
    check(code, "plan").map(|_| handle)
}

fn random_input(rng: &mut Rng, bytes: usize) -> Vec<u8> {
    let mut data = rng.bytes(bytes);
    data.iter_mut()
        .filter(|b| **b == POISON)
        .for_each(|b| *b = !POISON);
    data
}

/// How `run_case` makes its plan.
#[derive(Clone, Copy)]
enum How {
    Plan,
    Measure,
    /// The candidate the model ranks so (0 = cuttPlan's choice).
    Candidate(usize),
    /// The same with the 64-bit index kernels.
    WideCandidate(usize),
    /// The model's first unfolded Tiled candidate, run by a kernel for many
    /// tiles.
    ManyTiles,
}

/// Plans (as `how` says), runs, checks every element
/// and that the input was left alone. `offset` shifts both pointers, to test
/// buffers aligned to less than an element. Returns the plan's kernel name.
fn run_case(
    rng: &mut Rng,
    dims: &[i32],
    perm: &[i32],
    elem: usize,
    stream: StreamAddr,
    offset: usize,
    how: How,
) -> Result<String, String> {
    let volume: usize = dims.iter().map(|&d| d as usize).product();
    let (input, din, dout) = input_and_output(rng, volume * elem, offset)?;
    let (iptr, optr) = (din.ptr() + offset as u64, dout.ptr() + offset as u64);
    let handle = match how {
        How::Plan => plan_c(dims, perm, elem, stream, None)?,
        How::Measure => plan_c(dims, perm, elem, stream, Some((iptr, optr)))?,
        How::Candidate(choice) | How::WideCandidate(choice) => {
            let wide = matches!(how, How::WideCandidate(_));
            cutt::api::plan_candidate(dims, perm, elem, stream, choice, wide)
                .map_err(|e| e.to_string())?
                .ok_or("no such candidate")?
        }
        How::ManyTiles => cutt::api::plan_many_tiles(dims, perm, elem, stream)
            .map_err(|e| e.to_string())?
            .ok_or("no such candidate")?,
    };
    run_plan(handle, dims, perm, elem, &input, (&din, &dout, offset))
}

/// Runs the plan `handle` of (dims, perm, elem) from `din`, which holds
/// `input` at `offset`, into `dout` (poisoned), destroys it, and checks every
/// element and that the input was left alone. Returns the plan's kernel name.
fn run_plan(
    handle: cuttHandle,
    dims: &[i32],
    perm: &[i32],
    elem: usize,
    input: &[u8],
    (din, dout, offset): (&DeviceBuffer, &DeviceBuffer, usize),
) -> Result<String, String> {
    let bytes = input.len();
    let (iptr, optr) = (din.ptr() + offset as u64, dout.ptr() + offset as u64);
    let kernel = cutt::api::describe(handle).map_err(|e| e.to_string())?;
    // SAFETY: live buffers of the plan's size.
    let executed = check(
        unsafe { cuttExecute(handle, iptr as _, optr as _) },
        "execute",
    );
    let destroyed = check(cuttDestroy(handle), "destroy");
    executed.and(destroyed)?;
    synchronize().map_err(|e| e.to_string())?;
    let mut output = vec![0u8; bytes];
    dout.download(offset, &mut output)
        .map_err(|e| e.to_string())?;
    let mut expected = vec![0u8; bytes];
    let problem = cutt::testkit::problem(dims, perm, elem);
    twin::reference(&problem.dims, &problem.perm, elem, input, &mut expected);
    if let Some(at) = (0..bytes).find(|&i| output[i] != expected[i]) {
        return Err(format!(
            "dims {dims:?} perm {perm:?} elem {elem}: byte {at} wrong ({kernel})"
        ));
    }
    let mut after = vec![0u8; bytes];
    din.download(offset, &mut after)
        .map_err(|e| e.to_string())?;
    if after != *input {
        return Err(format!(
            "dims {dims:?} perm {perm:?}: the input was modified"
        ));
    }
    Ok(algorithm_of(&kernel))
}

fn buffer(bytes: usize) -> Result<DeviceBuffer, String> {
    DeviceBuffer::new(bytes).map_err(|e| e.to_string())
}

fn algorithm_of(description: &str) -> String {
    [
        "cutt_packed_runs",
        "cutt_packed_split_words_r8",
        "cutt_packed_words_r8",
        "cutt_packed_split_words",
        "cutt_packed_words",
        "cutt_packed_split",
        "cutt_packed",
        "cutt_tiled_copy",
        "cutt_tiled_aligned_sectors_many_tiles",
        "cutt_tiled_aligned_sectors",
        "cutt_tiled_aligned_many_tiles",
        "cutt_tiled_aligned",
        "cutt_tiled_folded",
        "cutt_tiled_wide_b",
        "cutt_tiled_many_tiles",
        "cutt_tiled",
        "cutt_row_copy",
    ]
    .iter()
    .find(|name| description.contains(*name))
    .map(|name| name.trim_start_matches("cutt_").to_string())
    .unwrap_or_else(|| "copy".to_string())
}

fn readme_example(tally: &mut Tally, rng: &mut Rng) {
    let outcome = run_case(rng, &[31, 549, 2, 3], &[3, 0, 2, 1], 8, 0, 0, How::Plan).map(drop);
    tally.record(
        "readme",
        "dims {31,549,2,3} perm {3,0,2,1}",
        31 * 549 * 6,
        outcome,
    );
}

/// Random shapes: ranks 1-16, extents 1..large, every element size; each
/// algorithm must be met for each size.
fn random_cases(tally: &mut Tally, rng: &mut Rng, cases: usize) {
    for case in 0..cases {
        let rank = 1 + case % 16;
        let max_volume = 1 << (10 + rng.below(13));
        let (dims, perm, elem) = random_shape(rng, rank, max_volume, 100_000);
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let how = if case % 7 == 0 {
            How::Measure
        } else {
            How::Plan
        };
        match run_case(rng, &dims, &perm, elem, 0, 0, how) {
            Ok(algorithm) => {
                tally.record("random", &format!("{algorithm} e{elem}"), elements, Ok(()))
            }
            Err(e) => tally.record("random", &format!("e{elem}"), elements, Err(e)),
        }
    }
}

/// Candidates of random small problems run with the 64-bit index kernels
/// (otherwise met only past 2^31 elements): every algorithm must occur.
fn wide_index_candidates(tally: &mut Tally, rng: &mut Rng, problems: usize) {
    for case in 0..problems {
        let (dims, mut perm, elem) = random_shape(rng, 2 + case % 6, 1 << 16, 300);
        if case % 4 == 0 {
            let zero = perm.iter().position(|&p| p == 0).expect("a permutation");
            perm.swap(0, zero);
        }
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let Some(candidates) = runnable(
            tally,
            "64-bit kernels",
            (&dims, &perm, elem),
            elements,
            true,
        ) else {
            continue;
        };
        for choice in one_of_each_then_random(rng, &candidates)
            .into_iter()
            .take(4)
        {
            let outcome = run_case(rng, &dims, &perm, elem, 0, 0, How::WideCandidate(choice));
            match outcome {
                Ok(algorithm) => tally.record(
                    "64-bit kernels",
                    &format!("{algorithm} e{elem}"),
                    elements,
                    Ok(()),
                ),
                Err(e) if e == "no such candidate" => break,
                Err(e) => tally.record("64-bit kernels", &format!("e{elem}"), elements, Err(e)),
            }
        }
    }
    for algorithm in ["tiled", "tiled_copy", "packed", "packed_split"] {
        let met = tally
            .rows
            .keys()
            .any(|(s, w)| s == "64-bit kernels" && w.starts_with(&format!("{algorithm} e")));
        let outcome = if met {
            Ok(())
        } else {
            Err(format!("no 64-bit {algorithm} kernel ran"))
        };
        tally.record("coverage", &format!("64-bit: {algorithm}"), 0, outcome);
    }
}

/// Packed candidates whose tiles are one run of both sides (cuda/packed.cu's
/// kernels for runs): random problems whose first output dimensions are a
/// permutation of the first input dimensions, until `wanted` such
/// candidates ran for each element size and index width. Their slots
/// rotate by the buffers' addresses: half the cases run on buffers shifted
/// by an element.
fn run_candidates(tally: &mut Tally, rng: &mut Rng, wanted: usize) {
    for elem in RUN_ELEMENT_SIZES {
        for wide in [false, true] {
            let what = format!("e{elem} i{}", if wide { 64 } else { 32 });
            let mut ran = 0;
            for _ in 0..200 {
                if ran >= wanted {
                    break;
                }
                let (dims, perm) = leading_run_shape(rng);
                let elements: u64 = dims.iter().map(|&d| d as u64).product();
                let problem = (dims.as_slice(), perm.as_slice(), elem);
                let Some(candidates) = runnable(tally, "runs", problem, elements, wide) else {
                    continue;
                };
                for choice in (0..candidates.len()).filter(|&i| candidates[i].runs) {
                    let offset = elem * (rng.below(2) as usize);
                    let how = match wide {
                        true => How::WideCandidate(choice),
                        false => How::Candidate(choice),
                    };
                    let outcome = run_case(rng, &dims, &perm, elem, 0, offset, how);
                    tally.record("runs", &what, elements, outcome.map(|_| ()));
                    ran += 1;
                }
            }
            let outcome = match ran {
                0 => Err(format!("no candidate ran a kernel for runs: {what}")),
                _ => Ok(()),
            };
            tally.record("coverage", &format!("runs: {what}"), 0, outcome);
        }
    }
}

/// A random shape whose first output dimensions are a permutation of the
/// first input dimensions.
fn leading_run_shape(rng: &mut Rng) -> (Vec<i32>, Vec<i32>) {
    let rank = 3 + rng.below(4) as usize;
    let (dims, _, _) = random_shape(rng, rank, 1 << 17, 300);
    let lead = 2 + rng.below(rank as u64 - 2) as i32;
    let mut first: Vec<i32> = (0..lead).collect();
    let mut rest: Vec<i32> = (lead..rank as i32).collect();
    rng.shuffle(&mut first);
    rng.shuffle(&mut rest);
    (dims, [first, rest].concat())
}

/// Every candidate of random small problems (up to 12 per problem, in
/// random order), run and checked like cuttPlan's choice.
fn all_candidates(tally: &mut Tally, rng: &mut Rng, problems: usize) {
    for case in 0..problems {
        let rank = 2 + case % 9;
        let max_volume = 1 << (8 + rng.below(11));
        let (dims, mut perm, mut elem) = match case % 7 {
            // Tiled of 1- and 2-byte elements with rows anywhere is a
            // candidate from two tiles along the output rows on
            // (candidates.rs `one_byte_tile_along_b`): 2D, rows of 65-1084.
            3 => {
                let a = 2 + rng.below(700) as i32;
                (
                    vec![a, 65 + rng.below(1020) as i32],
                    vec![1, 0],
                    1 + case % 2,
                )
            }
            _ => random_shape(rng, rank, max_volume, 3000),
        };
        if case % 5 == 0 && case % 7 != 3 {
            // Input dimension 0 stays first: the TiledCopy shape, of each
            // element size in turn (drawn at random, the 100 cases of
            // --sanitize met no 1-byte TiledCopy or RowCopy once the
            // folded Tiled candidate changed the draws).
            let zero = perm.iter().position(|&p| p == 0).expect("a permutation");
            perm.swap(0, zero);
            elem = cutt::plan::ELEMENT_SIZES[case / 5 % cutt::plan::ELEMENT_SIZES.len()];
        }
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let Some(candidates) = runnable(tally, "candidates", (&dims, &perm, elem), elements, false)
        else {
            continue;
        };
        for &choice in one_of_each_then_random(rng, &candidates).iter().take(12) {
            match run_case(rng, &dims, &perm, elem, 0, 0, How::Candidate(choice)) {
                Ok(algorithm) => tally.record(
                    "candidates",
                    &format!("{algorithm} e{elem}"),
                    elements,
                    Ok(()),
                ),
                Err(e) => tally.record("candidates", &format!("e{elem}"), elements, Err(e)),
            }
        }
    }
}

/// Packed candidates whose tiles take a factor of a dimension (lengthening
/// their runs, for tensors too large for L2): random tensors of 34-128 MB,
/// every such candidate of each, for every element size.
fn factored_candidates(tally: &mut Tally, rng: &mut Rng, problems_per_size: usize) {
    for elem in cutt::plan::ELEMENT_SIZES {
        let mut found = 0;
        for attempt in 0.. {
            if found == problems_per_size {
                break;
            }
            if attempt == 100 * problems_per_size {
                let e = format!("{found} of {attempt} random tensors had a factored candidate");
                return tally.record("factored", &format!("e{elem}"), 0, Err(e));
            }
            let (dims, perm) = dram_bound_shape(rng, elem);
            let elements: u64 = dims.iter().map(|&d| d as u64).product();
            let Some(candidates) =
                runnable(tally, "factored", (&dims, &perm, elem), elements, false)
            else {
                return;
            };
            let factored: Vec<usize> = (0..candidates.len())
                .filter(|&i| candidates[i].factor.is_some())
                .collect();
            found += usize::from(!factored.is_empty());
            for &choice in factored.iter().take(3) {
                let outcome = run_case(rng, &dims, &perm, elem, 0, 0, How::Candidate(choice));
                let what = format!("factored {} e{elem}", candidates[choice].algorithm.name());
                tally.record("factored", &what, elements, outcome.map(|_| ()));
            }
        }
    }
}

/// Tiled's kernels for launches past 2^31 tiles (64-bit tile numbers),
/// otherwise met only on tensors of 8 GiB or more: `problems` random
/// `tiled_shape`s of each element size; with `coverage`, each kernel must
/// have run (40 problems of each size were enough on the host,
/// tests/twin.rs).
fn many_tiles_kernel(tally: &mut Tally, rng: &mut Rng, problems: usize, coverage: bool) {
    const SECTION: &str = "many tiles";
    for case in 0..problems * ELEMENT_SIZES.len() {
        let (dims, perm, elem) = tiled_shape(rng, case);
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let (what, outcome) = match run_case(rng, &dims, &perm, elem, 0, 0, How::ManyTiles) {
            Err(e) if e == "no such candidate" => continue,
            Ok(kernel) if kernel.contains("many_tiles") => (kernel, Ok(())),
            Ok(kernel) => (String::new(), Err(format!("ran {kernel}"))),
            Err(e) => (String::new(), Err(e)),
        };
        tally.record(SECTION, &format!("{what} e{elem}"), elements, outcome);
    }
    if !coverage {
        return;
    }
    let words = [
        "tiled_aligned_many_tiles",
        "tiled_aligned_sectors_many_tiles",
    ];
    let bytes = ELEMENT_SIZES.map(|e| ("tiled_many_tiles", e));
    let kernels = bytes
        .into_iter()
        .chain(words.into_iter().flat_map(|k| [(k, 1), (k, 2)]));
    for (kernel, elem) in kernels {
        require_met(tally, SECTION, &format!("{kernel} e{elem}"));
    }
}

/// Random `long_run_shape`s of `elem`-byte elements (dims adjusted by
/// `adjust`) of `bytes` bytes, until `wanted` of them have candidates that
/// `pick` picks among `api::runnable`'s (with `wide_index`): each such
/// tensor with their indices. After 20,000 draws, what was found, and a
/// failure recorded in `section`.
fn long_run_tensors(
    tally: &mut Tally,
    rng: &mut Rng,
    (section, elem, wanted): (&str, usize, usize),
    bytes: std::ops::RangeInclusive<u64>,
    wide_index: bool,
    adjust: impl Fn(&mut [i32]),
    pick: impl Fn(&[i32], &[i32], &[Candidate]) -> Vec<usize>,
) -> Vec<(Vec<i32>, Vec<i32>, Vec<usize>)> {
    let mut found = Vec::new();
    for _ in 0..20_000 {
        let (mut dims, perm) = long_run_shape(rng, 40);
        adjust(&mut dims);
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        if !bytes.contains(&(elements * elem as u64)) {
            continue;
        }
        let problem = (&dims[..], &perm[..], elem);
        let Some(candidates) = runnable(tally, section, problem, elements, wide_index) else {
            return found;
        };
        let picked = pick(&dims, &perm, &candidates);
        if !picked.is_empty() {
            found.push((dims, perm, picked));
            if found.len() == wanted {
                return found;
            }
        }
    }
    let e = format!("{} of 20000 tensors had such a candidate", found.len());
    tally.record(section, &format!("e{elem}"), 0, Err(e));
    found
}

/// Which staged plans `staged_candidates` runs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Staged {
    Whole,
    MovedBack,
    Wide,
}

/// The staged packed kernel (cuda/packed_staged.cu: tiles past
/// MAX_TILE_VOLUME positions), which only DRAM-bound tensors' long-run
/// tiles need: random `long_run_shape`s of 31 MiB (just past an H200's L2
/// for input and output together) to `max_bytes`, the first staged
/// candidate of each (`Staged::MovedBack`: the first whose split moves its
/// last chunk back, its tiles overlapping, of MOVED_BACK_ELEMENT_SIZES;
/// `Staged::Wide`: run by its kernel with 64-bit positions, of the sizes
/// that have one), until `wanted` tensors of each element size have run
/// one.
fn staged_candidates(
    tally: &mut Tally,
    rng: &mut Rng,
    wanted: usize,
    max_bytes: u64,
    kind: Staged,
) {
    let (section, label) = match kind {
        Staged::Whole => ("staged", "staged Packed"),
        Staged::MovedBack => ("moved back", "staged Packed, last chunk moved back"),
        Staged::Wide => ("staged 64-bit", "staged Packed, 64-bit positions"),
    };
    let moved_back = kind == Staged::MovedBack;
    let wide = kind == Staged::Wide;
    let sizes: Vec<usize> = match kind {
        Staged::MovedBack => MOVED_BACK_ELEMENT_SIZES.to_vec(),
        _ => STAGED_KERNELS
            .iter()
            .filter(|&&(_, index)| (index == IndexWidth::U64) == wide)
            .map(|&(elem, _)| elem)
            .collect(),
    };
    for elem in sizes {
        let staged = |dims: &[i32], perm: &[i32], candidates: &[Candidate]| {
            let c = cutt::plan::canonicalize(
                &cutt::plan::Problem::new(dims, perm, elem).expect("a valid problem"),
            );
            let moves_back =
                |cand: &Candidate| cand.split.is_some_and(|(d, _)| cand.moves_back(&c, d));
            candidates
                .iter()
                .position(|cand| cand.is_staged() && (!moved_back || moves_back(cand)))
                .into_iter()
                .collect()
        };
        let bytes = 31 << 20..=max_bytes;
        for (dims, perm, picked) in long_run_tensors(
            tally,
            rng,
            (section, elem, wanted),
            bytes,
            wide,
            |_| (),
            staged,
        ) {
            let elements: u64 = dims.iter().map(|&d| d as u64).product();
            let how = match wide {
                true => How::WideCandidate(picked[0]),
                false => How::Candidate(picked[0]),
            };
            let outcome = run_case(rng, &dims, &perm, elem, 0, 0, how);
            tally.record(
                section,
                &format!("{label} e{elem}"),
                elements,
                outcome.map(|_| ()),
            );
        }
    }
}

/// Staged plans of more grids than the library keeps tables of tile
/// origins for (`gpu::origin_table` starts over past 64): plans made before
/// it started over still run right on their own tables, and a grid planned
/// again gets a table that runs right. [48, 28, 28, d3, 48] reversed
/// (d3 of 8-80: 116 MB-1.2 GB, past L2; only the two kept plans and the
/// re-planned grid, of 116-130 MB, run) has staged candidates whose grids
/// differ with d3.
fn origin_tables(tally: &mut Tally, rng: &mut Rng) {
    let perm = [4, 3, 2, 1, 0];
    let dims = |d3: i32| vec![48, 28, 28, d3, 48];
    let staged = |dims: &[i32]| -> Result<Option<usize>, String> {
        let candidates = cutt::api::runnable(dims, &perm, 8, false).map_err(|e| e.to_string())?;
        Ok(candidates.iter().position(|c| c.is_staged()))
    };
    let plan = |dims: &[i32], choice: usize| -> Result<cuttHandle, String> {
        cutt::api::plan_candidate(dims, &perm, 8, 0, choice, false)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| "no such candidate".to_string())
    };
    let volume = |d3: i32| dims(d3).iter().map(|&d| d as u64).product::<u64>();
    let outcome = (|| -> Result<(usize, u64), String> {
        let mut kept = Vec::new();
        let mut grids = 0;
        for d3 in 8..=80 {
            let Some(choice) = staged(&dims(d3))? else {
                continue;
            };
            let handle = plan(&dims(d3), choice)?;
            grids += 1;
            if kept.len() < 2 {
                kept.push((handle, d3));
            } else {
                check(cuttDestroy(handle), "destroy")?;
            }
        }
        if grids <= 64 {
            return Err(format!(
                "only {grids} staged grids: the tables were never evicted"
            ));
        }
        let first = kept.first().ok_or("no staged grid")?.1;
        let mut elements = 0;
        for (handle, d3) in kept {
            run_staged(rng, handle, &dims(d3), &perm)?;
            elements += volume(d3);
        }
        let choice = staged(&dims(first))?.ok_or("no staged candidate any more")?;
        run_staged(rng, plan(&dims(first), choice)?, &dims(first), &perm)?;
        Ok((grids, elements + volume(first)))
    })();
    if let Ok((grids, _)) = &outcome {
        println!("origin tables: {grids} staged grids planned; plans kept across the eviction and a re-planned grid checked");
    }
    tally.record(
        "origin tables",
        "staged plans across the tables' eviction",
        outcome.as_ref().map_or(0, |&(_, elements)| elements),
        outcome.map(drop),
    );
}

/// `run_plan` of the plan `handle` of 8-byte elements on random input.
fn run_staged(rng: &mut Rng, handle: cuttHandle, dims: &[i32], perm: &[i32]) -> Outcome {
    let bytes = dims.iter().map(|&d| d as usize).product::<usize>() * 8;
    let (input, din, dout) = input_and_output(rng, bytes, 0)?;
    run_plan(handle, dims, perm, 8, &input, (&din, &dout, 0)).map(drop)
}

/// `bytes` of random input, and input and output buffers of `bytes` past
/// `offset`: the input there, the output poisoned.
fn input_and_output(
    rng: &mut Rng,
    bytes: usize,
    offset: usize,
) -> Result<(Vec<u8>, DeviceBuffer, DeviceBuffer), String> {
    let input = random_input(rng, bytes);
    let (din, dout) = (buffer(bytes + offset)?, buffer(bytes + offset)?);
    din.upload(offset, &input).map_err(|e| e.to_string())?;
    dout.fill(POISON).map_err(|e| e.to_string())?;
    Ok((input, din, dout))
}

/// A random tensor of 34-128 MB (too large for an H100's or H200's L2) of
/// rank 3 to 7, with a permutation that moves dimension 0.
fn dram_bound_shape(rng: &mut Rng, elem: usize) -> (Vec<i32>, Vec<i32>) {
    loop {
        let rank = 3 + rng.below(5) as usize;
        let mean = ((48u64 << 20) as f64 / elem as f64).powf(1.0 / rank as f64);
        let dims: Vec<i32> = (0..rank)
            .map(|_| ((mean * (0.5 + rng.below(100) as f64 / 100.0)) as i32).max(2))
            .collect();
        let bytes = dims.iter().map(|&d| d as u64).product::<u64>() * elem as u64;
        let mut perm: Vec<i32> = (0..rank as i32).collect();
        rng.shuffle(&mut perm);
        if (34 << 20..=128 << 20).contains(&bytes) && perm[0] != 0 {
            return (dims, perm);
        }
    }
}

/// `api::runnable`'s candidates of a problem (dims, perm, elem); a failure
/// is recorded in `section` as a failed case.
fn runnable(
    tally: &mut Tally,
    section: &str,
    (dims, perm, elem): (&[i32], &[i32], usize),
    elements: u64,
    wide_index: bool,
) -> Option<Vec<Candidate>> {
    cutt::api::runnable(dims, perm, elem, wide_index)
        .map_err(|e| tally.record(section, &format!("e{elem}"), elements, Err(e.to_string())))
        .ok()
}

/// The index of the problem's Tiled candidate, if it has one.
fn tiled_candidate(
    tally: &mut Tally,
    section: &str,
    problem: (&[i32], &[i32], usize),
    elements: u64,
    wide_index: bool,
) -> Option<usize> {
    runnable(tally, section, problem, elements, wide_index)?
        .iter()
        .position(|c| c.algorithm == Algorithm::Tiled)
}

/// Candidate indices: the first of each algorithm, then the others in
/// random order.
fn one_of_each_then_random(rng: &mut Rng, candidates: &[Candidate]) -> Vec<usize> {
    let algorithm = |i: usize| candidates[i].algorithm;
    let first = |i: usize| (0..i).all(|j| algorithm(j) != algorithm(i));
    let mut rest: Vec<usize> = (0..candidates.len()).filter(|&i| !first(i)).collect();
    rng.shuffle(&mut rest);
    let mut choices: Vec<usize> = (0..candidates.len()).filter(|&i| first(i)).collect();
    choices.extend(rest);
    choices
}

/// Cases recorded in `section` as exactly `what`.
fn met_times(tally: &Tally, section: &str, what: &str) -> usize {
    let key = (section.to_string(), what.to_string());
    tally.rows.get(&key).map_or(0, |row| row.0 as usize)
}

fn met(tally: &Tally, section: &str, what: &str) -> bool {
    tally
        .rows
        .keys()
        .any(|(s, w)| s == section && (w == what || w.starts_with(&format!("{what} e"))))
}

/// Every algorithm ran for every element size among the candidates, and
/// every algorithm was cuttPlan's choice for some random case.
fn coverage(tally: &mut Tally) {
    candidate_coverage(tally);
    tally.skipped.push(
        "cuttPlan's choice of tiled_copy: RowCopy displaced it in the heuristic (tests/planner.rs); \
         it runs as a candidate above and through cuttPlanMeasure"
            .into(),
    );
    for algorithm in ["copy", "tiled", "packed", "packed_split", "row_copy"] {
        let outcome = match met(tally, "random", algorithm) {
            true => Ok(()),
            false => Err(format!("cuttPlan chose {algorithm} for no random case")),
        };
        tally.record("coverage", &format!("chosen: {algorithm}"), 0, outcome);
    }
}

fn candidate_coverage(tally: &mut Tally) {
    for algorithm in ["tiled", "tiled_copy", "packed", "packed_split", "row_copy"] {
        for elem in cutt::plan::ELEMENT_SIZES {
            let what = format!("{algorithm} e{elem}");
            let outcome = match met(tally, "candidates", &what) {
                true => Ok(()),
                false => Err(format!("no candidate run used {what}")),
            };
            tally.record("coverage", &format!("candidates: {what}"), 0, outcome);
        }
    }
}

/// Tiled of 1- and 2-byte elements whose rows all start on a word
/// (`tiled_aligned`, `tiled_aligned_sectors`, `tiled_folded`): random
/// tensors whose tile dimensions hold whole words, on sectors or not, two
/// in three with both longer than a tile; the Tiled candidates (plain and
/// folded) with 32- and 64-bit positions, their buffers aligned (the
/// kernels for rows on words) and shifted by an element (cuttExecute falls
/// back to the general word kernel).
fn aligned_words(tally: &mut Tally, rng: &mut Rng, problems: usize) {
    for case in 0..problems {
        let elem = 1 + case % 2;
        let (mut dims, perm, _) = random_shape(rng, 2 + case % 4, 1 << 20, 3000);
        word_rows_dims(
            rng,
            &mut dims,
            &perm,
            elem,
            (case % 3 != 0).then_some((4, 4)),
        );
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let problem = (&dims[..], &perm[..], elem);
        let Some(candidates) = runnable(tally, "aligned words", problem, elements, true) else {
            continue;
        };
        let tiled = (0..candidates.len()).filter(|&i| candidates[i].algorithm == Algorithm::Tiled);
        run_three_ways(tally, rng, "aligned words", problem, elements, tiled);
    }
    let kernels = ["tiled_aligned", "tiled_aligned_sectors", "tiled_folded"];
    word_coverage(tally, "aligned words", &kernels);
}

/// Runs candidates `chosen` of a problem of 1- or 2-byte elements three
/// ways: with 32- and 64-bit positions on aligned buffers, and on buffers
/// shifted by an element (cuttExecute's fallback plan); each is recorded in
/// `section` by the kernel that ran, the element size and the shift.
fn run_three_ways(
    tally: &mut Tally,
    rng: &mut Rng,
    section: &str,
    (dims, perm, elem): (&[i32], &[i32], usize),
    elements: u64,
    chosen: impl Iterator<Item = usize>,
) {
    let runs = chosen.flat_map(|i| {
        [
            (How::Candidate(i), 0),
            (How::WideCandidate(i), 0),
            (How::Candidate(i), elem),
        ]
    });
    for (how, offset) in runs {
        let (what, outcome) = match run_case(rng, dims, perm, elem, 0, offset, how) {
            Ok(algorithm) => (format!("{algorithm} e{elem} offset {offset}"), Ok(())),
            Err(e) => (format!("e{elem} offset {offset}"), Err(e)),
        };
        tally.record(section, &what, elements, outcome);
    }
}

/// Coverage: each of `kernels` ran for 1- and 2-byte elements on aligned
/// buffers in `section`.
fn word_coverage(tally: &mut Tally, section: &str, kernels: &[&str]) {
    for (kernel, elem) in kernels.iter().flat_map(|k| [(k, 1), (k, 2)]) {
        require_met(tally, section, &format!("{kernel} e{elem} offset 0"));
    }
}

/// Records in "coverage" whether some case of `section` ran `what` (`met`).
fn require_met(tally: &mut Tally, section: &str, what: &str) {
    let outcome = match met(tally, section, what) {
        true => Ok(()),
        false => Err(format!("no case ran {what}")),
    };
    tally.record("coverage", &format!("{section}: {what}"), 0, outcome);
}

/// Packed and PackedSplit of 1- and 2-byte elements moved as words
/// (cuda/packed.cu `packed_words`): random tensors whose input dimension 0
/// and output dimension 0 hold whole words; every candidate the kernels of
/// words take, with 32- and 64-bit positions, on aligned buffers and on
/// buffers shifted by an element (cuttExecute falls back to the element
/// kernels), until each kernel of words ran `wanted` times, and tiles that
/// split input or output dimension 0 in words ran for both element sizes
/// (section "word splits"), or 60 * wanted tensors were drawn.
fn packed_words(tally: &mut Tally, rng: &mut Rng, wanted: usize) {
    const SPLITS: &str = "word splits";
    let kernels = ["packed_words", "packed_split_words"];
    let wanted_all = |tally: &Tally| {
        let ran = |section: &str, kernel: &str, times: usize| {
            (1..=2).all(|elem| {
                met_times(tally, section, &format!("{kernel} e{elem} offset 0")) >= times
            })
        };
        kernels.iter().all(|k| ran("packed words", k, wanted)) && ran(SPLITS, kernels[1], 1)
    };
    for case in 0..60 * wanted {
        if wanted_all(tally) {
            break;
        }
        let elem = 1 + case % 2;
        let (mut dims, perm, _) = random_shape(rng, 3 + case % 4, 1 << 20, 300);
        word_rows_dims(rng, &mut dims, &perm, elem, None);
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let problem = (&dims[..], &perm[..], elem);
        let Some(candidates) = runnable(tally, "packed words", problem, elements, true) else {
            continue;
        };
        let c = cutt::plan::canonicalize(
            &cutt::plan::Problem::new(&dims, &perm, elem).expect("a valid problem"),
        );
        let leading = |cand: &Candidate| cand.split.is_some_and(|(d, _)| d == 0 || d == c.perm[0]);
        let (splits, others): (Vec<usize>, Vec<usize>) = (0..candidates.len())
            .filter(|&i| candidates[i].words)
            .partition(|&i| leading(&candidates[i]));
        run_three_ways(
            tally,
            rng,
            "packed words",
            problem,
            elements,
            others.into_iter(),
        );
        run_three_ways(tally, rng, SPLITS, problem, elements, splits.into_iter());
    }
    word_coverage(tally, "packed words", &kernels);
    word_coverage(tally, SPLITS, &kernels[1..]);
}

/// Tiles of words past 8192 elements (`LongRun::Words`, 4 or 8 word
/// slots), which only DRAM-bound tensors' long-run tiles need: random
/// `long_run_shape`s whose first input and output dimensions are whole
/// words, of 31 to 96 MiB, until `wanted` tensors of each element size have
/// run their candidates of words past 8192 elements, with 32- and 64-bit
/// positions on aligned buffers: half of them tensors with such a Packed
/// tile in 8 slots, half with a PackedSplit one (the former come in about
/// one tensor in six, too rarely to leave to chance).
fn large_word_tiles(tally: &mut Tally, rng: &mut Rng, wanted: usize) {
    const SECTION: &str = "large word tiles";
    for elem in WORD_ELEMENT_SIZES {
        let k = (4 / elem) as i32;
        let whole_words = |dims: &mut [i32]| {
            let last = dims.len() - 1;
            for d in [0, last] {
                dims[d] = (dims[d] + k - 1) / k * k;
            }
        };
        for algorithm in [Algorithm::Packed, Algorithm::PackedSplit] {
            let large = |dims: &[i32], perm: &[i32], candidates: &[Candidate]| {
                let c = cutt::plan::canonicalize(
                    &cutt::plan::Problem::new(dims, perm, elem).expect("a valid problem"),
                );
                let large: Vec<usize> = (0..candidates.len())
                    .filter(|&i| {
                        let cand = &candidates[i];
                        cand.words
                            && cand.algorithm == algorithm
                            && cand.volume(&c) > cutt::plan::MAX_TILE_VOLUME
                    })
                    .collect();
                let eight_slots = large.iter().any(|&i| candidates[i].kernel(&c).slots == 8);
                if eight_slots {
                    large
                } else {
                    Vec::new()
                }
            };
            let section = (SECTION, elem, wanted.div_ceil(2));
            let bytes = 31 << 20..=96 << 20;
            for (dims, perm, picked) in
                long_run_tensors(tally, rng, section, bytes, true, whole_words, large)
            {
                let elements: u64 = dims.iter().map(|&d| d as u64).product();
                for how in picked
                    .into_iter()
                    .flat_map(|i| [How::Candidate(i), How::WideCandidate(i)])
                {
                    let (what, outcome) = match run_case(rng, &dims, &perm, elem, 0, 0, how) {
                        Ok(algorithm) => (format!("{algorithm} e{elem}"), Ok(())),
                        Err(e) => (format!("e{elem}"), Err(e)),
                    };
                    tally.record(SECTION, &what, elements, outcome);
                }
            }
        }
        for kernel in ["packed_words_r8", "packed_split_words_r8"] {
            let outcome = match met(tally, SECTION, &format!("{kernel} e{elem}")) {
                true => Ok(()),
                false => Err(format!("{kernel} did not run")),
            };
            tally.record(
                "coverage",
                &format!("{SECTION}: {kernel} e{elem}"),
                0,
                outcome,
            );
        }
    }
}

/// Tiled with and without the L2 prefetch hint (src/plan/tiled.rs
/// `l2_prefetch`, compute capability 8.0 and later): the Tiled candidate of
/// random tensors of 8-byte elements, and of 1- and 2-byte elements whose
/// rows start on words (`tiled_aligned`, `tiled_aligned_sectors`; every
/// other draw with input dimension 0 on 256 bytes, where
/// `tiled_aligned_sectors` keeps plain loads),
/// until each element size has run both ways `wanted` times or 40 *
/// wanted tensors were drawn.
fn l2_prefetch(tally: &mut Tally, rng: &mut Rng, wanted: usize) {
    for elem in [8, 1, 2] {
        let ways = [
            format!("tiled e{elem} L2 prefetch"),
            format!("tiled e{elem} plain loads"),
        ];
        let mut ran = [0usize; 2];
        for case in 0..40 * wanted {
            if ran.iter().all(|&n| n >= wanted) {
                break;
            }
            let (mut dims, perm, _) = random_shape(rng, 2 + case % 3, 1 << 22, 3000);
            if elem < 8 {
                word_rows_dims(rng, &mut dims, &perm, elem, Some((4, 4)));
                if case % 2 == 1 {
                    let unit = 256 / elem as i32;
                    dims[0] = unit * (dims[0] + unit - 1) / unit;
                }
            }
            let elements: u64 = dims.iter().map(|&d| d as u64).product();
            let problem = (&dims[..], &perm[..], elem);
            let Some(tiled) = tiled_candidate(tally, "l2 prefetch", problem, elements, false)
            else {
                continue;
            };
            let described = cutt::api::plan_candidate(&dims, &perm, elem, 0, tiled, false)
                .map_err(|e| e.to_string())
                .and_then(|handle| handle.ok_or_else(|| "no such candidate".to_string()))
                .and_then(|handle| {
                    let description = cutt::api::describe(handle).map_err(|e| e.to_string());
                    check(cuttDestroy(handle), "destroy").and(description)
                });
            let way = match described {
                Ok(d) if elem < 8 && !d.contains("cutt_tiled_aligned") => continue,
                Ok(d) => usize::from(!d.contains("L2 prefetch")),
                Err(e) => {
                    tally.record("l2 prefetch", &format!("e{elem}"), elements, Err(e));
                    continue;
                }
            };
            let outcome =
                run_case(rng, &dims, &perm, elem, 0, 0, How::Candidate(tiled)).map(|_| ());
            ran[way] += usize::from(outcome.is_ok());
            tally.record("l2 prefetch", &ways[way], elements, outcome);
        }
        for (way, n) in ways.iter().zip(ran) {
            let outcome = match n >= wanted {
                true => Ok(()),
                false => Err(format!("{n} of {wanted} tensors ran {way}")),
            };
            tally.record("coverage", &format!("l2 prefetch: {way}"), 0, outcome);
        }
    }
}

/// Tiled of 8-byte elements along a first with 8 tiles or more along a
/// (src/plan/tiled.rs `a_first_held`, compute capability 9.0 and later):
/// random tensors [a, b] and [a, 2, b] perm [2, 1, 0], a odd, 225-499, b
/// of 60,000-70,000 (b's tiles move about half of an H200's L2 before the
/// neighbour along a), so that the Tiled candidate goes along a first; it
/// runs in 32 x 64 tiles (`tiled_wide_b`) with 32-bit positions and in
/// 32 x 32 with 64-bit ones, at a random offset of whole elements. On
/// earlier devices the coverage check is skipped.
fn wide_b_tiles(tally: &mut Tally, rng: &mut Rng, problems: usize) {
    let mut wide = 0;
    for case in 0..problems {
        // Odd, so that input rows leave sectors (rows on sectors go along
        // a first only where b's tiles move twice L2).
        let a = 225 + 2 * rng.below(138) as i32;
        let b = 60_000 + rng.below(10_001) as i32;
        let (dims, perm) = match case % 2 {
            0 => (vec![a, b], vec![1, 0]),
            _ => (vec![a, 2, b], vec![2, 1, 0]),
        };
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let problem = (&dims[..], &perm[..], 8);
        let Some(tiled) = tiled_candidate(tally, "wide-b tiles", problem, elements, false) else {
            continue;
        };
        let offset = 8 * rng.below(4) as usize;
        for how in [How::Candidate(tiled), How::WideCandidate(tiled)] {
            let outcome = run_case(rng, &dims, &perm, 8, 0, offset, how);
            let what = match &outcome {
                Ok(algorithm) => format!("{algorithm} e8 offset {offset}"),
                Err(_) => format!("e8 offset {offset}"),
            };
            wide += usize::from(outcome.as_deref() == Ok("tiled_wide_b"));
            tally.record("wide-b tiles", &what, elements, outcome.map(drop));
        }
    }
    let capability = cutt::api::current_device().map(|d| d.compute_capability);
    if capability.as_ref().is_ok_and(|&c| c < (9, 0)) {
        tally
            .skipped
            .push("wide-b tiles: tiled_wide_b runs on compute capability 9.0 and later".into());
        return;
    }
    let outcome = match wide >= problems {
        true => Ok(()),
        false => Err(format!("{wide} of {problems} tensors ran tiled_wide_b")),
    };
    tally.record("coverage", "wide-b tiles: tiled_wide_b", 0, outcome);
}

/// Tensors of rank 17 to 32, mostly small extents.
fn high_ranks(tally: &mut Tally, rng: &mut Rng) {
    for rank in 17..=32 {
        let (dims, perm, elem) = random_shape(rng, rank, 1 << 20, 8);
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let outcome = run_case(rng, &dims, &perm, elem, 0, 0, How::Plan).map(drop);
        tally.record("rank 17-32", &format!("e{elem}"), elements, outcome);
    }
}

/// Pointers aligned to less than an element, or to less than the wider
/// words a leading dimension that stays first is moved in (every second
/// case keeps input dimension 0 first).
fn misaligned(tally: &mut Tally, rng: &mut Rng) {
    for elem in cutt::plan::ELEMENT_SIZES {
        for (case, offset) in (0..4).map(|k| 1usize << k).enumerate() {
            let (dims, mut perm, _) = random_shape(rng, 3 + offset % 3, 1 << 18, 300);
            if case % 2 == 0 {
                let zero = perm.iter().position(|&p| p == 0).expect("a permutation");
                perm.swap(0, zero);
            }
            let elements: u64 = dims.iter().map(|&d| d as u64).product();
            let outcome = run_case(rng, &dims, &perm, elem, 0, offset, How::Plan).map(drop);
            tally.record(
                "misaligned",
                &format!("e{elem} offset {offset}"),
                elements,
                outcome,
            );
        }
    }
}

/// Plans on several streams of one thread, and threads with their own
/// streams planning, executing and destroying at once.
fn streams_and_threads(tally: &mut Tally, seed: u64) {
    let threads: Vec<_> = (0..8u64)
        .map(|t| {
            thread::spawn(move || -> Vec<(String, u64, Outcome)> {
                let mut rng = Rng::new(seed ^ ((t + 1) * 0x1234_5678));
                let current = gpu::use_device(0);
                let stream = current.and_then(|_| Stream::new());
                let stream = match stream {
                    Ok(s) => s,
                    Err(e) => return vec![("setup".into(), 0, Err(e.to_string()))],
                };
                (0..25)
                    .map(|_| {
                        let rank = 2 + rng.below(6) as usize;
                        let (dims, perm, elem) = random_shape(&mut rng, rank, 1 << 18, 1000);
                        let elements = dims.iter().map(|&d| d as u64).product();
                        let outcome =
                            run_case(&mut rng, &dims, &perm, elem, stream.addr(), 0, How::Plan)
                                .map(drop);
                        (format!("thread {t}"), elements, outcome)
                    })
                    .collect()
            })
        })
        .collect();
    for t in threads {
        for (what, elements, outcome) in t.join().expect("test thread panicked") {
            tally.record("threads+streams", &what, elements, outcome);
        }
    }
}

/// Several plans queued on several streams before any synchronization,
/// one plan moved to another stream with cuttSetStream.
fn concurrent_streams(tally: &mut Tally, rng: &mut Rng) {
    let outcome = (|| -> Outcome {
        let streams: Vec<Stream> = (0..4)
            .map(|_| Stream::new())
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        let dims = [517, 33, 64];
        let perm = [2, 0, 1];
        let bytes = 517 * 33 * 64 * 4;
        let input = random_input(rng, bytes);
        let din = buffer(bytes)?;
        din.upload(0, &input).map_err(|e| e.to_string())?;
        let outs: Vec<DeviceBuffer> = (0..4).map(|_| buffer(bytes)).collect::<Result<_, _>>()?;
        let mut handles = Vec::new();
        for (s, out) in streams.iter().zip(&outs) {
            out.fill(POISON).map_err(|e| e.to_string())?;
            handles.push(plan_c(&dims, &perm, 4, s.addr(), None)?);
        }
        check(
            cuttSetStream(handles[3], streams[0].addr() as _),
            "cuttSetStream",
        )?;
        for (h, out) in handles.iter().zip(&outs) {
            // SAFETY: live buffers of the plan's size.
            check(
                unsafe { cuttExecute(*h, din.ptr() as _, out.ptr() as _) },
                "execute",
            )?;
        }
        for h in handles {
            check(cuttDestroy(h), "destroy while queued")?;
        }
        synchronize().map_err(|e| e.to_string())?;
        let mut expected = vec![0u8; bytes];
        twin::reference(&[517, 33, 64], &[2, 0, 1], 4, &input, &mut expected);
        for out in &outs {
            let mut got = vec![0u8; bytes];
            out.download(0, &mut got).map_err(|e| e.to_string())?;
            if got != expected {
                return Err("a stream's output differs from the reference".into());
            }
        }
        Ok(())
    })();
    tally.record(
        "streams",
        "4 streams, destroy while queued, cuttSetStream",
        4 * 517 * 33 * 64,
        outcome,
    );
}

/// Chains of transposes queued back to back on one stream, each reading
/// what the previous one wrote (two buffers in turn), checked once at the
/// end against the reference applied as often. On Hopper the kernels are
/// launched as programmatic dependents (src/gpu `launch_dependent`): a
/// kernel that read before the previous one had finished would read the
/// state before it, which differs, since the permutation applied twice is
/// never the identity here. Small tensors gain most from overlapping
/// launches; in bench/exp/launch_floor.cu a kernel that let the next one
/// start at once and did not wait itself failed its chain from 2^20
/// elements on, so the volumes go up to 2^21.
fn dependent_chains(tally: &mut Tally, rng: &mut Rng, chains: usize) {
    const STEPS: usize = 12;
    for chain in 0..chains {
        let max_volume = 1 << [14, 17, 20, 21][chain % 4];
        let (dims, perm, elem) = loop {
            let rank = 3 + rng.below(4) as usize;
            let (dims, perm, elem) = random_shape(rng, rank, max_volume, 64);
            let twice: Vec<i32> = perm.iter().map(|&p| perm[p as usize]).collect();
            if twice.iter().enumerate().any(|(i, &p)| p != i as i32) {
                break (dims, perm, elem);
            }
        };
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let outcome = dependent_chain(rng, &dims, &perm, elem, STEPS);
        tally.record(
            "dependent",
            &format!("{STEPS} chained transposes, e{elem}"),
            elements * STEPS as u64,
            outcome,
        );
    }
}

fn dependent_chain(
    rng: &mut Rng,
    dims: &[i32],
    perm: &[i32],
    elem: usize,
    steps: usize,
) -> Outcome {
    let volume: usize = dims.iter().map(|&d| d as usize).product();
    let bytes = volume * elem;
    let input = random_input(rng, bytes);
    let buffers = [buffer(bytes)?, buffer(bytes)?];
    buffers[0].upload(0, &input).map_err(|e| e.to_string())?;
    buffers[1].fill(POISON).map_err(|e| e.to_string())?;
    let mut expected = input;
    let mut step_dims = dims.to_vec();
    let mut handles = Vec::with_capacity(steps);
    for _ in 0..steps {
        match plan_c(&step_dims, perm, elem, 0, None) {
            Ok(handle) => handles.push(handle),
            Err(e) => {
                for h in handles {
                    let _ = cuttDestroy(h);
                }
                return Err(e);
            }
        }
        let mut next = vec![0u8; bytes];
        let problem = cutt::testkit::problem(&step_dims, perm, elem);
        twin::reference(&problem.dims, &problem.perm, elem, &expected, &mut next);
        expected = next;
        step_dims = perm.iter().map(|&p| step_dims[p as usize]).collect();
    }
    let mut executed = Ok(());
    for (i, &handle) in handles.iter().enumerate() {
        let (from, to) = (&buffers[i % 2], &buffers[(i + 1) % 2]);
        // SAFETY: live buffers of the plan's size.
        executed = executed.and(check(
            unsafe { cuttExecute(handle, from.ptr() as _, to.ptr() as _) },
            "execute",
        ));
    }
    let synced = synchronize().map_err(|e| e.to_string());
    let destroyed = handles
        .into_iter()
        .map(|handle| check(cuttDestroy(handle), "destroy"))
        .fold(Ok(()), Result::and);
    executed.and(synced).and(destroyed)?;
    let mut output = vec![0u8; bytes];
    buffers[steps % 2]
        .download(0, &mut output)
        .map_err(|e| e.to_string())?;
    match (0..bytes).find(|&i| output[i] != expected[i]) {
        Some(at) => Err(format!(
            "dims {dims:?} perm {perm:?} elem {elem}: byte {at} wrong after {steps} chained transposes"
        )),
        None => Ok(()),
    }
}

/// The codes a GPU machine gives for misuse of live plans.
fn error_codes(tally: &mut Tally) {
    let outcome = (|| -> Outcome {
        let buf = buffer(4096)?;
        let h = plan_c(&[16, 16], &[1, 0], 4, 0, None)?;
        let expect = |got: cuttResult, want: cuttResult, what: &str| {
            if got == want {
                Ok(())
            } else {
                Err(format!("{what}: got {got:?}, want {want:?}"))
            }
        };
        let ptr = buf.ptr() as *mut std::ffi::c_void;
        // SAFETY: the calls under test validate their pointers before use.
        unsafe {
            expect(
                cuttExecute(h, null_mut(), ptr),
                cuttResult::CUTT_INVALID_PARAMETER,
                "null idata",
            )?;
            expect(
                cuttExecute(h, ptr, ptr),
                cuttResult::CUTT_INVALID_PARAMETER,
                "idata == odata",
            )?;
            expect(
                cuttExecute(h, ptr, ptr.cast::<u8>().add(4).cast()),
                cuttResult::CUTT_INVALID_PARAMETER,
                "overlap",
            )?;
            expect(cuttDestroy(h), cuttResult::CUTT_SUCCESS, "destroy")?;
            expect(
                cuttDestroy(h),
                cuttResult::CUTT_INVALID_PLAN,
                "destroy twice",
            )?;
            expect(
                cuttExecute(h, ptr, ptr.cast::<u8>().add(2048).cast()),
                cuttResult::CUTT_INVALID_PLAN,
                "after destroy",
            )?;
        }
        Ok(())
    })();
    tally.record("errors", "codes on a live device", 0, outcome);
}

/// With two GPUs: a plan runs only while its device is current, and plans
/// made on each device transpose correctly there.
fn two_devices(tally: &mut Tally, rng: &mut Rng) {
    match device_count() {
        Ok(n) if n >= 2 => {}
        Ok(n) => {
            tally.skipped.push(format!(
                "two devices: {n} GPU here, wrong-device checks not run"
            ));
            return;
        }
        Err(e) => return tally.record("two devices", "device count", 0, Err(e.to_string())),
    }
    for device in [1, 0] {
        let outcome = gpu::use_device(device)
            .map_err(|e| e.to_string())
            .and_then(|_| run_case(rng, &[300, 7, 129], &[2, 0, 1], 8, 0, 0, How::Plan).map(drop));
        tally.record(
            "two devices",
            &format!("plan and run on device {device}"),
            300 * 7 * 129,
            outcome,
        );
    }
    let outcome = (|| -> Outcome {
        let (din, dout) = (buffer(4096)?, buffer(4096)?);
        let h = plan_c(&[16, 16], &[1, 0], 4, 0, None)?;
        gpu::use_device(1).map_err(|e| e.to_string())?;
        // SAFETY: live buffers; the device check comes before any launch.
        let wrong = unsafe { cuttExecute(h, din.ptr() as _, dout.ptr() as _) };
        gpu::use_device(0).map_err(|e| e.to_string())?;
        // SAFETY: as above, now on the plan's device.
        let right = unsafe { cuttExecute(h, din.ptr() as _, dout.ptr() as _) };
        check(cuttDestroy(h), "destroy")?;
        synchronize().map_err(|e| e.to_string())?;
        match (wrong, right) {
            (cuttResult::CUTT_INVALID_DEVICE, cuttResult::CUTT_SUCCESS) => Ok(()),
            other => Err(format!("wrong device / right device gave {other:?}")),
        }
    })();
    tally.record(
        "two devices",
        "execute with another device current",
        0,
        outcome,
    );
    both_devices_at_once(tally, rng.below(1 << 30));
}

/// One host thread per device, each planning and running random cases on
/// its own device at the same time.
fn both_devices_at_once(tally: &mut Tally, seed: u64) {
    let outcomes: Vec<(i32, Outcome, u64)> = std::thread::scope(|s| {
        let workers: Vec<_> = [0, 1]
            .map(|device| s.spawn(move || on_one_device(device, seed)))
            .into_iter()
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or((-1, Err("thread panicked".into()), 0)))
            .collect()
    });
    for (device, outcome, elements) in outcomes {
        let what = format!("concurrent random cases on device {device}");
        tally.record("two devices", &what, elements, outcome);
    }
}

fn on_one_device(device: i32, seed: u64) -> (i32, Outcome, u64) {
    let mut rng = Rng::new(seed ^ ((device as u64 + 1) * 0x9e37_79b9));
    let mut elements = 0;
    let outcome = (|| -> Outcome {
        gpu::use_device(device).map_err(|e| e.to_string())?;
        for _ in 0..100 {
            let rank = 2 + rng.below(5) as usize;
            let (dims, perm, elem) = random_shape(&mut rng, rank, 1 << 20, 500);
            elements += dims.iter().map(|&d| d as u64).product::<u64>();
            run_case(&mut rng, &dims, &perm, elem, 0, 0, How::Plan)?;
        }
        Ok(())
    })();
    (device, outcome, elements)
}

/// A device reset destroys the plan's context: the old plan answers
/// CUTT_INVALID_PLAN, a new plan works. Runs last: it frees everything.
fn device_reset(tally: &mut Tally, rng: &mut Rng) {
    let outcome = (|| -> Outcome {
        let before = plan_c(&[64, 48], &[1, 0], 4, 0, None)?;
        let (din, dout) = (buffer(64 * 48 * 4)?, buffer(64 * 48 * 4)?);
        // SAFETY: live buffers of the plan's size.
        check(
            unsafe { cuttExecute(before, din.ptr() as _, dout.ptr() as _) },
            "execute before reset",
        )?;
        synchronize().map_err(|e| e.to_string())?;
        reset_device(0).map_err(|e| e.to_string())?;
        gpu::use_device(0).map_err(|e| e.to_string())?;
        // SAFETY: the plan is rejected before its stale pointers are used.
        let stale = unsafe { cuttExecute(before, din.ptr() as _, dout.ptr() as _) };
        if stale != cuttResult::CUTT_INVALID_PLAN {
            return Err(format!("a plan from before the reset gave {stale:?}"));
        }
        check(cuttDestroy(before), "destroy the stale plan")?;
        // Their memory went with the reset; freeing the stale addresses
        // could free new allocations that reuse them.
        std::mem::forget((din, dout));
        run_case(rng, &[300, 7, 129], &[2, 0, 1], 8, 0, 0, How::Plan).map(drop)
    })();
    tally.record(
        "device reset",
        "old plan invalid, new plan correct",
        300 * 7 * 129,
        outcome,
    );
}

/// Past 2^31 elements, every element size, verified from a hash of each
/// element's input position (no host copy of the reference). Beside each
/// case, the 64-bit kernel cuttPlan takes for it on an H200.
fn big_cases(tally: &mut Tally) {
    let cases: [(&[i32], &[i32], usize); 14] = [
        (&[50000, 46000], &[1, 0], 1),             // tiled_aligned_sectors_e1
        (&[2000, 1200, 1000], &[2, 0, 1], 1),      // tiled_aligned_sectors_e1
        (&[50001, 46000], &[1, 0], 1),             // tiled_e1
        (&[50048, 46080], &[1, 0], 1),             // tiled_aligned_e1
        (&[50000, 46000], &[1, 0], 2),             // tiled_aligned_e2
        (&[50001, 46000], &[1, 0], 2),             // tiled_e2
        (&[24, 3000, 32, 1000], &[2, 0, 3, 1], 2), // packed_words_r4_e2
        (
            &[5, 3, 2, 4, 35, 33, 37, 40, 12],
            &[4, 7, 1, 5, 0, 3, 6, 2, 8],
            2,
        ), // packed_staged_e2
        (&[46341, 46341], &[1, 0], 4),             // tiled_e4
        (
            &[5, 3, 2, 4, 35, 33, 37, 40, 12],
            &[4, 7, 1, 5, 0, 3, 6, 2, 8],
            4,
        ), // packed_staged_e4
        (&[48000, 48000], &[1, 0], 8),             // tiled_e8
        (
            &[5, 33, 37, 4, 40, 3, 2, 35, 12],
            &[5, 7, 6, 4, 1, 2, 3, 0, 8],
            8,
        ), // packed_split_r8_e8
        (
            &[3, 3, 24, 2, 22, 20, 3, 18, 4, 2, 2, 2, 9],
            &[3, 8, 4, 5, 0, 6, 11, 9, 2, 7, 1, 10, 12],
            8,
        ), // packed_staged_e8
        (&[46341, 46341], &[1, 0], 16),            // tiled_e16
    ];
    let many_tiles: (&[i32], &[i32], usize) = (&[2, 2, 2, (1 << 30) + 1], &[1, 0, 2, 3], 2);
    let cases = cases.into_iter().map(|case| (case, BigPlan::Chosen));
    for ((dims, perm, elem), plan) in cases.chain([(many_tiles, BigPlan::TiledManyTiles)]) {
        let started = Instant::now();
        let elements: u64 = dims.iter().map(|&d| d as u64).product();
        let outcome = big_case(dims, perm, elem, plan);
        println!(
            "big {dims:?} e{elem}: {:.1} s",
            started.elapsed().as_secs_f64()
        );
        tally.record("past 2^31", &format!("{dims:?} e{elem}"), elements, outcome);
    }
}

/// How `big_case` plans.
#[derive(Clone, Copy, PartialEq, Eq)]
enum BigPlan {
    /// cuttPlan's choice.
    Chosen,
    /// The model's first unfolded Tiled candidate, which must run a kernel
    /// for many tiles: the tensor has more than 2^31 of its tiles.
    TiledManyTiles,
}

fn hash_value(index: u64) -> u32 {
    let mut z = index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z ^= z >> 29;
    (z.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 32) as u32
}

/// The first `elem` bytes of the element at input position `index` (in a
/// 16-byte array): word w hashes `index` with w in its top bits (positions
/// stay below 2^60).
fn element_bytes(index: u64, elem: usize) -> [u8; 16] {
    let mut bytes = [0u8; 16];
    for (w, word) in bytes[..elem.next_multiple_of(4)].chunks_mut(4).enumerate() {
        word.copy_from_slice(&hash_value(index ^ ((w as u64) << 60)).to_le_bytes());
    }
    bytes
}

fn big_case(dims: &[i32], perm: &[i32], elem: usize, plan: BigPlan) -> Outcome {
    let volume: u64 = dims.iter().map(|&d| d as u64).product();
    let bytes = volume as usize * elem;
    let (free, _) = cutt::gpu::tools::memory_info().map_err(|e| e.to_string())?;
    if free < 2 * bytes + (1 << 30) {
        return Err(format!(
            "needs {} GiB of device memory, {} free",
            (2 * bytes) >> 30,
            free >> 30
        ));
    }
    let mut host = vec![0u8; bytes];
    parallel_chunks(&mut host, elem, |first, chunk| {
        for (k, value) in chunk.chunks_mut(elem).enumerate() {
            value.copy_from_slice(&element_bytes(first + k as u64, elem)[..elem]);
        }
    });
    let (din, dout) = (buffer(bytes)?, buffer(bytes)?);
    din.upload(0, &host).map_err(|e| e.to_string())?;
    dout.fill(POISON).map_err(|e| e.to_string())?;
    let h = match plan {
        BigPlan::Chosen => plan_c(dims, perm, elem, 0, None)?,
        BigPlan::TiledManyTiles => many_tiles_plan(dims, perm, elem)?,
    };
    // SAFETY: as above.
    check(
        unsafe { cuttExecute(h, din.ptr() as _, dout.ptr() as _) },
        "execute",
    )?;
    check(cuttDestroy(h), "destroy")?;
    synchronize().map_err(|e| e.to_string())?;
    dout.download(0, &mut host).map_err(|e| e.to_string())?;
    let out_dims: Vec<u64> = perm.iter().map(|&q| dims[q as usize] as u64).collect();
    let mut in_strides = vec![0u64; dims.len()];
    let mut stride = 1;
    for (i, &d) in dims.iter().enumerate() {
        in_strides[i] = stride;
        stride *= d as u64;
    }
    let wrong = std::sync::atomic::AtomicU64::new(u64::MAX);
    parallel_chunks(&mut host, elem, |first, chunk| {
        for (k, value) in chunk.chunks(elem).enumerate() {
            let mut o = first + k as u64;
            let mut source = 0;
            for (j, &extent) in out_dims.iter().enumerate() {
                source += (o % extent) * in_strides[perm[j] as usize];
                o /= extent;
            }
            if value != &element_bytes(source, elem)[..elem] {
                wrong.fetch_min(first + k as u64, std::sync::atomic::Ordering::Relaxed);
                return;
            }
        }
    });
    match wrong.into_inner() {
        u64::MAX => Ok(()),
        at => Err(format!("output element {at} wrong")),
    }
}

/// A plan of the first unfolded Tiled candidate that the model ranks,
/// checked to run a kernel for many tiles.
fn many_tiles_plan(dims: &[i32], perm: &[i32], elem: usize) -> Result<cuttHandle, String> {
    let candidates = cutt::api::runnable(dims, perm, elem, false).map_err(|e| e.to_string())?;
    let choice = candidates
        .iter()
        .position(Candidate::has_many_tiles_kernel)
        .ok_or("no Tiled candidate")?;
    let h = cutt::api::plan_candidate(dims, perm, elem, 0, choice, false)
        .map_err(|e| e.to_string())?
        .ok_or("no such candidate")?;
    let described = cutt::api::describe(h).map_err(|e| e.to_string())?;
    if !described.contains("_many_tiles_e") {
        check(cuttDestroy(h), "destroy")?;
        return Err(format!("planned {described}"));
    }
    Ok(h)
}

/// Runs `f(first element index, chunk)` over `data` on all cores.
fn parallel_chunks(data: &mut [u8], elem: usize, f: impl Fn(u64, &mut [u8]) + Sync) {
    let threads = thread::available_parallelism().map_or(8, |n| n.get());
    let per = (data.len() / elem).div_ceil(threads) * elem;
    thread::scope(|s| {
        for (i, chunk) in data.chunks_mut(per.max(elem)).enumerate() {
            let f = &f;
            s.spawn(move || f((i * per / elem) as u64, chunk));
        }
    });
}

/// Threads, graphs, leaks, then cuttFinalize, which releases the context:
/// it runs once the other sections hold no device memory or streams.
/// Few enough launches to finish under a sanitizer's slowdown, yet every
/// candidate kernel at every element size (the extents include 31, 32 and
/// 33, the tile edges) and pointers misaligned to every size.
fn sanitize_suite(tally: &mut Tally, rng: &mut Rng) {
    readme_example(tally, rng);
    random_cases(tally, rng, 100);
    all_candidates(tally, rng, 100);
    candidate_coverage(tally);
    wide_index_candidates(tally, rng, 40);
    aligned_words(tally, rng, 40);
    l2_prefetch(tally, rng, 4);
    wide_b_tiles(tally, rng, 1);
    misaligned(tally, rng);
    dependent_chains(tally, rng, 4);
    staged_candidates(tally, rng, 2, 40 << 20, Staged::Whole);
    // Last: the sections above keep the random draws their coverage
    // checks were tuned with.
    run_candidates(tally, rng, 1);
    packed_words(tally, rng, 2);
    large_word_tiles(tally, rng, 1);
    staged_candidates(tally, rng, 1, 40 << 20, Staged::MovedBack);
    staged_candidates(tally, rng, 1, 40 << 20, Staged::Wide);
    many_tiles_kernel(tally, rng, 4, false);
    tally.skipped.push(
        "coverage of cuttPlan's choices: 100 random cases need not meet every algorithm".into(),
    );
    tally.skipped.push(
        "tensors past 2^31 elements: too slow under a sanitizer (their 64-bit kernels ran on small tensors)".into(),
    );
    // The library keeps staged plans' tables of tile origins until
    // cuttFinalize: the leak check then sees that it frees them.
    cuttFinalize();
}

fn reliability_sections(tally: &mut Tally, rng: &mut Rng, seed: u64, long: bool) {
    let counts = reliability::Counts::new(long);
    timed("threads", || {
        reliability::thread_churn(tally, seed, &counts)
    });
    timed("graphs", || reliability::graphs(tally, rng, &counts));
    timed("leaks", || reliability::leaks(tally, rng, &counts));
    timed("origin tables", || origin_tables(tally, rng));
    timed("finalize", || reliability::finalize(tally, rng));
}

fn timed(name: &str, section: impl FnOnce()) {
    let started = Instant::now();
    section();
    println!("{name}: {:.1} s", started.elapsed().as_secs_f64());
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |flag: &str, default: u64| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .map_or(default, |v| v.parse().expect("a number"))
    };
    let (cases, seed) = (value("--cases", 1000) as usize, value("--seed", 20261121));
    if let Err(e) = gpu::use_device(0) {
        println!("cutt-gputest: SKIPPED, nothing was run: no usable GPU ({e})");
        return;
    }
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut rng = Rng::new(seed);
    let flag = |name: &str| args.iter().any(|a| a == name);
    let only_reliability = flag("--reliability");
    if flag("--sanitize") {
        sanitize_suite(&mut tally, &mut rng);
        return report(&tally, seed, started);
    }
    if !only_reliability {
        timed("readme", || readme_example(&mut tally, &mut rng));
        timed("random", || random_cases(&mut tally, &mut rng, cases));
        timed("candidates", || {
            all_candidates(
                &mut tally,
                &mut rng,
                value("--candidate-problems", 150) as usize,
            )
        });
        timed("coverage", || coverage(&mut tally));
        timed("factored", || factored_candidates(&mut tally, &mut rng, 4));
        timed("staged", || {
            staged_candidates(&mut tally, &mut rng, 12, 160 << 20, Staged::Whole)
        });
        timed("64-bit kernels", || {
            wide_index_candidates(&mut tally, &mut rng, 60)
        });
        timed("many tiles", || {
            many_tiles_kernel(&mut tally, &mut rng, 40, true)
        });
        timed("runs", || run_candidates(&mut tally, &mut rng, 8));
        timed("aligned words", || aligned_words(&mut tally, &mut rng, 200));
        timed("packed words", || packed_words(&mut tally, &mut rng, 30));
        timed("large word tiles", || {
            large_word_tiles(&mut tally, &mut rng, 4)
        });
        timed("l2 prefetch", || l2_prefetch(&mut tally, &mut rng, 20));
        timed("wide-b tiles", || wide_b_tiles(&mut tally, &mut rng, 6));
        timed("rank 17-32", || high_ranks(&mut tally, &mut rng));
        timed("misaligned", || misaligned(&mut tally, &mut rng));
        timed("streams", || concurrent_streams(&mut tally, &mut rng));
        timed("dependent", || dependent_chains(&mut tally, &mut rng, 60));
        timed("threads+streams", || streams_and_threads(&mut tally, seed));
        timed("errors", || error_codes(&mut tally));
        timed("two devices", || two_devices(&mut tally, &mut rng));
        timed("moved back", || {
            staged_candidates(&mut tally, &mut rng, 6, 160 << 20, Staged::MovedBack)
        });
        timed("staged 64-bit", || {
            staged_candidates(&mut tally, &mut rng, 6, 160 << 20, Staged::Wide)
        });
    }
    reliability_sections(&mut tally, &mut rng, seed, flag("--long"));
    if flag("--big") {
        big_cases(&mut tally);
    }
    if !only_reliability {
        device_reset(&mut tally, &mut rng);
    }
    report(&tally, seed, started);
}

/// Prints the tally; exits with 1 on any failure.
fn report(tally: &Tally, seed: u64, started: Instant) {
    println!(
        "\n{:<16} {:<44} {:>7} {:>14}",
        "section", "what", "cases", "elements"
    );
    for ((section, what), (n, elements)) in &tally.rows {
        println!("{section:<16} {what:<44} {n:>7} {elements:>14}");
    }
    let total: u64 = tally.rows.values().map(|r| r.0).sum();
    let elements: u64 = tally.rows.values().map(|r| r.1).sum();
    println!(
        "\ncutt-gputest: {} of {total} cases failed, {elements} elements checked, seed {seed}, {:.0} s",
        tally.failures.len(),
        started.elapsed().as_secs_f64()
    );
    for skipped in &tally.skipped {
        println!("SKIPPED (not run): {skipped}");
    }
    if !tally.failures.is_empty() {
        std::process::exit(1);
    }
}
