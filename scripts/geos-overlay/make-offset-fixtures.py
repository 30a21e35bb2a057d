#!/usr/bin/env python3
r"""Records GEOS's offsets of polylines (shapely.offset_curve) and polygons (shapely.buffer) as a fixture.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-offset-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/offset-cases.txt

Meridian's offset takes ArcGIS's sides: a positive distance offsets to the right, and a polygon's right is
its inside. GEOS's offset_curve offsets to the left for a positive distance and its buffer grows for one,
so each case's GEOS call takes the negated distance. Offset types map onto GEOS's joins: mitered onto
mitre (bevelRatio is GEOS's mitre_limit), bevelled onto bevel, rounded onto round with quad_segs chosen so
that GEOS's arcs lie within the case's flatten error (GEOS's longest fillet step is 1.5 quantums).
Paths with a vertex within 2% of the distance of its neighbours' chord, or a segment that short, are
left out: GEOS simplifies its input by 1% of the distance first, Meridian (as ArcGIS) does not. Paths
that turn back exactly along themselves are left out: there the offset runs along the band's
edge, GEOS bevels a mitre and drops the returning side, and the tests work them by hand.
Squared has no GEOS join; the tests work it by hand.

Inputs (seeded, so a rerun writes the same file): random open paths of 2 to 9 vertices (steps from 0.01 to
20), degenerate paths (collinear, reversing along their own line, hairpins narrower and wider than the
distance, self-crossing zigzags and loops, short segments among long ones, spikes) and star polygons with
and without holes, L-, U- and comb-shaped polygons; distances from 0.05 to 8, either sign.

Format, one case per block:
    L <type> <distance> <ratio> <flatten> <paths>    a polyline, its offset type, distance, bevel ratio and
    G <type> <distance> <ratio> <flatten> <rings>    flatten error; or a polygon (rings without the closing
                                                      point)
    R <area> <length> <parts>                         GEOS's result: its area (0 for lines), length and
                                                      lines, or rings without the closing point
<paths>, <rings> and <parts> are separated by ';', each `x y x y ...`; an empty result has no parts.
"""
import math
import random

import shapely
from shapely.geometry import LineString, Polygon

from fixture_text import coords, num, star

rng = random.Random(20261207)
JOINS = {"mitered": "mitre", "bevelled": "bevel", "rounded": "round"}


def quad_segs(distance, flatten):
    step = 2 * math.acos(max(-1.0, 1 - flatten / abs(distance)))
    return max(8, math.ceil(1.5 * (math.pi / 2) / step))


def parameters():
    kind = rng.choice(list(JOINS))
    distance = round(rng.choice([-1, 1]) * 10 ** rng.uniform(-1.3, 0.9), 3)
    ratio = rng.choice([1.5, 2, 4, 10])
    flatten = round(abs(distance) * rng.choice([1e-2, 3e-3, 1e-3]), 9)
    return kind, distance, ratio, flatten


def random_path():
    x, y = rng.uniform(-20, 20), rng.uniform(-20, 20)
    pts = [(round(x, 3), round(y, 3))]
    for _ in range(rng.randint(1, 8)):
        step = 10 ** rng.uniform(-2, 1.3)
        angle = rng.uniform(0, 2 * math.pi)
        x, y = x + step * math.cos(angle), y + step * math.sin(angle)
        pts.append((round(x, 3), round(y, 3)))
    return pts


def degenerate_paths():
    yield [(0, 0), (5, 0), (10, 0)]
    yield [(0, 0), (10, 0), (4, 0)]
    yield [(0, 0), (3, 3), (6, 6), (2, 2)]
    for width in [0.1, 0.5, 2, 6]:
        yield [(0, 0), (10, 0), (10, width), (0, width)]
        yield [(0, 0), (10, 0), (0, width)]
    yield [(0, 0), (10, 10), (10, 0), (0, 10)]
    yield [(0, 0), (8, 0), (8, 5), (4, 5), (4, -3)]
    yield [(0, 0), (10, 0), (10.001, 0.001), (10.002, 0), (20, 0)]
    yield [(0, 0), (5, 0), (5.01, 0), (5.01, 0.01), (9, 4)]
    yield [(0, 0), (4, 0), (5, 6), (6, 0), (10, 0)]
    yield [(0, 0), (4, 0), (4.5, 9), (5, 0), (10, 0)]
    yield [(x * 0.7, 3 * ((-1) ** x)) for x in range(9)]
    yield [(0, 0), (10, 0), (10, 10), (5, 10), (5, -5), (2, -5)]


def reverses(path):
    """Whether the path turns back exactly along itself somewhere."""
    for (ax, ay), (bx, by), (cx, cy) in zip(path, path[1:], path[2:]):
        ux, uy, vx, vy = bx - ax, by - ay, cx - bx, cy - by
        if ux * vy - uy * vx == 0 and ux * vx + uy * vy < 0:
            return True
    return False


def simplified_by_geos(path, distance):
    """Whether GEOS's buffer input simplifier (1% of the distance) could drop one of the path's vertices:
    a vertex within 2% of the distance of its neighbours' chord, or a segment that short."""
    tolerance = 0.02 * abs(distance)
    for a, b, c in zip(path, path[1:], path[2:]):
        if LineString([a, c]).distance(shapely.Point(b)) < tolerance:
            return True
    return any(math.dist(a, b) < tolerance for a, b in zip(path, path[1:]))


def record_line(paths, kind, distance, ratio, flatten):
    if any(simplified_by_geos(p, distance) for p in paths):
        return False
    parts = []
    for path in paths:
        out = shapely.offset_curve(
            LineString(path), -distance, quad_segs=quad_segs(distance, flatten), join_style=JOINS[kind],
            mitre_limit=ratio)
        lines = [out] if out.geom_type == "LineString" else list(out.geoms)
        parts += [list(g.coords) for g in lines if not g.is_empty]
    length = sum(LineString(p).length for p in parts)
    print(f"L {kind} {num(distance)} {num(ratio)} {num(flatten)} " + ";".join(coords(p) for p in paths))
    print(f"R 0 {num(length)} " + ";".join(coords(p) for p in parts))
    return True


def record_polygon(rings, kind, distance, ratio, flatten):
    if any(simplified_by_geos(r + r[:2], distance) for r in rings):
        return
    polygon = Polygon(rings[0], rings[1:])
    out = shapely.buffer(
        polygon, -distance, quad_segs=quad_segs(distance, flatten), join_style=JOINS[kind], mitre_limit=ratio)
    polys = [] if out.is_empty else ([out] if out.geom_type == "Polygon" else list(out.geoms))
    result = [list(r.coords)[:-1] for p in polys for r in [p.exterior, *p.interiors]]
    print(f"G {kind} {num(distance)} {num(ratio)} {num(flatten)} " + ";".join(coords(r) for r in rings))
    print(f"R {num(out.area)} {num(out.length)} " + ";".join(coords(r) for r in result))


def shapes():
    yield [[(0, 0), (10, 0), (10, 10), (0, 10)]]
    yield [[(0, 0), (10, 0), (10, 3), (3, 3), (3, 10), (0, 10)]]
    yield [[(0, 0), (9, 0), (9, 9), (6, 9), (6, 3), (3, 3), (3, 9), (0, 9)]]
    yield [[(0, 0), (12, 0), (12, 8), (10, 8), (10, 2), (8, 2), (8, 8), (6, 8), (6, 2), (4, 2), (4, 8), (0, 8)]]
    yield [[(0, 0), (20, 0), (20, 20), (0, 20)], [(5, 5), (5, 15), (15, 15), (15, 5)]]
    yield [[(0, 0), (10, 0), (5, 1)]]


print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
for path in degenerate_paths():
    if reverses(path):
        continue
    for kind in JOINS:
        for distance in [0.3, -0.3, 1.5, -1.5]:
            record_line([path], kind, distance, 4, round(abs(distance) * 1e-3, 9))
recorded = 0
while recorded < 300:
    paths = [random_path() for _ in range(rng.choice([1, 1, 1, 2]))]
    recorded += record_line(paths, *parameters())
for shape in shapes():
    for kind in JOINS:
        for distance in [0.5, -0.5, 2, -2]:
            record_polygon(shape, kind, distance, 4, round(abs(distance) * 1e-3, 9))
for case in range(150):
    cx, cy = rng.uniform(-20, 20), rng.uniform(-20, 20)
    r = rng.uniform(2, 15)
    shell = star(rng, cx, cy, r * 0.4, r, rng.randint(3, 12))
    holes = [star(rng, cx, cy, r * 0.05, r * 0.25, rng.randint(3, 6))] if rng.random() < 0.4 else []
    if not Polygon(shell, holes).is_valid:
        continue
    record_polygon([shell, *holes], *parameters())
