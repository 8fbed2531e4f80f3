//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`.
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv, bench/model/h200-candidates-copy.tsv;
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 4]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -6.328757e-01,
            coefficients: [
                9.836957e-02, // read_sectors
                0.000000e+00, // write_sectors
                1.704140e-01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                4.397427e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.764554e-02, // issue_excess
                3.293738e-04, // smem
                1.317496e-03, // slots
                9.873501e-01, // idle_slots
                8.546881e-01, // tiles
                4.160783e-01, // idle_memory
                4.603260e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.662702e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -4.831235e-01,
            coefficients: [
                2.228418e-01, // read_sectors
                2.664991e-02, // write_sectors
                2.168991e-01, // far_partial_reads
                2.387490e-02, // partial_writes
                1.355629e-01, // far_partial_writes
                1.028533e-01, // short_reads
                4.901900e-02, // short_writes
                0.000000e+00, // small_blocks
                1.415918e-01, // l2_excess
                2.590434e-10, // issue_excess
                0.000000e+00, // smem
                6.586597e-04, // slots
                5.997108e-01, // idle_slots
                2.777461e-01, // tiles
                6.948209e-02, // idle_memory
                1.180903e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.109894e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -2.020914e-01,
            coefficients: [
                5.620197e-02, // read_sectors
                9.439623e-02, // write_sectors
                1.241638e+00, // far_partial_reads
                2.050464e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                6.119360e-02, // short_reads
                8.467016e-02, // short_writes
                2.467498e-01, // small_blocks
                9.159240e-01, // l2_excess
                1.396003e-01, // issue_excess
                1.495196e-02, // smem
                0.000000e+00, // slots
                3.762705e-01, // idle_slots
                0.000000e+00, // tiles
                4.298719e-01, // idle_memory
                3.223391e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.765097e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -7.938708e-01,
            coefficients: [
                1.020152e-01, // read_sectors
                2.691853e-01, // write_sectors
                1.574710e-01, // far_partial_reads
                3.185256e-01, // partial_writes
                7.701901e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.457500e-01, // short_writes
                5.042715e-01, // small_blocks
                1.090443e+00, // l2_excess
                3.301016e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                2.893289e+00, // idle_slots
                1.163520e+02, // tiles
                3.933857e-01, // idle_memory
                7.250285e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.647271e-01, // waves
                2.513077e+00, // setup
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.109559e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                6.357424e-02, // write_sectors
                5.456998e-01, // far_partial_reads
                2.639040e-01, // partial_writes
                3.071250e+00, // far_partial_writes
                2.687381e-02, // short_reads
                1.927620e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.226397e-01, // issue_excess
                4.400218e-03, // smem
                1.760086e-02, // slots
                6.576272e-01, // idle_slots
                0.000000e+00, // tiles
                1.202287e-01, // idle_memory
                3.777992e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.140617e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.006213e-01,
            coefficients: [
                9.515419e-02, // read_sectors
                2.026447e-01, // write_sectors
                7.323014e+01, // far_partial_reads
                2.975597e-02, // partial_writes
                1.922266e-01, // far_partial_writes
                4.352644e-02, // short_reads
                7.073668e-02, // short_writes
                0.000000e+00, // small_blocks
                1.788023e-01, // l2_excess
                7.922433e-01, // issue_excess
                0.000000e+00, // smem
                4.606872e-02, // slots
                1.363982e-02, // idle_slots
                1.168421e+00, // tiles
                2.879907e-01, // idle_memory
                1.078137e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.137597e-02, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.152397e-01,
            coefficients: [
                1.183314e-01, // read_sectors
                3.378858e-02, // write_sectors
                1.104453e+00, // far_partial_reads
                6.694466e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.780143e-01, // short_reads
                3.045548e-01, // short_writes
                1.967215e-02, // small_blocks
                6.057387e-01, // l2_excess
                5.733612e-01, // issue_excess
                8.711507e-03, // smem
                1.583893e-02, // slots
                0.000000e+00, // idle_slots
                4.914293e+00, // tiles
                4.107444e-01, // idle_memory
                4.881121e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.312223e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.490333e-01,
            coefficients: [
                9.989342e-02, // read_sectors
                9.628697e-02, // write_sectors
                9.132520e-01, // far_partial_reads
                1.055612e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                6.193800e-02, // short_reads
                2.796117e-01, // short_writes
                0.000000e+00, // small_blocks
                9.049499e-01, // l2_excess
                8.075823e-01, // issue_excess
                0.000000e+00, // smem
                1.238888e-02, // slots
                2.294662e-01, // idle_slots
                0.000000e+00, // tiles
                4.990780e-01, // idle_memory
                5.173903e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.149451e-01, // waves
                4.107288e+00, // setup
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.405453e-01,
            coefficients: [
                1.250660e-01, // read_sectors
                1.060067e-01, // write_sectors
                9.314944e-01, // far_partial_reads
                1.064721e+00, // partial_writes
                8.391782e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.028682e-01, // issue_excess
                4.555167e-03, // smem
                5.437190e-02, // slots
                7.781998e-02, // idle_slots
                1.129477e+01, // tiles
                1.041029e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.343449e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.306033e+00,
            coefficients: [
                9.237383e-01, // read_sectors
                0.000000e+00, // write_sectors
                2.222440e+02, // far_partial_reads
                3.453084e+00, // partial_writes
                4.367214e+00, // far_partial_writes
                9.388369e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.486701e-01, // issue_excess
                0.000000e+00, // smem
                1.225058e-01, // slots
                0.000000e+00, // idle_slots
                5.811212e+01, // tiles
                5.341373e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.174514e-01,
            coefficients: [
                2.275576e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.107250e+00, // far_partial_reads
                1.746400e+00, // partial_writes
                3.121294e+03, // far_partial_writes
                2.494348e-01, // short_reads
                2.373432e-01, // short_writes
                1.271257e-02, // small_blocks
                2.543172e+00, // l2_excess
                1.723453e+00, // issue_excess
                3.300165e-03, // smem
                2.707779e+00, // slots
                0.000000e+00, // idle_slots
                2.005586e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.499677e+01, // setup
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.387890e-01,
            coefficients: [
                1.193912e-02, // read_sectors
                1.554821e-01, // write_sectors
                3.329416e-01, // far_partial_reads
                2.358228e+00, // partial_writes
                3.046247e-01, // far_partial_writes
                1.649061e-01, // short_reads
                2.924070e-01, // short_writes
                0.000000e+00, // small_blocks
                2.096250e-02, // l2_excess
                1.454029e+00, // issue_excess
                1.094808e-02, // smem
                0.000000e+00, // slots
                1.245659e+00, // idle_slots
                1.277858e+03, // tiles
                2.162618e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.987036e+01, // setup
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.362644e+00,
            coefficients: [
                3.347611e-02, // read_sectors
                0.000000e+00, // write_sectors
                1.849305e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.045284e-01, // short_reads
                4.960446e-02, // short_writes
                0.000000e+00, // small_blocks
                5.405929e-01, // l2_excess
                3.752687e-01, // issue_excess
                1.810893e-04, // smem
                1.495547e-03, // slots
                2.505317e-02, // idle_slots
                9.134981e-01, // tiles
                0.000000e+00, // idle_memory
                6.509071e+00, // few_blocks
                4.948849e-01, // idle_sms
                5.220898e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -9.801970e-01,
            coefficients: [
                6.757056e-02, // read_sectors
                3.621074e-02, // write_sectors
                2.709779e-02, // far_partial_reads
                8.743994e-02, // partial_writes
                1.219051e+01, // far_partial_writes
                2.657271e-02, // short_reads
                3.126895e-02, // short_writes
                0.000000e+00, // small_blocks
                1.167012e+00, // l2_excess
                7.025834e-01, // issue_excess
                0.000000e+00, // smem
                2.891429e-02, // slots
                1.216573e-01, // idle_slots
                8.557996e+00, // tiles
                2.005242e-01, // idle_memory
                3.129540e-01, // few_blocks
                1.272725e-02, // idle_sms
                1.649528e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.116589e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                5.440183e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.704791e-01, // partial_writes
                1.284311e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.305551e-01, // small_blocks
                1.429979e-02, // l2_excess
                0.000000e+00, // issue_excess
                2.410668e-02, // smem
                0.000000e+00, // slots
                6.792425e-02, // idle_slots
                0.000000e+00, // tiles
                1.348918e-02, // idle_memory
                4.850181e-01, // few_blocks
                3.338944e-01, // idle_sms
                5.576469e-01, // waves
                2.164108e-01, // setup
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 2.690094e-01,
            coefficients: [
                7.340993e-02, // read_sectors
                6.010489e-02, // write_sectors
                9.591448e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.138596e+02, // far_partial_writes
                0.000000e+00, // short_reads
                1.241580e-03, // short_writes
                9.415270e-01, // small_blocks
                3.769326e-02, // l2_excess
                8.848274e-01, // issue_excess
                6.098117e-03, // smem
                1.523406e-01, // slots
                2.036131e+00, // idle_slots
                0.000000e+00, // tiles
                1.460272e-02, // idle_memory
                0.000000e+00, // few_blocks
                3.435942e-01, // idle_sms
                2.133080e-02, // waves
                6.786073e-01, // setup
            ],
        },
    ],
];
