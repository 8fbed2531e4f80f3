//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`.
//! Written by tools/fit_model.py from allf.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime.
pub const WEIGHTS: [Weights; 4] = [
    // dram_narrow
    Weights {
        intercept: 6.874409e-01,
        coefficients: [
            0.000000e+00,  // read_sectors
            5.624237e-02,  // write_sectors
            0.000000e+00,  // far_partial_reads
            0.000000e+00,  // partial_writes
            4.382900e-02,  // far_partial_writes
            0.000000e+00,  // short_reads
            5.771830e-02,  // short_writes
            0.000000e+00,  // small_blocks
            2.437572e-01,  // l2_excess
            2.197302e-01,  // issue_excess
            0.000000e+00,  // smem
            3.394107e-03,  // slots
            3.068025e-01,  // idle_slots
            0.000000e+00,  // tiles
            1.206985e-01,  // idle_memory
            2.604413e-01,  // few_blocks
            1.623465e-01,  // waves
            -2.126401e-01, // tiled
            -2.547247e-01, // tiled_copy
            6.479359e-02,  // split
        ],
    },
    // dram_word
    Weights {
        intercept: 3.238128e-01,
        coefficients: [
            7.053341e-02,  // read_sectors
            0.000000e+00,  // write_sectors
            1.187365e-01,  // far_partial_reads
            3.145102e-01,  // partial_writes
            0.000000e+00,  // far_partial_writes
            0.000000e+00,  // short_reads
            3.695089e-02,  // short_writes
            3.064948e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            3.558898e-01,  // issue_excess
            0.000000e+00,  // smem
            2.717507e-03,  // slots
            3.180769e-01,  // idle_slots
            4.933058e-01,  // tiles
            1.237860e-01,  // idle_memory
            2.470508e-01,  // few_blocks
            0.000000e+00,  // waves
            -1.816578e-01, // tiled
            -4.518307e-02, // tiled_copy
            9.608117e-02,  // split
        ],
    },
    // dram_wide
    Weights {
        intercept: 2.898470e-01,
        coefficients: [
            9.154300e-03,  // read_sectors
            0.000000e+00,  // write_sectors
            2.759650e-01,  // far_partial_reads
            4.667980e-01,  // partial_writes
            0.000000e+00,  // far_partial_writes
            2.801609e-02,  // short_reads
            1.209303e-01,  // short_writes
            3.706449e-02,  // small_blocks
            0.000000e+00,  // l2_excess
            4.743953e-01,  // issue_excess
            1.343202e-04,  // smem
            0.000000e+00,  // slots
            2.396588e-01,  // idle_slots
            0.000000e+00,  // tiles
            6.190695e-02,  // idle_memory
            1.593648e-01,  // few_blocks
            5.176701e-02,  // waves
            -1.566695e-01, // tiled
            -6.228201e-02, // tiled_copy
            6.366684e-02,  // split
        ],
    },
    // l2
    Weights {
        intercept: 6.754063e-01,
        coefficients: [
            6.065052e-03, // read_sectors
            0.000000e+00, // write_sectors
            1.130463e+01, // far_partial_reads
            0.000000e+00, // partial_writes
            1.875979e+01, // far_partial_writes
            0.000000e+00, // short_reads
            0.000000e+00, // short_writes
            0.000000e+00, // small_blocks
            5.287470e-02, // l2_excess
            0.000000e+00, // issue_excess
            1.033273e-04, // smem
            0.000000e+00, // slots
            0.000000e+00, // idle_slots
            0.000000e+00, // tiles
            0.000000e+00, // idle_memory
            8.537420e-01, // few_blocks
            7.131381e-01, // waves
            4.021782e-02, // tiled
            9.964258e-04, // tiled_copy
            3.700752e-01, // split
        ],
    },
];
