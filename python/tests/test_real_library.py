"""Errors from the real libcutt.so surface as the right exceptions. On a
machine without a GPU, valid plans stop at CUTT_INVALID_DEVICE."""

import ctypes

import pytest

import cutt

from fakes import FakeDeviceArray


@pytest.fixture
def cpu_only(gpu_absent):
    if gpu_absent is None:
        pytest.skip("needs a machine without a GPU, where planning ends in CUTT_INVALID_DEVICE")


@pytest.mark.parametrize(
    "shape, perm, itemsize",
    [
        ((3, 4), (1, 0), 3),  # element size
        ((3, 4), (1, 0), 32),
        ((3, 0), (1, 0), 4),  # extent < 1
        ((1,) * 33, tuple(range(33)), 4),  # rank above 32
    ],
)
def test_invalid_plans_raise_invalid_parameter(real_lib, shape, perm, itemsize):
    with pytest.raises(cutt.CuttInvalidParameter) as info:
        cutt.Plan(shape, perm, itemsize)
    assert info.value.function == "cuttPlan"
    assert info.value.code == 2


def test_valid_plan_without_gpu_is_invalid_device(real_lib, cpu_only):
    with pytest.raises(cutt.CuttInvalidDevice) as info:
        cutt.Plan((31, 549, 2, 3), (3, 0, 2, 1), "float64")
    assert info.value.function == "cuttPlan"


def test_transpose_without_gpu_is_invalid_device(real_lib, cpu_only):
    x = FakeDeviceArray((4, 6), typestr="<c16")
    out = FakeDeviceArray((6, 4), typestr="<c16", ptr=0x7F1000000000)
    with pytest.raises(cutt.CuttInvalidDevice, match=r"cuttPlan returned CUTT_INVALID_DEVICE \(3\)"):
        cutt.transpose(x, (1, 0), out=out)


@pytest.mark.parametrize("call", ["cuttDestroy", "cuttExecute", "cuttSetStream"])
def test_unknown_handle_is_invalid_plan(real_lib, call):
    args = {"cuttDestroy": (), "cuttExecute": (None, None), "cuttSetStream": (None,)}[call]
    with pytest.raises(cutt.CuttInvalidPlan) as info:
        getattr(real_lib, call)(0xFFFFFFF0, *args)
    assert info.value.function == call


def test_plan_measure_with_null_buffers_is_invalid_parameter(real_lib):
    handle = ctypes.c_uint()
    dims, perm = (ctypes.c_int * 2)(3, 4), (ctypes.c_int * 2)(1, 0)
    with pytest.raises(cutt.CuttInvalidParameter) as info:
        real_lib.cuttPlanMeasure(ctypes.byref(handle), 2, dims, perm, 4, None, None, None)
    assert info.value.function == "cuttPlanMeasure"


def test_null_handle_pointer_is_invalid_parameter(real_lib):
    dims, perm = (ctypes.c_int * 2)(3, 4), (ctypes.c_int * 2)(1, 0)
    with pytest.raises(cutt.CuttInvalidParameter):
        real_lib.cuttPlan(None, 2, dims, perm, 4, None)


def test_initialize_and_finalize_return_nothing(real_lib):
    assert cutt.initialize() is None
    assert cutt.finalize() is None
