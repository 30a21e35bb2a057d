#!/usr/bin/env python3
"""Records GEOS's validity, simplicity and repairs (make_valid) of valid and invalid shapes as a fixture.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-simplify-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/simplify-cases.txt

Inputs (seeded, so a rerun writes the same file): valid star polygons with and without holes in either
orientation, bow-ties, polygons of random vertex order (many crossings), stars with a spike, with a
repeated vertex, with a self-touching vertex, with a hole crossing or outside the shell, multipolygons
of overlapping parts; polylines (random, often self-crossing; simple zigzags; with repeated vertices;
two paths meeting at ends or not) and multipoints (some with repeated points).

Format, one case a line: `<kind> <valid> <simple> <oriented> <repeated> <area> <length> <input> | <repair>`
where kind is `polygon`, `polyline` or `multipoint`; valid and simple are GEOS's `is_valid` and
`is_simple` (1 or 0); oriented is 1 when every shell is clockwise and every hole counter-clockwise
(GEOS's `is_ccw`, polygons only); repeated is 1 when a ring or path repeats a vertex consecutively (or
a multipoint a point); area and length are those of the polygonal part of `shapely.make_valid(g)`
(method 'linework'); <input> and <repair> are rings, paths or points separated by ';', each
`x y x y ...` without a ring's closing point (<repair> is empty for non-polygons).
"""
import math
import random

import shapely
from shapely.geometry import LineString, MultiLineString, MultiPoint, MultiPolygon, Polygon
from shapely.ops import unary_union

from fixture_text import coords, num, star

rng = random.Random(20261207)


def polygonal(geom):
    if geom.geom_type == "GeometryCollection":
        parts = [g for g in geom.geoms if g.geom_type in ("Polygon", "MultiPolygon")]
        return unary_union(parts) if parts else Polygon()
    return geom if geom.geom_type in ("Polygon", "MultiPolygon") else Polygon()


def rings_of(geom):
    polys = [] if geom.is_empty else (list(geom.geoms) if geom.geom_type == "MultiPolygon" else [geom])
    return [list(r.coords)[:-1] for p in polys for r in [p.exterior, *p.interiors]]


def has_repeat(ring, closed):
    pts = ring + ([ring[0]] if closed and ring else [])
    return any(pts[i] == pts[i + 1] for i in range(len(pts) - 1))


def polygon_case(polys):
    """polys: list of (shell, holes) with explicit vertex order."""
    geom = Polygon(*polys[0]) if len(polys) == 1 else MultiPolygon([Polygon(s, h) for s, h in polys])
    rings = [r for s, h in polys for r in [s, *h]]
    oriented = all(
        not shapely.LinearRing(s).is_ccw and all(shapely.LinearRing(h_).is_ccw for h_ in h) for s, h in polys
    )
    repeated = any(has_repeat(r, True) for r in rings)
    fixed = polygonal(shapely.make_valid(geom))
    if not fixed.is_valid:
        return None
    return (f"polygon {int(geom.is_valid)} {int(geom.is_simple)} {int(oriented)} {int(repeated)} "
            f"{num(fixed.area)} {num(fixed.length)} " + ";".join(coords(r) for r in rings)
            + " | " + ";".join(coords(r) for r in rings_of(fixed)))


def maybe_reverse(ring):
    return ring[::-1] if rng.random() < 0.5 else ring


def cw(ring):
    return ring if not shapely.LinearRing(ring).is_ccw else ring[::-1]


def ccw(ring):
    return ring[::-1] if not shapely.LinearRing(ring).is_ccw else ring


def valid_star():
    rmax = rng.uniform(2, 6)
    shell = star(rng, 5, 5, rmax * 0.5, rmax, rng.randint(3, 14))
    holes = [star(rng, 5, 5, rmax * 0.05, rmax * 0.3, rng.randint(3, 7))] if rng.random() < 0.4 else []
    return shell, holes


def polygon_input(style):
    shell, holes = valid_star()
    if style == 0:  # valid, ArcGIS orientation
        return [(cw(shell), [ccw(h) for h in holes])]
    if style == 1:  # valid or not, either orientation
        return [(maybe_reverse(shell), [maybe_reverse(h) for h in holes])]
    if style == 2:  # bow-tie
        x, y, w, h = rng.uniform(0, 5), rng.uniform(0, 5), rng.uniform(0.5, 5), rng.uniform(0.5, 5)
        pts = [(x, y), (x + w, y + h), (x + w, y), (x, y + h)]
        return [([(round(a, 3), round(b, 3)) for a, b in pts], [])]
    if style == 3:  # random vertex order
        pts = [(round(rng.uniform(0, 10), 3), round(rng.uniform(0, 10), 3)) for _ in range(rng.randint(4, 10))]
        return [(pts, [])]
    if style == 4:  # spike out of a vertex
        s = cw(shell)
        k = rng.randrange(len(s))
        # A spike that crosses its ring is read differently: GEOS's linework repair merges the spike's
        # two coincident edges into one before counting, the even-odd rule cancels them (SimplifyTests'
        # crossingSpike, docs/geometry.md), so the recorded spikes cross nothing.
        while True:
            tip = (round(s[k][0] + rng.uniform(-3, 3), 3), round(s[k][1] + rng.uniform(-3, 3), 3))
            touch = LineString([s[k], tip]).intersection(shapely.LinearRing(s))
            if touch.equals(shapely.Point(s[k])):
                break
        return [(s[:k + 1] + [tip] + s[k:], [ccw(h) for h in holes])]
    if style == 5:  # repeated vertex
        s = cw(shell)
        k = rng.randrange(len(s))
        return [(s[:k + 1] + s[k:], [ccw(h) for h in holes])]
    if style == 6:  # two vertices swapped: crossings
        s = list(cw(shell))
        if len(s) >= 4:
            i, j = rng.sample(range(len(s)), 2)
            s[i], s[j] = s[j], s[i]
        return [(s, [])]
    if style == 7:  # hole crossing the shell or outside it
        s = cw(shell)
        cx, cy = rng.uniform(0, 12), rng.uniform(0, 12)
        hole = ccw([(round(cx + 2 * math.cos(t), 3), round(cy + 2 * math.sin(t), 3)) for t in (0, 2, 4)])
        return [(s, [hole])]
    if style == 8:  # overlapping or separate parts
        other = star(rng, rng.uniform(3, 12), rng.uniform(3, 12), 1, 3, rng.randint(3, 8))
        return [(cw(shell), []), (cw(other), [])]
    # self-touching: a ring passing twice through one vertex (an inverted hole)
    x, y = rng.uniform(0, 5), rng.uniform(0, 5)
    a = rng.uniform(1, 4)
    pts = [(x, y), (x + 2 * a, y), (x + 2 * a, y + 2 * a), (x + a, y + 2 * a), (x + 1.5 * a, y + a),
           (x + 0.5 * a, y + a), (x + a, y + 2 * a), (x, y + 2 * a)]
    return [([(round(p, 3), round(q, 3)) for p, q in pts][::-1], [])]


def polyline_case(style):
    if style == 0:
        paths = [[(round(rng.uniform(0, 10), 3), round(rng.uniform(0, 10), 3)) for _ in range(rng.randint(2, 8))]]
    elif style == 1:  # zigzag, simple
        n = rng.randint(2, 10)
        paths = [[(i, round(rng.uniform(0, 3), 3)) for i in range(n)]]
    elif style == 2:  # repeated vertex
        p = [(i, round(rng.uniform(0, 3), 3)) for i in range(rng.randint(2, 6))]
        k = rng.randrange(len(p))
        paths = [p[:k + 1] + p[k:]]
    elif style == 3:  # two paths: meeting at ends, crossing, or apart
        a = [(0, 0), (round(rng.uniform(1, 5), 3), round(rng.uniform(-2, 2), 3))]
        b = rng.choice([[a[1], (6, 3)], [(1, -3), (round(rng.uniform(1, 5), 3), 3)], [(0, 5), (4, 6)], [(3, 0), a[1]]])
        paths = [a, b]
    elif style == 4:  # closed triangle
        paths = [[(0, 0), (round(rng.uniform(1, 5), 3), 0), (round(rng.uniform(0, 5), 3), round(rng.uniform(1, 5), 3)), (0, 0)]]
    else:  # backtracking along itself
        x = round(rng.uniform(1, 5), 3)
        paths = [[(0, 0), (x, 0), (round(x * rng.uniform(0.2, 0.8), 3), 0)]]
    g = LineString(paths[0]) if len(paths) == 1 else MultiLineString(paths)
    repeated = any(has_repeat(p, False) for p in paths)
    return (f"polyline {int(g.is_valid)} {int(g.is_simple)} 1 {int(repeated)} 0 {num(g.length)} "
            + ";".join(coords(p) for p in paths) + " | ")


def multipoint_case():
    pts = [(rng.randint(0, 4), rng.randint(0, 4)) for _ in range(rng.randint(1, 6))]
    g = MultiPoint(pts)
    repeated = len(set(pts)) < len(pts)
    return f"multipoint {int(g.is_valid)} {int(g.is_simple)} 1 {int(repeated)} 0 0 " + ";".join(coords([p]) for p in pts) + " | "


def main():
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    count = 0
    k = 0
    while count < 1000:
        line = polygon_case(polygon_input(k % 10))
        k += 1
        if line:
            print(line)
            count += 1
    for k in range(300):
        print(polyline_case(k % 6))
    for k in range(100):
        print(multipoint_case())


if __name__ == "__main__":
    main()
