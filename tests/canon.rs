//! Canonicalization: what it removes, what it fuses, and that the result is
//! the same transpose.

use cutt::plan::{canonicalize, canonicalize_aligned, Problem};
use cutt::testkit::{problem, random_problem, Rng};
use cutt::twin;

fn canon(dims: &[i32], perm: &[i32]) -> (Vec<u64>, Vec<usize>) {
    let c = canonicalize(&problem(dims, perm, 4));
    (c.dims, c.perm)
}

#[test]
fn known_shapes() {
    assert_eq!(
        canon(&[31, 549, 2, 3], &[3, 0, 2, 1]),
        (vec![31, 549, 2, 3], vec![3, 0, 2, 1])
    );
    assert_eq!(
        canon(&[4, 5, 6], &[0, 1, 2]),
        (vec![120], vec![0]),
        "identity is a copy"
    );
    assert_eq!(
        canon(&[1, 1, 1], &[2, 0, 1]),
        (vec![1], vec![0]),
        "all ones"
    );
    assert_eq!(canon(&[7], &[0]), (vec![7], vec![0]));
    assert_eq!(
        canon(&[2, 3, 4, 5], &[2, 3, 0, 1]),
        (vec![6, 20], vec![1, 0]),
        "two fused pairs"
    );
    assert_eq!(
        canon(&[2, 1, 3, 1, 4], &[4, 3, 2, 1, 0]),
        (vec![2, 3, 4], vec![2, 1, 0])
    );
    assert_eq!(
        canon(&[5, 1, 7], &[1, 2, 0]),
        (vec![5, 7], vec![1, 0]),
        "unit extent dropped"
    );
    assert_eq!(
        canon(&[3, 4, 5], &[0, 2, 1]),
        (vec![3, 4, 5], vec![0, 2, 1])
    );
}

#[test]
fn random_canonical_forms_are_minimal_and_equivalent() {
    let mut rng = Rng::new(11);
    for case in 0..5_000 {
        let (dims, perm, elem) = random_problem(&mut rng, 12, 5000);
        let p = problem(&dims, &perm, elem);
        let c = canonicalize(&p);
        assert_eq!(
            c.dims.iter().product::<u64>() * c.elem_size as u64,
            p.volume() * elem as u64,
            "case {case}: bytes kept"
        );
        assert!(c.elem_size >= elem, "case {case}: elements never narrowed");
        let mut sorted = c.perm.clone();
        sorted.sort_unstable();
        assert_eq!(
            sorted,
            (0..c.rank()).collect::<Vec<_>>(),
            "case {case}: a permutation"
        );
        if c.rank() > 1 {
            assert!(
                c.dims.iter().all(|&d| d > 1),
                "case {case}: extent-1 dimension left: {c:?}"
            );
        }
        let mut position = vec![0; c.rank()];
        for (j, &q) in c.perm.iter().enumerate() {
            position[q] = j;
        }
        for i in 1..c.rank() {
            assert_ne!(
                position[i],
                position[i - 1] + 1,
                "case {case}: fusable pair left in {c:?}"
            );
        }
        let bytes = p.bytes() as usize;
        let input = rng.bytes(bytes);
        let mut original = vec![0u8; bytes];
        let mut canonical = vec![1u8; bytes];
        twin::reference(&p.dims, &p.perm, elem, &input, &mut original);
        twin::reference(&c.dims, &c.perm, c.elem_size, &input, &mut canonical);
        assert!(original == canonical, "case {case}: {p:?} and {c:?} differ");
    }
}

#[test]
fn bad_problems_are_rejected() {
    let bad: &[(&[i32], &[i32], usize, &str)] = &[
        (&[], &[], 4, "rank 0"),
        (&[2; 33], &[0; 33], 4, "rank 33"),
        (&[2, 0], &[1, 0], 4, "zero extent"),
        (&[2, -3], &[1, 0], 4, "negative extent"),
        (&[2, 3], &[0, 0], 4, "repeated index"),
        (&[2, 3], &[0, 2], 4, "index out of range"),
        (&[2, 3], &[-1, 0], 4, "negative index"),
        (&[2, 3], &[1, 0], 3, "element size 3"),
        (&[2, 3], &[1, 0], 0, "element size 0"),
        (&[2, 3], &[1, 0], 32, "element size 32"),
        (
            &[i32::MAX, i32::MAX, i32::MAX],
            &[0, 1, 2],
            1,
            "volume past 2^64",
        ),
        (
            &[i32::MAX, i32::MAX, 4],
            &[0, 1, 2],
            1,
            "volume near 2^64, fits",
        ),
        (&[i32::MAX, i32::MAX, 2], &[0, 1, 2], 4, "bytes past 2^64"),
    ];
    for &(dims, perm, elem, what) in bad {
        let result = Problem::new(dims, perm, elem);
        if what.ends_with("fits") {
            assert!(result.is_ok(), "{what}: {result:?}");
        } else {
            assert!(
                matches!(result, Err(cutt::Error::InvalidParameter(_))),
                "{what}: expected InvalidParameter, got {result:?}"
            );
        }
    }
}

#[test]
fn a_leading_dimension_that_stays_first_moves_in_wide_words() {
    let widened = |dims: &[i32], perm: &[i32], elem: usize, align: usize| {
        let c = canonicalize_aligned(&Problem::new(dims, perm, elem).unwrap(), align);
        (c.dims, c.perm, c.elem_size)
    };
    // 12-byte runs: 4-byte words.
    assert_eq!(
        widened(&[6, 4, 5], &[0, 2, 1], 2, 16),
        (vec![3, 4, 5], vec![0, 2, 1], 4)
    );
    // One 16-byte word: dimension 0 becomes the element.
    assert_eq!(
        widened(&[4, 4, 5], &[0, 2, 1], 4, 16),
        (vec![4, 5], vec![1, 0], 16)
    );
    // Buffers aligned to 4 bytes: no wider than that.
    assert_eq!(
        widened(&[4, 4, 5], &[0, 2, 1], 4, 4),
        (vec![4, 4, 5], vec![0, 2, 1], 4)
    );
    // Aligned to 2 bytes: 8-byte elements move as 2-byte words.
    assert_eq!(
        widened(&[3, 5], &[1, 0], 8, 2),
        (vec![4, 3, 5], vec![0, 2, 1], 2)
    );
    // Dimension 0 moves: nothing to widen.
    assert_eq!(
        widened(&[6, 4], &[1, 0], 2, 16),
        (vec![6, 4], vec![1, 0], 2)
    );
}
