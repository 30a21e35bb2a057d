#!/usr/bin/env python3
"""Records GEOS's cuts of polygons by polylines (shapely.ops.split) as a test fixture.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-cut-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/cut-cases.txt

Inputs (seeded, so a rerun writes the same file): random star polygons with and without holes, cut by
random polylines of 2 to 5 vertices (crossing the polygon once or many times, ending inside it, or
missing it). GEOS's `split` gives the pieces; each piece's side of the cutter is found here, apart from
GEOS: at the midpoint of every edge of the piece's rings whose ends lie on one cutter segment (within
10⁻⁹), a point 10⁻⁶ to the cutter's left (or right) inside the piece makes it a left (right) piece.

Format, one case per block:
    P <rings>                 the polygon
    C <paths>                 the cutter
    S <side> <area> <rings>   one line per GEOS piece; side L, R, B (both) or N (neither)
<rings> and <paths> are separated by ';', each `x y x y ...` (rings without the closing point).
"""
import math
import random

import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import split

from fixture_text import coords, num, star

rng = random.Random(20261207)


def side(piece, cutter):
    left = right = False
    segments = [LineString([p, q]) for p, q in zip(cutter.coords[:-1], cutter.coords[1:])]
    for ring in [piece.exterior, *piece.interiors]:
        for a, b in zip(ring.coords[:-1], ring.coords[1:]):
            for seg in segments:
                if seg.distance(Point(a)) > 1e-9 or seg.distance(Point(b)) > 1e-9:
                    continue
                (p, q) = seg.coords
                m = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                d = math.hypot(q[0] - p[0], q[1] - p[1])
                n = (-(q[1] - p[1]) / d * 1e-6, (q[0] - p[0]) / d * 1e-6)
                left |= piece.contains(Point(m[0] + n[0], m[1] + n[1]))
                right |= piece.contains(Point(m[0] - n[0], m[1] - n[1]))
                break
    return "B" if left and right else "L" if left else "R" if right else "N"


def main():
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    count = 0
    while count < 600:
        rmax = rng.uniform(2, 6)
        shell = star(rng, 5, 5, rmax * 0.5, rmax, rng.randint(3, 12))
        holes = [star(rng, 5, 5, rmax * 0.05, rmax * 0.3, rng.randint(3, 6))] if rng.random() < 0.3 else []
        polygon = Polygon(shell, holes)
        if not polygon.is_valid:
            continue
        cutter = LineString([(round(rng.uniform(-1, 11), 3), round(rng.uniform(-1, 11), 3))
                             for _ in range(rng.randint(2, 5))])
        if not cutter.is_simple:
            continue
        pieces = list(split(polygon, cutter).geoms)
        if any(not p.is_valid for p in pieces):
            continue
        print(f"P {';'.join(coords(list(r.coords)[:-1]) for r in [polygon.exterior, *polygon.interiors])}")
        print(f"C {coords(cutter.coords)}")
        for p in pieces:
            rings = ";".join(coords(list(r.coords)[:-1]) for r in [p.exterior, *p.interiors])
            print(f"S {side(p, cutter)} {num(p.area)} {rings}")
        count += 1


if __name__ == "__main__":
    main()
