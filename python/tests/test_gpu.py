"""Transposes on a real GPU, compared element by element with numpy.transpose
and torch.permute. Skipped, with the reason, where there is no GPU, CuPy or
PyTorch."""

import numpy as np
import pytest

import cutt
import cuda_driver

pytestmark = pytest.mark.gpu

# Every element size cuTT moves: 1, 2, 4, 8 and 16 bytes.
DTYPES = [np.uint8, np.bool_, np.float16, np.int16, np.float32, np.int32,
          np.float64, np.int64, np.complex128]


def random_case(rng):
    rank = int(rng.integers(1, 7))
    shape = tuple(int(n) for n in rng.integers(1, 12, size=rank))
    if rng.random() < 0.3:
        shape = shape[:-1] + (int(rng.integers(30, 300)),)
    return shape, tuple(int(a) for a in rng.permutation(rank))


def random_host(rng, shape, dtype):
    data = rng.integers(0, 256, size=int(np.prod(shape)) * np.dtype(dtype).itemsize,
                        dtype=np.uint8)
    host = data.view(dtype).reshape(shape)
    return host.astype(bool) if dtype is np.bool_ else host


@pytest.fixture
def gpu(real_lib):
    cuda_driver.make_device0_current()
    return real_lib


def driver_transpose(host, perm, **kwargs):
    x = cuda_driver.DeviceArray.from_host(host, stream=kwargs.pop("x_stream", None))
    out = cuda_driver.DeviceArray(np.transpose(host, perm).shape, host.dtype)
    out.fill_bytes(0xA5)
    try:
        assert cutt.transpose(x, perm, out=out, **kwargs) is out
        result = out.to_host(np)
        np.testing.assert_array_equal(x.to_host(np), host)
        return result
    finally:
        x.free()
        out.free()


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
def test_random_transposes_of_interface_objects(gpu, dtype):
    rng = np.random.default_rng(np.dtype(dtype).num)
    for _ in range(25):
        shape, perm = random_case(rng)
        host = random_host(rng, shape, dtype)
        np.testing.assert_array_equal(driver_transpose(host, perm), np.transpose(host, perm),
                                      err_msg=f"shape {shape} perm {perm}")


def test_large_matrix_and_zero_d(gpu):
    host = np.arange(1000 * 1003, dtype=np.float32).reshape(1000, 1003)
    np.testing.assert_array_equal(driver_transpose(host, (1, 0)), host.T)
    scalar = np.array(7.5)
    np.testing.assert_array_equal(driver_transpose(scalar, ()), scalar)


def test_given_stream_and_interface_stream(gpu):
    stream = cuda_driver.Stream()
    host = np.arange(2 * 3 * 40 * 5, dtype=np.int32).reshape(2, 3, 40, 5)
    try:
        for kwargs in ({"stream": stream.handle}, {"x_stream": stream.handle}):
            np.testing.assert_array_equal(driver_transpose(host, (2, 0, 3, 1), **kwargs),
                                          np.transpose(host, (2, 0, 3, 1)))
    finally:
        stream.close()


def test_plan_is_reusable_then_closed(gpu):
    rng = np.random.default_rng(7)
    out = cuda_driver.DeviceArray((5, 3, 4), np.dtype(np.float64))
    with cutt.Plan((3, 4, 5), (2, 0, 1), np.float64) as plan:
        for _ in range(3):
            host = rng.random((3, 4, 5))
            x = cuda_driver.DeviceArray.from_host(host)
            assert plan.execute(x, out) is out
            np.testing.assert_array_equal(out.to_host(np), np.transpose(host, (2, 0, 1)))
            x.free()
        with pytest.raises(ValueError, match="x has shape"):
            plan.execute(out, out)
    assert plan.closed
    plan.close()
    with pytest.raises(ValueError, match="closed"):
        plan.execute(x, out)
    out.free()


def test_plan_set_stream(gpu):
    stream = cuda_driver.Stream()
    host = np.arange(12, dtype=np.int16).reshape(3, 4)
    x, out = cuda_driver.DeviceArray.from_host(host), cuda_driver.DeviceArray((4, 3), host.dtype)
    with cutt.Plan((3, 4), (1, 0), 2) as plan:
        plan.set_stream(stream.handle)
        plan.execute(x, out)
        stream.close()
        np.testing.assert_array_equal(out.to_host(np), host.T)
    x.free()
    out.free()


def test_close_after_finalize(gpu):
    plan = cutt.Plan((3, 4), (1, 0), 4)
    cutt.finalize()
    plan.close()
    assert plan.closed


def test_overlapping_buffers_are_invalid_parameter(gpu):
    x = cuda_driver.DeviceArray.from_host(np.zeros((4, 4), np.float32))
    with pytest.raises(cutt.CuttInvalidParameter) as info:
        cutt.transpose(x, (1, 0), out=x)
    assert info.value.function == "cuttExecute"
    x.free()


@pytest.fixture
def cupy(real_lib):
    return pytest.importorskip("cupy", reason="CuPy is not installed")


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
def test_cupy_matches_numpy(cupy, dtype):
    rng = np.random.default_rng(100 + np.dtype(dtype).num)
    for _ in range(20):
        shape, perm = random_case(rng)
        host = random_host(rng, shape, dtype)
        y = cutt.transpose(cupy.asarray(host), perm)
        assert isinstance(y, cupy.ndarray)
        np.testing.assert_array_equal(cupy.asnumpy(y), np.transpose(host, perm))


def test_cupy_on_its_current_stream_and_into_out(cupy):
    host = np.arange(6 * 7 * 8, dtype=np.float64).reshape(6, 7, 8)
    with cupy.cuda.Stream(non_blocking=True) as stream:
        x = cupy.asarray(host)
        out = cupy.empty((8, 6, 7))
        assert cutt.transpose(x, (2, 0, 1), out=out) is out
        stream.synchronize()
    np.testing.assert_array_equal(cupy.asnumpy(out), np.transpose(host, (2, 0, 1)))


def test_cupy_non_contiguous_is_refused(cupy):
    with pytest.raises(ValueError, match="not C-contiguous"):
        cutt.transpose(cupy.zeros((4, 6))[:, ::2], (1, 0))


@pytest.fixture
def torch(real_lib):
    torch = pytest.importorskip("torch", reason="PyTorch is not installed")
    if not torch.cuda.is_available():
        pytest.skip("PyTorch was built without CUDA or sees no GPU")
    return torch


TORCH_DTYPES = ["uint8", "bool", "float16", "bfloat16", "int16", "float32", "int32",
                "float64", "int64", "complex128"]


@pytest.mark.parametrize("name", TORCH_DTYPES)
def test_torch_matches_permute(torch, name):
    dtype = getattr(torch, name)
    gen = torch.Generator(device="cuda").manual_seed(len(name))
    rng = np.random.default_rng(200 + len(name))
    for _ in range(20):
        shape, perm = random_case(rng)
        x = torch.randint(0, 2 if dtype is torch.bool else 100, shape, generator=gen,
                          device="cuda").to(dtype)
        y = cutt.transpose(x, perm)
        assert y.dtype == dtype and y.device == x.device
        assert torch.equal(y, x.permute(perm).contiguous()), f"shape {shape} perm {perm}"


def test_torch_on_its_current_stream(torch):
    x = torch.arange(5 * 64 * 3, device="cuda", dtype=torch.float32).reshape(5, 64, 3)
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        y = cutt.transpose(x, (1, 2, 0))
    stream.synchronize()
    assert torch.equal(y, x.permute(1, 2, 0).contiguous())


def test_torch_non_contiguous_is_refused(torch):
    with pytest.raises(ValueError, match="not C-contiguous"):
        cutt.transpose(torch.zeros(4, 6, device="cuda").t(), (1, 0))
