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
            intercept: 8.924114e-03,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                0.000000e+00, // partial_writes
                0.000000e+00, // far_partial_writes
                0.000000e+00, // short_reads
                4.530519e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                3.927587e-05, // smem
                1.571027e-04, // slots
                7.487849e-01, // idle_slots
                1.812843e+00, // tiles
                6.525723e-01, // idle_memory
                2.540447e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.520420e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -8.239875e-02,
            coefficients: [
                1.541945e-01, // read_sectors
                1.668627e-02, // write_sectors
                1.661875e-01, // far_partial_reads
                1.185882e-02, // partial_writes
                7.266602e-02, // far_partial_writes
                6.487216e-02, // short_reads
                6.437258e-02, // short_writes
                0.000000e+00, // small_blocks
                1.157225e-02, // l2_excess
                1.007618e-02, // issue_excess
                0.000000e+00, // smem
                3.489645e-04, // slots
                6.207936e-01, // idle_slots
                3.335945e-01, // tiles
                1.631232e-01, // idle_memory
                8.626758e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.014221e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: 9.421154e-02,
            coefficients: [
                4.282885e-02, // read_sectors
                3.564899e-02, // write_sectors
                1.285990e+00, // far_partial_reads
                9.516798e-02, // partial_writes
                0.000000e+00, // far_partial_writes
                5.696027e-04, // short_reads
                1.380027e-01, // short_writes
                3.177680e-01, // small_blocks
                1.190115e+00, // l2_excess
                1.581786e-01, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                7.306690e-01, // tiles
                4.103475e-01, // idle_memory
                1.501379e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.111548e-01, // waves
                5.735814e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -3.188393e-01,
            coefficients: [
                4.410649e-02, // read_sectors
                2.492553e-01, // write_sectors
                2.912732e-01, // far_partial_reads
                2.312611e-01, // partial_writes
                3.942517e+00, // far_partial_writes
                0.000000e+00, // short_reads
                2.182897e-01, // short_writes
                1.363844e+00, // small_blocks
                1.106374e+00, // l2_excess
                5.429744e-02, // issue_excess
                4.445051e-04, // smem
                4.265919e-02, // slots
                8.853087e-01, // idle_slots
                3.448030e+01, // tiles
                2.786858e-01, // idle_memory
                7.953384e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.791972e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: 1.207529e-01,
            coefficients: [
                2.288465e-02, // read_sectors
                2.431395e-01, // write_sectors
                1.103617e+00, // far_partial_reads
                1.585708e+04, // partial_writes
                0.000000e+00, // far_partial_writes
                1.874888e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                5.396347e-04, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.340337e-01, // slots
                7.621687e+03, // idle_slots
                2.165038e-01, // tiles
                2.102197e-04, // idle_memory
                9.200132e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.371488e-01, // waves
                0.000000e+00, // setup
                5.702542e-01, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -3.892679e-01,
            coefficients: [
                1.003962e-01, // read_sectors
                8.403345e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                8.021226e-03, // partial_writes
                5.890660e+01, // far_partial_writes
                2.794392e-01, // short_reads
                1.749779e-01, // short_writes
                0.000000e+00, // small_blocks
                1.999690e-02, // l2_excess
                4.994409e-01, // issue_excess
                2.358547e-04, // smem
                6.309014e-04, // slots
                7.441992e-01, // idle_slots
                5.252924e-01, // tiles
                9.281651e-03, // idle_memory
                1.303729e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.222586e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -2.246133e-01,
            coefficients: [
                1.150837e-01, // read_sectors
                2.155496e-01, // write_sectors
                6.017007e+01, // far_partial_reads
                3.641525e-02, // partial_writes
                1.814344e-01, // far_partial_writes
                3.213547e-02, // short_reads
                8.834220e-02, // short_writes
                0.000000e+00, // small_blocks
                1.934119e-01, // l2_excess
                7.687779e-01, // issue_excess
                0.000000e+00, // smem
                4.955381e-02, // slots
                1.638131e-02, // idle_slots
                1.459446e+00, // tiles
                2.779744e-01, // idle_memory
                1.314857e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.104327e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -5.037038e-01,
            coefficients: [
                2.041729e-01, // read_sectors
                5.553764e-02, // write_sectors
                4.271040e+00, // far_partial_reads
                8.159145e-01, // partial_writes
                2.897362e+03, // far_partial_writes
                1.601795e-01, // short_reads
                1.125243e-01, // short_writes
                1.225443e-02, // small_blocks
                4.324148e-01, // l2_excess
                3.875502e-03, // issue_excess
                7.690072e-03, // smem
                6.939933e-03, // slots
                0.000000e+00, // idle_slots
                4.157681e+00, // tiles
                5.864320e-01, // idle_memory
                4.601127e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.445519e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -6.020557e-01,
            coefficients: [
                6.992158e-02, // read_sectors
                5.996667e-02, // write_sectors
                3.855924e-01, // far_partial_reads
                1.183372e+00, // partial_writes
                1.215204e-01, // far_partial_writes
                6.698040e-02, // short_reads
                3.509898e-01, // short_writes
                4.740828e-02, // small_blocks
                8.798409e-01, // l2_excess
                0.000000e+00, // issue_excess
                8.948847e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                0.000000e+00, // tiles
                7.485184e-01, // idle_memory
                6.332124e-01, // few_blocks
                0.000000e+00, // idle_sms
                4.786385e-01, // waves
                1.798908e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -4.869328e-01,
            coefficients: [
                7.113271e-02, // read_sectors
                8.183733e-02, // write_sectors
                2.235637e-01, // far_partial_reads
                2.146656e+05, // partial_writes
                0.000000e+00, // far_partial_writes
                8.780372e-02, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                8.195317e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.636722e-01, // slots
                5.839012e+03, // idle_slots
                4.724921e-01, // tiles
                0.000000e+00, // idle_memory
                6.547475e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.807941e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -2.553776e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                1.381710e-02, // write_sectors
                1.391763e+00, // far_partial_reads
                4.834363e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                3.783879e-01, // short_reads
                3.496721e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.842455e-02, // issue_excess
                3.345929e-03, // smem
                9.829053e-02, // slots
                2.711207e-01, // idle_slots
                2.451393e+01, // tiles
                1.509318e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.216302e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.891015e-01,
            coefficients: [
                6.830395e-01, // read_sectors
                2.571184e-01, // write_sectors
                6.480519e-02, // far_partial_reads
                6.874831e-01, // partial_writes
                1.412028e+00, // far_partial_writes
                4.985051e-02, // short_reads
                8.410423e-03, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                5.018719e-01, // issue_excess
                0.000000e+00, // smem
                9.917980e-02, // slots
                1.010836e-01, // idle_slots
                2.641675e-02, // tiles
                2.244280e-01, // idle_memory
                1.894340e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.169830e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -6.426270e-02,
            coefficients: [
                8.759787e-02, // read_sectors
                8.508259e-02, // write_sectors
                5.275922e-01, // far_partial_reads
                1.595834e+00, // partial_writes
                1.351902e+03, // far_partial_writes
                2.186089e-01, // short_reads
                2.464976e-01, // short_writes
                6.742064e-02, // small_blocks
                5.254103e-06, // l2_excess
                0.000000e+00, // issue_excess
                5.233626e-02, // smem
                1.694741e+00, // slots
                4.499634e-01, // idle_slots
                2.240107e+01, // tiles
                1.145069e-02, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                6.249353e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: 9.748422e-02,
            coefficients: [
                1.458126e-01, // read_sectors
                1.454424e-01, // write_sectors
                6.000170e-01, // far_partial_reads
                2.544194e+00, // partial_writes
                3.371078e+00, // far_partial_writes
                3.340611e-01, // short_reads
                2.999988e-01, // short_writes
                3.411225e-01, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                6.682330e-02, // smem
                0.000000e+00, // slots
                3.105882e-01, // idle_slots
                9.112718e+01, // tiles
                1.730271e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.073787e-01, // waves
                2.144518e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -7.164092e-01,
            coefficients: [
                4.912229e-03, // read_sectors
                0.000000e+00, // write_sectors
                5.207677e-02, // far_partial_reads
                1.496412e-08, // partial_writes
                0.000000e+00, // far_partial_writes
                4.583683e-03, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                4.057051e-02, // slots
                5.197901e-03, // idle_slots
                3.597332e-04, // tiles
                0.000000e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.000973e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.584998e+00,
            coefficients: [
                9.754533e-05, // read_sectors
                2.731172e-04, // write_sectors
                1.180290e+01, // far_partial_reads
                2.804757e-01, // partial_writes
                1.856742e+03, // far_partial_writes
                4.860245e-01, // short_reads
                1.778341e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                8.581105e-01, // issue_excess
                2.690082e-05, // smem
                7.967645e-04, // slots
                5.573215e-01, // idle_slots
                0.000000e+00, // tiles
                1.882322e-02, // idle_memory
                4.071038e+00, // few_blocks
                6.603923e-01, // idle_sms
                4.939225e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -1.177459e+00,
            coefficients: [
                5.957352e-02, // read_sectors
                1.035380e-01, // write_sectors
                2.974758e+00, // far_partial_reads
                2.358862e-01, // partial_writes
                8.768778e+03, // far_partial_writes
                2.477608e-01, // short_reads
                1.255163e-04, // short_writes
                0.000000e+00, // small_blocks
                2.127549e+00, // l2_excess
                5.476372e-01, // issue_excess
                0.000000e+00, // smem
                2.401748e-02, // slots
                3.084109e-02, // idle_slots
                6.979103e+00, // tiles
                1.737543e-01, // idle_memory
                2.994451e-01, // few_blocks
                1.183642e-02, // idle_sms
                2.479161e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -7.576188e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                4.199518e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                3.379005e-03, // partial_writes
                2.823958e+03, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.402212e-01, // small_blocks
                4.284902e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                0.000000e+00, // slots
                1.532975e+00, // idle_slots
                2.185569e+00, // tiles
                1.817923e-02, // idle_memory
                3.895570e-01, // few_blocks
                5.076140e-01, // idle_sms
                6.869075e-01, // waves
                2.835225e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 1.376508e-01,
            coefficients: [
                5.695844e-02, // read_sectors
                8.768904e-02, // write_sectors
                1.837522e+01, // far_partial_reads
                0.000000e+00, // partial_writes
                1.068535e+02, // far_partial_writes
                8.989627e-02, // short_reads
                0.000000e+00, // short_writes
                1.256586e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.053696e-01, // issue_excess
                1.995068e-02, // smem
                5.074131e-02, // slots
                3.146596e+00, // idle_slots
                0.000000e+00, // tiles
                1.125017e-02, // idle_memory
                0.000000e+00, // few_blocks
                4.881733e-01, // idle_sms
                1.163731e-02, // waves
                6.843726e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.362326e+00,
            coefficients: [
                9.750465e-03, // read_sectors
                1.803805e-03, // write_sectors
                5.472946e+02, // far_partial_reads
                6.936555e-03, // partial_writes
                0.000000e+00, // far_partial_writes
                2.784366e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                1.572036e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                3.233350e-02, // slots
                2.190674e+00, // idle_slots
                1.355741e-02, // tiles
                2.852006e-01, // idle_memory
                4.225722e-03, // few_blocks
                7.608155e-01, // idle_sms
                7.276641e-02, // waves
                0.000000e+00, // setup
                7.446248e+00, // scattered_rows
            ],
        },
    ],
];
