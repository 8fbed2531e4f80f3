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
            intercept: -3.089232e-01,
            coefficients: [
                7.563592e-02, // read_sectors
                6.799803e-02, // write_sectors
                5.874413e-01, // far_partial_reads
                1.165956e-01, // partial_writes
                1.312473e+00, // far_partial_writes
                1.536727e-02, // short_reads
                2.020241e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.297835e-01, // issue_excess
                2.413896e-04, // smem
                9.655587e-04, // slots
                1.033584e+00, // idle_slots
                4.518952e-01, // tiles
                2.464138e-01, // idle_memory
                1.740172e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.854815e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.797090e-01,
            coefficients: [
                2.229495e-01, // read_sectors
                2.781979e-02, // write_sectors
                2.135153e-01, // far_partial_reads
                2.611033e-02, // partial_writes
                1.292999e-01, // far_partial_writes
                1.067366e-01, // short_reads
                4.877549e-02, // short_writes
                0.000000e+00, // small_blocks
                1.730802e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                7.117175e-04, // slots
                5.772240e-01, // idle_slots
                2.771107e-01, // tiles
                8.391851e-02, // idle_memory
                1.182236e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.236473e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -1.396527e-01,
            coefficients: [
                5.633569e-02, // read_sectors
                8.519398e-02, // write_sectors
                1.261438e+00, // far_partial_reads
                2.010774e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                5.703606e-02, // short_reads
                8.037881e-02, // short_writes
                2.729457e-01, // small_blocks
                8.503518e-01, // l2_excess
                2.152692e-01, // issue_excess
                8.121916e-03, // smem
                0.000000e+00, // slots
                4.483192e-01, // idle_slots
                1.097277e-01, // tiles
                4.762549e-01, // idle_memory
                3.736760e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.219098e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -7.266864e-01,
            coefficients: [
                1.007564e-01, // read_sectors
                2.725869e-01, // write_sectors
                1.555626e-01, // far_partial_reads
                3.020227e-01, // partial_writes
                7.716680e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.423758e-01, // short_writes
                1.044038e+00, // small_blocks
                1.071613e+00, // l2_excess
                3.258369e-01, // issue_excess
                0.000000e+00, // smem
                8.544329e-02, // slots
                3.344489e+00, // idle_slots
                1.109839e+02, // tiles
                4.004666e-01, // idle_memory
                7.167794e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.989350e-01, // waves
                2.597940e+00, // setup
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -2.467121e-01,
            coefficients: [
                7.705964e-02, // read_sectors
                6.404282e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                8.910435e-02, // partial_writes
                6.097089e+01, // far_partial_writes
                2.330633e-01, // short_reads
                6.985739e-02, // short_writes
                0.000000e+00, // small_blocks
                6.485733e-03, // l2_excess
                5.132364e-01, // issue_excess
                1.415123e-04, // smem
                5.683744e-04, // slots
                7.235939e-01, // idle_slots
                0.000000e+00, // tiles
                2.967547e-03, // idle_memory
                9.161625e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.527099e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -9.392449e-02,
            coefficients: [
                8.674678e-02, // read_sectors
                1.650295e-01, // write_sectors
                8.153503e+01, // far_partial_reads
                2.681403e-02, // partial_writes
                1.740901e-01, // far_partial_writes
                5.047126e-02, // short_reads
                1.054596e-01, // short_writes
                0.000000e+00, // small_blocks
                1.510857e-01, // l2_excess
                6.023613e-01, // issue_excess
                0.000000e+00, // smem
                6.993618e-02, // slots
                1.230809e-02, // idle_slots
                1.037879e+00, // tiles
                2.621113e-01, // idle_memory
                9.465734e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.710599e-02, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -3.922358e-01,
            coefficients: [
                1.121122e-01, // read_sectors
                6.239906e-03, // write_sectors
                5.514315e-01, // far_partial_reads
                6.845042e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                2.063919e-01, // short_reads
                3.686561e-01, // short_writes
                3.861408e-02, // small_blocks
                4.482725e-01, // l2_excess
                3.839400e-01, // issue_excess
                2.900280e-03, // smem
                0.000000e+00, // slots
                3.845065e-02, // idle_slots
                5.656231e+00, // tiles
                4.908824e-01, // idle_memory
                5.651587e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.240368e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.046387e-01,
            coefficients: [
                1.041185e-01, // read_sectors
                7.501700e-02, // write_sectors
                1.206071e+00, // far_partial_reads
                1.131881e+00, // partial_writes
                3.331591e-01, // far_partial_writes
                5.458360e-02, // short_reads
                2.987598e-01, // short_writes
                0.000000e+00, // small_blocks
                8.707457e-01, // l2_excess
                6.860215e-01, // issue_excess
                3.582182e-03, // smem
                7.428931e-04, // slots
                1.863450e-02, // idle_slots
                0.000000e+00, // tiles
                4.356533e-01, // idle_memory
                5.097050e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.883931e-01, // waves
                4.411011e+00, // setup
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.575713e-01,
            coefficients: [
                1.210864e-01, // read_sectors
                1.203486e-01, // write_sectors
                1.100687e+00, // far_partial_reads
                1.247527e+00, // partial_writes
                1.503025e+02, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.467195e-01, // issue_excess
                4.078274e-03, // smem
                7.662985e-02, // slots
                5.732505e-03, // idle_slots
                1.475601e+01, // tiles
                1.190558e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.651753e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.205339e+00,
            coefficients: [
                7.261243e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.780867e+02, // far_partial_reads
                3.757148e+00, // partial_writes
                7.733162e+00, // far_partial_writes
                1.007546e+01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.019306e-01, // issue_excess
                0.000000e+00, // smem
                2.211225e-01, // slots
                0.000000e+00, // idle_slots
                5.077378e+01, // tiles
                5.570466e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.566693e-01,
            coefficients: [
                1.812281e-01, // read_sectors
                0.000000e+00, // write_sectors
                9.513228e-01, // far_partial_reads
                1.780737e+00, // partial_writes
                3.527546e+03, // far_partial_writes
                2.630522e-01, // short_reads
                2.692557e-01, // short_writes
                3.536370e-02, // small_blocks
                1.173066e+00, // l2_excess
                1.147235e+00, // issue_excess
                1.377364e-02, // smem
                2.655744e+00, // slots
                0.000000e+00, // idle_slots
                2.252885e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.775375e+01, // setup
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.302199e-01,
            coefficients: [
                1.591686e-02, // read_sectors
                1.909856e-01, // write_sectors
                1.427151e-01, // far_partial_reads
                2.533123e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.522888e-01, // short_reads
                2.662982e-01, // short_writes
                0.000000e+00, // small_blocks
                3.663281e-02, // l2_excess
                1.162097e+00, // issue_excess
                1.390463e-02, // smem
                0.000000e+00, // slots
                1.125541e+00, // idle_slots
                8.574154e+02, // tiles
                1.907479e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                3.071870e+01, // setup
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.020163e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                1.286078e+01, // far_partial_reads
                2.258296e-01, // partial_writes
                1.052433e+03, // far_partial_writes
                1.121432e-01, // short_reads
                4.160031e-02, // short_writes
                0.000000e+00, // small_blocks
                3.493697e-02, // l2_excess
                7.160025e-01, // issue_excess
                3.538142e-05, // smem
                4.251830e-04, // slots
                4.909652e-01, // idle_slots
                0.000000e+00, // tiles
                3.254383e-02, // idle_memory
                4.855645e+00, // few_blocks
                5.861678e-01, // idle_sms
                3.881085e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.005312e+00,
            coefficients: [
                1.678578e-02, // read_sectors
                1.009617e-03, // write_sectors
                4.523934e+02, // far_partial_reads
                4.154245e-03, // partial_writes
                1.676142e+01, // far_partial_writes
                9.918792e-03, // short_reads
                1.026564e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.339725e-02, // issue_excess
                0.000000e+00, // smem
                6.936998e-03, // slots
                7.311841e-04, // idle_slots
                5.808811e-02, // tiles
                1.066559e-01, // idle_memory
                6.997426e-03, // few_blocks
                1.618062e-02, // idle_sms
                1.581919e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, Packed
        Weights {
            intercept: -4.734694e-01,
            coefficients: [
                6.419311e-02, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                1.532279e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                2.450256e-01, // small_blocks
                1.278555e+00, // l2_excess
                0.000000e+00, // issue_excess
                8.717554e-03, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                3.990414e-02, // idle_memory
                1.143113e+00, // few_blocks
                4.656981e-01, // idle_sms
                5.318319e-01, // waves
                2.830487e-01, // setup
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 5.474667e-01,
            coefficients: [
                9.090973e-02, // read_sectors
                3.137467e-02, // write_sectors
                1.089283e+01, // far_partial_reads
                1.073318e-02, // partial_writes
                1.395293e+02, // far_partial_writes
                0.000000e+00, // short_reads
                7.865330e-02, // short_writes
                8.794671e-01, // small_blocks
                2.192909e-02, // l2_excess
                0.000000e+00, // issue_excess
                1.360196e-02, // smem
                0.000000e+00, // slots
                6.386078e-01, // idle_slots
                0.000000e+00, // tiles
                1.898826e-02, // idle_memory
                0.000000e+00, // few_blocks
                3.263885e-01, // idle_sms
                2.101821e-02, // waves
                7.318796e-01, // setup
            ],
        },
    ],
];
