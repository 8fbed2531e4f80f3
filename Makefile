# libcutt. `make`: library, header, and the example (run on a GPU if there is
# one). `make test`: everything CI runs. See README.md.

CUDA_WHEELS := .tools/cuda
NVRTC       := $(CUDA_WHEELS)/nvidia/cuda_nvrtc/lib/libnvrtc.so.12
CUDA_INCS   := $(CUDA_WHEELS)/nvidia/cuda_runtime/include $(CUDA_WHEELS)/nvidia/cuda_nvcc/include
LIBDIR      := target/release
BUILD_TOOLS := .tools/build-tools
CBINDGEN    := cbindgen -q --config cbindgen.toml

.PHONY: all lib header example cuda-wheels ptx test check-format check-header check-ptx check-sass cargo-test ctest gputest bench clean install install-test pytest fortran

all: lib header example

lib:
	cargo build --release

header: include/cutt.h

include/cutt.h: src/capi.rs cbindgen.toml
	$(CBINDGEN) --output $@ .

example: lib header
	mkdir -p ctest/build
	$(CC) -std=c11 -O2 -Wall -Iinclude ctest/example.c -o ctest/build/example \
	  -L$(LIBDIR) -lcutt -ldl -Wl,-rpath,'$$ORIGIN/../../$(LIBDIR)'
	./ctest/build/example

# The script re-fetches only when its pinned wheel list changed (a stamp).
cuda-wheels:
	tools/fetch-cuda-wheels.sh $(CUDA_WHEELS)

# Pinned pytest, numpy, cmake and pkg-config from PyPI wheels.
$(BUILD_TOOLS)/.stamp: tools/fetch-build-tools.sh
	tools/fetch-build-tools.sh $(BUILD_TOOLS)

ptx: cuda-wheels
	python3 tools/build_ptx.py $(NVRTC) cuda

test: check-format check-header check-ptx check-sass cargo-test ctest pytest install-test fortran

check-format:
	cargo fmt --check
	cargo clippy --release --all-targets --quiet -- -D warnings

check-header:
	$(CBINDGEN) --verify --output include/cutt.h .

check-ptx: cuda-wheels
	tools/check-ptx.sh $(NVRTC)

# ptxas issues every global load of these kernels before their first
# shared-memory store (bench/NOTES.md: with the L2 policy and no launch
# bound it did not, at 0.05-0.08 of memcpy; Tiled e4 at six / five blocks
# did not, at 0.009 / 0.002-0.074). Tiled e8_i64 (tensors of 8-byte
# elements past 2^31) is left out: one of its four paths stores after three
# of its five loads; a bound of 4 blocks fixes that but measured 0.08 of
# memcpy slower (run zo), and 0.011-0.035 slower on four 18-19 GB cases
# (run zzzz118). So is tiled_bytes: its rare path near the tensor's
# end loads and stores a row at a time. The word kernels (tiled_aligned,
# tiled_aligned_sectors) choose their loads per tile, with the L2 prefetch
# hint or without: both sets come before the stores.
check-sass: cuda-wheels
	python3 tools/sass_order.py --check cuda/tiled.cu cutt_tiled_e4_i32 cutt_tiled_e4_i64 \
	  cutt_tiled_e8_i32 cutt_tiled_wide_b_e8_i32 cutt_tiled_e16_i32 cutt_tiled_e16_i64 \
	  cutt_tiled_aligned_e1_i32 cutt_tiled_aligned_e1_i64 cutt_tiled_aligned_e2_i32 \
	  cutt_tiled_aligned_e2_i64 cutt_tiled_aligned_sectors_e1_i32 \
	  cutt_tiled_aligned_sectors_e1_i64 cutt_tiled_aligned_sectors_e2_i32 \
	  cutt_tiled_aligned_sectors_e2_i64
	python3 tools/sass_order.py --check cuda/packed.cu cutt_packed_r8_e8_i32 \
	  cutt_packed_r4_e8_i32 cutt_packed_split_r8_e8_i32 cutt_packed_split_r4_e8_i32 \
	  cutt_packed_runs_r8_e8_i32

cargo-test:
	cargo test --release

ctest: lib cuda-wheels
	ctest/run.sh $(LIBDIR) include $(CUDA_INCS)

# On a machine with an NVIDIA GPU: the example and the GPU suite.
gputest: example
	cargo run --release --quiet --bin cutt-gputest -- --big

# On a machine with an NVIDIA GPU: BENCH_SETS defaults to the shared sets.
BENCH_SETS ?= ../shared/bench/*.txt
bench: lib
	cargo run --release --quiet --bin cutt-bench -- --tsv bench-$(shell date +%F).tsv $(BENCH_SETS)

# Installs under DESTDIR/PREFIX: include/, lib/ (libcutt.so.1, libcutt.so,
# libcutt.a), lib/pkgconfig/libcutt.pc and lib/cmake/cutt/ (find_package).
install: PREFIX ?= /usr/local
install: lib header
	tools/install.sh "$(PREFIX)" "$(DESTDIR)"

# Installs into a temporary prefix and builds and runs a program against it
# every supported way (flags, pkg-config, CMake, static, TAL-SH's layout).
install-test: lib header $(BUILD_TOOLS)/.stamp
	PATH="$(CURDIR)/$(BUILD_TOOLS)/bin:$$PATH" ctest/install_test.sh

# The Fortran module and example (gfortran), shared and static; the example's
# GPU part reports itself skipped without a GPU.
fortran: lib header
	fortran/build.sh $(LIBDIR) include target/fortran

# The Python package's tests; those that need a GPU report themselves skipped.
pytest: lib $(BUILD_TOOLS)/.stamp
	cd python && PYTHONPATH="$(CURDIR)/$(BUILD_TOOLS)/site" \
	  CUTT_LIBRARY="$(CURDIR)/$(LIBDIR)/libcutt.so" python3 -m pytest -q

clean:
	cargo clean
	rm -rf ctest/build dist
