use super::Problem;

/// The simplest equivalent of a problem: no extent-1 dimensions, and no two
/// dimensions that are adjacent in both input and output. Rank 1 means the
/// transpose is a plain copy.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Canonical {
    pub dims: Vec<u64>,
    pub perm: Vec<usize>,
    pub elem_size: usize,
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

pub fn canonicalize(problem: &Problem) -> Canonical {
    let (dims, perm) = drop_unit_extents(&problem.dims, &problem.perm);
    let (dims, perm) = fuse_adjacent(&dims, &perm);
    Canonical {
        dims,
        perm,
        elem_size: problem.elem_size,
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
