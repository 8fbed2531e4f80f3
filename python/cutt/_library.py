"""Finding libcutt.so and declaring the C signatures of include/cutt.h."""

import ctypes
import ctypes.util
import os
import threading

from ._errors import CuttLibraryError, error_for

ENV_VAR = "CUTT_LIBRARY"
SYSTEM_NAMES = ("libcutt.so.1", "libcutt.so")

_handle_p = ctypes.POINTER(ctypes.c_uint)
_int_p = ctypes.POINTER(ctypes.c_int)

# name -> (argtypes, returns a cuttResult); mirrors include/cutt.h.
SIGNATURES = {
    "cuttPlan": (
        [_handle_p, ctypes.c_int, _int_p, _int_p, ctypes.c_size_t, ctypes.c_void_p],
        True,
    ),
    "cuttPlanMeasure": (
        [
            _handle_p,
            ctypes.c_int,
            _int_p,
            _int_p,
            ctypes.c_size_t,
            ctypes.c_void_p,
            ctypes.c_void_p,
            ctypes.c_void_p,
        ],
        True,
    ),
    "cuttDestroy": ([ctypes.c_uint], True),
    "cuttExecute": ([ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p], True),
    "cuttSetStream": ([ctypes.c_uint, ctypes.c_void_p], True),
    "cuttInitialize": ([], False),
    "cuttFinalize": ([], False),
}

_loaded = None
_lock = threading.Lock()


def _check(result, func, _args):
    if result != 0:
        raise error_for(func.__name__, result)
    return result


def declare(cdll):
    """Sets argtypes, restype and the error check of every cuTT function."""
    for name, (argtypes, returns_result) in SIGNATURES.items():
        try:
            func = getattr(cdll, name)
        except AttributeError as exc:
            raise CuttLibraryError(
                f"{cdll._name} does not export {name}: not libcutt"
            ) from exc
        func.argtypes = argtypes
        if returns_result:
            func.restype = ctypes.c_int
            func.errcheck = _check
        else:
            func.restype = None
    return cdll


def candidates(environ=None):
    """Where the library is looked for, in order, as (description, path)."""
    environ = os.environ if environ is None else environ
    explicit = environ.get(ENV_VAR)
    # An explicit path is the only candidate: silently falling back to another
    # copy would run a library the user did not ask for.
    if explicit:
        return [(f"${ENV_VAR}", explicit)]
    beside = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libcutt.so")
    found = [("next to the package", beside)]
    system = ctypes.util.find_library("cutt")
    if system:
        found.append(("ctypes.util.find_library('cutt')", system))
    found.extend(("system library path", name) for name in SYSTEM_NAMES)
    return found


def _not_found_hint(environ):
    build = "cargo build --release writes target/release/libcutt.so"
    if environ.get(ENV_VAR):
        return (
            f"{ENV_VAR} is set, so nowhere else was searched: point it at "
            f"libcutt.so ({build}) or unset it"
        )
    return (
        f"set {ENV_VAR} to the path of libcutt.so ({build}), copy it into the "
        "cutt package, or install it on the system library path"
    )


def load(environ=None):
    """Loads and declares libcutt from the first candidate that loads."""
    environ = os.environ if environ is None else environ
    tried = []
    for where, path in candidates(environ):
        try:
            cdll = ctypes.CDLL(path)
        except OSError as exc:
            # dlopen's message starts with the path it tried.
            tried.append(f"  {where}: {exc}")
            continue
        return declare(cdll), path
    raise CuttLibraryError(
        "libcutt not found; looked in:\n"
        + "\n".join(tried)
        + "\n"
        + _not_found_hint(environ)
    )


def library():
    """The loaded libcutt (a ctypes.CDLL), loading it on first use."""
    global _loaded
    with _lock:
        if _loaded is None:
            _loaded, _path = load()
        return _loaded


def initialize():
    """Loads the driver and kernels early (optional; errors come later)."""
    library().cuttInitialize()


def finalize():
    """Destroys every plan and releases what libcutt holds."""
    library().cuttFinalize()
