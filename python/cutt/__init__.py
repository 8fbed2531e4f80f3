"""cutt: GPU tensor transposes through libcutt (the cuTT 1.1 C API), by ctypes.

``cutt.transpose(x, perm)`` is ``numpy.transpose(x, perm)`` for CuPy arrays,
PyTorch CUDA tensors and ``__cuda_array_interface__`` objects; ``cutt.Plan``
is a reusable plan. Axes follow NumPy's C-order convention; ``to_cutt``
shows the column-major problem handed to cuTT.

The library is found through $CUTT_LIBRARY, then libcutt.so next to this
package, then the system library path (libcutt.so.1, libcutt.so).
"""

from ._convention import to_cutt, transposed_shape
from ._errors import (
    CuttError,
    CuttInternalError,
    CuttInvalidDevice,
    CuttInvalidParameter,
    CuttInvalidPlan,
    CuttLibraryError,
    CuttUndefinedError,
)
from ._library import finalize, initialize, library
from ._plan import Plan, transpose

__all__ = [
    "CuttError",
    "CuttInternalError",
    "CuttInvalidDevice",
    "CuttInvalidParameter",
    "CuttInvalidPlan",
    "CuttLibraryError",
    "CuttUndefinedError",
    "Plan",
    "finalize",
    "initialize",
    "library",
    "to_cutt",
    "transpose",
    "transposed_shape",
]
