#!/usr/bin/env python3
"""Records GEOS's overlays of points, multipoints and polylines with each other and with polygons.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-mixed-overlay-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/mixed-overlay-cases.txt

Inputs (seeded, so a rerun writes the same file): random polylines against random star polygons with
and without holes; integer polylines against unions of grid cells (lines along edges, through
vertices, touching, ending on the boundary); random and integer polyline pairs (crossings, collinear
overlaps, shared ends); points and multipoints (random, on vertices, on edge midpoints) against
polygons, polylines and points.

Format, one pair per block:
    P <name>
    A <kind> <parts>     first input;  kind: point, multipoint, polyline or polygon
    B <kind> <parts>     second input
    <op> <point count> <length> <area> | <points> | <paths>
<parts> are ';'-separated paths or rings (rings without the closing point; a polygon's shells and
holes in any order), or the points `x y x y ...`. <op> is I (intersection), D (first minus second),
R (second minus first), U (union) or X (symmetric difference); U and X only for inputs of one
dimension. The result is GEOS's, split by dimension: its distinct points, its total length and area,
its points, and its linework (the paths of its lines). Every input was valid by `shapely.is_valid`.
"""
import random

import shapely
from shapely.geometry import LineString, MultiLineString, MultiPoint, Point, Polygon, box
from shapely.ops import unary_union

from fixture_text import coords, num, star

rng = random.Random(20261212)


def parts_text(kind, geom):
    if kind in ("point", "multipoint"):
        return coords(shapely.get_coordinates(geom))
    if kind == "polyline":
        return ";".join(coords(g.coords) for g in shapely.get_parts(geom))
    rings = []
    for p in shapely.get_parts(geom):
        for ring in [p.exterior, *p.interiors]:
            rings.append(coords(list(ring.coords)[:-1]))
    return ";".join(rings)


def split(geom):
    """A result's distinct points, its lines and its area, by dimension."""
    points, lines, area = [], [], 0.0
    for g in shapely.get_parts(geom):
        if g.is_empty:
            continue
        if g.geom_type == "Point":
            points.append((g.x, g.y))
        elif g.geom_type == "LineString":
            lines.append(g)
        elif g.geom_type == "Polygon":
            area += g.area
        else:
            sub = split(g)
            points += sub[0]
            lines += sub[1]
            area += sub[2]
    return sorted(set(points)), lines, area


DIMENSION = {"point": 0, "multipoint": 0, "polyline": 1, "polygon": 2}


def emit(name, ka, a, kb, b):
    if not (a.is_valid and b.is_valid) or a.is_empty or b.is_empty:
        return 0
    out = [f"P {name}", f"A {ka} {parts_text(ka, a)}", f"B {kb} {parts_text(kb, b)}"]
    ops = [("I", shapely.intersection(a, b)), ("D", shapely.difference(a, b)), ("R", shapely.difference(b, a))]
    if DIMENSION[ka] == DIMENSION[kb]:
        ops += [("U", shapely.union(a, b)), ("X", shapely.symmetric_difference(a, b))]
    for code, r in ops:
        points, lines, area = split(r)
        length = sum(g.length for g in lines)
        paths = ";".join(coords(g.coords) for g in lines)
        out.append(f"{code} {len(points)} {num(length)} {num(area)} | {coords(points)} | {paths}")
    print("\n".join(out))
    return 1


def random_line(lo=0, hi=10, n=None, digits=3):
    n = n or rng.randint(2, 8)
    return LineString([(round(rng.uniform(lo, hi), digits), round(rng.uniform(lo, hi), digits)) for _ in range(n)])


def int_line(size=6, n=None):
    n = n or rng.randint(2, 6)
    pts = [(rng.randint(0, size), rng.randint(0, size))]
    while len(pts) < n:
        p = (rng.randint(0, size), rng.randint(0, size))
        if p != pts[-1]:
            pts.append(p)
    return LineString(pts)


def star_polygon():
    cx, cy, r = rng.uniform(3, 7), rng.uniform(3, 7), rng.uniform(2, 5)
    shell = star(rng, cx, cy, r * 0.5, r, rng.randint(3, 14))
    holes = [star(rng, cx, cy, r * 0.1, r * 0.35, rng.randint(3, 7))] if rng.random() < 0.4 else []
    p = Polygon(shell, holes)
    return p if p.is_valid else Polygon(shell)


def grid_polygon(size=6):
    cells = {(rng.randrange(size), rng.randrange(size)) for _ in range(rng.randint(3, 14))}
    return shapely.normalize(unary_union([box(x, y, x + 1, y + 1) for x, y in cells]))


def along_boundary(poly):
    """A path along part of the polygon's shell, sometimes extended beyond it."""
    ring = list(poly.geoms[0].exterior.coords if poly.geom_type == "MultiPolygon" else poly.exterior.coords)[:-1]
    k, m = rng.randrange(len(ring)), rng.randint(1, len(ring))
    pts = [ring[(k + i) % len(ring)] for i in range(m + 1)]
    if rng.random() < 0.5:
        pts.append((pts[-1][0] + rng.choice([-1, 0, 1]), pts[-1][1] + rng.choice([-1, 1])))
    return LineString(pts)


def boundary_points(geom, count):
    """Vertices and segment midpoints of a geometry's linework (exact halves of short coordinates)."""
    lines = shapely.get_parts(shapely.boundary(geom) if geom.geom_type.endswith("Polygon") else geom)
    cands = []
    for line in shapely.get_parts(lines):
        c = list(line.coords)
        cands += c + [((x1 + x2) / 2, (y1 + y2) / 2) for (x1, y1), (x2, y2) in zip(c, c[1:])]
    return [rng.choice(cands) for _ in range(count)]


def point_set(geom, n):
    pts = [(round(rng.uniform(0, 10), 3), round(rng.uniform(0, 10), 3)) for _ in range(n)]
    pts += boundary_points(geom, rng.randint(1, 4))
    pts.append(pts[0])  # a repeated point
    rng.shuffle(pts)
    return MultiPoint(pts)


def main():
    count = 0
    for k in range(120):
        count += emit(f"line-star-{k}", "polyline", MultiLineString([random_line() for _ in range(rng.randint(1, 2))]),
                      "polygon", star_polygon())
    for k in range(140):
        poly = grid_polygon()
        line = along_boundary(poly) if k % 2 else int_line()
        count += emit(f"line-grid-{k}", "polyline", MultiLineString([line]), "polygon", poly)
    for k in range(100):
        count += emit(f"lines-random-{k}", "polyline", MultiLineString([random_line()]), "polyline",
                      MultiLineString([random_line()]))
    for k in range(140):
        a = int_line(4)
        b = int_line(4) if k % 3 else LineString(list(a.coords)[rng.randrange(len(a.coords) - 1):] + [(rng.randint(0, 4), rng.randint(0, 4))])
        if b.length == 0:
            continue
        count += emit(f"lines-grid-{k}", "polyline", MultiLineString([a]), "polyline", MultiLineString([b]))
    for k in range(80):
        poly = grid_polygon() if k % 2 else star_polygon()
        count += emit(f"points-polygon-{k}", "multipoint", point_set(poly, rng.randint(0, 6)), "polygon", poly)
    for k in range(60):
        line = MultiLineString([int_line() if k % 2 else random_line()])
        count += emit(f"points-line-{k}", "multipoint", point_set(line, rng.randint(0, 4)), "polyline", line)
    for k in range(40):
        a = MultiPoint([(rng.randint(0, 4), rng.randint(0, 4)) for _ in range(rng.randint(1, 8))])
        b = MultiPoint([(rng.randint(0, 4), rng.randint(0, 4)) for _ in range(rng.randint(1, 8))])
        count += emit(f"points-points-{k}", "multipoint", a, "multipoint", b)
    for k in range(20):
        poly = grid_polygon()
        p = boundary_points(poly, 1)[0] if k % 2 else (rng.randint(0, 6) + 0.5, rng.randint(0, 6) + 0.5)
        count += emit(f"point-polygon-{k}", "point", Point(p), "polygon", poly)
    return count


print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
print(f"# {main()} pairs")
