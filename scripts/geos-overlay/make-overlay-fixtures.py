#!/usr/bin/env python3
"""Records GEOS's polygon overlays (union, intersection, difference, symmetric difference) as fixtures.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-overlay-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/overlay-cases.txt

Inputs: the pairs of neighbouring Natural Earth countries (Sources/MeridianSampleData/Resources/
naturalearth-countries.geojson; public domain), random star polygons with and without holes, unions of
random integer grid cells (shared edges, collinear overlaps, touching vertices, holes touching shells)
and hand-made degenerate pairs (identical inputs, slivers, spikes, edge and vertex contacts).
The random generator is seeded, so a rerun writes the same file.

Format, one pair per block:
    P <name>
    A <rings>            first input
    B <rings>            second input
    U|I|D|X <area> <length> <rings>   GEOS's union, intersection, difference, symmetric difference
<rings> is the rings of the polygon or multipolygon (shells and holes, any order), separated by ';',
each ring `x y x y ...` without the closing point; empty when the result is empty, '-' when not
recorded (Natural Earth unions and differences, to keep the file small). Areas and lengths
are shapely's `area` and `length`; every recorded result was valid by `shapely.is_valid`.
"""
import json
import math
import os
import random
import sys

import shapely
from shapely.geometry import MultiPolygon, Polygon, box, shape
from shapely.ops import unary_union

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
rng = random.Random(20261207)


def num(v):
    r = repr(float(v))
    return r[:-2] if r.endswith(".0") else r


def rings_of(geom):
    polys = [] if geom.is_empty else (list(geom.geoms) if geom.geom_type in ("MultiPolygon", "GeometryCollection") else [geom])
    out = []
    for p in polys:
        if p.geom_type != "Polygon" or p.is_empty:
            continue
        for ring in [p.exterior, *p.interiors]:
            coords = list(ring.coords)[:-1]
            out.append(" ".join(f"{num(x)} {num(y)}" for x, y in coords))
    return ";".join(out)


def polygonal(geom):
    """The polygonal part of a GEOS result (intersections of touching areas may hold lines)."""
    if geom.geom_type == "GeometryCollection":
        parts = [g for g in geom.geoms if g.geom_type in ("Polygon", "MultiPolygon")]
        return unary_union(parts) if parts else Polygon()
    if geom.geom_type in ("Polygon", "MultiPolygon"):
        return geom
    return Polygon()


def emit(name, a, b):
    if not (a.is_valid and b.is_valid) or a.is_empty and b.is_empty:
        return 0
    lines = [f"P {name}", f"A {rings_of(a)}", f"B {rings_of(b)}"]
    for code, op in (("U", shapely.union), ("I", shapely.intersection), ("D", shapely.difference),
                     ("X", shapely.symmetric_difference)):
        r = polygonal(op(a, b))
        if not r.is_valid:
            return 0
        # Natural Earth unions and differences are large: their areas and lengths only ('-' for rings).
        kept = rings_of(r) if code == "I" or not name.startswith("ne:") else "-"
        lines.append(f"{code} {num(r.area)} {num(r.length)} {kept}")
    print("\n".join(lines))
    return 1


def star(cx, cy, rmin, rmax, n, digits=3):
    angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
    pts = []
    for t in angles:
        r = rng.uniform(rmin, rmax)
        pts.append((round(cx + r * math.cos(t), digits), round(cy + r * math.sin(t), digits)))
    return pts


def random_star_polygon():
    cx, cy = rng.uniform(0, 10), rng.uniform(0, 10)
    rmax = rng.uniform(2, 6)
    shell = star(cx, cy, rmax * 0.5, rmax, rng.randint(3, 16))
    holes = []
    if rng.random() < 0.4:
        holes.append(star(cx, cy, rmax * 0.1, rmax * 0.35, rng.randint(3, 8)))
    p = Polygon(shell, holes)
    return p if p.is_valid else Polygon(shell)


def grid_polygon(size=6, cells=None):
    cells = cells or rng.randint(3, 14)
    boxes = [box(x, y, x + 1, y + 1) for x, y in
             {(rng.randrange(size), rng.randrange(size)) for _ in range(cells)}]
    u = unary_union(boxes)
    return shapely.normalize(u)


def natural_earth():
    path = os.path.join(ROOT, "Sources/MeridianSampleData/Resources/naturalearth-countries.geojson")
    if not os.path.exists(path):
        return 0
    features = json.load(open(path))["features"]
    geoms = []
    for f in features:
        g = shape(f["geometry"])
        if g.is_valid and not g.is_empty:
            name = f["properties"].get("NAME") or f["properties"].get("name") or f["properties"].get("ADMIN") or "?"
            geoms.append((name.replace(" ", "_"), g))
    tree = shapely.STRtree([g for _, g in geoms])
    count = 0
    for i, (name, g) in enumerate(geoms):
        for j in tree.query(g, predicate="intersects"):
            if j > i:
                count += emit(f"ne:{name}+{geoms[j][0]}", g, geoms[j][1])
    return count


def degenerate():
    count = 0
    sq = box(0, 0, 10, 10)
    pairs = [
        ("identical", sq, sq),
        ("shared-edge", sq, box(10, 0, 20, 10)),
        ("shared-part-edge", sq, box(10, 3, 20, 7)),
        ("touching-vertex", sq, box(10, 10, 20, 20)),
        ("contained-touching", sq, box(0, 0, 5, 5)),
        ("sliver", sq, box(10 - 1e-9, 0, 20, 10)),
        ("thin-spike", sq, Polygon([(10, 4.9), (30, 5), (10, 5.1), (5, 5)])),
        ("hole-touching-shell", Polygon([(0, 0), (10, 0), (10, 10), (0, 10)], [[(0, 5), (5, 3), (5, 7)]]), box(-5, 4, 3, 6)),
        ("hole-equals-other", Polygon([(0, 0), (10, 0), (10, 10), (0, 10)], [[(2, 2), (8, 2), (8, 8), (2, 8)]]), box(2, 2, 8, 8)),
        ("collinear-overlap", Polygon([(0, 0), (4, 0), (8, 0), (8, 8), (0, 8)]), Polygon([(2, 0), (6, 0), (6, -4)])),
        ("nested-hole-island", Polygon([(0, 0), (10, 0), (10, 10), (0, 10)], [[(2, 2), (8, 2), (8, 8), (2, 8)]]), box(4, 4, 6, 6)),
        ("near-parallel", Polygon([(0, 0), (10, 1e-7), (10, 5), (0, 5)]), Polygon([(0, 0), (10, 0), (10, -5), (0, -5)])),
        ("far-from-origin", box(1e6, 1e6, 1e6 + 1, 1e6 + 1), box(1e6 + 0.5, 1e6 + 0.5, 1e6 + 2, 1e6 + 2)),
        ("mercator-building", box(2778000.25, 8437000.5, 2778010.75, 8437012.125),
         Polygon([(2778005.5, 8437006), (2778020, 8437006), (2778005.5, 8437030)])),
    ]
    for name, a, b in pairs:
        count += emit(f"deg:{name}", a, b)
        count += emit(f"deg:{name}:swapped", b, a)
    for k in range(200):
        a = random_star_polygon()
        shift = rng.choice([1e-9, 1e-7, 1e-12])
        count += emit(f"deg:shifted-{k}", a, shapely.affinity.translate(a, shift, -shift))
        count += emit(f"deg:self-{k}", a, a)
    return count


def main():
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    count = natural_earth()
    count += degenerate()
    for k in range(1300):
        count += emit(f"star-{k}", random_star_polygon(), random_star_polygon())
    for k in range(1100):
        count += emit(f"grid-{k}", grid_polygon(), grid_polygon())
    print(f"# {count} pairs")


if __name__ == "__main__":
    import shapely.affinity  # noqa: F401
    main()
