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
            intercept: -5.810335e-01,
            coefficients: [
                9.150891e-02, // read_sectors
                1.518955e-02, // write_sectors
                2.986706e-01, // far_partial_reads
                1.043655e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                2.736149e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.283614e-02, // issue_excess
                2.693287e-04, // smem
                1.077315e-03, // slots
                7.267932e-01, // idle_slots
                4.562785e-01, // tiles
                3.461135e-01, // idle_memory
                4.517226e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.372242e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -4.664013e-01,
            coefficients: [
                1.930167e-01, // read_sectors
                2.420110e-02, // write_sectors
                2.136368e-01, // far_partial_reads
                2.026657e-02, // partial_writes
                1.293326e-01, // far_partial_writes
                9.989324e-02, // short_reads
                4.516867e-02, // short_writes
                0.000000e+00, // small_blocks
                9.545146e-02, // l2_excess
                7.070068e-10, // issue_excess
                0.000000e+00, // smem
                5.747024e-04, // slots
                6.167219e-01, // idle_slots
                2.937384e-01, // tiles
                5.300807e-02, // idle_memory
                1.124709e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.932109e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -2.217472e-01,
            coefficients: [
                4.599699e-02, // read_sectors
                9.172684e-02, // write_sectors
                1.250352e+00, // far_partial_reads
                2.112967e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                5.150276e-02, // short_reads
                8.792552e-02, // short_writes
                2.052958e-01, // small_blocks
                1.050709e+00, // l2_excess
                5.369629e-01, // issue_excess
                5.168828e-04, // smem
                0.000000e+00, // slots
                5.585132e-01, // idle_slots
                3.779357e-01, // tiles
                4.024041e-01, // idle_memory
                2.774262e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.606125e-01, // waves
                3.891187e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -7.580182e-01,
            coefficients: [
                8.479032e-02, // read_sectors
                2.560310e-01, // write_sectors
                1.571369e-01, // far_partial_reads
                3.096492e-01, // partial_writes
                4.278658e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.592128e-01, // short_writes
                1.191359e+00, // small_blocks
                1.253028e+00, // l2_excess
                3.491506e-01, // issue_excess
                2.467933e-03, // smem
                0.000000e+00, // slots
                3.289293e+00, // idle_slots
                1.349530e+02, // tiles
                3.097930e-01, // idle_memory
                7.792164e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.664564e-01, // waves
                7.361184e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -1.633923e-01,
            coefficients: [
                3.624943e-01, // read_sectors
                3.583036e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.123440e-01, // partial_writes
                5.989105e-01, // far_partial_writes
                0.000000e+00, // short_reads
                5.670928e-02, // short_writes
                0.000000e+00, // small_blocks
                2.361633e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.621716e-01, // slots
                5.428800e+03, // idle_slots
                1.271462e-01, // tiles
                4.392967e-02, // idle_memory
                1.162172e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.610695e-01, // waves
                0.000000e+00, // setup
                4.388549e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -2.976133e-01,
            coefficients: [
                1.575726e-01, // read_sectors
                6.960991e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.055353e-01, // partial_writes
                7.064989e+01, // far_partial_writes
                1.333842e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                1.540776e-02, // l2_excess
                5.196780e-01, // issue_excess
                0.000000e+00, // smem
                7.833738e-04, // slots
                7.528507e-01, // idle_slots
                0.000000e+00, // tiles
                7.118348e-03, // idle_memory
                8.158396e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.184959e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.167753e-01,
            coefficients: [
                8.798941e-02, // read_sectors
                2.099096e-01, // write_sectors
                9.482756e+01, // far_partial_reads
                2.682261e-02, // partial_writes
                1.803413e-01, // far_partial_writes
                5.932063e-02, // short_reads
                7.161553e-02, // short_writes
                0.000000e+00, // small_blocks
                2.024403e-01, // l2_excess
                7.297966e-01, // issue_excess
                0.000000e+00, // smem
                5.486402e-02, // slots
                1.226209e-02, // idle_slots
                1.023157e+00, // tiles
                2.678890e-01, // idle_memory
                9.693840e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.695267e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.568946e-01,
            coefficients: [
                1.089387e-01, // read_sectors
                1.348789e-02, // write_sectors
                9.230312e-01, // far_partial_reads
                7.490825e-01, // partial_writes
                3.396884e+02, // far_partial_writes
                2.102552e-01, // short_reads
                3.444319e-01, // short_writes
                4.867414e-02, // small_blocks
                5.438772e-01, // l2_excess
                2.500754e-01, // issue_excess
                6.368603e-03, // smem
                1.962827e-05, // slots
                9.147568e-02, // idle_slots
                5.572987e+00, // tiles
                4.791093e-01, // idle_memory
                6.218021e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.620297e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.287128e-01,
            coefficients: [
                1.142926e-01, // read_sectors
                7.559124e-02, // write_sectors
                2.663135e+00, // far_partial_reads
                1.136238e+00, // partial_writes
                1.032608e+00, // far_partial_writes
                1.186871e-02, // short_reads
                3.146192e-01, // short_writes
                3.372737e-02, // small_blocks
                1.363634e+00, // l2_excess
                7.314444e-01, // issue_excess
                2.387435e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                3.114292e-01, // idle_memory
                4.809464e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.901185e-01, // waves
                3.244453e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -1.122690e-01,
            coefficients: [
                2.275758e-01, // read_sectors
                1.635716e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.467214e-01, // partial_writes
                2.915920e-01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                1.883096e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.609597e-01, // slots
                1.586021e+04, // idle_slots
                2.504581e-01, // tiles
                0.000000e+00, // idle_memory
                1.877597e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.030176e-01, // waves
                0.000000e+00, // setup
                2.632197e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -1.710512e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.587097e-01, // write_sectors
                4.791468e-01, // far_partial_reads
                5.991484e-01, // partial_writes
                7.741415e+01, // far_partial_writes
                4.295300e-01, // short_reads
                1.658424e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.943456e-01, // issue_excess
                0.000000e+00, // smem
                1.424924e-01, // slots
                0.000000e+00, // idle_slots
                5.579737e+01, // tiles
                6.328157e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.335153e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -7.123173e-01,
            coefficients: [
                8.029496e-01, // read_sectors
                1.870138e-01, // write_sectors
                1.569656e-01, // far_partial_reads
                1.819393e+00, // partial_writes
                1.157455e+00, // far_partial_writes
                7.273917e-01, // short_reads
                9.685294e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.801025e-01, // issue_excess
                0.000000e+00, // smem
                1.533341e-01, // slots
                0.000000e+00, // idle_slots
                1.149655e-04, // tiles
                8.014296e-02, // idle_memory
                5.019729e-01, // few_blocks
                0.000000e+00, // idle_sms
                8.970716e-04, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.025161e-01,
            coefficients: [
                9.737526e-02, // read_sectors
                0.000000e+00, // write_sectors
                5.884408e-02, // far_partial_reads
                2.798130e+00, // partial_writes
                1.886068e+03, // far_partial_writes
                2.220575e-01, // short_reads
                1.850513e-01, // short_writes
                8.251443e-03, // small_blocks
                2.250554e+00, // l2_excess
                6.481019e-01, // issue_excess
                2.190042e-03, // smem
                2.972062e+00, // slots
                0.000000e+00, // idle_slots
                1.460492e+01, // tiles
                8.012574e-02, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                3.023444e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -5.240486e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                2.188080e-01, // write_sectors
                4.211974e-01, // far_partial_reads
                3.095625e+00, // partial_writes
                2.357600e+00, // far_partial_writes
                1.125976e-01, // short_reads
                2.393737e-01, // short_writes
                6.014967e-01, // small_blocks
                1.464979e+00, // l2_excess
                1.726210e+00, // issue_excess
                1.874965e-02, // smem
                0.000000e+00, // slots
                1.450118e-01, // idle_slots
                3.850738e+02, // tiles
                4.384505e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.638940e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -1.007404e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                2.159452e+00, // partial_writes
                4.191800e+00, // far_partial_writes
                0.000000e+00, // short_reads
                3.101563e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.603636e+00, // slots
                1.053436e+03, // idle_slots
                2.198943e-01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.214660e+00, // waves
                0.000000e+00, // setup
                3.797932e-03, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -7.257593e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                7.817695e+01, // far_partial_reads
                1.106309e-01, // partial_writes
                8.410177e+03, // far_partial_writes
                8.549711e-02, // short_reads
                6.099741e-01, // short_writes
                0.000000e+00, // small_blocks
                1.789498e-11, // l2_excess
                5.995071e-01, // issue_excess
                2.735854e-05, // smem
                6.414445e-04, // slots
                3.539538e-01, // idle_slots
                0.000000e+00, // tiles
                6.992996e-02, // idle_memory
                3.273916e+00, // few_blocks
                4.533222e-01, // idle_sms
                5.130800e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -2.973800e-01,
            coefficients: [
                2.177343e-01, // read_sectors
                1.476863e-01, // write_sectors
                1.960827e+01, // far_partial_reads
                2.616942e-02, // partial_writes
                8.501642e+03, // far_partial_writes
                6.226447e-03, // short_reads
                2.385370e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.383748e-01, // issue_excess
                0.000000e+00, // smem
                1.542866e-02, // slots
                1.277886e-01, // idle_slots
                4.350831e+00, // tiles
                2.295128e-01, // idle_memory
                2.049027e+00, // few_blocks
                2.611567e-01, // idle_sms
                3.095050e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -5.020478e-01,
            coefficients: [
                7.738395e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                3.284254e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.941762e-01, // small_blocks
                1.150308e+00, // l2_excess
                0.000000e+00, // issue_excess
                4.268545e-02, // smem
                0.000000e+00, // slots
                6.812069e-02, // idle_slots
                0.000000e+00, // tiles
                1.981536e-02, // idle_memory
                5.783657e-01, // few_blocks
                4.629263e-01, // idle_sms
                5.153017e-01, // waves
                2.018041e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 7.526455e-01,
            coefficients: [
                1.128176e-01, // read_sectors
                8.700741e-02, // write_sectors
                5.228090e+01, // far_partial_reads
                5.160223e-02, // partial_writes
                8.628142e+02, // far_partial_writes
                0.000000e+00, // short_reads
                1.347549e-01, // short_writes
                8.606705e-01, // small_blocks
                3.673079e-02, // l2_excess
                3.848405e-01, // issue_excess
                1.003150e-03, // smem
                0.000000e+00, // slots
                2.430263e+00, // idle_slots
                0.000000e+00, // tiles
                6.367441e-03, // idle_memory
                0.000000e+00, // few_blocks
                3.530170e-01, // idle_sms
                1.463262e-02, // waves
                6.524086e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.165141e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                2.848782e-04, // far_partial_writes
                0.000000e+00, // short_reads
                3.608150e-05, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                8.518217e-02, // slots
                2.302981e+00, // idle_slots
                5.683174e-02, // tiles
                1.944833e-02, // idle_memory
                0.000000e+00, // few_blocks
                3.261832e-02, // idle_sms
                1.753696e-02, // waves
                0.000000e+00, // setup
                6.282609e-02, // scattered_rows
            ],
        },
    ],
];
