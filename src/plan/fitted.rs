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
            intercept: -6.440353e-01,
            coefficients: [
                1.447191e-01, // read_sectors
                4.235403e-04, // write_sectors
                2.370621e-02, // far_partial_reads
                0.000000e+00, // partial_writes
                1.819864e+00, // far_partial_writes
                1.423382e-01, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.309716e-01, // issue_excess
                3.760003e-04, // smem
                1.504001e-03, // slots
                8.110242e-01, // idle_slots
                1.723817e+00, // tiles
                3.812461e-01, // idle_memory
                4.544263e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.327385e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, TiledCopy
        Weights {
            intercept: -6.792159e-01,
            coefficients: [
                2.104589e-01, // read_sectors
                2.708618e-02, // write_sectors
                2.144108e-01, // far_partial_reads
                2.669200e-02, // partial_writes
                1.425719e-01, // far_partial_writes
                1.079932e-01, // short_reads
                4.301298e-02, // short_writes
                0.000000e+00, // small_blocks
                2.030708e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                7.239345e-04, // slots
                5.924839e-01, // idle_slots
                2.842238e-01, // tiles
                7.805730e-02, // idle_memory
                1.088012e+00, // few_blocks
                0.000000e+00, // idle_sms
                5.157702e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, Packed
        Weights {
            intercept: -4.381126e-01,
            coefficients: [
                4.593595e-02, // read_sectors
                6.798759e-02, // write_sectors
                1.419442e+00, // far_partial_reads
                1.417676e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.179132e-01, // short_reads
                8.735370e-02, // short_writes
                3.532850e-01, // small_blocks
                6.292746e-01, // l2_excess
                4.036376e-01, // issue_excess
                1.524555e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                1.871196e-01, // tiles
                3.944430e-01, // idle_memory
                4.136368e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.670148e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, PackedSplit
        Weights {
            intercept: -9.203233e-01,
            coefficients: [
                1.333650e-01, // read_sectors
                2.376949e-01, // write_sectors
                1.426020e-01, // far_partial_reads
                3.482570e-01, // partial_writes
                7.198544e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.849124e-01, // short_writes
                2.658646e-01, // small_blocks
                1.006024e+00, // l2_excess
                2.202041e-01, // issue_excess
                2.312977e-02, // smem
                0.000000e+00, // slots
                5.295059e-01, // idle_slots
                1.035081e+02, // tiles
                3.608254e-01, // idle_memory
                6.326220e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.682213e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_narrow, RowCopy
        Weights {
            intercept: -3.316523e-01,
            coefficients: [
                3.695226e-01, // read_sectors
                3.955823e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.142655e-01, // partial_writes
                6.504171e-01, // far_partial_writes
                0.000000e+00, // short_reads
                5.331641e-02, // short_writes
                0.000000e+00, // small_blocks
                2.532822e-01, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.720727e-01, // slots
                3.635109e+03, // idle_slots
                1.378905e-01, // tiles
                4.981637e-02, // idle_memory
                1.295477e+00, // few_blocks
                0.000000e+00, // idle_sms
                2.888854e-01, // waves
                0.000000e+00, // setup
                4.399700e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_word, Tiled
        Weights {
            intercept: -2.765139e-01,
            coefficients: [
                6.837911e-02, // read_sectors
                6.051398e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                7.417796e-02, // partial_writes
                3.688074e+01, // far_partial_writes
                2.338118e-01, // short_reads
                1.669010e-01, // short_writes
                0.000000e+00, // small_blocks
                3.383592e-03, // l2_excess
                4.633140e-01, // issue_excess
                1.710429e-04, // smem
                6.106134e-04, // slots
                7.480018e-01, // idle_slots
                0.000000e+00, // tiles
                6.770160e-04, // idle_memory
                8.618078e-01, // few_blocks
                0.000000e+00, // idle_sms
                1.492444e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, TiledCopy
        Weights {
            intercept: -5.477675e-02,
            coefficients: [
                8.875820e-02, // read_sectors
                1.880292e-01, // write_sectors
                3.975886e+01, // far_partial_reads
                2.819122e-02, // partial_writes
                1.779015e-01, // far_partial_writes
                2.345819e-02, // short_reads
                6.600114e-02, // short_writes
                0.000000e+00, // small_blocks
                1.573768e-01, // l2_excess
                8.085014e-01, // issue_excess
                0.000000e+00, // smem
                3.520151e-02, // slots
                1.260898e-02, // idle_slots
                1.131551e+00, // tiles
                3.320603e-01, // idle_memory
                1.045898e+00, // few_blocks
                0.000000e+00, // idle_sms
                3.970945e-02, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, Packed
        Weights {
            intercept: -3.858615e-01,
            coefficients: [
                1.385227e-01, // read_sectors
                3.925477e-02, // write_sectors
                1.395695e+00, // far_partial_reads
                6.276906e-01, // partial_writes
                0.000000e+00, // far_partial_writes
                1.513243e-01, // short_reads
                3.046191e-01, // short_writes
                0.000000e+00, // small_blocks
                6.410950e-01, // l2_excess
                3.068174e-01, // issue_excess
                1.165501e-02, // smem
                0.000000e+00, // slots
                0.000000e+00, // idle_slots
                3.569523e+00, // tiles
                4.015504e-01, // idle_memory
                4.206048e-01, // few_blocks
                0.000000e+00, // idle_sms
                2.400988e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, PackedSplit
        Weights {
            intercept: -3.982987e-01,
            coefficients: [
                8.912411e-02, // read_sectors
                5.900000e-02, // write_sectors
                1.398732e+00, // far_partial_reads
                1.089976e+00, // partial_writes
                2.381248e-01, // far_partial_writes
                6.977288e-02, // short_reads
                3.183254e-01, // short_writes
                0.000000e+00, // small_blocks
                1.040850e+00, // l2_excess
                7.584242e-01, // issue_excess
                9.232580e-03, // smem
                0.000000e+00, // slots
                8.515777e-01, // idle_slots
                0.000000e+00, // tiles
                3.911696e-01, // idle_memory
                5.685552e-01, // few_blocks
                0.000000e+00, // idle_sms
                3.195086e-01, // waves
                3.914465e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_word, RowCopy
        Weights {
            intercept: -5.771503e-02,
            coefficients: [
                2.290997e-01, // read_sectors
                1.371607e-01, // write_sectors
                0.000000e+00, // far_partial_reads
                2.555591e-01, // partial_writes
                3.331139e-01, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                0.000000e+00, // small_blocks
                8.254478e-02, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                5.578855e-01, // slots
                1.602177e+04, // idle_slots
                2.706514e-01, // tiles
                0.000000e+00, // idle_memory
                1.906737e+00, // few_blocks
                0.000000e+00, // idle_sms
                7.123542e-01, // waves
                0.000000e+00, // setup
                1.917441e-02, // scattered_rows
            ],
        },
    ],
    [
        // dram_wide, Tiled
        Weights {
            intercept: -4.671905e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                9.000233e-05, // write_sectors
                1.046374e+00, // far_partial_reads
                3.185667e-01, // partial_writes
                1.725832e+01, // far_partial_writes
                3.602061e-01, // short_reads
                2.977010e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                1.574288e-01, // issue_excess
                3.302093e-03, // smem
                1.164435e-01, // slots
                3.318744e-01, // idle_slots
                2.942678e+01, // tiles
                1.419255e+00, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                1.179358e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, TiledCopy
        Weights {
            intercept: -1.059701e+00,
            coefficients: [
                9.246033e-01, // read_sectors
                0.000000e+00, // write_sectors
                0.000000e+00, // far_partial_reads
                1.968910e+00, // partial_writes
                5.766264e+00, // far_partial_writes
                4.705058e+00, // short_reads
                5.399926e-02, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                3.219256e-01, // issue_excess
                0.000000e+00, // smem
                1.134710e-01, // slots
                0.000000e+00, // idle_slots
                3.056109e+01, // tiles
                7.261969e-01, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, Packed
        Weights {
            intercept: -3.889109e-01,
            coefficients: [
                1.611285e-01, // read_sectors
                1.451491e-03, // write_sectors
                2.268230e-01, // far_partial_reads
                1.966453e+00, // partial_writes
                1.292916e+03, // far_partial_writes
                2.135936e-01, // short_reads
                1.934723e-01, // short_writes
                1.027568e-02, // small_blocks
                1.978248e-01, // l2_excess
                8.025021e-01, // issue_excess
                6.774459e-04, // smem
                2.840056e+00, // slots
                1.228301e-02, // idle_slots
                1.565542e+01, // tiles
                6.626893e-02, // idle_memory
                0.000000e+00, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                1.589315e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, PackedSplit
        Weights {
            intercept: -3.435534e-03,
            coefficients: [
                5.834123e-04, // read_sectors
                2.100095e-01, // write_sectors
                4.069495e-01, // far_partial_reads
                2.228537e+00, // partial_writes
                2.961681e+00, // far_partial_writes
                1.351461e-01, // short_reads
                2.569554e-01, // short_writes
                2.116170e-01, // small_blocks
                0.000000e+00, // l2_excess
                1.244550e+00, // issue_excess
                8.222226e-03, // smem
                0.000000e+00, // slots
                6.869384e-01, // idle_slots
                6.699378e+02, // tiles
                2.222126e+00, // idle_memory
                9.459534e-02, // few_blocks
                0.000000e+00, // idle_sms
                0.000000e+00, // waves
                2.829951e+01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // dram_wide, RowCopy
        Weights {
            intercept: -9.248641e-01,
            coefficients: [
                6.141472e-02, // read_sectors
                9.666312e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                4.464733e+00, // partial_writes
                2.632359e+00, // far_partial_writes
                0.000000e+00, // short_reads
                1.678460e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.716700e+00, // slots
                0.000000e+00, // idle_slots
                3.710756e-01, // tiles
                0.000000e+00, // idle_memory
                4.913029e-01, // few_blocks
                0.000000e+00, // idle_sms
                8.147331e-01, // waves
                0.000000e+00, // setup
                4.972137e-02, // scattered_rows
            ],
        },
    ],
    [
        // l2, Tiled
        Weights {
            intercept: -1.105607e+00,
            coefficients: [
                0.000000e+00, // read_sectors
                0.000000e+00, // write_sectors
                4.343268e+01, // far_partial_reads
                1.777112e-01, // partial_writes
                5.881593e+02, // far_partial_writes
                3.149706e-01, // short_reads
                3.563887e-02, // short_writes
                0.000000e+00, // small_blocks
                1.052488e-09, // l2_excess
                8.202260e-01, // issue_excess
                3.857636e-05, // smem
                3.533456e-04, // slots
                4.482166e-01, // idle_slots
                0.000000e+00, // tiles
                5.075783e-02, // idle_memory
                4.760045e+00, // few_blocks
                5.375453e-01, // idle_sms
                4.144637e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, TiledCopy
        Weights {
            intercept: -3.486923e-01,
            coefficients: [
                4.637421e-01, // read_sectors
                2.682472e-01, // write_sectors
                1.778086e+01, // far_partial_reads
                1.434285e-01, // partial_writes
                1.027747e+04, // far_partial_writes
                1.219160e-01, // short_reads
                1.005936e-01, // short_writes
                0.000000e+00, // small_blocks
                0.000000e+00, // l2_excess
                4.222954e-01, // issue_excess
                0.000000e+00, // smem
                1.945407e-02, // slots
                1.911483e-01, // idle_slots
                5.364793e+00, // tiles
                2.989338e-01, // idle_memory
                3.467722e+00, // few_blocks
                4.033207e-02, // idle_sms
                3.470597e-01, // waves
                0.000000e+00, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, Packed
        Weights {
            intercept: -6.587685e-01,
            coefficients: [
                0.000000e+00, // read_sectors
                5.167658e-02, // write_sectors
                0.000000e+00, // far_partial_reads
                1.343730e-01, // partial_writes
                9.620564e+02, // far_partial_writes
                0.000000e+00, // short_reads
                0.000000e+00, // short_writes
                1.972951e-01, // small_blocks
                1.059354e-01, // l2_excess
                0.000000e+00, // issue_excess
                3.015521e-02, // smem
                0.000000e+00, // slots
                3.143510e-02, // idle_slots
                1.838715e-01, // tiles
                2.277495e-02, // idle_memory
                7.701930e-01, // few_blocks
                3.797620e-01, // idle_sms
                5.583023e-01, // waves
                3.529464e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, PackedSplit
        Weights {
            intercept: 3.279331e-01,
            coefficients: [
                1.004181e-01, // read_sectors
                5.602072e-02, // write_sectors
                3.518734e+01, // far_partial_reads
                8.336631e-03, // partial_writes
                1.031198e+02, // far_partial_writes
                1.087423e-02, // short_reads
                2.575893e-03, // short_writes
                8.988138e-01, // small_blocks
                1.364287e-01, // l2_excess
                6.432244e-01, // issue_excess
                1.043700e-02, // smem
                9.368931e-03, // slots
                2.279355e+00, // idle_slots
                0.000000e+00, // tiles
                1.922555e-02, // idle_memory
                0.000000e+00, // few_blocks
                3.303990e-01, // idle_sms
                1.987077e-02, // waves
                7.244059e-01, // setup
                0.000000e+00, // scattered_rows
            ],
        },
        // l2, RowCopy
        Weights {
            intercept: -1.621938e+00,
            coefficients: [
                4.821117e-09, // read_sectors
                2.263409e-09, // write_sectors
                0.000000e+00, // far_partial_reads
                2.063615e-01, // partial_writes
                2.588333e-04, // far_partial_writes
                0.000000e+00, // short_reads
                2.053730e-09, // short_writes
                0.000000e+00, // small_blocks
                6.172545e+00, // l2_excess
                0.000000e+00, // issue_excess
                0.000000e+00, // smem
                1.811704e+00, // slots
                6.945925e+00, // idle_slots
                7.184865e-01, // tiles
                7.874367e-02, // idle_memory
                3.856801e-08, // few_blocks
                2.619903e-01, // idle_sms
                5.969452e-02, // waves
                0.000000e+00, // setup
                5.009886e-02, // scattered_rows
            ],
        },
    ],
];
