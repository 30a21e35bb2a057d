#!/usr/bin/env python3
"""Records GEOS's convex hulls of random point sets as a test fixture.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-hull-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/hull-cases.txt
With `--merge` it writes hull-merge-cases.txt instead: groups of points, multipoints, polylines and
polygons, GEOS's hull of each (`H <type> <area> <length> <vertex count>` after each `G <kind> <parts>`,
parts as in mixed-overlay-cases.txt) and the hull of the whole group first (`M ...`, same fields).

Seeded random multipoints: uniform points, points on a small integer grid (collinear and repeated
points), and collinear sets. One case a line: `<type> <area> <length> <vertex count> <points>` where
type is GEOS's result geometry type, vertex count excludes a polygon's closing point, and <points> is
the input, `x y x y ...`.
"""
import random

import shapely
from shapely.geometry import MultiPoint

rng = random.Random(20261207)


def num(v):
    r = repr(float(v))
    return r[:-2] if r.endswith(".0") else r


def hull_fields(geom):
    h = shapely.convex_hull(geom)
    count = len(h.exterior.coords) - 1 if h.geom_type == "Polygon" else len(shapely.get_coordinates(h))
    return f"{h.geom_type} {num(h.area)} {num(h.length)} {count}"


def merge_cases():
    import sys
    sys.path.insert(0, __import__("os").path.dirname(__file__))
    from fixture_text import coords, star
    from shapely.geometry import LineString, Point, Polygon
    for k in range(300):
        group = []
        for _ in range(rng.randint(1, 4)):
            kind = rng.choice(["point", "multipoint", "polyline", "polygon"])
            cx, cy = rng.uniform(-20, 20), rng.uniform(-20, 20)
            if kind == "point":
                g, text = Point(cx, cy), coords([(cx, cy)])
            elif kind == "multipoint":
                pts = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(rng.randint(1, 6))]
                g, text = MultiPoint(pts), coords(pts)
            elif kind == "polyline":
                pts = [(round(cx + rng.uniform(-5, 5), 3), round(cy + rng.uniform(-5, 5), 3)) for _ in range(rng.randint(2, 5))]
                g, text = LineString(pts), coords(pts)
            else:
                ring = star(rng, cx, cy, 1, 6, rng.randint(3, 10))
                g, text = Polygon(ring), coords(ring)
            group.append((kind, g, text))
        print("M " + hull_fields(shapely.GeometryCollection([g for _, g, _ in group])))
        for kind, g, text in group:
            print(f"G {kind} {text}")
            print("H " + hull_fields(g))


print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
if __import__("sys").argv[1:] == ["--merge"]:
    merge_cases()
    raise SystemExit
for k in range(1000):
    n = rng.randint(1, 40)
    style = k % 4
    if style == 0:
        pts = [(round(rng.uniform(-50, 50), 4), round(rng.uniform(-50, 50), 4)) for _ in range(n)]
    elif style == 1:
        pts = [(rng.randint(0, 4), rng.randint(0, 4)) for _ in range(n)]
    elif style == 2:
        t = [rng.randint(-10, 10) for _ in range(n)]
        pts = [(3 * v + 1, 2 * v - 5) for v in t]
    else:
        pts = [(round(rng.gauss(0, 1e3), 6), round(rng.gauss(0, 1e-3), 9)) for _ in range(n)]
    h = shapely.convex_hull(MultiPoint(pts))
    count = len(h.exterior.coords) - 1 if h.geom_type == "Polygon" else len(shapely.get_coordinates(h))
    print(f"{h.geom_type} {num(h.area)} {num(h.length)} {count} " + " ".join(f"{num(x)} {num(y)}" for x, y in pts))
