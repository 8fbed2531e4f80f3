//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv, bench/model/h200-candidates-copy.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 5]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -6.580254e-01,
            coefficients: [
                1.891945e-01, // read_sectors
                2.318646e-02, // write_sectors
                8.819086e-02, // far_partial_reads
                1.821933e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                1.753906e-02, // short_reads
                3.422604e-01, // short_writes
                2.556262e-02, // short_long_runs
                4.607815e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.904847e-01, // issue_excess
                4.756904e-03, // smem
                2.939007e-03, // slots
                9.553883e-01, // idle_slots
                0.000000e+00, // tiles
                4.209877e-02, // idle_memory
                2.858273e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.327204e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.546441e-01,
            coefficients: [
                1.805162e-01, // read_sectors
                2.313100e-02, // write_sectors
                1.763706e-01, // far_partial_reads
                2.384517e-02, // partial_writes
                9.390643e-02, // far_partial_writes
                9.715835e-02, // short_reads
                5.538944e-02, // short_writes
                3.124341e-02, // short_long_runs
                3.764708e-02, // short_long_writes
                0.000000e+00, // small_blocks
                2.013314e-01, // l2_excess
                2.351219e-02, // issue_excess
                0.000000e+00, // smem
                6.428487e-04, // slots
                6.547730e-01, // idle_slots
                4.101513e-01, // tiles
                1.373314e-01, // idle_memory
                8.839312e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.140144e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -2.776602e-01,
            coefficients: [
                3.440413e-02, // read_sectors
                8.373219e-02, // write_sectors
                4.021209e-01, // far_partial_reads
                1.879502e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                2.046115e-01, // short_reads
                5.830457e-02, // short_writes
                5.523222e-02, // short_long_runs
                3.778354e-02, // short_long_writes
                2.740456e-01, // small_blocks
                8.056434e-01, // l2_excess
                1.442698e-01, // issue_excess
                1.743064e-02, // smem
                0.000000e+00, // slots
                4.682200e-01, // idle_slots
                4.644436e-01, // tiles
                4.527299e-01, // idle_memory
                9.545817e-02, // few_blocks
                0.000000e+00, // idle_sms
                1.653125e-01, // waves
                3.770434e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -5.915565e-01,
            coefficients: [
                5.182519e-02, // read_sectors
                2.157447e-01, // write_sectors
                2.759931e-01, // far_partial_reads
                2.070521e-01, // partial_writes
                2.537922e+00, // far_partial_writes
                1.173247e-03, // short_reads
                2.030707e-01, // short_writes
                1.674196e-02, // short_long_runs
                1.651989e-02, // short_long_writes
                1.131178e+00, // small_blocks
                8.491061e-01, // l2_excess
                2.270453e-01, // issue_excess
                0.000000e+00, // smem
                3.473499e-02, // slots
                5.944924e-01, // idle_slots
                5.029564e+01, // tiles
                3.969371e-01, // idle_memory
                8.062940e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.211295e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -1.747015e-01,
            coefficients: [
                3.644904e-02, // read_sectors
                2.989403e-01, // write_sectors
                1.561739e-01, // far_partial_reads
                8.897340e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                3.576970e-02, // short_reads
                0.000000e+00, // short_writes
                3.708618e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.684440e-01, // slots
                5.403048e+03, // idle_slots
                2.307413e-01, // tiles
                2.787216e-01, // idle_memory
                1.185808e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.350455e-01, // waves
                0.000000e+00, // setup
                9.061286e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -4.732630e-01,
            coefficients: [
                8.324842e-02, // read_sectors
                5.758372e-02, // write_sectors
                1.539321e+00, // far_partial_reads
                2.215129e-01, // partial_writes
                3.829456e+01, // far_partial_writes
                3.516279e-01, // short_reads
                4.257464e-02, // short_writes
                4.353126e-02, // short_long_runs
                2.018547e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.859095e-01, // issue_excess
                2.342686e-04, // smem
                8.675962e-04, // slots
                4.079744e-01, // idle_slots
                1.602471e+00, // tiles
                3.125076e-02, // idle_memory
                4.006816e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.290746e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -4.387181e-01,
            coefficients: [
                1.446851e-01, // read_sectors
                2.427362e-01, // write_sectors
                2.595456e+02, // far_partial_reads
                4.285543e-02, // partial_writes
                2.327444e-01, // far_partial_writes
                4.149353e-01, // short_reads
                4.974391e-02, // short_writes
                3.617770e-02, // short_long_runs
                3.617770e-02, // short_long_writes
                0.000000e+00, // small_blocks
                4.034564e-01, // l2_excess
                6.473599e-01, // issue_excess
                0.000000e+00, // smem
                1.268436e-02, // slots
                2.653037e-02, // idle_slots
                1.187553e+00, // tiles
                4.866449e-01, // idle_memory
                1.348526e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.095080e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.394654e-01,
            coefficients: [
                1.973614e-01, // read_sectors
                3.754658e-02, // write_sectors
                3.187626e+00, // far_partial_reads
                6.742426e-01, // partial_writes
                2.484797e+03, // far_partial_writes
                1.756419e-01, // short_reads
                7.342035e-02, // short_writes
                1.688136e-02, // short_long_runs
                4.885627e-02, // short_long_writes
                4.289727e-02, // small_blocks
                2.872446e-01, // l2_excess
                7.769410e-02, // issue_excess
                1.509421e-03, // smem
                2.519024e-02, // slots
                0.000000e+00, // idle_slots
                4.657163e+00, // tiles
                5.197839e-01, // idle_memory
                9.851916e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.064930e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -6.021410e-01,
            coefficients: [
                6.473354e-02, // read_sectors
                3.611605e-02, // write_sectors
                8.156994e-01, // far_partial_reads
                1.033446e+00, // partial_writes
                7.497777e-02, // far_partial_writes
                3.822937e-02, // short_reads
                3.742049e-01, // short_writes
                2.162822e-02, // short_long_runs
                1.260168e-02, // short_long_writes
                0.000000e+00, // small_blocks
                1.030087e+00, // l2_excess
                0.000000e+00, // issue_excess
                9.330203e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.433626e-01, // idle_memory
                6.506343e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.638941e-01, // waves
                3.822877e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -4.790754e-01,
            coefficients: [
                1.378457e-01, // read_sectors
                2.073278e-01, // write_sectors
                2.235046e-01, // far_partial_reads
                2.004621e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                6.866166e-02, // short_reads
                0.000000e+00, // short_writes
                1.343258e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                5.178419e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.146452e-01, // slots
                4.726858e+03, // idle_slots
                6.799778e-01, // tiles
                0.000000e+00, // idle_memory
                1.658671e+00, // few_blocks
                0.000000e+00, // idle_sms
                8.583528e-01, // waves
                0.000000e+00, // setup
                1.896854e-01, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.119474e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                9.032526e-01, // far_partial_reads
                0.000000e+00, // partial_writes
                4.084085e+00, // far_partial_writes
                3.878247e-01, // short_reads
                5.583005e-01, // short_writes
                8.699811e-03, // short_long_runs
                2.825337e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.103734e-01, // issue_excess
                1.659238e-03, // smem
                9.838234e-02, // slots
                3.082542e-01, // idle_slots
                1.953267e+01, // tiles
                1.794670e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.099687e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.414872e-01,
            coefficients: [
                6.549658e-01, // read_sectors
                2.485946e-01, // write_sectors
                1.671577e-01, // far_partial_reads
                5.806207e-01, // partial_writes
                1.376148e+00, // far_partial_writes
                0.000000e+00, // short_reads
                7.295031e-04, // short_writes
                1.222858e-01, // short_long_runs
                1.211908e-01, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                9.326467e-01, // issue_excess
                0.000000e+00, // smem
                5.925178e-02, // slots
                8.215319e-02, // idle_slots
                2.788953e-05, // tiles
                1.978881e-01, // idle_memory
                1.839597e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.912823e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -7.534675e-02,
            coefficients: [
                4.316836e-02, // read_sectors
                5.922273e-02, // write_sectors
                3.596647e-01, // far_partial_reads
                1.746070e+00, // partial_writes
                9.979966e+02, // far_partial_writes
                1.940174e-01, // short_reads
                8.824367e-02, // short_writes
                4.706807e-02, // short_long_runs
                6.858870e-02, // short_long_writes
                7.314183e-02, // small_blocks
                1.519043e-06, // l2_excess
                0.000000e+00, // issue_excess
                2.155065e-02, // smem
                1.459835e+00, // slots
                9.257333e-01, // idle_slots
                6.902231e+00, // tiles
                3.189825e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.192024e-01, // waves
                7.782860e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 2.165899e-01,
            coefficients: [
                7.707116e-02, // read_sectors
                1.847734e-01, // write_sectors
                5.502095e-01, // far_partial_reads
                2.318231e+00, // partial_writes
                3.891789e+00, // far_partial_writes
                2.123387e-01, // short_reads
                0.000000e+00, // short_writes
                8.240417e-02, // short_long_runs
                8.207608e-02, // short_long_writes
                3.017678e-02, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                1.777035e-02, // smem
                0.000000e+00, // slots
                2.090155e-01, // idle_slots
                6.457140e+01, // tiles
                2.373652e+00, // idle_memory
                2.363575e-02, // few_blocks
                0.000000e+00, // idle_sms
                7.059491e-02, // waves
                2.727184e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -6.325502e-01,
            coefficients: [
                2.500570e-03, // read_sectors
                0.000000e+00, // write_sectors
                4.232815e-02, // far_partial_reads
                1.706362e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                1.805955e-04, // short_reads
                0.000000e+00, // short_writes
                2.126242e-03, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.892614e-02, // slots
                5.325701e-03, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.681470e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -7.560306e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.366009e+02, // far_partial_reads
                1.275959e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                4.227025e-01, // short_reads
                2.473881e-01, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                1.969854e+00, // l2_excess
                5.513265e-01, // issue_excess
                9.915792e-04, // smem
                2.366593e-03, // slots
                0.000000e+00, // idle_slots
                4.230526e+00, // tiles
                6.053089e-02, // idle_memory
                0.000000e+00, // few_blocks
                4.511008e-01, // idle_sms
                4.010285e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -5.477075e-01,
            coefficients: [
                8.161194e-02, // read_sectors
                6.160718e-02, // write_sectors
                1.123593e+01, // far_partial_reads
                4.900470e-02, // partial_writes
                3.241754e+03, // far_partial_writes
                7.921615e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                9.387151e-01, // l2_excess
                4.602705e-01, // issue_excess
                0.000000e+00, // smem
                2.402643e-02, // slots
                1.010258e-01, // idle_slots
                6.991193e+00, // tiles
                2.352207e-01, // idle_memory
                3.941846e-01, // few_blocks
                1.763701e-02, // idle_sms
                2.546511e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.666726e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                6.342041e-03, // partial_writes
                2.693665e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                1.674948e-01, // small_blocks
                3.765295e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.284828e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                4.758574e-01, // few_blocks
                3.415714e-01, // idle_sms
                6.856303e-01, // waves
                3.269598e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 4.865839e-01,
            coefficients: [
                1.054692e-01, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                3.262061e+02, // far_partial_writes
                2.736026e-02, // short_reads
                4.736134e-03, // short_writes
                1.690368e-02, // short_long_runs
                1.681321e-02, // short_long_writes
                1.555381e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                6.299857e-02, // smem
                7.582220e-02, // slots
                5.373049e+00, // idle_slots
                6.884706e+01, // tiles
                3.423175e-02, // idle_memory
                2.047075e-01, // few_blocks
                6.536274e-01, // idle_sms
                3.654432e-02, // waves
                6.924235e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -7.225031e-01,
            coefficients: [
                5.350708e-02, // read_sectors
                6.186280e-02, // write_sectors
                1.294856e+03, // far_partial_reads
                7.233154e-03, // partial_writes
                0.000000e+00, // far_partial_writes
                1.383408e-01, // short_reads
                0.000000e+00, // short_writes
                3.643064e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                9.196522e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.973784e-01, // slots
                5.574066e-01, // idle_slots
                3.465448e-01, // tiles
                2.720660e-01, // idle_memory
                4.907402e-01, // few_blocks
                6.585918e-01, // idle_sms
                7.475846e-02, // waves
                0.000000e+00, // setup
                3.394400e+01, // scattered_rows
            ],
        },
    ],
];
