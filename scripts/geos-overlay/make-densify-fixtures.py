#!/usr/bin/env python3
r"""Records GEOS's densify (shapely.segmentize) of polylines and polygons as a test fixture.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-densify-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/densify-cases.txt

Inputs (seeded, so a rerun writes the same file): random polylines of one to three paths and 2 to 8
vertices (segments from 0.01 to 40 long; no repeated vertices, which GEOS's densifier drops and
Meridian, as ArcGIS, keeps), and star polygons with and without holes, each densified with a maximum
segment length from 0.5 to 50 (some longer than every segment).

Format, one case per block:
    L <max> <paths>           a polyline and the maximum segment length
    G <max> <rings>           a polygon (rings without the closing point) and the maximum
    R <length> <parts>        GEOS's result: its length and its paths or rings (rings without the
                              closing point)
<paths> and <rings> are separated by ';', each `x y x y ...`.
"""
import random

import shapely
from shapely.geometry import LineString, MultiLineString, Polygon

from fixture_text import coords, num, star

rng = random.Random(20261207)


def path():
    n = rng.randint(2, 8)
    x, y = rng.uniform(-50, 50), rng.uniform(-50, 50)
    pts = [(round(x, 3), round(y, 3))]
    for _ in range(n - 1):
        step = 10 ** rng.uniform(-2, 1.6)
        x, y = x + rng.uniform(-1, 1) * step, y + rng.uniform(-1, 1) * step
        pts.append((round(x, 3), round(y, 3)))
    return pts


def rings_of(polygon):
    return [list(r.coords)[:-1] for r in [polygon.exterior, *polygon.interiors]]


def maximum():
    return round(10 ** rng.uniform(-0.3, 1.7), 3)


print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
for case in range(300):
    paths = [path() for _ in range(rng.choice([1, 1, 2, 3]))]
    m = maximum()
    geom = LineString(paths[0]) if len(paths) == 1 else MultiLineString(paths)
    out = shapely.segmentize(geom, m)
    parts = [list(out.coords)] if out.geom_type == "LineString" else [list(g.coords) for g in out.geoms]
    print(f"L {num(m)} " + ";".join(coords(p) for p in paths))
    print(f"R {num(out.length)} " + ";".join(coords(p) for p in parts))
for case in range(200):
    cx, cy = rng.uniform(-50, 50), rng.uniform(-50, 50)
    r = rng.uniform(1, 30)
    shell = star(rng, cx, cy, r * 0.5, r, rng.randint(3, 12))
    holes = [star(rng, cx, cy, r * 0.1, r * 0.3, rng.randint(3, 6))] if rng.random() < 0.4 else []
    polygon = Polygon(shell, holes)
    if not polygon.is_valid:
        continue
    m = maximum()
    out = shapely.segmentize(polygon, m)
    print(f"G {num(m)} " + ";".join(coords(ring) for ring in [shell, *holes]))
    print(f"R {num(out.length)} " + ";".join(coords(ring) for ring in rings_of(out)))
