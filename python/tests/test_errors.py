import pytest

import cutt
from cutt import _errors, _library

CODES = {
    1: (cutt.CuttInvalidPlan, "CUTT_INVALID_PLAN"),
    2: (cutt.CuttInvalidParameter, "CUTT_INVALID_PARAMETER"),
    3: (cutt.CuttInvalidDevice, "CUTT_INVALID_DEVICE"),
    4: (cutt.CuttInternalError, "CUTT_INTERNAL_ERROR"),
    5: (cutt.CuttUndefinedError, "CUTT_UNDEFINED_ERROR"),
}


class _Func:
    __name__ = "cuttExecute"


@pytest.mark.parametrize("code", sorted(CODES))
def test_each_code_raises_its_exception(code):
    cls, name = CODES[code]
    with pytest.raises(cls) as info:
        _library._check(code, _Func(), ())
    err = info.value
    assert isinstance(err, cutt.CuttError)
    assert (err.code, err.name, err.function) == (code, name, "cuttExecute")
    message = str(err)
    assert message.startswith(f"cuttExecute returned {name} ({code}): ")
    assert err.cause in message


def test_success_passes_through():
    assert _library._check(0, _Func(), ()) == 0


def test_unknown_code_is_the_base_error():
    err = _errors.error_for("cuttPlan", 99)
    assert type(err) is cutt.CuttError
    assert err.code == 99
    assert "cuttPlan returned unknown cuttResult (99)" in str(err)


def test_codes_are_those_of_the_header():
    assert {code: cls for code, (cls, _) in CODES.items()} == _errors.ERRORS_BY_CODE
