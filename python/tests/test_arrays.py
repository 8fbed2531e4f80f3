import numpy as np
import pytest

import cutt
from cutt import _arrays, _plan
from cutt._plan import itemsize_of

from fakes import FakeDeviceArray


@pytest.fixture(autouse=True)
def no_library(monkeypatch):
    """These checks must fail before libcutt is even loaded."""

    def refuse():
        raise AssertionError("reached libcutt")

    monkeypatch.setattr(_plan, "library", refuse)


def test_non_contiguous_input_is_refused():
    x = FakeDeviceArray((4, 6), strides=(48, 4))
    with pytest.raises(ValueError, match="x is not C-contiguous"):
        cutt.transpose(x, (1, 0), out=FakeDeviceArray((6, 4), ptr=0x7F1000000000))


def test_fortran_order_input_is_refused():
    x = FakeDeviceArray((4, 6), strides=(4, 16))
    with pytest.raises(ValueError, match="not C-contiguous"):
        cutt.transpose(x, (1, 0), out=FakeDeviceArray((6, 4)))


def test_non_contiguous_output_is_refused():
    out = FakeDeviceArray((6, 4), strides=(4, 24))
    with pytest.raises(ValueError, match="out is not C-contiguous"):
        cutt.transpose(FakeDeviceArray((4, 6)), (1, 0), out=out)


def test_strides_of_extent_one_axes_do_not_matter():
    assert _arrays.is_c_contiguous((4, 1, 6), 8, (48, 999, 8))
    assert _arrays.is_c_contiguous((4, 6), 8, None)
    assert _arrays.is_c_contiguous((0, 6), 8, (8, 8))
    assert not _arrays.is_c_contiguous((4, 2, 6), 8, (96, 8, 16))


def test_out_shape_must_be_the_transposed_shape():
    with pytest.raises(ValueError, match=r"out has shape \(4, 6\); the transpose has shape \(6, 4\)"):
        cutt.transpose(FakeDeviceArray((4, 6)), (1, 0), out=FakeDeviceArray((4, 6)))


def test_out_dtype_must_match():
    out = FakeDeviceArray((6, 4), typestr="<i4")
    with pytest.raises(TypeError, match="out has dtype int32; x has float32"):
        cutt.transpose(FakeDeviceArray((4, 6)), (1, 0), out=out)


@pytest.mark.parametrize("typestr", ["|V3", "|V32", "<V12"])
def test_unsupported_element_sizes(typestr):
    x = FakeDeviceArray((4, 6), typestr=typestr)
    with pytest.raises(TypeError, match="cuTT moves elements of 1, 2, 4, 8, 16 bytes"):
        cutt.transpose(x, (1, 0), out=FakeDeviceArray((6, 4), typestr=typestr))


def test_read_only_out_is_refused():
    out = FakeDeviceArray((6, 4), readonly=True)
    with pytest.raises(ValueError, match="read-only"):
        cutt.transpose(FakeDeviceArray((4, 6)), (1, 0), out=out)


def test_masked_arrays_are_refused():
    with pytest.raises(TypeError, match="mask"):
        cutt.transpose(FakeDeviceArray((4, 6), mask=object()), (1, 0))


def test_bare_interface_needs_out():
    with pytest.raises(TypeError, match="pass out="):
        cutt.transpose(FakeDeviceArray((4, 6)), (1, 0))


def test_a_host_array_is_not_a_device_array():
    with pytest.raises(TypeError, match="ndarray is not a CuPy array"):
        cutt.transpose(np.zeros((2, 3)), (1, 0))


def test_bad_perm_is_refused_before_allocation():
    with pytest.raises(ValueError, match="not a permutation"):
        cutt.transpose(FakeDeviceArray((4, 6)), (1, 1))


def test_empty_arrays_need_no_work():
    out = FakeDeviceArray((6, 0), ptr=0)
    assert cutt.transpose(FakeDeviceArray((0, 6), ptr=0), (1, 0), out=out) is out


@pytest.mark.parametrize(
    "typestr, name, itemsize",
    [("|u1", "uint8", 1), ("|b1", "bool", 1), ("<f2", "float16", 2), ("<i8", "int64", 8),
     ("<c16", "complex128", 16), ("|V16", "|V16", 16), ("<M8[ns]", "<M8[ns]", 8)],
)
def test_typestr_decoding(typestr, name, itemsize):
    arr = _arrays.describe(FakeDeviceArray((2,), typestr=typestr))
    assert (arr.dtype, arr.itemsize) == (name, itemsize)


def test_interface_v2_and_v3_streams():
    assert _arrays.describe(FakeDeviceArray((2,), version=2)).stream is None
    assert _arrays.describe(FakeDeviceArray((2,), stream=0x1234)).stream == 0x1234


def test_itemsize_of_dtypes():
    assert itemsize_of(8) == 8
    assert itemsize_of(np.complex128) == 16
    assert itemsize_of(np.dtype("float16")) == 2
    assert itemsize_of("<i4") == 4
    with pytest.raises(TypeError):
        itemsize_of(True)
