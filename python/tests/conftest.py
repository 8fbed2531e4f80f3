import os
import pathlib

import pytest

import cutt
from cutt import _library

from cuda_driver import gpu_absent_reason

REPO_LIB = pathlib.Path(__file__).resolve().parents[2] / "target" / "release" / "libcutt.so"


def real_library_path():
    """The libcutt.so under test: $CUTT_LIBRARY, else the repository's build."""
    return os.environ.get(_library.ENV_VAR) or (str(REPO_LIB) if REPO_LIB.exists() else None)


@pytest.fixture
def real_lib(monkeypatch):
    """cutt bound to the real libcutt.so, loaded afresh for this test."""
    path = real_library_path()
    if path is None:
        pytest.skip(f"no libcutt.so: set CUTT_LIBRARY or run cargo build --release ({REPO_LIB})")
    monkeypatch.setenv(_library.ENV_VAR, path)
    monkeypatch.setattr(_library, "_loaded", None)
    return cutt.library()


_GPU_ABSENT = gpu_absent_reason()


@pytest.fixture(scope="session")
def gpu_absent():
    """None on a machine with a usable GPU, else the reason there is none."""
    return _GPU_ABSENT


def pytest_collection_modifyitems(config, items):
    if _GPU_ABSENT is None:
        return
    skip = pytest.mark.skip(reason=f"GPU test: {_GPU_ABSENT}")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)
