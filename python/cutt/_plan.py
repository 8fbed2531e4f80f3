"""Plans and the one-call transpose, in NumPy's axes convention."""

import ctypes
import operator

from . import _arrays
from ._convention import to_cutt, transposed_shape
from ._errors import CuttInvalidPlan
from ._library import library


def itemsize_of(dtype):
    """Element size in bytes of an int, a numpy/torch dtype, or a dtype name."""
    if isinstance(dtype, bool):
        raise TypeError("dtype must be an element size, a dtype or a dtype name")
    if isinstance(dtype, int):
        return dtype
    size = getattr(dtype, "itemsize", None)
    if isinstance(size, int):
        return size
    try:
        import numpy
    except ImportError:
        raise TypeError(
            f"dtype {dtype!r}: pass the element size in bytes, or install numpy "
            "to name dtypes"
        ) from None
    return numpy.dtype(dtype).itemsize


def _c_ints(values):
    return (ctypes.c_int * len(values))(*values)


class Plan:
    """A reusable cuTT plan for ``numpy.transpose(x, perm)`` of C-order arrays.

    ``shape`` is the input's shape and ``perm`` the axes as numpy.transpose
    takes them (output axis i is input axis perm[i]; negative axes allowed).
    ``dtype`` is the element size in bytes, a numpy/torch dtype or a dtype
    name. The plan binds the current CUDA device and ``stream`` (an integer
    cudaStream_t / CUstream; None or 0 is the default stream).

    Example (x: float32 of shape (2, 3, 4); out: shape (4, 2, 3))::

        with Plan((2, 3, 4), (2, 0, 1), "float32") as plan:
            plan.execute(x, out)

    Internally this is cuttPlan with dim [4, 3, 2] and permutation [1, 2, 0]
    (see cutt.to_cutt). ``close()`` destroys the plan; it is idempotent, and
    the plan is also destroyed when the object is collected.
    """

    def __init__(self, shape, perm, dtype, stream=None):
        self._handle = None
        self.shape = tuple(operator.index(n) for n in shape)
        self.perm = tuple(perm)
        self.out_shape = transposed_shape(self.shape, self.perm)
        self.itemsize = itemsize_of(dtype)
        dims, cperm = to_cutt(self.shape, self.perm)
        self._lib = library()
        handle = ctypes.c_uint()
        self._lib.cuttPlan(
            ctypes.byref(handle), len(dims), _c_ints(dims), _c_ints(cperm),
            self.itemsize, stream or None,
        )
        self._handle = handle.value

    @property
    def closed(self):
        return self._handle is None

    def _live_handle(self):
        if self._handle is None:
            raise ValueError("the plan is closed")
        return self._handle

    def set_stream(self, stream):
        """Makes later executions enqueue on ``stream`` (None or 0: default)."""
        self._lib.cuttSetStream(self._live_handle(), stream or None)

    def execute(self, x, out):
        """Enqueues the transpose of ``x`` into ``out`` on the plan's stream.

        Returns ``out`` without waiting. Both must be C-contiguous device
        arrays of the plan's shapes and element size, on the plan's device.
        """
        self._live_handle()
        src, dst = _arrays.describe(x), _arrays.describe(out)
        _arrays.check_usable(src, "x")
        _arrays.check_usable(dst, "out")
        if src.shape != self.shape:
            raise ValueError(f"x has shape {src.shape}; the plan is for {self.shape}")
        if src.itemsize != self.itemsize:
            raise TypeError(
                f"x has {src.itemsize}-byte elements; the plan is for {self.itemsize}"
            )
        _arrays.check_pair(src, dst, self.out_shape)
        with _arrays.device_of(src):
            self._run(src, dst)
        return out

    def _run(self, src, dst):
        self._lib.cuttExecute(self._live_handle(), src.ptr, dst.ptr)

    def close(self):
        """Destroys the plan; calling it again does nothing."""
        handle, self._handle = self._handle, None
        if handle is None:
            return
        try:
            self._lib.cuttDestroy(handle)
        except CuttInvalidPlan:
            # cutt.finalize() destroys every plan: this one is already gone.
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        # __init__ may have failed before the handle existed, and at
        # interpreter exit the library may be unusable: never raise here.
        try:
            self.close()
        except Exception:
            pass

    def __repr__(self):
        state = "closed" if self.closed else f"handle {self._handle}"
        return (
            f"Plan(shape={self.shape}, perm={self.perm}, itemsize={self.itemsize}, "
            f"{state})"
        )


def transpose(x, perm, out=None, stream=None):
    """``numpy.transpose(x, perm)`` on the GPU, written into a new or given array.

    ``x``: a CuPy array, a PyTorch CUDA tensor or any object with
    ``__cuda_array_interface__``; C-contiguous, elements of 1, 2, 4, 8 or 16
    bytes. ``perm``: output axis i is input axis perm[i], as in numpy.
    ``out``: C-contiguous, of the transposed shape and x's dtype; allocated
    with x's library when None (bare interface objects must pass it).
    ``stream``: where to enqueue; by default the stream x belongs to
    (torch's or CuPy's current stream, or the interface's 'stream' field),
    else the default stream. Returns ``out``; the work is enqueued, not
    awaited.

    Example::

        y = transpose(cupy.zeros((2, 3, 4)), (2, 0, 1))  # y.shape == (4, 2, 3)

    cuTT sees column-major dim [4, 3, 2] with permutation [1, 2, 0]: output
    dimension j is input dimension r-1-perm[r-1-j].
    """
    src = _arrays.describe(x)
    _arrays.check_usable(src, "x")
    out_shape = transposed_shape(src.shape, perm)
    if out is None:
        out = _arrays.allocate_like(src, out_shape)
    dst = _arrays.describe(out)
    _arrays.check_usable(dst, "out")
    _arrays.check_pair(src, dst, out_shape)
    if src.size == 0:
        return out
    if stream is None:
        stream = src.stream
    with _arrays.device_of(src):
        with Plan(src.shape, perm, src.itemsize, stream) as plan:
            plan._run(src, dst)
    return out
