"""NumPy's C-order axes convention translated to cuTT's column-major one.

A C-order array of shape ``s`` holds the same bytes as a column-major
tensor of extents ``reversed(s)``: C axis ``i`` is cuTT dimension
``r-1-i``. ``numpy.transpose(x, perm)`` makes output C axis ``i`` from input
C axis ``perm[i]``; in cuTT terms output dimension ``j`` (C axis ``r-1-j``)
is input C axis ``perm[r-1-j]``, i.e. input dimension ``r-1-perm[r-1-j]``.
"""

import operator

INT_MAX = 2**31 - 1


def normalize_perm(perm, rank):
    """``perm`` as a tuple of axes in 0..rank-1, negative axes counted from the end.

    Raises ValueError unless it is a permutation of the ``rank`` axes, as
    ``numpy.transpose`` does.
    """
    axes = tuple(operator.index(a) for a in perm)
    if len(axes) != rank:
        raise ValueError(f"perm {axes} has {len(axes)} axes; the array has {rank}")
    axes = tuple(a + rank if a < 0 else a for a in axes)
    if sorted(axes) != list(range(rank)):
        raise ValueError(f"perm {tuple(perm)} is not a permutation of {rank} axes")
    return axes


def transposed_shape(shape, perm):
    """The shape of ``numpy.transpose(x, perm)`` for ``x`` of ``shape``."""
    axes = normalize_perm(perm, len(shape))
    return tuple(shape[a] for a in axes)


def to_cutt(shape, perm):
    """cuTT's ``(dim, permutation)`` for ``numpy.transpose(x, perm)``, x C-order.

    A 0-d array is planned as a 1-element vector (cuTT's rank starts at 1).
    Extents must fit in a C int, the type of cuTT's ``dim``.

    >>> to_cutt((2, 3, 4), (2, 0, 1))   # C shape (2, 3, 4) -> (4, 2, 3)
    ([4, 3, 2], [1, 2, 0])

    cuTT reads ``dim = [4, 3, 2]`` column-major (4 varies fastest) and writes
    extents ``dim[1], dim[2], dim[0] = 3, 2, 4``: column-major ``(3, 2, 4)``,
    which is C-order ``(4, 2, 3)``, the shape numpy.transpose gives.
    """
    shape = tuple(operator.index(n) for n in shape)
    axes = normalize_perm(perm, len(shape))
    for n in shape:
        if not 0 <= n <= INT_MAX:
            raise ValueError(f"extent {n} of shape {shape} is outside 0..{INT_MAX}")
    if not shape:
        return [1], [0]
    r = len(shape)
    return list(reversed(shape)), [r - 1 - axes[r - 1 - j] for j in range(r)]
