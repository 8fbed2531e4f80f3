"""Exceptions for cuttResult codes and for loading the library."""


class CuttLibraryError(OSError):
    """libcutt could not be found or loaded; the message lists where we looked."""


class CuttError(RuntimeError):
    """A libcutt call returned a code other than CUTT_SUCCESS.

    Attributes: ``code`` (the cuttResult number), ``name`` (its enumerator
    name) and ``function`` (the C function that returned it).
    """

    code = None
    name = "unknown cuttResult"
    cause = "the library returned a code this package does not know"

    def __init__(self, function, code=None):
        if code is not None:
            self.code = code
        self.function = function
        super().__init__(
            f"{function} returned {self.name} ({self.code}): {self.cause} "
            "(set CUTT_LOG=1 to have libcutt explain on stderr)"
        )


class CuttInvalidPlan(CuttError):
    code = 1
    name = "CUTT_INVALID_PLAN"
    cause = (
        "the handle names no live plan (never created, or destroyed), or the "
        "plan's context was destroyed since it was made"
    )


class CuttInvalidParameter(CuttError):
    code = 2
    name = "CUTT_INVALID_PARAMETER"
    cause = (
        "an argument is invalid (rank outside 1..32, an extent < 1, not a "
        "permutation, element size not 1/2/4/8/16, NULL, equal or overlapping "
        "buffers); nothing was done"
    )


class CuttInvalidDevice(CuttError):
    code = 3
    name = "CUTT_INVALID_DEVICE"
    cause = (
        "no usable NVIDIA driver or device, or the current device is not the "
        "plan's"
    )


class CuttInternalError(CuttError):
    code = 4
    name = "CUTT_INTERNAL_ERROR"
    cause = "the CUDA driver failed, or the library hit an internal fault"


class CuttUndefinedError(CuttError):
    code = 5
    name = "CUTT_UNDEFINED_ERROR"
    cause = "reserved by cuTT (libcutt does not return it)"


ERRORS_BY_CODE = {
    cls.code: cls
    for cls in (
        CuttInvalidPlan,
        CuttInvalidParameter,
        CuttInvalidDevice,
        CuttInternalError,
        CuttUndefinedError,
    )
}


def error_for(function, code):
    """The exception for ``code`` returned by ``function``."""
    cls = ERRORS_BY_CODE.get(code)
    if cls is None:
        return CuttError(function, code)
    return cls(function)
