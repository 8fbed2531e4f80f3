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
            intercept: 3.820085e-02,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                2.381453e-02, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                3.687776e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                2.985674e-05, // smem
                1.194263e-04, // slots
                8.080233e-01, // idle_slots
                2.029999e+00, // tiles
                5.870061e-01, // idle_memory
                2.602041e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.537308e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.503019e-02,
            coefficients: [
                1.497561e-01, // read_sectors
                1.625396e-02, // write_sectors
                1.542085e-01, // far_partial_reads
                1.159622e-02, // partial_writes
                8.171600e-02, // far_partial_writes
                6.213027e-02, // short_reads
                6.721481e-02, // short_writes
                0.000000e+00, // small_blocks
                1.326840e-02, // l2_excess
                2.540646e-02, // issue_excess
                0.000000e+00, // smem
                3.417078e-04, // slots
                6.369640e-01, // idle_slots
                3.421402e-01, // tiles
                1.574243e-01, // idle_memory
                8.358236e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.762752e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 1.207746e-01,
            coefficients: [
                3.855222e-02, // read_sectors
                4.115269e-02, // write_sectors
                1.266295e+00, // far_partial_reads
                1.021675e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.484122e-03, // short_reads
                1.294788e-01, // short_writes
                3.189859e-01, // small_blocks
                1.165275e+00, // l2_excess
                1.773093e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                3.428894e-03, // idle_slots
                8.187749e-01, // tiles
                3.921514e-01, // idle_memory
                1.620662e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.041908e-01, // waves
                6.833334e-02, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -2.803285e-01,
            coefficients: [
                3.773866e-02, // read_sectors
                2.399624e-01, // write_sectors
                2.889771e-01, // far_partial_reads
                2.246056e-01, // partial_writes
                3.764430e+00, // far_partial_writes
                0.000000e+00, // short_reads
                2.143913e-01, // short_writes
                1.325816e+00, // small_blocks
                1.124659e+00, // l2_excess
                6.084473e-02, // issue_excess
                0.000000e+00, // smem
                3.410883e-02, // slots
                8.861049e-01, // idle_slots
                3.113682e+01, // tiles
                2.680932e-01, // idle_memory
                7.776220e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.973371e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 1.811185e-01,
            coefficients: [
                2.120324e-02, // read_sectors
                2.658302e-01, // write_sectors
                1.024432e+00, // far_partial_reads
                6.865146e+03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.084478e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                3.951116e-04, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.144298e-01, // slots
                3.812444e+03, // idle_slots
                2.186835e-01, // tiles
                2.461904e-04, // idle_memory
                8.566729e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.027663e-01, // waves
                0.000000e+00, // setup
                6.438165e-01, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.694763e-01,
            coefficients: [
                9.397503e-02, // read_sectors
                7.699579e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                5.936003e+01, // far_partial_writes
                2.762346e-01, // short_reads
                1.519347e-01, // short_writes
                0.000000e+00, // small_blocks
                2.079777e-02, // l2_excess
                4.879522e-01, // issue_excess
                2.867240e-04, // smem
                7.505855e-04, // slots
                7.502680e-01, // idle_slots
                7.027338e-01, // tiles
                9.660557e-03, // idle_memory
                1.191188e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.250273e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.888978e-01,
            coefficients: [
                1.480778e-01, // read_sectors
                2.648024e-01, // write_sectors
                3.424208e+01, // far_partial_reads
                3.703011e-02, // partial_writes
                2.279833e-01, // far_partial_writes
                1.534787e-02, // short_reads
                3.721409e-02, // short_writes
                0.000000e+00, // small_blocks
                2.930754e-01, // l2_excess
                1.138717e+00, // issue_excess
                0.000000e+00, // smem
                4.912286e-03, // slots
                1.658929e-02, // idle_slots
                1.488236e+00, // tiles
                3.052907e-01, // idle_memory
                1.380493e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.238784e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.850440e-01,
            coefficients: [
                2.090636e-01, // read_sectors
                4.970280e-02, // write_sectors
                3.324340e+00, // far_partial_reads
                7.580966e-01, // partial_writes
                2.436816e+03, // far_partial_writes
                1.534207e-01, // short_reads
                1.310297e-01, // short_writes
                3.471847e-02, // small_blocks
                1.931204e-01, // l2_excess
                7.235657e-02, // issue_excess
                0.000000e+00, // smem
                7.485097e-03, // slots
                0.000000e+00, // idle_slots
                5.163103e+00, // tiles
                5.375303e-01, // idle_memory
                7.910072e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.125862e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -5.932848e-01,
            coefficients: [
                6.269876e-02, // read_sectors
                5.416154e-02, // write_sectors
                6.751308e-01, // far_partial_reads
                1.127631e+00, // partial_writes
                1.424157e-01, // far_partial_writes
                5.798628e-02, // short_reads
                3.557628e-01, // short_writes
                0.000000e+00, // small_blocks
                1.014677e+00, // l2_excess
                0.000000e+00, // issue_excess
                8.334010e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                6.385448e-01, // idle_memory
                6.108452e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.423665e-01, // waves
                2.548249e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -3.171396e-01,
            coefficients: [
                1.293606e-01, // read_sectors
                2.488921e-01, // write_sectors
                1.730866e-01, // far_partial_reads
                2.684693e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                5.757589e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                3.969406e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.977754e-01, // slots
                9.919489e+03, // idle_slots
                6.780463e-01, // tiles
                0.000000e+00, // idle_memory
                1.991185e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.002079e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -2.378038e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.400881e+00, // far_partial_reads
                4.398597e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.701821e-01, // short_reads
                3.589882e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                7.588055e-02, // issue_excess
                3.372092e-03, // smem
                1.005850e-01, // slots
                2.783203e-01, // idle_slots
                2.208510e+01, // tiles
                1.587193e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.192650e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.650424e-01,
            coefficients: [
                6.735207e-01, // read_sectors
                2.547692e-01, // write_sectors
                6.779886e-02, // far_partial_reads
                6.931953e-01, // partial_writes
                1.409168e+00, // far_partial_writes
                4.156756e-02, // short_reads
                8.004276e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.555562e-01, // issue_excess
                0.000000e+00, // smem
                1.194207e-01, // slots
                9.402018e-02, // idle_slots
                1.925362e-02, // tiles
                1.782932e-01, // idle_memory
                1.873274e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.102738e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.235111e-02,
            coefficients: [
                7.712561e-02, // read_sectors
                7.539717e-02, // write_sectors
                6.182254e-01, // far_partial_reads
                1.616416e+00, // partial_writes
                1.337496e+03, // far_partial_writes
                2.402464e-01, // short_reads
                2.779142e-01, // short_writes
                7.494535e-02, // small_blocks
                1.213350e-06, // l2_excess
                0.000000e+00, // issue_excess
                6.560341e-02, // smem
                1.536993e+00, // slots
                5.968837e-01, // idle_slots
                2.233872e+01, // tiles
                4.130189e-03, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                5.513569e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 1.278715e-01,
            coefficients: [
                1.669217e-01, // read_sectors
                1.600613e-01, // write_sectors
                5.783675e-01, // far_partial_reads
                2.480381e+00, // partial_writes
                3.383581e+00, // far_partial_writes
                3.371499e-01, // short_reads
                2.953080e-01, // short_writes
                3.742021e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                7.290651e-02, // smem
                0.000000e+00, // slots
                1.879365e-01, // idle_slots
                9.218348e+01, // tiles
                2.796586e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.266904e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -6.835552e-01,
            coefficients: [
                3.500146e-03, // read_sectors
                0.000000e+00, // write_sectors
                6.033227e-02, // far_partial_reads
                1.757333e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                4.874709e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                3.645813e-02, // slots
                5.392871e-03, // idle_slots
                3.433026e-03, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.324134e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.554885e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.131690e+01, // far_partial_reads
                1.131041e-01, // partial_writes
                1.794633e+03, // far_partial_writes
                3.453685e-01, // short_reads
                1.781395e-01, // short_writes
                0.000000e+00, // small_blocks
                1.381003e-05, // l2_excess
                7.214766e-01, // issue_excess
                2.618989e-05, // smem
                3.253201e-04, // slots
                3.742998e-01, // idle_slots
                0.000000e+00, // tiles
                8.694877e-02, // idle_memory
                4.083964e+00, // few_blocks
                5.316861e-01, // idle_sms
                5.230694e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.229759e+00,
            coefficients: [
                1.098499e-02, // read_sectors
                4.197263e-02, // write_sectors
                3.127604e-02, // far_partial_reads
                1.757425e-01, // partial_writes
                2.592736e+01, // far_partial_writes
                5.869637e-03, // short_reads
                1.249506e-02, // short_writes
                0.000000e+00, // small_blocks
                1.421364e+00, // l2_excess
                5.183970e-01, // issue_excess
                0.000000e+00, // smem
                2.479343e-02, // slots
                9.140318e-02, // idle_slots
                7.423238e+00, // tiles
                2.290499e-01, // idle_memory
                1.347497e-02, // few_blocks
                1.284922e-02, // idle_sms
                3.173086e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -6.948824e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                5.348455e-03, // write_sectors
                3.096152e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.977595e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.950262e-01, // small_blocks
                8.779155e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                8.091841e-01, // idle_slots
                9.526222e-01, // tiles
                0.000000e+00, // idle_memory
                6.807914e-01, // few_blocks
                4.620694e-01, // idle_sms
                7.060669e-01, // waves
                2.988776e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.103198e-01,
            coefficients: [
                4.599515e-02, // read_sectors
                4.220819e-02, // write_sectors
                9.920905e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.627849e+02, // far_partial_writes
                7.946396e-02, // short_reads
                0.000000e+00, // short_writes
                1.267976e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.141766e-01, // issue_excess
                3.061459e-02, // smem
                1.110666e-01, // slots
                2.357433e+00, // idle_slots
                0.000000e+00, // tiles
                3.045829e-03, // idle_memory
                0.000000e+00, // few_blocks
                4.906759e-01, // idle_sms
                4.062277e-03, // waves
                6.605151e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -2.672685e-01,
            coefficients: [
                1.552222e-01, // read_sectors
                3.712823e-01, // write_sectors
                6.869812e+02, // far_partial_reads
                2.398400e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                3.692420e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.592191e-01, // slots
                6.757683e-01, // idle_slots
                3.529297e-01, // tiles
                3.322666e-01, // idle_memory
                2.739099e+00, // few_blocks
                5.292278e-01, // idle_sms
                1.771103e-01, // waves
                0.000000e+00, // setup
                2.025816e+01, // scattered_rows
            ],
        },
    ],
];
