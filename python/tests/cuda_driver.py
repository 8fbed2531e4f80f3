"""Just enough of the CUDA driver API, through ctypes, to hold test tensors on
the GPU as bare ``__cuda_array_interface__`` objects, without CuPy or torch."""

import ctypes

_cuda = None


def _load():
    global _cuda
    if _cuda is None:
        _cuda = ctypes.CDLL("libcuda.so.1")
    return _cuda


def _call(name, *args):
    code = getattr(_load(), name)(*args)
    if code != 0:
        raise RuntimeError(f"{name} failed with CUresult {code}")


def gpu_absent_reason():
    """None when a GPU can be used; otherwise why not."""
    try:
        _load()
    except OSError as exc:
        return f"no NVIDIA driver (libcuda.so.1: {exc})"
    count = ctypes.c_int()
    try:
        _call("cuInit", 0)
        _call("cuDeviceGetCount", ctypes.byref(count))
    except RuntimeError as exc:
        return f"the NVIDIA driver has no usable GPU ({exc})"
    if count.value == 0:
        return "the NVIDIA driver reports no GPU"
    return None


def make_device0_current():
    """Makes device 0's primary context current, where cuttPlan finds it."""
    device, ctx = ctypes.c_int(), ctypes.c_void_p()
    _call("cuInit", 0)
    _call("cuDeviceGet", ctypes.byref(device), 0)
    _call("cuDevicePrimaryCtxRetain", ctypes.byref(ctx), device)
    _call("cuCtxSetCurrent", ctx)


def synchronize():
    _call("cuCtxSynchronize")


class Stream:
    """A CUstream, usable as the ``stream`` of cutt calls (its .handle)."""

    def __init__(self):
        handle = ctypes.c_void_p()
        _call("cuStreamCreate", ctypes.byref(handle), 1)  # CU_STREAM_NON_BLOCKING
        self.handle = handle.value

    def close(self):
        _call("cuStreamSynchronize", ctypes.c_void_p(self.handle))
        _call("cuStreamDestroy_v2", ctypes.c_void_p(self.handle))


class DeviceArray:
    """Device memory shaped like a NumPy array, exported through CAI v3."""

    def __init__(self, shape, dtype, stream=None):
        self.shape, self.dtype = tuple(shape), dtype
        self.nbytes = dtype.itemsize
        for n in self.shape:
            self.nbytes *= n
        ptr = ctypes.c_uint64()
        _call("cuMemAlloc_v2", ctypes.byref(ptr), ctypes.c_size_t(max(self.nbytes, 1)))
        self.ptr = ptr.value
        self.stream = stream

    @classmethod
    def from_host(cls, host, stream=None):
        arr = cls(host.shape, host.dtype, stream)
        data = host.tobytes()
        _call("cuMemcpyHtoD_v2", ctypes.c_uint64(arr.ptr), data, ctypes.c_size_t(len(data)))
        return arr

    def fill_bytes(self, value):
        _call("cuMemsetD8_v2", ctypes.c_uint64(self.ptr), ctypes.c_ubyte(value),
              ctypes.c_size_t(self.nbytes))

    def to_host(self, numpy):
        synchronize()
        buf = ctypes.create_string_buffer(self.nbytes)
        _call("cuMemcpyDtoH_v2", buf, ctypes.c_uint64(self.ptr), ctypes.c_size_t(self.nbytes))
        return numpy.frombuffer(buf.raw, dtype=self.dtype).reshape(self.shape)

    @property
    def __cuda_array_interface__(self):
        return {
            "shape": self.shape,
            "typestr": self.dtype.str,
            "data": (self.ptr, False),
            "strides": None,
            "version": 3,
            "stream": self.stream,
        }

    def free(self):
        _call("cuMemFree_v2", ctypes.c_uint64(self.ptr))
