import ctypes
import ctypes.util
import pathlib
import re

import pytest

import cutt
from cutt import _library

HEADER = pathlib.Path(__file__).resolve().parents[2] / "include" / "cutt.h"

C_TYPES = {
    "cuttHandle *": ctypes.POINTER(ctypes.c_uint),
    "cuttHandle": ctypes.c_uint,
    "int": ctypes.c_int,
    "int *": ctypes.POINTER(ctypes.c_int),
    "size_t": ctypes.c_size_t,
    "cudaStream_t": ctypes.c_void_p,
    "void *": ctypes.c_void_p,
}


def test_missing_explicit_path_names_it_and_searches_nowhere_else(tmp_path):
    missing = tmp_path / "nowhere" / "libcutt.so"
    with pytest.raises(cutt.CuttLibraryError) as info:
        _library.load({"CUTT_LIBRARY": str(missing)})
    message = str(info.value)
    assert str(missing) in message
    assert "CUTT_LIBRARY is set, so nowhere else was searched" in message


def test_failure_lists_every_place_looked(monkeypatch):
    def refuse(path):
        raise OSError(f"cannot open {path}")

    monkeypatch.setattr(_library.ctypes, "CDLL", refuse)
    monkeypatch.setattr(_library.ctypes.util, "find_library", lambda name: "libcutt.so.9")
    with pytest.raises(cutt.CuttLibraryError) as info:
        _library.load({})
    message = str(info.value)
    beside = pathlib.Path(_library.__file__).parent / "libcutt.so"
    for place in (str(beside), "libcutt.so.9", "libcutt.so.1", "libcutt.so"):
        assert f"cannot open {place}\n" in message
    assert "set CUTT_LIBRARY" in message


def test_search_order_without_environment(monkeypatch):
    monkeypatch.setattr(_library.ctypes.util, "find_library", lambda name: None)
    paths = [path for _, path in _library.candidates({})]
    beside = str(pathlib.Path(_library.__file__).parent / "libcutt.so")
    assert paths == [beside, "libcutt.so.1", "libcutt.so"]


def test_a_library_that_is_not_libcutt_is_refused():
    libc = ctypes.util.find_library("c")
    if libc is None:
        pytest.skip("no C library found by ctypes.util.find_library to stand in")
    with pytest.raises(cutt.CuttLibraryError, match="does not export cuttPlan"):
        _library.load({"CUTT_LIBRARY": libc})


def test_every_function_is_declared(real_lib):
    for name, (argtypes, returns_result) in _library.SIGNATURES.items():
        func = getattr(real_lib, name)
        assert func.argtypes == argtypes, name
        if returns_result:
            assert func.restype is ctypes.c_int, name
            assert func.errcheck is _library._check, name
        else:
            assert func.restype is None, name


def test_library_is_loaded_once(real_lib):
    assert cutt.library() is real_lib


def _header_prototypes():
    text = re.sub(r"/\*.*?\*/", "", HEADER.read_text(), flags=re.S)
    for ret, name, params in re.findall(r"\n(cuttResult|void) (cutt\w+)\(([^)]*)\);", text):
        params = [p.strip() for p in params.split(",")]
        types = [] if params == ["void"] else [re.sub(r"\s*\w+$", "", p) for p in params]
        yield name, ret, [re.sub(r"\s*\*", " *", t) for t in types]


def test_declarations_match_the_header():
    if not HEADER.exists():
        pytest.skip(f"{HEADER} is not here (package used outside the repository)")
    prototypes = list(_header_prototypes())
    assert sorted(name for name, _, _ in prototypes) == sorted(_library.SIGNATURES)
    for name, ret, types in prototypes:
        argtypes, returns_result = _library.SIGNATURES[name]
        assert argtypes == [C_TYPES[t] for t in types], name
        assert returns_result == (ret == "cuttResult"), name
