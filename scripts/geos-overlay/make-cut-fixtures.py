#!/usr/bin/env python3
"""Records GEOS's cuts of polygons (and polylines) by polylines (shapely.ops.split) as test fixtures.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-cut-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/cut-cases.txt
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-cut-fixtures.py --polylines \
        > Tests/MeridianCoreTests/Fixtures/Overlay/cut-polyline-cases.txt

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
import sys

import shapely
from shapely.geometry import LineString, MultiLineString, Point, Polygon
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


POLYLINE_DOC = """GEOS's cuts of polylines by polylines (shapely.ops.split), made by make-cut-fixtures.py --polylines.

Inputs (seeded): 500 simple random polylines of 2 to 8 vertices in [0, 10]², a quarter of them with a
second path, cut by simple random polylines of 2 to 5 vertices; in a fifth of the cases a cutter vertex
is moved onto an inner vertex of the line, so the cut falls on vertices. Cases GEOS refuses (the cutter
runs along the line) or leaves whole although the cutter touches the line (only where one line's end
touches the other; ArcGIS cuts there) are not recorded.

Format, one case per block:
    L <paths>            the line (paths separated by ';', each `x y x y ...`)
    C <path>             the cutter
    S <length> <path>    one line per GEOS piece
"""


def polyline_main():
    print(POLYLINE_DOC.strip().replace("\n", "\n# ").join(["# ", ""]))
    count = 0
    def path(n):
        return [(round(rng.uniform(0, 10), 3), round(rng.uniform(0, 10), 3)) for _ in range(n)]
    while count < 500:
        paths = [path(rng.randint(2, 8))]
        if rng.random() < 0.25:
            paths.append(path(rng.randint(2, 4)))
        cut = path(rng.randint(2, 5))
        if rng.random() < 0.2 and len(paths[0]) > 2:
            cut[rng.randrange(len(cut))] = paths[0][rng.randrange(1, len(paths[0]) - 1)]
        line = MultiLineString(paths) if len(paths) > 1 else LineString(paths[0])
        cutter = LineString(cut)
        if not line.is_simple or not cutter.is_simple or any(len(set(p)) < len(p) for p in paths):
            continue
        try:
            pieces = list(split(line, cutter).geoms)
        except ValueError:
            continue
        if len(pieces) == len(paths) and line.intersects(cutter):
            continue
        print(f"L {';'.join(coords(p) for p in paths)}")
        print(f"C {coords(cut)}")
        for p in pieces:
            print(f"S {num(p.length)} {coords(p.coords)}")
        count += 1


if __name__ == "__main__":
    polyline_main() if "--polylines" in sys.argv else main()
