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
            intercept: -3.067393e-01,
            coefficients: [
                1.210974e-02, // read_sectors
                6.050332e-03, // write_sectors
                3.076410e-01, // far_partial_reads
                3.900773e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                6.571914e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.035271e-01, // issue_excess
                2.241816e-04, // smem
                8.967262e-04, // slots
                7.926690e-01, // idle_slots
                5.967463e-01, // tiles
                4.112382e-01, // idle_memory
                3.356752e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.885402e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -1.175621e-01,
            coefficients: [
                9.310560e-02, // read_sectors
                3.948988e-02, // write_sectors
                9.820241e-02, // far_partial_reads
                3.711304e-02, // partial_writes
                2.176453e+01, // far_partial_writes
                1.464277e-01, // short_reads
                4.077133e-02, // short_writes
                0.000000e+00, // small_blocks
                1.742676e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.770054e-04, // slots
                7.293320e-01, // idle_slots
                2.593586e-01, // tiles
                3.784288e-02, // idle_memory
                1.011025e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.673244e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 1.641370e-02,
            coefficients: [
                5.896997e-02, // read_sectors
                7.379359e-02, // write_sectors
                1.249291e+00, // far_partial_reads
                1.961295e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.980729e-02, // short_reads
                6.906510e-02, // short_writes
                1.650436e-01, // small_blocks
                1.280468e+00, // l2_excess
                3.433077e-01, // issue_excess
                8.548081e-03, // smem
                0.000000e+00, // slots
                9.922653e-01, // idle_slots
                2.799634e+00, // tiles
                3.324671e-01, // idle_memory
                2.387232e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.181271e-01, // waves
                3.994238e+00, // setup
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.693004e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.538595e-01, // write_sectors
                1.753416e-01, // far_partial_reads
                3.076425e-01, // partial_writes
                3.174774e+01, // far_partial_writes
                0.000000e+00, // short_reads
                1.155904e-01, // short_writes
                3.943118e-01, // small_blocks
                1.619098e+00, // l2_excess
                3.177814e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                5.817038e+00, // idle_slots
                1.518870e+02, // tiles
                2.077691e-01, // idle_memory
                8.235599e-01, // few_blocks
                0.000000e+00, // idle_sms
                9.756230e-02, // waves
                0.000000e+00, // setup
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.974296e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                9.137166e-02, // write_sectors
                3.692895e-01, // far_partial_reads
                1.894622e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.642190e-02, // short_reads
                2.372646e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.561017e-01, // issue_excess
                3.736882e-03, // smem
                1.494752e-02, // slots
                6.489911e-01, // idle_slots
                0.000000e+00, // tiles
                1.018716e-02, // idle_memory
                8.505018e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.523934e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -2.084613e-01,
            coefficients: [
                9.244982e-02, // read_sectors
                1.475184e-01, // write_sectors
                1.219032e+03, // far_partial_reads
                4.682886e-02, // partial_writes
                2.187682e-04, // far_partial_writes
                2.905626e-02, // short_reads
                1.436398e-01, // short_writes
                0.000000e+00, // small_blocks
                3.938322e-35, // l2_excess
                7.693842e-01, // issue_excess
                0.000000e+00, // smem
                4.702391e-03, // slots
                1.825843e-02, // idle_slots
                1.117553e+00, // tiles
                5.331533e-01, // idle_memory
                1.102045e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.468858e-02, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.833873e-01,
            coefficients: [
                9.401132e-02, // read_sectors
                3.591930e-02, // write_sectors
                1.384114e+00, // far_partial_reads
                7.833013e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.260437e-01, // short_reads
                4.314916e-01, // short_writes
                6.466001e-02, // small_blocks
                1.104217e+00, // l2_excess
                1.304374e+00, // issue_excess
                6.447408e-03, // smem
                3.315509e-02, // slots
                3.165161e-01, // idle_slots
                1.074996e+01, // tiles
                3.715504e-01, // idle_memory
                6.614721e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.243429e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.735760e-01,
            coefficients: [
                2.453961e-01, // read_sectors
                1.084117e-01, // write_sectors
                1.074534e+00, // far_partial_reads
                8.062195e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                8.066601e-02, // short_reads
                3.414012e-01, // short_writes
                0.000000e+00, // small_blocks
                1.889089e-01, // l2_excess
                7.765559e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.987670e-01, // idle_memory
                5.113085e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.757599e-01, // waves
                3.036906e+00, // setup
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -2.979379e-01,
            coefficients: [
                1.417073e-01, // read_sectors
                6.646701e-02, // write_sectors
                7.826594e-01, // far_partial_reads
                1.204867e+00, // partial_writes
                6.720835e+01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.433921e-01, // issue_excess
                4.502326e-03, // smem
                5.325432e-02, // slots
                6.910658e-02, // idle_slots
                9.240799e+00, // tiles
                1.208435e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.762397e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.039810e+00,
            coefficients: [
                5.258169e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.469403e+02, // far_partial_reads
                4.584958e+00, // partial_writes
                4.548107e-02, // far_partial_writes
                7.048798e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.011652e-14, // issue_excess
                0.000000e+00, // smem
                1.411152e-01, // slots
                0.000000e+00, // idle_slots
                2.904757e+01, // tiles
                9.147333e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.009008e-01,
            coefficients: [
                4.179017e-02, // read_sectors
                0.000000e+00, // write_sectors
                1.312280e+00, // far_partial_reads
                1.850047e+00, // partial_writes
                2.742064e+03, // far_partial_writes
                2.924134e-01, // short_reads
                2.931654e-01, // short_writes
                5.922264e-02, // small_blocks
                4.015350e-01, // l2_excess
                1.285040e+00, // issue_excess
                1.337019e-02, // smem
                2.721870e+00, // slots
                0.000000e+00, // idle_slots
                1.368404e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.655191e+01, // setup
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -7.220538e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                1.376538e-01, // write_sectors
                2.397054e-01, // far_partial_reads
                2.289167e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.727226e-01, // short_reads
                3.176946e-01, // short_writes
                1.824930e-01, // small_blocks
                2.562120e-02, // l2_excess
                1.676355e+00, // issue_excess
                2.743780e-03, // smem
                0.000000e+00, // slots
                1.816711e+00, // idle_slots
                1.257704e+03, // tiles
                2.325250e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.738753e+01, // setup
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.494943e+00,
            coefficients: [
                5.258809e-02, // read_sectors
                0.000000e+00, // write_sectors
                2.042504e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                8.376430e-02, // short_reads
                4.562861e-03, // short_writes
                0.000000e+00, // small_blocks
                2.163511e-01, // l2_excess
                2.255701e-01, // issue_excess
                7.771039e-05, // smem
                7.764054e-04, // slots
                1.633391e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                7.171270e+00, // few_blocks
                5.393549e-01, // idle_sms
                5.452694e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.157623e+00,
            coefficients: [
                2.675490e-02, // read_sectors
                3.291163e-03, // write_sectors
                3.366431e+02, // far_partial_reads
                9.845106e-03, // partial_writes
                4.928978e+01, // far_partial_writes
                4.281917e-03, // short_reads
                3.298308e-03, // short_writes
                0.000000e+00, // small_blocks
                4.940103e-01, // l2_excess
                7.681096e-02, // issue_excess
                0.000000e+00, // smem
                1.610405e-02, // slots
                2.410093e-03, // idle_slots
                3.877266e+00, // tiles
                1.226074e-01, // idle_memory
                4.227016e-02, // few_blocks
                1.527753e-02, // idle_sms
                1.491868e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.117754e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.831822e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.353585e-02, // partial_writes
                1.809936e+03, // far_partial_writes
                2.149182e-02, // short_reads
                0.000000e+00, // short_writes
                1.696129e-01, // small_blocks
                5.833339e-01, // l2_excess
                0.000000e+00, // issue_excess
                1.310445e-02, // smem
                0.000000e+00, // slots
                9.029068e-01, // idle_slots
                0.000000e+00, // tiles
                3.576291e-02, // idle_memory
                7.858992e-01, // few_blocks
                3.648664e-01, // idle_sms
                6.081196e-01, // waves
                1.651764e-01, // setup
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.978246e-01,
            coefficients: [
                5.160940e-02, // read_sectors
                8.789011e-02, // write_sectors
                1.165379e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                9.010895e-02, // short_reads
                0.000000e+00, // short_writes
                9.757240e-01, // small_blocks
                0.000000e+00, // l2_excess
                6.115231e-01, // issue_excess
                1.299246e-03, // smem
                6.451353e-02, // slots
                3.526819e+00, // idle_slots
                0.000000e+00, // tiles
                2.168503e-02, // idle_memory
                5.315464e-01, // few_blocks
                3.430529e-01, // idle_sms
                2.911508e-02, // waves
                7.045949e-01, // setup
            ],
        },
    ],
];
