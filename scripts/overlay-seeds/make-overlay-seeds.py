#!/usr/bin/env python3
"""Writes the geometry-overlay fuzz target's seeds (Tests/Fuzz/Corpus/geometry-overlay).

The byte layout is OverlayFuzzInput's (Tests/Fuzz/MeridianFuzz/OverlayFuzzInput.swift): operation,
kinds, parameters, then each geometry as a part count, and per part a point count and one byte per
point (x in bits 0-2, y in bits 3-5; 0b11 in bits 6-7 escapes to a special value in the next byte).

    python3 scripts/overlay-seeds/make-overlay-seeds.py Tests/Fuzz/Corpus/geometry-overlay
"""
import os
import sys

OPS = ["union", "intersection", "difference", "symmetricDifference", "buffer", "cut", "simplify",
       "convexHull", "densify"]
POLYGON, POLYLINE, MULTIPOINT = 0, 2, 3


def p(x, y, tier=0):
    return x | (y << 3) | (tier << 6)


def geometry(*parts):
    out = [len(parts) - 1]
    for part in parts:
        out.append(len(part))
        for point in part:
            out.extend(point if isinstance(point, list) else [point])
    return out


def seed(op, a, b, kind_a=POLYGON, kind_b=POLYGON, quad=0, scale=0, refs=0, offset=0, nudge=0, param=0):
    header = [OPS.index(op) + 9 * quad, kind_a | (kind_b << 2) | (scale << 4) | (refs << 6),
              offset | (nudge << 2) | (param << 4)]
    return bytes(header + geometry(*a) + geometry(*b))


def square(x, y, side):
    return [p(x, y), p(x + side, y), p(x + side, y + side), p(x, y + side)]


SEEDS = {
    "union-overlapping-squares": seed("union", [square(0, 0, 4)], [square(2, 2, 4)]),
    "intersection-shared-edge": seed("intersection", [square(0, 0, 2)], [square(2, 0, 2)]),
    "difference-collinear-overlap": seed(
        "difference", [[p(0, 0), p(4, 0), p(4, 2), p(0, 2)]], [[p(1, 2), p(3, 2), p(3, 5), p(1, 5)]]),
    "symdiff-touching-corner": seed("symmetricDifference", [square(0, 0, 2)], [square(2, 2, 2)]),
    "union-spike": seed(
        "union", [[p(0, 0), p(4, 0), p(4, 4), p(2, 4), p(2, 7), p(2, 4), p(0, 4)]], [square(1, 1, 5)]),
    "difference-hole": seed("difference", [square(0, 0, 7), square(2, 2, 3)], [square(4, 4, 2)]),
    "symdiff-identical": seed("symmetricDifference", [square(1, 1, 3)], [square(1, 1, 3)]),
    "union-sliver": seed("union", [[p(0, 0), p(4, 0), p(2, 0)]], [square(0, 0, 2)]),
    "union-nudged": seed("union", [square(0, 0, 4)], [[p(4, 0, 1), p(6, 0), p(6, 4), p(4, 4, 1)]], nudge=1),
    "intersection-far": seed("intersection", [square(0, 0, 5)], [square(3, 3, 4)], offset=1, scale=2),
    "union-mixed-references": seed("union", [square(0, 0, 2)], [square(1, 1, 2)], refs=3),
    "union-nan": seed("union", [[p(0, 0), [p(0, 0, 3), 0x00], p(4, 4)]], [square(0, 0, 2)]),
    "union-huge": seed("union", [[p(0, 0), [p(0, 0, 3), 0x33], p(4, 4)]], [square(0, 0, 2)]),
    "union-empty": seed("union", [[]], [square(0, 0, 2)]),
    "buffer-polyline": seed("buffer", [[p(0, 0), p(4, 4), p(7, 0)]], [[]], kind_a=POLYLINE, param=1),
    "buffer-crossing-polyline": seed(
        "buffer", [[p(0, 0), p(6, 6), p(6, 0), p(0, 6)]], [[]], kind_a=POLYLINE, param=0, quad=2),
    "buffer-negative-hole": seed("buffer", [square(0, 0, 7), square(3, 3, 1)], [[]], param=5),
    "buffer-multipoint": seed("buffer", [[p(0, 0), p(1, 0), p(5, 5)]], [[]], kind_a=MULTIPOINT, param=0),
    "buffer-concave-90": seed(
        "buffer", [[p(0, 0), p(6, 0), p(6, 6), p(3, 2), p(0, 6)]], [[]], param=1, quad=5),
    "buffer-1e300": seed("buffer", [square(0, 0, 2)], [[]], param=12),
    "cut-square": seed("cut", [square(0, 0, 4)], [[p(2, 0), p(2, 7)]], kind_b=POLYLINE),
    "cut-along-edge": seed("cut", [square(0, 0, 4)], [[p(0, 0), p(4, 0), p(4, 7), p(7, 7)]], kind_b=POLYLINE),
    "cut-polyline": seed("cut", [[p(0, 2), p(7, 2)]], [[p(3, 0), p(3, 7)], [p(5, 0), p(5, 7)]],
                         kind_a=POLYLINE, kind_b=POLYLINE),
    "simplify-bow-tie": seed("simplify", [[p(0, 0), p(4, 4), p(4, 0), p(0, 4)]], [[]]),
    "simplify-touching-rings": seed("simplify", [square(0, 0, 2), square(2, 2, 2)], [[]]),
    "convex-hull-multipoint": seed(
        "convexHull", [[p(0, 0), p(3, 1), p(7, 0), p(7, 7), p(2, 2), p(0, 7)]], [[]], kind_a=MULTIPOINT),
    "convex-hull-collinear": seed("convexHull", [[p(0, 0), p(2, 2), p(5, 5)]], [[]], kind_a=POLYLINE),
    "densify-polygon": seed("densify", [square(0, 0, 7), square(2, 2, 2)], [[]], param=0),
    "densify-too-many": seed("densify", [[p(0, 0), p(7, 7)]], [[]], kind_a=POLYLINE, param=15),
}

if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else "Tests/Fuzz/Corpus/geometry-overlay"
    os.makedirs(target, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(target, name), "wb") as f:
            f.write(data)
    print(f"wrote {len(SEEDS)} seeds to {target}")
