"""Shared text and shape helpers of the GEOS fixture generators in this folder."""
import math


def num(v):
    """A float as the shortest text that reads back the same, without a trailing '.0'."""
    r = repr(float(v))
    return r[:-2] if r.endswith(".0") else r


def coords(pts):
    """Points as `x y x y ...`."""
    return " ".join(f"{num(x)} {num(y)}" for x, y in pts)


def star(rng, cx, cy, rmin, rmax, n):
    """A star-shaped ring of n vertices around (cx, cy), counter-clockwise, rounded to 3 decimals."""
    angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
    return [(round(cx + (r := rng.uniform(rmin, rmax)) * math.cos(t), 3), round(cy + r * math.sin(t), 3)) for t in angles]
