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
            intercept: -3.435352e-01,
            coefficients: [
                1.002351e-01, // read_sectors
                0.000000e+00, // write_sectors
                8.875425e-02, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.236053e-02, // short_reads
                6.117809e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                6.949572e-01, // idle_slots
                1.471061e+00, // tiles
                7.610368e-01, // idle_memory
                3.362196e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.308368e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.564778e-01,
            coefficients: [
                1.767090e-01, // read_sectors
                2.720793e-02, // write_sectors
                2.002791e-01, // far_partial_reads
                2.768281e-02, // partial_writes
                1.345825e-01, // far_partial_writes
                1.201088e-01, // short_reads
                5.898146e-02, // short_writes
                0.000000e+00, // small_blocks
                2.216442e-01, // l2_excess
                2.300633e-02, // issue_excess
                0.000000e+00, // smem
                7.474435e-04, // slots
                6.669691e-01, // idle_slots
                5.019813e-01, // tiles
                1.206424e-01, // idle_memory
                1.051332e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.349526e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -3.882992e-01,
            coefficients: [
                4.631844e-02, // read_sectors
                4.672452e-02, // write_sectors
                1.008004e+00, // far_partial_reads
                1.513008e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.599018e-01, // short_reads
                1.680237e-01, // short_writes
                2.841632e-01, // small_blocks
                6.198888e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.287720e-02, // slots
                3.920808e-01, // idle_slots
                5.435058e-02, // tiles
                5.301254e-01, // idle_memory
                1.671809e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.265697e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -5.484218e-01,
            coefficients: [
                9.195505e-02, // read_sectors
                2.296950e-01, // write_sectors
                1.894180e-01, // far_partial_reads
                2.825644e-01, // partial_writes
                1.036163e+01, // far_partial_writes
                0.000000e+00, // short_reads
                1.808251e-01, // short_writes
                1.223651e+00, // small_blocks
                1.035693e+00, // l2_excess
                0.000000e+00, // issue_excess
                3.039058e-02, // smem
                0.000000e+00, // slots
                2.472679e-01, // idle_slots
                3.552023e+01, // tiles
                3.419825e-01, // idle_memory
                6.113247e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.791248e-01, // waves
                2.175161e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -1.552226e-01,
            coefficients: [
                3.064441e-01, // read_sectors
                3.371259e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                9.982903e-02, // partial_writes
                5.816164e-01, // far_partial_writes
                0.000000e+00, // short_reads
                7.244043e-02, // short_writes
                0.000000e+00, // small_blocks
                2.199295e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.661223e-01, // slots
                5.387620e+03, // idle_slots
                1.246554e-01, // tiles
                9.892937e-02, // idle_memory
                1.143486e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.874797e-01, // waves
                0.000000e+00, // setup
                4.434628e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.063163e-01,
            coefficients: [
                8.902190e-02, // read_sectors
                7.615010e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                5.530875e-02, // partial_writes
                5.849041e+01, // far_partial_writes
                2.970737e-01, // short_reads
                1.225544e-01, // short_writes
                0.000000e+00, // small_blocks
                1.328566e-02, // l2_excess
                4.894005e-01, // issue_excess
                1.662397e-04, // smem
                5.096171e-04, // slots
                7.337495e-01, // idle_slots
                2.949937e-01, // tiles
                6.266328e-03, // idle_memory
                1.118656e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.752352e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.546513e-01,
            coefficients: [
                9.312196e-02, // read_sectors
                2.219618e-01, // write_sectors
                1.097212e+02, // far_partial_reads
                2.884511e-02, // partial_writes
                1.902758e-01, // far_partial_writes
                6.800635e-02, // short_reads
                6.166412e-02, // short_writes
                0.000000e+00, // small_blocks
                2.459399e-01, // l2_excess
                7.671488e-01, // issue_excess
                0.000000e+00, // smem
                5.094686e-02, // slots
                1.351354e-02, // idle_slots
                1.112089e+00, // tiles
                2.694770e-01, // idle_memory
                9.994551e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.919243e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.033671e-01,
            coefficients: [
                1.828211e-01, // read_sectors
                5.768557e-04, // write_sectors
                5.940997e-01, // far_partial_reads
                6.996330e-01, // partial_writes
                2.580214e+03, // far_partial_writes
                1.970599e-01, // short_reads
                2.975392e-01, // short_writes
                6.764053e-02, // small_blocks
                6.408618e-01, // l2_excess
                3.697581e-02, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                6.152563e-02, // idle_slots
                6.071181e+00, // tiles
                5.394891e-01, // idle_memory
                6.263238e-01, // few_blocks
                0.000000e+00, // idle_sms
                9.127973e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.187261e-01,
            coefficients: [
                8.666445e-02, // read_sectors
                7.217156e-02, // write_sectors
                1.054597e+00, // far_partial_reads
                1.134176e+00, // partial_writes
                1.668378e-01, // far_partial_writes
                5.665221e-02, // short_reads
                3.342683e-01, // short_writes
                3.893518e-02, // small_blocks
                9.085299e-01, // l2_excess
                0.000000e+00, // issue_excess
                3.887638e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.825074e-01, // idle_memory
                6.155281e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.864518e-01, // waves
                9.046238e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -1.087421e-01,
            coefficients: [
                2.433246e-01, // read_sectors
                1.829504e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.291117e-01, // partial_writes
                2.952258e-01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                2.856984e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.769434e-01, // slots
                1.653425e+04, // idle_slots
                2.608186e-01, // tiles
                0.000000e+00, // idle_memory
                2.006904e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.180602e-01, // waves
                0.000000e+00, // setup
                2.530666e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.472382e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                5.641189e-02, // write_sectors
                6.063309e-01, // far_partial_reads
                1.767515e-01, // partial_writes
                1.434513e+01, // far_partial_writes
                3.324766e-01, // short_reads
                2.730974e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.603496e-01, // issue_excess
                1.326300e-03, // smem
                1.113762e-01, // slots
                2.545020e-01, // idle_slots
                2.407013e+01, // tiles
                9.777580e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.189874e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.200497e+00,
            coefficients: [
                6.239971e-01, // read_sectors
                0.000000e+00, // write_sectors
                5.311732e+01, // far_partial_reads
                2.072725e+00, // partial_writes
                1.566258e+01, // far_partial_writes
                7.923323e+00, // short_reads
                3.176916e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                6.707810e-01, // issue_excess
                0.000000e+00, // smem
                1.791561e-02, // slots
                0.000000e+00, // idle_slots
                8.935053e+00, // tiles
                1.145520e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -5.033002e-01,
            coefficients: [
                1.199011e-01, // read_sectors
                0.000000e+00, // write_sectors
                2.261797e-01, // far_partial_reads
                1.854649e+00, // partial_writes
                2.262049e+03, // far_partial_writes
                2.248672e-01, // short_reads
                2.007907e-01, // short_writes
                5.860372e-02, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                2.946920e-02, // smem
                3.319757e+00, // slots
                0.000000e+00, // idle_slots
                1.756048e+01, // tiles
                8.889008e-02, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.477896e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.283775e-02,
            coefficients: [
                4.308246e-04, // read_sectors
                1.657395e-01, // write_sectors
                2.805974e-01, // far_partial_reads
                2.142084e+00, // partial_writes
                2.162561e+00, // far_partial_writes
                1.163267e-01, // short_reads
                2.290305e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.601687e-01, // issue_excess
                2.503558e-02, // smem
                0.000000e+00, // slots
                3.551191e-01, // idle_slots
                1.098845e+03, // tiles
                4.490041e+00, // idle_memory
                2.058175e-01, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.393230e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -1.144040e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                5.136412e+00, // partial_writes
                9.411780e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.410366e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                2.210416e-01, // slots
                0.000000e+00, // idle_slots
                2.128721e+00, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.794940e-02, // waves
                0.000000e+00, // setup
                5.176952e-02, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.020136e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                3.897665e+01, // far_partial_reads
                3.270741e-01, // partial_writes
                1.263742e+03, // far_partial_writes
                3.855514e-01, // short_reads
                2.030284e-01, // short_writes
                0.000000e+00, // small_blocks
                4.732034e-03, // l2_excess
                8.898164e-01, // issue_excess
                4.281379e-05, // smem
                7.338864e-04, // slots
                5.145942e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                4.024898e+00, // few_blocks
                6.519800e-01, // idle_sms
                3.845221e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -2.085269e-01,
            coefficients: [
                2.578517e-01, // read_sectors
                7.357798e-02, // write_sectors
                3.359988e-02, // far_partial_reads
                2.948435e-03, // partial_writes
                6.741195e+03, // far_partial_writes
                2.159315e-02, // short_reads
                6.906072e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.228283e-01, // issue_excess
                0.000000e+00, // smem
                1.389789e-02, // slots
                7.259853e-02, // idle_slots
                2.762608e+00, // tiles
                2.754483e-01, // idle_memory
                1.297929e+00, // few_blocks
                1.877539e-01, // idle_sms
                2.718342e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -1.674217e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                4.881997e-04, // write_sectors
                7.439357e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                2.806893e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.437576e-01, // small_blocks
                6.763409e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.307765e+00, // idle_slots
                2.028825e+00, // tiles
                2.500346e-02, // idle_memory
                4.148229e-01, // few_blocks
                4.820546e-01, // idle_sms
                5.462937e-01, // waves
                2.626387e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 7.244258e-01,
            coefficients: [
                8.457288e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.669976e+02, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                9.652113e-01, // small_blocks
                0.000000e+00, // l2_excess
                4.227264e-01, // issue_excess
                1.215275e-02, // smem
                1.427578e-02, // slots
                2.674811e+00, // idle_slots
                0.000000e+00, // tiles
                1.125668e-02, // idle_memory
                0.000000e+00, // few_blocks
                3.557599e-01, // idle_sms
                1.057406e-02, // waves
                6.542037e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -9.343895e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.663531e-03, // far_partial_writes
                0.000000e+00, // short_reads
                1.479501e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.665652e-01, // slots
                2.130722e-01, // idle_slots
                1.482157e-01, // tiles
                5.188324e-02, // idle_memory
                0.000000e+00, // few_blocks
                6.193465e-02, // idle_sms
                3.312108e-02, // waves
                0.000000e+00, // setup
                1.260660e-01, // scattered_rows
            ],
        },
    ],
];
