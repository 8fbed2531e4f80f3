use crate::error::{invalid, Error};

/// Most dimensions a caller may give (cuTT's limit).
pub const MAX_RANK: usize = 32;
/// Element sizes in bytes that the kernels move.
pub const ELEMENT_SIZES: [usize; 5] = [1, 2, 4, 8, 16];

/// A transpose as the caller asked for it, validated. Input is column-major
/// with extents `dims`; output dimension j is input dimension `perm[j]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub dims: Vec<u64>,
    pub perm: Vec<usize>,
    pub elem_size: usize,
}

/// Checks a rank before anything is read through it.
pub fn check_rank(rank: i64) -> Result<usize, Error> {
    if (1..=MAX_RANK as i64).contains(&rank) {
        Ok(rank as usize)
    } else {
        Err(invalid(format!("rank {rank} is outside 1..={MAX_RANK}")))
    }
}

impl Problem {
    /// Checks the caller's arguments: rank 1..=32, extents >= 1, a true
    /// permutation, a supported element size, and a byte count that fits
    /// in 64 bits.
    pub fn new(dims: &[i32], perm: &[i32], elem_size: usize) -> Result<Problem, Error> {
        let rank = check_rank(dims.len() as i64)?;
        if perm.len() != rank {
            return Err(invalid("permutation length differs from rank"));
        }
        if !ELEMENT_SIZES.contains(&elem_size) {
            return Err(invalid(format!(
                "element size {elem_size} is not one of {ELEMENT_SIZES:?}"
            )));
        }
        if let Some(i) = dims.iter().position(|&d| d < 1) {
            return Err(invalid(format!("extent dim[{i}] = {} is below 1", dims[i])));
        }
        let mut seen = [false; MAX_RANK];
        for (j, &p) in perm.iter().enumerate() {
            let in_range = usize::try_from(p).is_ok_and(|p| p < rank);
            if !in_range || seen[p as usize] {
                return Err(invalid(format!(
                    "permutation[{j}] = {p} is out of range or repeated: not a permutation of 0..{rank}"
                )));
            }
            seen[p as usize] = true;
        }
        let problem = Problem {
            dims: dims.iter().map(|&d| d as u64).collect(),
            perm: perm.iter().map(|&p| p as usize).collect(),
            elem_size,
        };
        if problem.checked_bytes().is_none() {
            return Err(invalid("tensor size overflows 64 bits"));
        }
        Ok(problem)
    }

    fn checked_bytes(&self) -> Option<u64> {
        self.dims
            .iter()
            .try_fold(self.elem_size as u64, |acc, &d| acc.checked_mul(d))
    }

    /// Number of elements.
    pub fn volume(&self) -> u64 {
        self.dims.iter().product()
    }

    /// Number of bytes of either tensor.
    pub fn bytes(&self) -> u64 {
        self.volume() * self.elem_size as u64
    }

    /// The same transpose on elements of `word` bytes: each element becomes
    /// a new leading dimension of `elem_size / word` words that stays in
    /// place. Used when the caller's pointers are aligned to less than an
    /// element.
    pub fn split_elements(&self, word: usize) -> Problem {
        assert!(
            word > 0 && self.elem_size % word == 0,
            "word must divide the element size"
        );
        let mut dims = vec![(self.elem_size / word) as u64];
        dims.extend_from_slice(&self.dims);
        let mut perm = vec![0];
        perm.extend(self.perm.iter().map(|&p| p + 1));
        Problem {
            dims,
            perm,
            elem_size: word,
        }
    }
}
