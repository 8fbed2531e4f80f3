import numpy as np
import pytest

from cutt import to_cutt, transposed_shape
from cutt._convention import INT_MAX


def cutt_reference(data, dim, permutation):
    """cuTT's definition on flat data: column-major input of extents ``dim``;
    output dimension j is input dimension permutation[j], also column-major.
    Written with index arithmetic only, not numpy.transpose."""
    out_dim = [dim[p] for p in permutation]
    volume = int(np.prod(out_dim))
    out_index = np.unravel_index(np.arange(volume), out_dim, order="F")
    in_index = [None] * len(dim)
    for j, p in enumerate(permutation):
        in_index[p] = out_index[j]
    return data[np.ravel_multi_index(in_index, dim, order="F")], out_dim


def check_against_numpy(shape, perm):
    x = np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape)
    dim, permutation = to_cutt(shape, perm)
    flat, out_dim = cutt_reference(x.ravel(order="C"), dim, permutation)
    expected = np.transpose(x, perm)
    assert tuple(reversed(out_dim)) == expected.shape == transposed_shape(shape, perm)
    np.testing.assert_array_equal(flat, expected.ravel(order="C"))


def test_docstring_example():
    assert to_cutt((2, 3, 4), (2, 0, 1)) == ([4, 3, 2], [1, 2, 0])
    check_against_numpy((2, 3, 4), (2, 0, 1))


def test_random_shapes_and_perms():
    rng = np.random.default_rng(12345)
    for _ in range(500):
        rank = int(rng.integers(1, 7))
        shape = tuple(int(n) for n in rng.integers(1, 6, size=rank))
        perm = tuple(int(a) for a in rng.permutation(rank))
        check_against_numpy(shape, perm)


@pytest.mark.parametrize("perm", [(0, 1, 2), (2, 1, 0), (1, 0, 2), (0, 2, 1)])
def test_rank_three_each_kind_of_perm(perm):
    check_against_numpy((3, 5, 7), perm)


def test_identity_and_full_reversal():
    assert to_cutt((2, 3), (0, 1)) == ([3, 2], [0, 1])
    assert to_cutt((2, 3, 4, 5), (3, 2, 1, 0)) == ([5, 4, 3, 2], [3, 2, 1, 0])


def test_negative_axes_as_numpy():
    assert to_cutt((2, 3, 4), (-1, 0, -2)) == to_cutt((2, 3, 4), (2, 0, 1))
    check_against_numpy((2, 3, 4), (-1, 0, -2))


def test_zero_d_is_a_one_element_vector():
    assert to_cutt((), ()) == ([1], [0])


@pytest.mark.parametrize("perm", [(0, 0, 1), (0, 1), (0, 1, 3), (0, 1, -4)])
def test_not_a_permutation(perm):
    with pytest.raises(ValueError):
        to_cutt((2, 3, 4), perm)


def test_extents_must_fit_a_c_int():
    assert to_cutt((INT_MAX, 1), (1, 0)) == ([1, INT_MAX], [1, 0])
    with pytest.raises(ValueError, match="outside"):
        to_cutt((INT_MAX + 1, 1), (1, 0))
    with pytest.raises(ValueError, match="outside"):
        to_cutt((-1, 1), (1, 0))
