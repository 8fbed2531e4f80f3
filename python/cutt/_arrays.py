"""Describing device arrays: PyTorch CUDA tensors, CuPy arrays and any
object with ``__cuda_array_interface__`` (versions 2 and 3)."""

import contextlib
import re
import sys
from dataclasses import dataclass

ITEMSIZES = (1, 2, 4, 8, 16)

_TYPESTR = re.compile(r"^([<>|=])([a-zA-Z])(\d+)")
_KIND_NAMES = {"f": "float", "i": "int", "u": "uint", "c": "complex"}


@dataclass(frozen=True)
class DeviceArray:
    """What the transpose needs to know about one array."""

    obj: object
    shape: tuple
    dtype: str  # comparable across libraries: "float32", "bool", or the typestr
    itemsize: int
    ptr: int
    byte_strides: tuple  # None: C-contiguous
    readonly: bool
    stream: int  # None: the producer named no stream
    library: str  # "torch", "cupy" or "cai"

    @property
    def size(self):
        n = 1
        for extent in self.shape:
            n *= extent
        return n


def _module(name, obj):
    """The already-imported module ``name`` if ``obj`` is one of its arrays."""
    mod = sys.modules.get(name)
    if mod is None:
        return None
    cls = mod.Tensor if name == "torch" else mod.ndarray
    return mod if isinstance(obj, cls) else None


def _dtype_name(typestr):
    match = _TYPESTR.match(typestr)
    if match is None:
        raise TypeError(f"unsupported typestr {typestr!r}")
    order, kind, nbytes = match.group(1), match.group(2), int(match.group(3))
    if order == ">" and nbytes > 1:
        return typestr
    if kind == "b" and nbytes == 1:
        return "bool"
    if kind in _KIND_NAMES and match.end() == len(typestr):
        return f"{_KIND_NAMES[kind]}{8 * nbytes}"
    return typestr


def itemsize_of_typestr(typestr):
    match = _TYPESTR.match(typestr)
    if match is None:
        raise TypeError(f"unsupported typestr {typestr!r}")
    return int(match.group(3))


def _from_torch(torch, t):
    if not t.is_cuda:
        raise TypeError(f"a {t.device} tensor is not on a CUDA device")
    itemsize = t.element_size()
    return DeviceArray(
        obj=t,
        shape=tuple(t.shape),
        dtype=str(t.dtype).removeprefix("torch."),
        itemsize=itemsize,
        ptr=t.data_ptr(),
        byte_strides=tuple(s * itemsize for s in t.stride()),
        readonly=False,
        stream=torch.cuda.current_stream(t.device).cuda_stream,
        library="torch",
    )


def _from_interface(obj, cai, library, stream):
    if cai.get("mask") is not None:
        raise TypeError("masked arrays (__cuda_array_interface__ 'mask') are not supported")
    ptr, readonly = cai["data"]
    strides = cai.get("strides")
    return DeviceArray(
        obj=obj,
        shape=tuple(cai["shape"]),
        dtype=_dtype_name(cai["typestr"]),
        itemsize=itemsize_of_typestr(cai["typestr"]),
        ptr=ptr or 0,
        byte_strides=None if strides is None else tuple(strides),
        readonly=bool(readonly),
        stream=stream,
        library=library,
    )


def describe(obj):
    """A DeviceArray for ``obj``, or TypeError if it is not a device array."""
    torch = _module("torch", obj)
    if torch is not None:
        return _from_torch(torch, obj)
    try:
        cai = obj.__cuda_array_interface__
    except AttributeError:
        raise TypeError(
            f"{type(obj).__name__} is not a CuPy array, a PyTorch CUDA tensor "
            "or an object with __cuda_array_interface__"
        ) from None
    cupy = _module("cupy", obj)
    if cupy is not None:
        # CuPy's current stream is per device: ask on the array's device.
        with obj.device:
            stream = cupy.cuda.get_current_stream().ptr
        return _from_interface(obj, cai, "cupy", stream)
    return _from_interface(obj, cai, "cai", cai.get("stream"))


def is_c_contiguous(shape, itemsize, byte_strides):
    """Whether the layout is C-contiguous; strides of extent-1 axes do not matter."""
    if byte_strides is None or 0 in shape:
        return True
    expected = itemsize
    for extent, stride in zip(reversed(shape), reversed(byte_strides)):
        if extent != 1 and stride != expected:
            return False
        expected *= extent
    return True


def check_usable(arr, role):
    """Raises unless ``arr`` can be read (``role`` 'x') or written ('out')."""
    if arr.itemsize not in ITEMSIZES:
        raise TypeError(
            f"{role} has {arr.itemsize}-byte elements ({arr.dtype}); "
            f"cuTT moves elements of {', '.join(map(str, ITEMSIZES))} bytes"
        )
    if not is_c_contiguous(arr.shape, arr.itemsize, arr.byte_strides):
        raise ValueError(
            f"{role} is not C-contiguous (shape {arr.shape}, byte strides "
            f"{arr.byte_strides}); make a contiguous copy first"
        )
    if role == "out" and arr.readonly:
        raise ValueError("out is read-only")


def check_pair(x, out, out_shape):
    """Raises unless ``out`` fits the transpose of ``x``."""
    if out.shape != out_shape:
        raise ValueError(f"out has shape {out.shape}; the transpose has shape {out_shape}")
    if out.dtype != x.dtype:
        raise TypeError(f"out has dtype {out.dtype}; x has {x.dtype}")
    x_dev, out_dev = device_id(x), device_id(out)
    if None not in (x_dev, out_dev) and x_dev != out_dev:
        raise ValueError(f"out is on device {out_dev}; x is on device {x_dev}")


def device_id(arr):
    """The CUDA device ordinal of a torch or CuPy array; None for bare interfaces."""
    if arr.library == "torch":
        return arr.obj.device.index
    if arr.library == "cupy":
        return arr.obj.device.id
    return None


def allocate_like(x, shape):
    """A new array of ``shape`` and x's dtype, from x's library, on x's device."""
    if x.library == "torch":
        return sys.modules["torch"].empty(shape, dtype=x.obj.dtype, device=x.obj.device)
    if x.library == "cupy":
        cupy = sys.modules["cupy"]
        with x.obj.device:
            return cupy.empty(shape, dtype=x.obj.dtype)
    raise TypeError(
        f"{type(x.obj).__name__} is neither a CuPy array nor a PyTorch tensor, "
        "so cutt cannot allocate the result: pass out="
    )


def device_of(x):
    """A context manager making x's device current (cuttPlan binds it)."""
    if x.library == "torch":
        return sys.modules["torch"].cuda.device(x.obj.device)
    if x.library == "cupy":
        return x.obj.device
    return contextlib.nullcontext()
