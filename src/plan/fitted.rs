//! Weights of the cost model (src/plan/model.rs), one per feature in the
//! order of `model::FEATURES`, per regime in the order of `model::REGIMES`
//! and per algorithm in the order of `Algorithm::ALL`, then the Packed
//! kernels of words (`model::WORDS_WEIGHTS`).
//! Written by tools/fit_model.py from the features (target/release/cutt-model)
//! of bench/model/h200-candidates.tsv, bench/model/h200-candidates-copy.tsv, bench/model/h200-candidates-fold.tsv, bench/model/h200-candidates-copy-odd.tsv, bench/model/h200-candidates-words.tsv, bench/model/h200-candidates-words-l2.tsv (regimes l2; the others' weights kept from the previous fit);
//! see bench/model/README.md.

use super::model::Weights;

/// Weights of each regime and algorithm.
pub const WEIGHTS: [[Weights; 6]; 4] = [
    [
        // dram_narrow, Tiled
        Weights {
            intercept: -1.483837e-01,
            coefficients: [
                1.709912e-01, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                6.110419e-01, // far_partial_writes
                6.844192e-02, // short_reads
                1.329632e-01, // short_writes
                5.236566e-02, // short_long_runs
                2.853098e-02, // short_long_writes
                0.000000e+00, // small_blocks
                1.140458e-09, // l2_excess
                1.304476e+00, // issue_excess
                8.396862e-03, // smem
                0.000000e+00, // slots
                2.829036e-01, // idle_slots
                1.115256e+00, // tiles
                0.000000e+00, // idle_memory
                4.988034e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.710014e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.901826e-01,
            coefficients: [
                1.793949e-01, // read_sectors
                1.787818e-02, // write_sectors
                1.448761e-01, // far_partial_reads
                1.807709e-02, // partial_writes
                7.113952e-02, // far_partial_writes
                7.329104e-02, // short_reads
                6.640655e-02, // short_writes
                2.003063e-02, // short_long_runs
                2.330669e-02, // short_long_writes
                0.000000e+00, // small_blocks
                1.412354e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.854203e-04, // slots
                5.550486e-01, // idle_slots
                2.885040e-01, // tiles
                1.623047e-01, // idle_memory
                7.088645e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.992858e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -2.692039e-01,
            coefficients: [
                5.341664e-02, // read_sectors
                8.703410e-02, // write_sectors
                1.089916e+00, // far_partial_reads
                5.993775e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                1.178815e-01, // short_reads
                9.522345e-02, // short_writes
                3.802535e-02, // short_long_runs
                8.657506e-02, // short_long_writes
                5.671580e-01, // small_blocks
                5.349190e-01, // l2_excess
                6.490329e-01, // issue_excess
                3.466951e-04, // smem
                0.000000e+00, // slots
                6.082159e-01, // idle_slots
                3.813005e-01, // tiles
                3.773703e-01, // idle_memory
                6.578315e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.508229e-02, // waves
                1.960447e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -4.634421e-01,
            coefficients: [
                4.907109e-02, // read_sectors
                1.861431e-01, // write_sectors
                3.379342e-01, // far_partial_reads
                1.331643e-01, // partial_writes
                2.041765e+00, // far_partial_writes
                6.514455e-03, // short_reads
                1.917427e-01, // short_writes
                4.524655e-02, // short_long_runs
                6.447597e-02, // short_long_writes
                1.329355e+00, // small_blocks
                6.153004e-01, // l2_excess
                8.502948e-01, // issue_excess
                0.000000e+00, // smem
                7.227302e-02, // slots
                2.558147e-01, // idle_slots
                0.000000e+00, // tiles
                3.195635e-01, // idle_memory
                9.097485e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.558672e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -1.304271e-01,
            coefficients: [
                3.704249e-02, // read_sectors
                2.435921e-01, // write_sectors
                2.150901e+00, // far_partial_reads
                3.631374e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.336004e-02, // short_reads
                0.000000e+00, // short_writes
                2.102995e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                2.889216e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.452092e-01, // slots
                2.674985e+03, // idle_slots
                2.298057e-01, // tiles
                1.362282e-01, // idle_memory
                8.746122e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.597762e-01, // waves
                0.000000e+00, // setup
                3.827832e-01, // scattered_rows
            ],
        },
        // dram_narrow, PackedWords
        Weights {
            intercept: -5.991855e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                3.632182e-01, // far_partial_reads
                5.372848e-01, // partial_writes
                1.983716e+00, // far_partial_writes
                2.594014e-01, // short_reads
                3.894438e-01, // short_writes
                0.000000e+00, // short_long_runs
                2.256922e-01, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.497414e-01, // slots
                7.029073e-01, // idle_slots
                5.463226e+00, // tiles
                2.310140e-01, // idle_memory
                8.454395e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.590451e-02, // waves
                7.653707e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -5.191831e-01,
            coefficients: [
                8.883124e-02, // read_sectors
                7.940847e-02, // write_sectors
                4.256612e+00, // far_partial_reads
                3.405976e-01, // partial_writes
                2.878496e+01, // far_partial_writes
                3.235721e-01, // short_reads
                1.274554e-01, // short_writes
                2.450680e-02, // short_long_runs
                4.292542e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.241238e-01, // issue_excess
                3.419396e-04, // smem
                1.162425e-03, // slots
                2.533017e-01, // idle_slots
                3.684501e+00, // tiles
                5.458764e-03, // idle_memory
                3.420605e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.622021e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -5.471016e-01,
            coefficients: [
                1.331793e-01, // read_sectors
                7.810912e-02, // write_sectors
                1.365332e+01, // far_partial_reads
                2.611686e-01, // partial_writes
                4.390967e-01, // far_partial_writes
                2.471365e-01, // short_reads
                6.256122e-02, // short_writes
                3.561249e-02, // short_long_runs
                3.561249e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.424193e-01, // slots
                1.621827e-01, // idle_slots
                1.253907e+01, // tiles
                4.053634e-01, // idle_memory
                1.185621e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.345610e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -6.028146e-01,
            coefficients: [
                2.125251e-01, // read_sectors
                3.800184e-02, // write_sectors
                3.415369e+00, // far_partial_reads
                8.236187e-01, // partial_writes
                1.472957e+03, // far_partial_writes
                1.831850e-01, // short_reads
                2.446620e-02, // short_writes
                0.000000e+00, // short_long_runs
                1.228297e-01, // short_long_writes
                1.898107e-02, // small_blocks
                8.359080e-01, // l2_excess
                0.000000e+00, // issue_excess
                2.511316e-02, // smem
                1.492931e-02, // slots
                0.000000e+00, // idle_slots
                3.561705e+00, // tiles
                5.539668e-01, // idle_memory
                9.534208e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.307801e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.777109e-01,
            coefficients: [
                9.346972e-02, // read_sectors
                8.203797e-02, // write_sectors
                7.628671e-01, // far_partial_reads
                9.556826e-01, // partial_writes
                2.223651e-01, // far_partial_writes
                0.000000e+00, // short_reads
                3.551391e-01, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                5.976670e-02, // small_blocks
                1.913203e+00, // l2_excess
                0.000000e+00, // issue_excess
                9.513601e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                2.795923e-01, // idle_memory
                5.772355e-01, // few_blocks
                0.000000e+00, // idle_sms
                7.047253e-01, // waves
                3.659202e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -1.146201e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                9.370401e-02, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                1.400570e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                1.353081e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedWords
        Weights {
            intercept: 0.000000e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.309014e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                9.589018e-01, // far_partial_reads
                2.167554e-02, // partial_writes
                1.568684e+01, // far_partial_writes
                3.859380e-01, // short_reads
                5.643693e-01, // short_writes
                6.145289e-03, // short_long_runs
                3.011579e-02, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.103527e-01, // issue_excess
                1.991734e-03, // smem
                9.736844e-02, // slots
                3.445318e-01, // idle_slots
                2.088201e+01, // tiles
                1.792122e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.102804e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.456914e-01,
            coefficients: [
                6.564033e-01, // read_sectors
                2.486847e-01, // write_sectors
                1.662221e-01, // far_partial_reads
                5.824495e-01, // partial_writes
                1.375621e+00, // far_partial_writes
                0.000000e+00, // short_reads
                7.966885e-04, // short_writes
                1.222518e-01, // short_long_runs
                1.211665e-01, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                9.310274e-01, // issue_excess
                0.000000e+00, // smem
                5.986353e-02, // slots
                8.244847e-02, // idle_slots
                8.510885e-05, // tiles
                1.969851e-01, // idle_memory
                1.840101e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.916471e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.873647e-02,
            coefficients: [
                4.409693e-02, // read_sectors
                6.071235e-02, // write_sectors
                3.477794e-01, // far_partial_reads
                1.650866e+00, // partial_writes
                9.617522e+02, // far_partial_writes
                1.979164e-01, // short_reads
                8.592741e-02, // short_writes
                4.328153e-02, // short_long_runs
                7.041870e-02, // short_long_writes
                6.490729e-02, // small_blocks
                1.849127e-06, // l2_excess
                0.000000e+00, // issue_excess
                1.878984e-02, // smem
                1.516580e+00, // slots
                1.012606e+00, // idle_slots
                6.468155e+00, // tiles
                3.374248e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.098485e-01, // waves
                8.523625e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 2.164446e-01,
            coefficients: [
                7.928896e-02, // read_sectors
                1.872188e-01, // write_sectors
                5.635617e-01, // far_partial_reads
                2.326444e+00, // partial_writes
                3.879593e+00, // far_partial_writes
                2.156377e-01, // short_reads
                0.000000e+00, // short_writes
                8.285807e-02, // short_long_runs
                8.412840e-02, // short_long_writes
                2.991288e-02, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                1.655878e-02, // smem
                0.000000e+00, // slots
                2.237913e-01, // idle_slots
                6.670386e+01, // tiles
                2.361761e+00, // idle_memory
                2.512369e-02, // few_blocks
                0.000000e+00, // idle_sms
                8.186060e-02, // waves
                2.795867e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -6.341495e-01,
            coefficients: [
                2.339692e-03, // read_sectors
                0.000000e+00, // write_sectors
                4.284469e-02, // far_partial_reads
                1.710010e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                2.912146e-04, // short_reads
                0.000000e+00, // short_writes
                2.094446e-03, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.909261e-02, // slots
                5.250116e-03, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.689469e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedWords
        Weights {
            intercept: 0.000000e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -9.034836e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.068761e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                9.978429e+01, // far_partial_writes
                0.000000e+00, // short_reads
                2.521943e-01, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                1.669007e-03, // l2_excess
                4.237173e-01, // issue_excess
                9.977156e-03, // smem
                0.000000e+00, // slots
                3.045745e-01, // idle_slots
                0.000000e+00, // tiles
                9.911931e-02, // idle_memory
                4.283197e+00, // few_blocks
                9.242941e-01, // idle_sms
                1.719227e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.002979e+00,
            coefficients: [
                5.868980e-03, // read_sectors
                1.962423e-04, // write_sectors
                1.588703e+01, // far_partial_reads
                9.454154e-02, // partial_writes
                1.205247e+04, // far_partial_writes
                3.696103e-02, // short_reads
                0.000000e+00, // short_writes
                8.593575e-03, // short_long_runs
                8.360710e-03, // short_long_writes
                0.000000e+00, // small_blocks
                1.711810e-04, // l2_excess
                4.412833e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.799773e-04, // idle_slots
                0.000000e+00, // tiles
                2.334227e-01, // idle_memory
                1.647074e-01, // few_blocks
                1.893313e-02, // idle_sms
                1.364993e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -6.053847e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                3.717562e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.542595e+03, // far_partial_writes
                9.078356e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                2.796715e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                1.368488e+00, // few_blocks
                4.972684e-01, // idle_sms
                5.061921e-01, // waves
                3.098233e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 7.219139e-01,
            coefficients: [
                9.341539e-02, // read_sectors
                1.626644e-02, // write_sectors
                2.662764e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                2.955677e+02, // far_partial_writes
                1.871214e-04, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // short_long_runs
                0.000000e+00, // short_long_writes
                1.287819e+00, // small_blocks
                2.458677e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.996328e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                2.618517e-02, // few_blocks
                7.063575e-01, // idle_sms
                0.000000e+00, // waves
                7.797290e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -2.116437e-01,
            coefficients: [
                6.923022e-02, // read_sectors
                1.192955e-01, // write_sectors
                5.235478e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                2.677035e-04, // short_long_runs
                0.000000e+00, // short_long_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                6.683240e-01, // slots
                0.000000e+00, // idle_slots
                2.218379e-01, // tiles
                3.108959e-01, // idle_memory
                7.611688e-01, // few_blocks
                5.263728e-01, // idle_sms
                1.810760e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedWords
        Weights {
            intercept: -6.993011e-01,
            coefficients: [
                1.395381e-01, // read_sectors
                0.000000e+00, // write_sectors
                7.046775e+01, // far_partial_reads
                1.827748e-01, // partial_writes
                4.066044e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.605083e-04, // short_writes
                7.383642e-02, // short_long_runs
                6.233930e-02, // short_long_writes
                4.143602e-02, // small_blocks
                5.568317e-01, // l2_excess
                0.000000e+00, // issue_excess
                6.634410e-03, // smem
                0.000000e+00, // slots
                1.053217e+00, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                7.712157e-01, // few_blocks
                2.203452e-01, // idle_sms
                3.907895e-01, // waves
                1.403545e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
];
