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
            intercept: -4.261157e-01,
            coefficients: [
                6.602276e-03, // read_sectors
                2.970649e-02, // write_sectors
                5.475301e-01, // far_partial_reads
                9.491739e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                4.061210e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                2.640199e-01, // issue_excess
                2.805328e-04, // smem
                1.122129e-03, // slots
                5.116470e-01, // idle_slots
                0.000000e+00, // tiles
                3.415608e-01, // idle_memory
                3.899391e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.013160e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -3.989905e-01,
            coefficients: [
                1.892433e-01, // read_sectors
                2.179468e-02, // write_sectors
                2.063130e-01, // far_partial_reads
                1.814787e-02, // partial_writes
                1.274604e-01, // far_partial_writes
                8.667939e-02, // short_reads
                4.094578e-02, // short_writes
                0.000000e+00, // small_blocks
                8.411527e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.144960e-04, // slots
                6.097497e-01, // idle_slots
                2.544861e-01, // tiles
                4.735034e-02, // idle_memory
                1.013396e+00, // few_blocks
                0.000000e+00, // idle_sms
                4.965236e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -2.091481e-01,
            coefficients: [
                2.548205e-03, // read_sectors
                4.377936e-02, // write_sectors
                1.521647e+00, // far_partial_reads
                1.046483e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                6.165417e-02, // short_reads
                7.440646e-02, // short_writes
                1.412968e-01, // small_blocks
                5.716987e-01, // l2_excess
                7.602807e-01, // issue_excess
                7.602382e-03, // smem
                1.948431e-02, // slots
                8.394636e-01, // idle_slots
                9.181905e-01, // tiles
                4.484601e-01, // idle_memory
                1.528618e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.721399e-01, // waves
                3.341408e+00, // setup
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -6.422213e-01,
            coefficients: [
                1.131547e-01, // read_sectors
                2.375235e-01, // write_sectors
                2.037537e-01, // far_partial_reads
                2.945130e-01, // partial_writes
                4.161548e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.753423e-01, // short_writes
                1.042675e+00, // small_blocks
                1.081914e+00, // l2_excess
                2.851005e-01, // issue_excess
                9.856759e-03, // smem
                0.000000e+00, // slots
                1.956825e+00, // idle_slots
                4.152958e+01, // tiles
                2.856048e-01, // idle_memory
                6.698829e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.574880e-01, // waves
                2.226489e-01, // setup
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -2.960139e-01,
            coefficients: [
                7.832751e-02, // read_sectors
                4.493930e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.709021e-02, // partial_writes
                1.188838e+02, // far_partial_writes
                2.513961e-01, // short_reads
                5.026783e-02, // short_writes
                0.000000e+00, // small_blocks
                2.558204e-02, // l2_excess
                5.396488e-01, // issue_excess
                1.705588e-04, // smem
                5.962720e-04, // slots
                7.596703e-01, // idle_slots
                4.382675e-01, // tiles
                1.187883e-02, // idle_memory
                8.344517e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.895783e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -1.383980e-01,
            coefficients: [
                9.254763e-02, // read_sectors
                2.152842e-01, // write_sectors
                1.131076e+02, // far_partial_reads
                2.823792e-02, // partial_writes
                2.014943e-01, // far_partial_writes
                7.104524e-02, // short_reads
                6.926834e-02, // short_writes
                0.000000e+00, // small_blocks
                2.158915e-01, // l2_excess
                7.220650e-01, // issue_excess
                0.000000e+00, // smem
                6.106608e-02, // slots
                1.307040e-02, // idle_slots
                1.068133e+00, // tiles
                2.490960e-01, // idle_memory
                9.932832e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.846167e-02, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -4.665876e-01,
            coefficients: [
                1.440733e-01, // read_sectors
                3.376163e-03, // write_sectors
                5.686609e-01, // far_partial_reads
                6.728317e-01, // partial_writes
                3.471406e+03, // far_partial_writes
                1.757250e-01, // short_reads
                2.692466e-01, // short_writes
                5.905330e-02, // small_blocks
                6.357541e-01, // l2_excess
                0.000000e+00, // issue_excess
                9.839340e-03, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                4.921068e+00, // tiles
                4.540129e-01, // idle_memory
                6.283823e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.683209e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -4.166930e-01,
            coefficients: [
                1.337416e-01, // read_sectors
                1.043690e-01, // write_sectors
                2.071851e+00, // far_partial_reads
                1.228297e+00, // partial_writes
                3.400088e-01, // far_partial_writes
                0.000000e+00, // short_reads
                4.232264e-01, // short_writes
                1.781600e-01, // small_blocks
                1.441342e+00, // l2_excess
                1.037073e+00, // issue_excess
                7.235182e-03, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                2.288438e-01, // idle_memory
                4.406971e-01, // few_blocks
                0.000000e+00, // idle_sms
                5.230107e-01, // waves
                2.281955e+00, // setup
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -3.580194e-01,
            coefficients: [
                1.141424e-01, // read_sectors
                1.213784e-01, // write_sectors
                1.164806e+00, // far_partial_reads
                1.210912e+00, // partial_writes
                1.299275e+02, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.400178e-01, // issue_excess
                4.273582e-03, // smem
                7.507857e-02, // slots
                1.366491e-02, // idle_slots
                1.030225e+01, // tiles
                1.186795e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                6.803512e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.182526e+00,
            coefficients: [
                7.125352e-01, // read_sectors
                0.000000e+00, // write_sectors
                1.510520e+02, // far_partial_reads
                3.723606e+00, // partial_writes
                1.129064e+01, // far_partial_writes
                9.844740e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.404466e-01, // issue_excess
                0.000000e+00, // smem
                2.148013e-01, // slots
                0.000000e+00, // idle_slots
                4.609174e+01, // tiles
                5.658345e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.861072e-01,
            coefficients: [
                2.113715e-01, // read_sectors
                0.000000e+00, // write_sectors
                9.888761e-01, // far_partial_reads
                1.842645e+00, // partial_writes
                3.400274e+03, // far_partial_writes
                2.596764e-01, // short_reads
                2.643086e-01, // short_writes
                3.784040e-02, // small_blocks
                2.138803e+00, // l2_excess
                1.070600e+00, // issue_excess
                1.586323e-02, // smem
                2.575941e+00, // slots
                2.029534e-02, // idle_slots
                1.845650e+01, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.808903e+01, // setup
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -1.217383e-01,
            coefficients: [
                4.918804e-03, // read_sectors
                1.902582e-01, // write_sectors
                1.419707e-01, // far_partial_reads
                2.435706e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                1.449774e-01, // short_reads
                2.689900e-01, // short_writes
                0.000000e+00, // small_blocks
                9.088068e-02, // l2_excess
                1.164931e+00, // issue_excess
                1.419457e-02, // smem
                0.000000e+00, // slots
                1.272155e+00, // idle_slots
                8.474812e+02, // tiles
                5.777226e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                3.171242e+01, // setup
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.090734e+00,
            coefficients: [
                4.001724e-03, // read_sectors
                1.016410e-02, // write_sectors
                5.996183e+01, // far_partial_reads
                4.035073e-01, // partial_writes
                3.130651e+03, // far_partial_writes
                4.763426e-01, // short_reads
                1.106906e-01, // short_writes
                0.000000e+00, // small_blocks
                8.330008e-12, // l2_excess
                8.789048e-01, // issue_excess
                0.000000e+00, // smem
                1.007939e-03, // slots
                4.017371e-01, // idle_slots
                0.000000e+00, // tiles
                0.000000e+00, // idle_memory
                3.854504e+00, // few_blocks
                6.888672e-01, // idle_sms
                3.379628e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -9.539741e-01,
            coefficients: [
                3.562156e-02, // read_sectors
                1.470339e-02, // write_sectors
                9.392804e+02, // far_partial_reads
                4.157612e-02, // partial_writes
                5.486066e+01, // far_partial_writes
                2.869269e-02, // short_reads
                1.290877e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.911937e-01, // issue_excess
                0.000000e+00, // smem
                2.509553e-02, // slots
                7.253478e-02, // idle_slots
                9.232380e+00, // tiles
                1.592227e-01, // idle_memory
                1.278333e-01, // few_blocks
                1.318441e-02, // idle_sms
                1.341548e-01, // waves
                0.000000e+00, // setup
            ],
        },
        // l2, Packed
        Weights {
            intercept: -5.629825e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.794476e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                6.432780e-04, // partial_writes
                3.273066e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                8.252858e-02, // small_blocks
                4.144038e-01, // l2_excess
                0.000000e+00, // issue_excess
                3.121812e-02, // smem
                0.000000e+00, // slots
                1.652619e+00, // idle_slots
                1.451123e+00, // tiles
                4.413911e-02, // idle_memory
                1.770449e-01, // few_blocks
                4.406719e-01, // idle_sms
                5.532995e-01, // waves
                2.546724e-01, // setup
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 3.938653e-01,
            coefficients: [
                1.000505e-01, // read_sectors
                2.290625e-02, // write_sectors
                6.659964e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                4.169119e+01, // far_partial_writes
                3.844547e-02, // short_reads
                8.963886e-02, // short_writes
                8.710200e-01, // small_blocks
                4.252778e-01, // l2_excess
                0.000000e+00, // issue_excess
                3.291947e-02, // smem
                0.000000e+00, // slots
                2.291798e+00, // idle_slots
                0.000000e+00, // tiles
                6.918452e-03, // idle_memory
                0.000000e+00, // few_blocks
                2.926464e-01, // idle_sms
                8.643689e-03, // waves
                7.079019e-01, // setup
            ],
        },
    ],
];
