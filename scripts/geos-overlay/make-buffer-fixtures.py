#!/usr/bin/env python3
"""Records GEOS's buffers of polygons, polylines and multipoints as a test fixture.

Run with shapely 2.2.0 (GEOS 3.14.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-buffer-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/buffer-cases.txt

Inputs (seeded, so a rerun writes the same file): random star polygons with and without holes, concave
and thin, random polylines of 2 to 12 vertices (often crossing themselves), multipoints of 1 to 8 points;
distances positive and, for polygons, negative. Buffers are `shapely.buffer(g, d, quad_segs=8)` (round
joins and caps, 8 segments per quadrant).

Format, one case a line: `<kind> <distance> <area> <length> <rings>` where kind is `polygon`,
`polyline` or `multipoint`, area and length are GEOS's, and <rings> is the input: rings, paths or
points (one `x y` each) separated by ';', each `x y x y ...`.
"""
import math
import random

import shapely
from shapely.geometry import LineString, MultiPoint, Polygon

from fixture_text import coords, num, star

rng = random.Random(20261207)


def main():
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    count = 0
    while count < 2400:
        kind = ["polygon", "polyline", "multipoint"][count % 3]
        if kind == "polygon":
            rmax = rng.uniform(2, 6)
            shell = star(rng, 5, 5, rmax * rng.uniform(0.1, 0.7), rmax, rng.randint(3, 12))
            holes = [star(rng, 5, 5, rmax * 0.05, rmax * 0.1, rng.randint(3, 6))] if rng.random() < 0.3 else []
            g = Polygon(shell, holes)
            if not g.is_valid:
                continue
            d = rng.choice([-1, 1]) * rng.uniform(0.05, 2)
            text = ";".join(coords(list(r.coords)[:-1]) for r in [g.exterior, *g.interiors])
        elif kind == "polyline":
            pts = [(round(rng.uniform(0, 10), 3), round(rng.uniform(0, 10), 3)) for _ in range(rng.randint(2, 12))]
            g = LineString(pts)
            d = rng.uniform(0.05, 2)
            text = coords(pts)
        else:
            pts = [(round(rng.uniform(0, 10), 3), round(rng.uniform(0, 10), 3)) for _ in range(rng.randint(1, 8))]
            g = MultiPoint(pts)
            d = rng.uniform(0.05, 2)
            text = ";".join(coords([p]) for p in pts)
        d = round(d, 3)
        b = shapely.buffer(g, d, quad_segs=8)
        if not b.is_valid:
            continue
        print(f"{kind} {num(d)} {num(b.area)} {num(b.length)} {text}")
        count += 1


if __name__ == "__main__":
    main()
