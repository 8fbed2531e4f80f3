use super::Problem;

/// The simplest equivalent of a problem: no extent-1 dimensions, and no two
/// dimensions that are adjacent in both input and output. Rank 1 means the
/// transpose is a plain copy.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Canonical {
    pub dims: Vec<u64>,
    pub perm: Vec<usize>,
    pub elem_size: usize,
    /// Bytes (a power of two, at most MAX_WORD) both buffers are aligned
    /// to: what kernels that move whole words may assume.
    pub align: usize,
}

impl Canonical {
    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// Stride in elements of each input dimension in the input tensor.
    pub fn input_strides(&self) -> Vec<u64> {
        prefix_products(self.dims.iter().copied())
    }

    /// Stride in elements of each input dimension in the output tensor.
    pub fn output_strides(&self) -> Vec<u64> {
        let by_position = prefix_products(self.perm.iter().map(|&p| self.dims[p]));
        let mut strides = vec![0; self.rank()];
        for (j, &p) in self.perm.iter().enumerate() {
            strides[p] = by_position[j];
        }
        strides
    }
}

fn prefix_products(extents: impl Iterator<Item = u64>) -> Vec<u64> {
    extents
        .scan(1u64, |acc, d| {
            let stride = *acc;
            *acc *= d;
            Some(stride)
        })
        .collect()
}

/// Widest word a transpose moves (16 bytes: one vector access).
pub const MAX_WORD: usize = 16;

/// The canonical form of `problem` for buffers aligned to 16 bytes.
pub fn canonicalize(problem: &Problem) -> Canonical {
    canonicalize_aligned(problem, MAX_WORD)
}

/// The canonical form of `problem` moved in words of at most `align` bytes
/// (the alignment of both buffers): elements wider than that are split into
/// words, and a leading dimension that stays first in the output is moved
/// in words as wide as the alignment and its length allow.
pub fn canonicalize_aligned(problem: &Problem, align: usize) -> Canonical {
    let align = align.min(MAX_WORD);
    let problem = match align {
        word if word < problem.elem_size => problem.split_elements(word),
        _ => problem.clone(),
    };
    let (dims, perm) = drop_unit_extents(&problem.dims, &problem.perm);
    let (dims, perm) = fuse_adjacent(&dims, &perm);
    widen(
        Canonical {
            dims,
            perm,
            elem_size: problem.elem_size,
            align,
        },
        align,
    )
}

/// When input dimension 0 stays first in the output, its runs are
/// contiguous on both sides and may be moved as wider words: the widest
/// power of two up to `max_word` that divides the run's bytes.
fn widen(c: Canonical, max_word: usize) -> Canonical {
    if c.rank() < 2 || c.perm[0] != 0 {
        return c;
    }
    let run = c.dims[0] * c.elem_size as u64;
    let mut word = c.elem_size;
    while word * 2 <= max_word && run % (word as u64 * 2) == 0 {
        word *= 2;
    }
    let words = run / word as u64;
    if words > 1 {
        let mut dims = c.dims;
        dims[0] = words;
        return Canonical {
            dims,
            perm: c.perm,
            elem_size: word,
            align: c.align,
        };
    }
    // A single word: dimension 0 disappears into the element.
    Canonical {
        dims: c.dims[1..].to_vec(),
        perm: c.perm[1..].iter().map(|&p| p - 1).collect(),
        elem_size: word,
        align: c.align,
    }
}

/// Removes extent-1 dimensions; an all-ones tensor keeps one dimension.
fn drop_unit_extents(dims: &[u64], perm: &[usize]) -> (Vec<u64>, Vec<usize>) {
    let mut new_index = vec![usize::MAX; dims.len()];
    let mut kept = Vec::with_capacity(dims.len());
    for (i, &d) in dims.iter().enumerate() {
        if d != 1 {
            new_index[i] = kept.len();
            kept.push(d);
        }
    }
    if kept.is_empty() {
        return (vec![1], vec![0]);
    }
    let perm = perm
        .iter()
        .filter(|&&p| dims[p] != 1)
        .map(|&p| new_index[p])
        .collect();
    (kept, perm)
}

/// Merges runs of input dimensions that also follow each other in the output.
fn fuse_adjacent(dims: &[u64], perm: &[usize]) -> (Vec<u64>, Vec<usize>) {
    let mut position = vec![0; dims.len()];
    for (j, &p) in perm.iter().enumerate() {
        position[p] = j;
    }
    let mut group_of = vec![0; dims.len()];
    let mut fused: Vec<u64> = Vec::with_capacity(dims.len());
    for i in 0..dims.len() {
        if i > 0 && position[i] == position[i - 1] + 1 {
            *fused.last_mut().expect("a group is open") *= dims[i];
        } else {
            fused.push(dims[i]);
        }
        group_of[i] = fused.len() - 1;
    }
    let mut fused_perm = Vec::with_capacity(fused.len());
    for (j, &p) in perm.iter().enumerate() {
        if j == 0 || group_of[p] != group_of[perm[j - 1]] {
            fused_perm.push(group_of[p]);
        }
    }
    (fused, fused_perm)
}
