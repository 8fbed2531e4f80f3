//! The plans' index math, run on the host by the kernels' twins, against the
//! definition of the transpose.

use cutt::plan::{
    candidates, canonicalize, canonicalize_aligned, leading_positions, make_plan, plan_canonical,
    plan_many_tiles, plan_with, plan_with_index, set_tile_order, staged_runs, word_rows, Algorithm,
    DeviceProps, IndexWidth, Method, Params, Plan, Problem, Rows, H100, MAX_WORD,
    MOVED_BACK_ELEMENT_SIZES, NO_PADDING, RUN_ELEMENT_SIZES, STAGED_KERNELS, STAGED_THREADS,
    WORD_ELEMENT_SIZES,
};
use cutt::testkit::{long_run_shape, problem, random_problem, tiled_shape, word_rows_dims, Rng};
use cutt::twin;

const POISON: u8 = 0xA5;

/// Runs `plan` on random input and compares every byte with the reference
/// transpose of `reference` (the caller's problem, before any rewriting).
/// The buffers lie at random addresses, half of them word-aligned (a
/// quarter aligned to 16 bytes); where they are aligned less than the plan
/// needs, the plan `cuttExecute` runs then replaces it.
fn check(plan: &Plan, reference: &Problem, rng: &mut Rng, what: &str) {
    let word = rng.pick(&[16, 4, 1, 1]);
    check_at(plan, reference, rng, what, word);
}

/// `check` with the buffers at random multiples of `word` bytes.
fn check_at(plan: &Plan, reference: &Problem, rng: &mut Rng, what: &str, word: usize) {
    let bytes = reference.bytes() as usize;
    let input = rng.bytes(bytes);
    let mut expected = vec![POISON; bytes];
    twin::reference(
        &reference.dims,
        &reference.perm,
        reference.elem_size,
        &input,
        &mut expected,
    );
    let mut output = vec![POISON; bytes];
    let mut at = || word * rng.below((twin::ADDRESS_PERIOD / word) as u64) as usize;
    let misalignment = (at(), at());
    let replanned;
    let plan = match alignment(misalignment) {
        align if align < plan.required_alignment() => {
            replanned = plan_canonical(&canonicalize_aligned(reference, align), &H100);
            &replanned
        }
        _ => plan,
    };
    twin::execute_at(plan, &input, &mut output, misalignment);
    if let Some(at) = (0..bytes).find(|&i| output[i] != expected[i]) {
        panic!(
            "{what}: {reference:?} with {plan}, buffers at addresses {misalignment:?} mod {}: \
             first wrong byte {at} of {bytes}",
            twin::ADDRESS_PERIOD
        );
    }
}

/// The alignment `cuttExecute` finds for buffers at `misalignment` (mod
/// ADDRESS_PERIOD): the widest power of two up to MAX_WORD dividing both.
fn alignment(misalignment: (usize, usize)) -> usize {
    1 << (misalignment.0 | misalignment.1 | MAX_WORD).trailing_zeros()
}

/// Names of the plan's method, for coverage counts: the algorithm, and
/// whether a packed tile pads its shared memory, takes a factor of a
/// dimension, (register slots) takes one buffer or two, or runs a kernel
/// for runs.
fn kinds(plan: &Plan) -> Vec<&'static str> {
    let Method::Kernel(l) = &plan.method else {
        return vec!["copy"];
    };
    let mut kinds = vec![l.kernel.algorithm.name()];
    if let Params::Packed(p) = &l.params {
        if p.smem_pad_shift != NO_PADDING {
            kinds.push("padded packed");
        }
        if !l.kernel.is_staged() {
            kinds.push(if p.buffer_stride != 0 {
                "two-buffer packed"
            } else {
                "one-buffer packed"
            });
        }
        if l.kernel.runs {
            kinds.push("runs packed");
        }
        if l.kernel.words {
            kinds.push("words packed");
        }
    }
    if plan.candidate.as_ref().is_some_and(|c| c.factor.is_some()) {
        kinds.push("factored packed");
    }
    kinds
}

/// Numbers a Tiled or TiledCopy plan's tiles along a or b first, and along
/// b first a's tiles in output order or not, at random instead of in the
/// planner's order.
fn random_order(plan: &mut Plan, rng: &mut Rng) {
    if let (Method::Kernel(launch), Some(cand)) = (&mut plan.method, &plan.candidate) {
        if let Params::Tiled(p) = &mut launch.params {
            if launch.kernel.algorithm != Algorithm::RowCopy {
                let order = rng.below(3);
                set_tile_order(p, &plan.canonical, cand, order > 0, order == 2);
            }
        }
    }
}

/// An H100 with a random grid limit and, at times, no shared-memory opt-in
/// or little shared memory per block (more PackedSplit candidates), or an
/// L2 too small for the tensor (the candidates of DRAM-bound tensors).
fn random_device(rng: &mut Rng) -> DeviceProps {
    let shared = rng.pick(&[232_448, 232_448, 49_152, 4096, 1024]);
    DeviceProps {
        max_grid_x: rng.pick(&[1, 3, 7, 64, u32::MAX >> 1]),
        shared_per_block: shared.min(49_152),
        shared_per_block_optin: shared,
        l2_bytes: rng.pick(&[H100.l2_bytes, 1024]),
        ..H100
    }
}

#[test]
fn random_plans_match_reference() {
    let mut rng = Rng::new(2024);
    let mut seen = std::collections::HashMap::new();
    for case in 0..12_000 {
        let (dims, perm, elem) = random_problem(&mut rng, 12, 6000);
        let p = problem(&dims, &perm, elem);
        let device = random_device(&mut rng);
        let plan = make_plan(&p, &device);
        for kind in kinds(&plan) {
            *seen.entry((kind, elem)).or_insert(0) += 1;
        }
        check(&plan, &p, &mut rng, &format!("case {case}"));
        let c = canonicalize(&p);
        let all = candidates(&c, &device);
        for _ in 0..all.len().min(2) {
            let cand = &all[rng.below(all.len() as u64) as usize];
            let mut plan = plan_with(&c, cand, &device);
            random_order(&mut plan, &mut rng);
            for kind in kinds(&plan) {
                *seen.entry((kind, elem)).or_insert(0) += 1;
            }
            check(
                &plan,
                &p,
                &mut rng,
                &format!("case {case}, {}", cand.describe(&c)),
            );
        }
    }
    for kind in [
        "copy",
        "Tiled",
        "TiledCopy",
        "Packed",
        "PackedSplit",
        "RowCopy",
        "padded packed",
        "factored packed",
        "two-buffer packed",
        "one-buffer packed",
    ] {
        for elem in cutt::plan::ELEMENT_SIZES {
            let n = seen.get(&(kind, elem)).copied().unwrap_or(0);
            assert!(
                n >= 20,
                "only {n} random cases used {kind} with {elem}-byte elements"
            );
        }
    }
    for elem in WORD_ELEMENT_SIZES {
        let n = seen.get(&("words packed", elem)).copied().unwrap_or(0);
        assert!(
            n >= 20,
            "only {n} random cases used words packed with {elem}-byte elements"
        );
    }
    for elem in RUN_ELEMENT_SIZES {
        let n = seen.get(&("runs packed", elem)).copied().unwrap_or(0);
        assert!(
            n >= 20,
            "only {n} random cases used runs packed with {elem}-byte elements"
        );
    }
}

/// A rank-5 shape of 8-byte elements whose output leads with three small
/// middle extents and then input dimension 0 (33-64): staged tiles of it
/// write output runs past STAGED_TABLE_RUN_MOST positions.
fn cut_run_shape(rng: &mut Rng) -> (Vec<i32>, Vec<i32>, usize) {
    let mut dims: Vec<i32> = (0..5).map(|_| 2 + rng.below(8) as i32).collect();
    dims[0] = 33 + rng.below(32) as i32;
    dims[4] = 33 + rng.below(32) as i32;
    let mut perm = vec![1, 2, 3];
    rng.shuffle(&mut perm);
    perm.extend([0, 4]);
    (dims, perm, 8)
}

/// Every staged candidate (tiles past MAX_TILE_VOLUME positions, run by
/// cuda/packed_staged.cu) of DRAM-bound shapes: an H100 whose L2 holds
/// none of them, with a random grid limit, so that blocks take their tiles
/// in turn through both stages. Past 400 shapes, more until tiles whose
/// last chunk moves back (`Candidate::moves_back`) have run for each of
/// MOVED_BACK_ELEMENT_SIZES; no other size's does. At least 10 of the
/// 8-byte tiles have output runs cut at STAGED_TABLE_RUN_MOST positions.
#[test]
fn staged_tiles_match_reference() {
    // Every staged kernel's element size has a 32-bit form.
    let staged_sizes: Vec<usize> = STAGED_KERNELS
        .iter()
        .filter(|&&(_, index)| index == IndexWidth::U32)
        .map(|&(elem, _)| elem)
        .collect();
    let mut rng = Rng::new(18);
    let mut seen = std::collections::HashMap::new();
    let mut moved_back: std::collections::HashMap<usize, usize> = Default::default();
    let mut wide_runs: std::collections::HashMap<usize, usize> = Default::default();
    let mut cut_runs = 0;
    let enough = |counts: &std::collections::HashMap<usize, usize>| {
        MOVED_BACK_ELEMENT_SIZES
            .iter()
            .all(|elem| counts.get(elem).is_some_and(|&n| n >= 10))
    };
    for case in 0..2000 {
        if case >= 400 && enough(&moved_back) && cut_runs >= 10 {
            break;
        }
        let (dims, perm, elem) = match case % 4 {
            3 => cut_run_shape(&mut rng),
            _ => {
                let (dims, perm) = long_run_shape(&mut rng, 5);
                (dims, perm, rng.pick(&staged_sizes))
            }
        };
        let p = problem(&dims, &perm, elem);
        let device = DeviceProps {
            l2_bytes: 1024,
            max_grid_x: rng.pick(&[1, 2, 7, 64, u32::MAX >> 1]),
            ..H100
        };
        let c = canonicalize(&p);
        for cand in candidates(&c, &device).iter().filter(|c| c.is_staged()) {
            let plan = plan_with(&c, cand, &device);
            let Method::Kernel(launch) = &plan.method else {
                panic!("a staged candidate launches a kernel");
            };
            assert!(launch.kernel.is_staged() && launch.block.0 <= STAGED_THREADS);
            assert!(launch.shared_bytes <= device.shared_per_block_optin);
            // Buffers the plan runs on as made, at times.
            let word = rng.pick(&[plan.required_alignment(), 1]);
            if word == plan.required_alignment() {
                *seen.entry(elem).or_insert(0) += 1;
            }
            if launch.origin_grid().is_some_and(|grid| grid.overlaps()) {
                assert!(
                    MOVED_BACK_ELEMENT_SIZES.contains(&elem),
                    "{elem}-byte tiles moved back"
                );
                *moved_back.entry(elem).or_insert(0) += 1;
            }
            let whole = leading_positions(&c, cand, c.perm.iter().copied(), u64::MAX);
            if staged_runs(&c, cand).1 < whole {
                assert_eq!(elem, 8, "only the 8-byte kernel cuts its output runs");
                cut_runs += 1;
            }
            let what = format!("case {case}, {}", cand.describe(&c));
            check_at(&plan, &p, &mut rng, &what, word);
            if STAGED_KERNELS.contains(&(elem, IndexWidth::U64)) {
                let wide = plan_with_index(&c, cand, &device, IndexWidth::U64);
                check_at(&wide, &p, &mut rng, &format!("{what}, 64-bit"), word);
                *wide_runs.entry(elem).or_insert(0) += 1;
            }
        }
    }
    let wide_sizes = STAGED_KERNELS.iter().filter(|k| k.1 == IndexWidth::U64);
    for &(elem, _) in wide_sizes {
        let n = wide_runs.get(&elem).copied().unwrap_or(0);
        assert!(
            n >= 10,
            "only {n} staged {elem}-byte tiles ran with 64-bit positions"
        );
    }
    for elem in staged_sizes {
        let n = seen.get(&elem).copied().unwrap_or(0);
        assert!(
            n >= 10,
            "only {n} staged Packed tiles of {elem}-byte elements ran as made"
        );
    }
    assert!(
        cut_runs >= 10,
        "only {cut_runs} staged tiles with cut output runs"
    );
    assert!(
        enough(&moved_back),
        "staged Packed tiles that moved a chunk back, by element size: {moved_back:?}"
    );
}

/// Tiled of 8-byte elements along a first with 8 tiles or more along a
/// (src/plan/tiled.rs `a_first_held`): in 32 x 64 tiles (`tiled_wide_b`)
/// with 32-bit positions, in 32 x 32 with 64-bit ones. An H100 whose L2
/// is too small for any tensor, so that b's tiles go along a first, with a
/// random grid limit; tiles in a random order, buffers at random addresses.
#[test]
fn wide_b_tiles_match_reference() {
    let mut rng = Rng::new(64);
    let mut wide = 0;
    for case in 0..80 {
        let a = 225 + rng.below(200) as i32;
        let b = 2 * 32 * ((a + 31) / 32) + 1 + rng.below(400) as i32;
        let (dims, perm): (Vec<i32>, Vec<i32>) = match rng.below(2) {
            0 => (vec![a, b], vec![1, 0]),
            _ => (vec![a, 2 + rng.below(2) as i32, b], vec![2, 1, 0]),
        };
        let p = problem(&dims, &perm, 8);
        let device = DeviceProps {
            l2_bytes: 1024,
            max_grid_x: rng.pick(&[1, 7, 64, u32::MAX >> 1]),
            ..H100
        };
        let c = canonicalize(&p);
        let tiled = candidates(&c, &device)
            .into_iter()
            .find(|cand| cand.algorithm == Algorithm::Tiled)
            .expect("a Tiled candidate");
        for index in [IndexWidth::U32, IndexWidth::U64] {
            let mut plan = plan_with_index(&c, &tiled, &device, index);
            let Method::Kernel(launch) = &plan.method else {
                panic!("Tiled is a kernel");
            };
            assert_eq!(launch.kernel.wide_b, index == IndexWidth::U32, "{plan}");
            wide += usize::from(launch.kernel.wide_b);
            random_order(&mut plan, &mut rng);
            check(&plan, &p, &mut rng, &format!("wide-b case {case}"));
        }
    }
    assert_eq!(wide, 80);
}

#[test]
fn wide_index_path_matches_reference() {
    let mut rng = Rng::new(7);
    for case in 0..2_000 {
        let (dims, perm, elem) = random_problem(&mut rng, 10, 4000);
        let p = problem(&dims, &perm, elem);
        let c = canonicalize(&p);
        let all = candidates(&c, &H100);
        let Some(cand) = (!all.is_empty()).then(|| &all[rng.below(all.len() as u64) as usize])
        else {
            continue;
        };
        if !cand.algorithm.has_64bit_kernels() || cand.is_staged() {
            continue;
        }
        assert_eq!(
            cand.kernel(&c).index,
            IndexWidth::U32,
            "small tensors index in 32 bits"
        );
        let mut plan = plan_with_index(&c, cand, &H100, IndexWidth::U64);
        random_order(&mut plan, &mut rng);
        check(&plan, &p, &mut rng, &format!("64-bit case {case}"));
    }
}

#[test]
fn tiled_kernels_for_many_tiles_match_reference() {
    let mut rng = Rng::new(8);
    let mut ran = std::collections::BTreeSet::new();
    for case in 0..200 {
        let (dims, perm, elem) = tiled_shape(&mut rng, case);
        let p = problem(&dims, &perm, elem);
        let c = canonicalize(&p);
        let all = candidates(&c, &H100);
        let Some(cand) = all.iter().find(|cand| cand.has_many_tiles_kernel()) else {
            continue;
        };
        let plan = plan_many_tiles(&c, cand, &H100);
        let Method::Kernel(launch) = &plan.method else {
            panic!("a kernel launch")
        };
        check(&plan, &p, &mut rng, &format!("many-tiles case {case}"));
        ran.insert(launch.kernel.entry_point());
    }
    let kinds = ["tiled", "tiled_aligned", "tiled_aligned_sectors"];
    let sizes = |kind| if kind == "tiled" { 5 } else { 2 };
    let all: usize = kinds.iter().map(|&k| sizes(k)).sum();
    assert_eq!(ran.len(), all, "{ran:?}");
    assert!(ran.iter().all(|k| k.contains("_many_tiles_e")), "{ran:?}");
}

#[test]
fn elements_split_into_aligned_words_match_reference() {
    let mut rng = Rng::new(99);
    for case in 0..2_000 {
        let (dims, perm, elem) = random_problem(&mut rng, 10, 3000);
        let p = problem(&dims, &perm, elem);
        for word in cutt::plan::ELEMENT_SIZES.into_iter().filter(|&w| w < elem) {
            let plan = plan_canonical(&canonicalize_aligned(&p, word), &H100);
            check(
                &plan,
                &p,
                &mut rng,
                &format!("split case {case} into {word}-byte words"),
            );
        }
    }
}

#[test]
fn readme_example_matches_reference() {
    let p = problem(&[31, 549, 2, 3], &[3, 0, 2, 1], 8);
    let c = canonicalize(&p);
    for cand in candidates(&c, &H100) {
        let plan = plan_with(&c, &cand, &H100);
        check(&plan, &p, &mut Rng::new(1), &cand.describe(&c));
    }
}

#[test]
fn index_width_follows_volume() {
    let wide = |dims: &[i32]| match make_plan(&problem(dims, &[1, 0], 1), &H100).method {
        Method::Kernel(l) => l.kernel.index,
        other => panic!("expected a kernel, got {other:?}"),
    };
    assert_eq!(wide(&[32768, 65535]), IndexWidth::U32);
    assert_eq!(
        wide(&[32768, 65536]),
        IndexWidth::U64,
        "2^31 elements need 64-bit indices"
    );
    assert_eq!(wide(&[50000, 46000]), IndexWidth::U64);
}

#[test]
fn grid_never_exceeds_device_limit() {
    let p = problem(&[50000, 46000], &[1, 0], 1);
    let small = DeviceProps {
        max_grid_x: 65535,
        ..H100
    };
    match make_plan(&p, &small).method {
        Method::Kernel(l) => {
            assert_eq!(l.grid, 65535);
            assert!(
                l.num_tiles() > 65535,
                "the grid loops over the remaining tiles"
            );
        }
        other => panic!("expected a kernel, got {other:?}"),
    }
}

/// Tiled of 1- and 2-byte elements where every row starts on a word
/// (`tiled_aligned`, `tiled_aligned_sectors`, and `tiled_folded` where a
/// tile dimension is short): random ranks, extents and grid limits, both
/// index widths, tiles cut anywhere along both tile dimensions and chunks
/// anywhere along folded ones; buffers at word-aligned addresses on and off
/// sectors, and at others, where `check` runs the plan `cuttExecute` falls
/// back to.
#[test]
fn aligned_word_tiles_match_reference() {
    let mut rng = Rng::new(11);
    let mut ran = [[0; 2]; 3];
    for case in 0..4000 {
        let elem = rng.pick(&[1, 2]);
        let (mut dims, perm, _) = random_problem(&mut rng, 5, 1 << 16);
        // Half the cases with both tile dimensions longer than a tile.
        let long = (rng.below(2) == 0).then_some((2, 2));
        word_rows_dims(&mut rng, &mut dims, &perm, elem, long);
        let p = problem(&dims, &perm, elem);
        let c = canonicalize(&p);
        let device = random_device(&mut rng);
        let tiled = candidates(&c, &device)
            .into_iter()
            .filter(|cand| cand.algorithm == Algorithm::Tiled);
        for (n, cand) in tiled.enumerate() {
            let mut plan = plan_with(&c, &cand, &device);
            let Method::Kernel(launch) = &mut plan.method else {
                panic!("Tiled is a kernel");
            };
            let rows = match cand.is_folded() {
                true => Rows::WordsFolded,
                false => word_rows(&c),
            };
            assert_eq!(
                (n > 0, launch.kernel.rows),
                (cand.is_folded(), rows),
                "{c:?}"
            );
            let kind = match launch.kernel.rows {
                Rows::Any => continue,
                Rows::Words => 0,
                Rows::WordsOwningSectors => 1,
                Rows::WordsFolded => 2,
            };
            launch.kernel.index = rng.pick(&[IndexWidth::U32, IndexWidth::U64]);
            ran[kind][elem - 1] += 1;
            check(&plan, &p, &mut rng, &format!("aligned case {case}"));
        }
    }
    assert!(
        ran.iter().flatten().all(|&n| n >= 150),
        "only {ran:?} plans for rows on words checked ([on words, owning sectors, folded][elem])"
    );
}

/// Packed and PackedSplit of 1- and 2-byte elements moved as words
/// (cuda/packed.cu `packed_words`): random shapes whose input dimension 0
/// and output dimension 0 hold whole words, every candidate the kernels of
/// words take (tiles with factors and splits among them, of input or
/// output dimension 0 too, and tiles past 8192 elements in 8 slots where
/// the device's L2 is too small for the tensor), both index widths, random
/// grid limits and shared memory; buffers at word-aligned addresses, and at others, where
/// `check` runs the plan `cuttExecute` falls back to.
#[test]
fn packed_word_tiles_match_reference() {
    let mut rng = Rng::new(34);
    let mut ran = std::collections::HashMap::new();
    let mut slots = std::collections::HashMap::new();
    let mut leading_splits = std::collections::HashMap::new();
    for case in 0..2000 {
        let elem = rng.pick(&WORD_ELEMENT_SIZES);
        let (mut dims, perm, _) = random_problem(&mut rng, 6, 1 << 15);
        word_rows_dims(&mut rng, &mut dims, &perm, elem, None);
        let p = problem(&dims, &perm, elem);
        let c = canonicalize(&p);
        let device = random_device(&mut rng);
        for cand in candidates(&c, &device).iter().filter(|cand| cand.words) {
            let mut plan = plan_with(&c, cand, &device);
            let Method::Kernel(launch) = &mut plan.method else {
                panic!("Packed is a kernel");
            };
            assert!(launch.kernel.words, "{}", cand.describe(&c));
            launch.kernel.index = rng.pick(&[IndexWidth::U32, IndexWidth::U64]);
            let kind = (
                cand.algorithm.name(),
                cand.factor.is_some(),
                launch.kernel.index,
                elem,
            );
            *ran.entry(kind).or_insert(0) += 1;
            *slots.entry((launch.kernel.slots, elem)).or_insert(0) += 1;
            if let Some((d, _)) = cand.split.filter(|&(d, _)| d == 0 || d == c.perm[0]) {
                *leading_splits.entry((d == 0, elem)).or_insert(0) += 1;
            }
            check(
                &plan,
                &p,
                &mut rng,
                &format!("words case {case}, {}", cand.describe(&c)),
            );
        }
    }
    for algorithm in ["Packed", "PackedSplit"] {
        for index in [IndexWidth::U32, IndexWidth::U64] {
            for elem in WORD_ELEMENT_SIZES {
                let n: i32 = [false, true]
                    .iter()
                    .map(|&f| ran.get(&(algorithm, f, index, elem)).copied().unwrap_or(0))
                    .sum();
                assert!(
                    n >= 50,
                    "only {n} {algorithm} {index:?} {elem}-byte plans of words"
                );
            }
        }
    }
    for elem in WORD_ELEMENT_SIZES {
        let n = slots.get(&(8, elem)).copied().unwrap_or(0);
        assert!(n >= 25, "only {n} {elem}-byte tiles of words in 8 slots");
    }
    for elem in WORD_ELEMENT_SIZES {
        for input in [true, false] {
            let n = leading_splits.get(&(input, elem)).copied().unwrap_or(0);
            assert!(
                n >= 15,
                "only {n} {elem}-byte plans of words that split {} dimension 0",
                if input { "input" } else { "output" }
            );
        }
    }
    for elem in WORD_ELEMENT_SIZES {
        let factored: i32 = ran
            .iter()
            .filter(|((_, f, _, e), _)| *f && *e == elem)
            .map(|(_, n)| n)
            .sum();
        assert!(
            factored >= 15,
            "only {factored} factored {elem}-byte plans of words"
        );
    }
}

/// The Tiled kernels choose their accesses by address (words of 1- and
/// 2-byte elements, output sectors and lines of wider ones): buffers at
/// every misalignment, tiles cut at every element of a row, rows longer
/// than a tile, both index widths.
#[test]
fn tiled_tiles_match_reference_at_any_misalignment() {
    let mut rng = Rng::new(5);
    for case in 0..400 {
        let elem = rng.pick(&cutt::plan::ELEMENT_SIZES);
        let a = 1 + rng.below(300) as i32;
        let b = 1 + rng.below(300) as i32;
        let (dims, perm): (Vec<i32>, Vec<i32>) = if rng.below(2) == 0 {
            (vec![a, b], vec![1, 0])
        } else {
            (vec![a, 1 + rng.below(3) as i32, b], vec![2, 0, 1])
        };
        let p = problem(&dims, &perm, elem);
        let index = rng.pick(&[IndexWidth::U32, IndexWidth::U64]);
        let order_seed = rng.below(1 << 20);
        // The Tiled plan `cuttExecute` runs for buffers of this alignment,
        // its tiles in a random order.
        let tiled_plan = |align: usize| {
            let c = canonicalize_aligned(&p, align);
            let tiled = candidates(&c, &H100)
                .into_iter()
                .find(|cand| cand.algorithm == Algorithm::Tiled)?;
            let mut plan = plan_with(&c, &tiled, &H100);
            let Method::Kernel(launch) = &mut plan.method else {
                panic!("Tiled is a kernel");
            };
            launch.kernel.index = index;
            random_order(&mut plan, &mut Rng::new(order_seed));
            Some(plan)
        };
        let Some(aligned_plan) = tiled_plan(MAX_WORD) else {
            continue;
        };
        let bytes = p.bytes() as usize;
        let input = rng.bytes(bytes);
        let mut expected = vec![POISON; bytes];
        twin::reference(&p.dims, &p.perm, elem, &input, &mut expected);
        // Words of narrow elements, sectors and lines of wide ones: every
        // remainder mod 4 of a narrow buffer, random multiples of the
        // element below a line of a wide one.
        let misalignments: Vec<(usize, usize)> = if elem < 4 {
            (0..16).map(|m| (m / 4, m % 4)).collect()
        } else {
            let mut at = || elem * rng.below(128 / elem as u64) as usize;
            (0..8).map(|_| (at(), at())).collect()
        };
        for misalignment in misalignments {
            let align = alignment(misalignment);
            let replanned;
            let plan = match align < aligned_plan.required_alignment() {
                false => &aligned_plan,
                // Elements split into narrower words may leave no Tiled
                // candidate: `check` covers what runs then.
                true => match tiled_plan(align) {
                    Some(plan) => {
                        replanned = plan;
                        &replanned
                    }
                    None => continue,
                },
            };
            let mut output = vec![POISON; bytes];
            twin::execute_at(plan, &input, &mut output, misalignment);
            assert!(
                output == expected,
                "case {case}: {p:?} with buffers at {misalignment:?} mod 128"
            );
        }
    }
}
