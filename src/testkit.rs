//! Random problems for the CPU tests, the GPU suite and the benchmark: a
//! small deterministic generator, so failures reproduce from the seed.

use crate::plan::{Problem, ELEMENT_SIZES};

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// splitmix64.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1) as usize);
        }
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next_u64() as u8).collect()
    }
}

/// Extents 1, small primes, and a few tile-edge neighbours (31, 32, 33).
const EXTENTS: [i32; 16] = [1, 1, 1, 2, 3, 5, 7, 11, 13, 17, 2, 3, 31, 32, 33, 37];

/// A random shape of rank 4 to 6 whose first input dimension and first
/// output dimension (33-64 elements each, the output's the input's last)
/// make a packed tile of 1089-4096 positions with runs too short for a
/// DRAM-bound transpose: its long-run candidates take chunks of the middle
/// dimensions (2..=max_middle each), past MAX_TILE_VOLUME positions at
/// times (the staged kernel). Dimension 0 comes last in the output.
pub fn long_run_shape(rng: &mut Rng, max_middle: u64) -> (Vec<i32>, Vec<i32>) {
    let rank = 4 + rng.below(3) as usize;
    let mut dims: Vec<i32> = (0..rank)
        .map(|_| 2 + rng.below(max_middle - 1) as i32)
        .collect();
    dims[0] = 33 + rng.below(32) as i32;
    dims[rank - 1] = 33 + rng.below(32) as i32;
    let mut middle: Vec<i32> = (1..rank as i32 - 1).collect();
    rng.shuffle(&mut middle);
    let mut perm = vec![rank as i32 - 1];
    perm.extend(middle);
    perm.push(0);
    (dims, perm)
}

/// A random problem of rank 1..=max_rank with at most `max_volume` elements.
pub fn random_problem(
    rng: &mut Rng,
    max_rank: usize,
    max_volume: u64,
) -> (Vec<i32>, Vec<i32>, usize) {
    let rank = 1 + rng.below(max_rank as u64) as usize;
    random_shape(rng, rank, max_volume, 200)
}

/// A random shape of `rank` dimensions: mostly extents from EXTENTS, one in
/// eight log-uniform up to `max_extent`, halved until the volume fits; a
/// random permutation and element size.
pub fn random_shape(
    rng: &mut Rng,
    rank: usize,
    max_volume: u64,
    max_extent: u64,
) -> (Vec<i32>, Vec<i32>, usize) {
    let mut dims = Vec::with_capacity(rank);
    let mut volume = 1u64;
    for _ in 0..rank {
        let mut d = rng.pick(&EXTENTS) as u64;
        if rng.below(8) == 0 {
            let bits = 64 - max_extent.leading_zeros() as u64;
            let scale = 1 << rng.below(bits + 1);
            d = 1 + rng.below(scale).min(max_extent - 1);
        }
        while volume * d > max_volume && d > 1 {
            d /= 2;
        }
        volume *= d;
        dims.push(d as i32);
    }
    let mut perm: Vec<i32> = (0..rank as i32).collect();
    rng.shuffle(&mut perm);
    (dims, perm, rng.pick(&ELEMENT_SIZES))
}

/// Turns `dims` into a tensor whose Tiled rows start on 32-bit words for
/// `elem`-byte elements (`word_rows`): tile dimensions 0 and perm[0]
/// rounded up to whole words, on 32-byte sectors or not. With `long =
/// Some((tiles, others))`, both tile dimensions first longer than a tile,
/// by fewer than `tiles` more, and every other dimension at most `others`
/// (shorter tiles run `tiled_aligned` whatever their sectors).
pub fn word_rows_dims(
    rng: &mut Rng,
    dims: &mut [i32],
    perm: &[i32],
    elem: usize,
    long: Option<(u64, i32)>,
) {
    let tile_dims = [0, perm[0] as usize];
    if let Some((tiles, others)) = long {
        let edge = crate::plan::WORD_TILE_BYTES / elem as u64;
        for (d, extent) in dims.iter_mut().enumerate() {
            *extent = match tile_dims.contains(&d) {
                true => (edge + rng.below(tiles * edge)) as i32,
                false => (*extent).min(others),
            };
        }
    }
    for d in tile_dims {
        let unit = rng.pick(&[4, 32]) / elem as i32;
        dims[d] = unit * (1 + dims[d] / unit);
    }
}

/// A random problem of case `case`'s element size (cycling through
/// ELEMENT_SIZES) whose canonical form has a Tiled candidate: dimension 0
/// moves, and for 1- and 2-byte elements both tile dimensions are longer
/// than a tile (shorter ones leave Tiled out), their rows on words in two
/// cases of three (`word_rows_dims`), off them in the third.
pub fn tiled_shape(rng: &mut Rng, case: usize) -> (Vec<i32>, Vec<i32>, usize) {
    let elem = ELEMENT_SIZES[case % ELEMENT_SIZES.len()];
    let (mut dims, mut perm, _) = random_shape(rng, 2 + case % 4, 1 << 20, 3000);
    if perm[0] == 0 {
        perm.rotate_left(1);
    }
    if elem < 4 {
        word_rows_dims(rng, &mut dims, &perm, elem, Some((4, 4)));
        if case % 3 == 0 {
            dims[0] += 1;
        }
    }
    (dims, perm, elem)
}

/// A problem the caller knows to be valid.
pub fn problem(dims: &[i32], perm: &[i32], elem: usize) -> Problem {
    Problem::new(dims, perm, elem).expect("valid problem")
}
