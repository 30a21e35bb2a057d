#!/usr/bin/env python3
"""Writes the spatial-analysis example's data and prints GeographicLib's and GEOS's answers for it.

Run with pyosmium 4, shapely 2.2.0 (GEOS 3.14.1) and geographiclib 2.0 from the repository root:
    /var/cache/meridian/basemap-check-venv/bin/python scripts/spatial-analysis/make-kaisaniemi.py \
        > Examples/MeridianExamples/Support/KaisaniemiData.swift

Data, from the bundled extract (Sources/MeridianSampleData/Resources/helsinki.osm.pbf, OpenStreetMap
contributors, ODbL 1.0): Kaisaniemi Park (relation 6627217, `leisure=park`, one outer ring and one
inner ring) and a walk along its south-east and north sides, the nodes of the ways of Kaisaniemenkatu
from Mikonkatu to Unioninkatu, Unioninkatu north to the shore, and Kaisaniemenranta west.

The answers (on stderr) are independent of Meridian: lengths and areas are GeographicLib's geodesic
ones; the 50 m buffer and its intersection with the park are shapely's (`buffer(50, quad_segs=256)`,
`intersection`, `difference`) in an azimuthal equidistant frame about the walk's first node made with GeographicLib
(`Inverse` forward, `Direct` back), edges split to 1 m before they go back to the ellipsoid.
"""
import math
import sys

import osmium
import shapely
from geographiclib.geodesic import Geodesic
from shapely.geometry import Polygon

EXTRACT = "Sources/MeridianSampleData/Resources/helsinki.osm.pbf"
PARK = 6627217
# The ways in walking order; each is walked from the end where the last one stopped.
WALK = [17132580, 124057167, 35435008, 76586132, 34144202, 372188349, 34732047, 122876617, 35062275,
        26431225, 30288183, 374102057, 26448688, 122869881, 43513700, 43513701, 199024815, 123177417,
        136392920, 136392922, 374102058, 199025031]
GEOD = Geodesic.WGS84


class Reader(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.ways = {}
        self.park = None

    def way(self, w):
        if w.id in WALK:
            self.ways[w.id] = [(n.lon, n.lat) for n in w.nodes]

    def area(self, a):
        if a.orig_id() == PARK and not a.from_way():
            outer = [(n.lon, n.lat) for n in next(iter(a.outer_rings()))]
            inner = [[(n.lon, n.lat) for n in r] for r in a.inner_rings(next(iter(a.outer_rings())))]
            self.park = (outer, inner)


def walk_points(ways):
    points = []
    for way in WALK:
        nodes = ways[way]
        if points and points[-1] == nodes[-1]:
            nodes = nodes[::-1]
        if points and points[-1] != nodes[0]:
            raise SystemExit(f"way {way} does not start or end where the walk is")
        points.extend(nodes if not points else nodes[1:])
    return points


def length(points):
    return sum(GEOD.Inverse(a[1], a[0], b[1], b[0])["s12"] for a, b in zip(points, points[1:]))


def area(ring):
    poly = GEOD.Polygon()
    for lon, lat in ring[:-1]:
        poly.AddPoint(lat, lon)
    return abs(poly.Compute(False, True)[2])


def forward(origin, lon, lat):
    g = GEOD.Inverse(origin[1], origin[0], lat, lon)
    a = math.radians(g["azi1"])
    return (g["s12"] * math.sin(a), g["s12"] * math.cos(a))


def back(origin, x, y):
    g = GEOD.Direct(origin[1], origin[0], math.degrees(math.atan2(x, y)), math.hypot(x, y))
    return (g["lon2"], g["lat2"])


def geodetic_area(origin, geometry):
    total = 0.0
    for poly in getattr(geometry, "geoms", [geometry]):
        poly = shapely.segmentize(poly, 1.0)
        total += area([back(origin, x, y) for x, y in poly.exterior.coords])
        total -= sum(area([back(origin, x, y) for x, y in r.coords]) for r in poly.interiors)
    return total


def swift_points(name, doc, points):
    lines = [f"  /// {doc}", f"  static let {name}: [(longitude: Double, latitude: Double)] = ["]
    lines += [f"    ({lon:.7f}, {lat:.7f})," for lon, lat in points]
    return lines + ["  ]"]


def main():
    reader = Reader()
    reader.apply_file(EXTRACT, locations=True)
    walk = walk_points(reader.ways)
    outer, inner = reader.park
    origin = walk[0]
    frame = lambda ring: [forward(origin, lon, lat) for lon, lat in ring]
    park = Polygon(frame(outer), [frame(r) for r in inner])
    buffer = shapely.LineString(frame(walk)).buffer(50, quad_segs=256)
    near = buffer.intersection(park)
    far = park.difference(buffer)
    parts = lambda g: sum(1 + len(p.interiors) for p in getattr(g, "geoms", [g]))
    print(f"walk {len(walk)} points, {length(walk):.3f} m", file=sys.stderr)
    print(f"park {area(outer) - sum(area(r) for r in inner):.3f} m2", file=sys.stderr)
    print(f"buffer 50 m {geodetic_area(origin, buffer):.3f} m2, {parts(buffer)} rings", file=sys.stderr)
    print(f"park within 50 m {geodetic_area(origin, near):.3f} m2, {parts(near)} rings", file=sys.stderr)
    print(f"park beyond 50 m {geodetic_area(origin, far):.3f} m2, {parts(far)} rings", file=sys.stderr)
    out = ["// Written by scripts/spatial-analysis/make-kaisaniemi.py from the bundled OpenStreetMap extract",
           "// (© OpenStreetMap contributors, ODbL 1.0). Do not edit; rerun the script.", "",
           "/// The spatial-analysis example's data: a walk along Kaisaniemi Park, Helsinki, and the park.",
           "enum KaisaniemiData {"]
    out += swift_points("walk", "The walk: Kaisaniemenkatu, Unioninkatu and Kaisaniemenranta (OpenStreetMap ways).", walk)
    out += swift_points("parkOuter", "Kaisaniemi Park's outer ring (OpenStreetMap relation 6627217).", outer)
    out += swift_points("parkInner", "The park's inner ring: the Kaisaniemi tennis courts (way 138172979), not part of the park.", inner[0])
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
