//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 4]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -3.034989e-01,
            coefficients: [
                1.308323e-02, // read_sectors
                4.934197e-03, // write_sectors
                3.368548e-01, // far_partial_reads
                3.827417e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                6.601148e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.966613e-01, // issue_excess
                2.221792e-04, // smem
                8.887168e-04, // slots
                7.929919e-01, // idle_slots
                6.325775e-01, // tiles
                4.121994e-01, // idle_memory
                3.348124e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.875421e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -1.142191e-01,
            coefficients: [
                9.293232e-02, // read_sectors
                3.941644e-02, // write_sectors
                1.170249e-01, // far_partial_reads
                3.725573e-02, // partial_writes
                2.588127e+01, // far_partial_writes
                1.460853e-01, // short_reads
                4.074372e-02, // short_writes
                0.000000e+00, // small_blocks
                1.778549e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.779553e-04, // slots
                7.309411e-01, // idle_slots
                2.603555e-01, // tiles
                3.791971e-02, // idle_memory
                1.004533e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.654471e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 2.050259e-02,
            coefficients: [
                5.869638e-02, // read_sectors
                7.420903e-02, // write_sectors
                1.473502e+00, // far_partial_reads
                1.963255e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.055925e-02, // short_reads
                6.974609e-02, // short_writes
                1.627206e-01, // small_blocks
                1.272747e+00, // l2_excess
                3.444806e-01, // issue_excess
                8.455123e-03, // smem
                0.000000e+00, // slots
                9.956080e-01, // idle_slots
                2.856146e+00, // tiles
                3.315144e-01, // idle_memory
                2.360838e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.180758e-01, // waves
                3.819454e+00, // setup
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.686054e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.540624e-01, // write_sectors
                2.005390e-01, // far_partial_reads
                3.070501e-01, // partial_writes
                3.806040e+01, // far_partial_writes
                0.000000e+00, // short_reads
                1.147236e-01, // short_writes
                3.933396e-01, // small_blocks
                1.610316e+00, // l2_excess
                3.192360e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                5.803955e+00, // idle_slots
                1.515047e+02, // tiles
                2.077256e-01, // idle_memory
                8.206159e-01, // few_blocks
                0.000000e+00, // idle_sms
                9.863717e-02, // waves
                0.000000e+00, // setup
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.975788e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                9.115601e-02, // write_sectors
                3.856140e-01, // far_partial_reads
                1.902059e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.585422e-02, // short_reads
                2.384367e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.582170e-01, // issue_excess
                3.745418e-03, // smem
                1.498166e-02, // slots
                6.487785e-01, // idle_slots
                0.000000e+00, // tiles
                1.083147e-02, // idle_memory
                8.489075e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.523405e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -2.072621e-01,
            coefficients: [
                9.180062e-02, // read_sectors
                1.471397e-01, // write_sectors
                1.577468e+03, // far_partial_reads
                4.672813e-02, // partial_writes
                1.926692e-04, // far_partial_writes
                2.585607e-02, // short_reads
                1.430818e-01, // short_writes
                0.000000e+00, // small_blocks
                4.245658e-35, // l2_excess
                7.689808e-01, // issue_excess
                0.000000e+00, // smem
                4.695306e-03, // slots
                1.823566e-02, // idle_slots
                1.121664e+00, // tiles
                5.338024e-01, // idle_memory
                1.100698e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.460820e-02, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.822953e-01,
            coefficients: [
                9.354962e-02, // read_sectors
                3.534527e-02, // write_sectors
                1.618122e+00, // far_partial_reads
                7.840850e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.261191e-01, // short_reads
                4.319516e-01, // short_writes
                6.463086e-02, // small_blocks
                1.131209e+00, // l2_excess
                1.306768e+00, // issue_excess
                6.476268e-03, // smem
                3.229738e-02, // slots
                3.131269e-01, // idle_slots
                1.070830e+01, // tiles
                3.716876e-01, // idle_memory
                6.612984e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.259066e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.729767e-01,
            coefficients: [
                2.452088e-01, // read_sectors
                1.076692e-01, // write_sectors
                1.341988e+00, // far_partial_reads
                8.094625e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                8.085965e-02, // short_reads
                3.414269e-01, // short_writes
                0.000000e+00, // small_blocks
                1.794043e-01, // l2_excess
                7.766323e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.985579e-01, // idle_memory
                5.118553e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.758272e-01, // waves
                3.026806e+00, // setup
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.018301e-01,
            coefficients: [
                1.436808e-01, // read_sectors
                6.621307e-02, // write_sectors
                7.990115e-01, // far_partial_reads
                1.207085e+00, // partial_writes
                8.004651e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.246542e-01, // issue_excess
                4.470930e-03, // smem
                5.217527e-02, // slots
                6.757708e-02, // idle_slots
                8.966087e+00, // tiles
                1.222423e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.852061e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.056597e+00,
            coefficients: [
                5.377994e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.277306e+02, // far_partial_reads
                4.645911e+00, // partial_writes
                5.428247e-02, // far_partial_writes
                7.199416e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.023862e-14, // issue_excess
                0.000000e+00, // smem
                1.298133e-01, // slots
                0.000000e+00, // idle_slots
                2.549246e+01, // tiles
                9.495060e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.087846e-01,
            coefficients: [
                4.565839e-02, // read_sectors
                0.000000e+00, // write_sectors
                1.316968e+00, // far_partial_reads
                1.846528e+00, // partial_writes
                3.333675e+03, // far_partial_writes
                2.933257e-01, // short_reads
                2.953746e-01, // short_writes
                5.981226e-02, // small_blocks
                3.831789e-01, // l2_excess
                1.313123e+00, // issue_excess
                1.304349e-02, // smem
                2.742802e+00, // slots
                0.000000e+00, // idle_slots
                1.423490e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.683779e+01, // setup
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -7.298748e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                1.370973e-01, // write_sectors
                2.012605e-01, // far_partial_reads
                2.289746e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.750973e-01, // short_reads
                3.209094e-01, // short_writes
                1.844463e-01, // small_blocks
                2.713171e-02, // l2_excess
                1.692996e+00, // issue_excess
                2.474345e-03, // smem
                0.000000e+00, // slots
                1.810116e+00, // idle_slots
                1.273058e+03, // tiles
                2.326955e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.782747e+01, // setup
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.481661e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                6.233301e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                6.993370e-02, // short_reads
                3.065832e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.240450e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.633553e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                7.072891e+00, // few_blocks
                7.318020e-01, // idle_sms
                4.464956e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.045661e+00,
            coefficients: [
                5.818666e-02, // read_sectors
                1.652831e-02, // write_sectors
                8.139377e-01, // far_partial_reads
                1.699634e-01, // partial_writes
                7.046872e+01, // far_partial_writes
                4.841394e-02, // short_reads
                1.562659e-02, // short_writes
                0.000000e+00, // small_blocks
                1.554070e+00, // l2_excess
                5.463862e-01, // issue_excess
                0.000000e+00, // smem
                2.655049e-02, // slots
                7.174590e-02, // idle_slots
                7.350019e+00, // tiles
                1.701377e-01, // idle_memory
                1.412013e-01, // few_blocks
                1.251432e-02, // idle_sms
                1.717682e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.713332e-01,
            coefficients: [
                5.746048e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.741338e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.889080e-01, // small_blocks
                1.109689e+00, // l2_excess
                0.000000e+00, // issue_excess
                6.866045e-03, // smem
                0.000000e+00, // slots
                4.324888e-02, // idle_slots
                0.000000e+00, // tiles
                4.281776e-02, // idle_memory
                8.980231e-01, // few_blocks
                4.106866e-01, // idle_sms
                5.786242e-01, // waves
                1.937967e-01, // setup
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.205062e-01,
            coefficients: [
                6.009748e-02, // read_sectors
                1.011928e-01, // write_sectors
                1.276965e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                7.191449e-02, // short_reads
                0.000000e+00, // short_writes
                1.071380e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.211185e-01, // issue_excess
                1.393251e-03, // smem
                1.341441e-01, // slots
                3.221222e+00, // idle_slots
                0.000000e+00, // tiles
                2.832512e-02, // idle_memory
                5.719197e-01, // few_blocks
                3.870891e-01, // idle_sms
                3.412689e-02, // waves
                6.412489e-01, // setup
            ],
        },
    ],
];
