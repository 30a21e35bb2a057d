#!/usr/bin/env python3
"""Records geodetic buffer cases with GeographicLib's own geodesic circle and band areas.

Run with geographiclib 2.1 (PyPI; pip install geographiclib==2.1):
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geodesic/make-geodetic-buffer-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Geodesic/geodetic-buffer-cases.txt

Inputs: points and single geodesic segments (2·d long, heading east) at latitudes 0, 45, 60 and 80
for distances 10 m, 1 km, 100 km and 1,000 km; points and a segment across the antimeridian; and,
with no area, a multipoint, a bent polyline and a polygon (buffered out and in). The maximum deviation
is max(d·10⁻⁴, 1 mm). The reference area is that of GeographicLib's true outline (geodesic circle;
for a segment the curves at distance d left and right of it joined by half circles at its ends),
sampled at N and 2N points on the outline and measured with GeographicLib's PolygonArea (geodesic
edges), then Richardson-extrapolated (the inscribed polygon's deficit falls as 1/N²).

Format, one case per line:
    <kind> <distance m> <max deviation m> <reference area m² or -> <lon lat lon lat ...>
kind: P point, M multipoint, L polyline (one path), A polygon (one ring, no closing point).
"""
from geographiclib.geodesic import Geodesic

G = Geodesic.WGS84
N = 4096


def area(points):
    polygon = G.Polygon()
    for lon, lat in points:
        polygon.AddPoint(lat, lon)
    return abs(polygon.Compute()[2])


def direct(lon, lat, azi, s):
    r = G.Direct(lat, lon, azi, s)
    return r["lon2"], r["lat2"], r["azi2"]


def circle(lon, lat, d, n):
    return [direct(lon, lat, 360 * k / n, d)[:2] for k in range(n)]


def band(a, b, d, n):
    line = G.InverseLine(a[1], a[0], b[1], b[0])
    s12 = line.s13
    def foot(s):
        r = line.Position(s)
        return r["lon2"], r["lat2"], r["azi2"]
    pts = []
    for k in range(n + 1):  # left, start to end
        lon, lat, azi = foot(s12 * k / n)
        pts.append(direct(lon, lat, azi - 90, d)[:2])
    lon, lat, azi = foot(s12)
    for k in range(1, n // 2):  # half circle around the end, left to right
        pts.append(direct(lon, lat, azi - 90 + 180 * k / (n // 2), d)[:2])
    for k in range(n + 1):  # right, end to start
        lon, lat, azi = foot(s12 * (n - k) / n)
        pts.append(direct(lon, lat, azi + 90, d)[:2])
    lon, lat, azi = foot(0)
    for k in range(1, n // 2):  # half circle around the start, right to left
        pts.append(direct(lon, lat, azi + 90 + 180 * k / (n // 2), d)[:2])
    return pts


def extrapolated(make):
    a1, a2 = area(make(N)), area(make(2 * N))
    return a2 + (a2 - a1) / 3


def deviation(d):
    return max(abs(d) * 1e-4, 0.001)


def num(v):
    r = repr(float(v))
    return r[:-2] if r.endswith(".0") else r


def emit(kind, d, ref, pts):
    ref_text = "-" if ref is None else num(ref)
    print(f"{kind} {num(d)} {num(deviation(d))} {ref_text} " + " ".join(f"{num(x)} {num(y)}" for x, y in pts))


def main():
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    for lat in (0, 45, 60, 80):
        for d in (10, 1e3, 1e5, 1e6):
            emit("P", d, extrapolated(lambda n: circle(24.94, lat, d, n)), [(24.94, lat)])
            a = (10.0, float(lat))
            b = direct(10.0, lat, 90, 2 * d)[:2]
            emit("L", d, extrapolated(lambda n: band(a, b, d, n)), [a, b])
    emit("P", 1e5, extrapolated(lambda n: circle(179.99, 0, 1e5, n)), [(179.99, 0)])
    emit("P", 5e4, extrapolated(lambda n: circle(-179.95, -45, 5e4, n)), [(-179.95, -45)])
    a, b = (179.5, 30.0), direct(179.5, 30, 90, 2e5)[:2]
    emit("L", 5e4, extrapolated(lambda n: band(a, b, 5e4, n)), [a, b])
    emit("M", 1e5, None, [(24.0, 45.0), (26.0, 45.5)])
    emit("L", 1e5, None, [(20.0, 60.0), (24.0, 61.0), (22.0, 63.0)])
    triangle = [(10.0, 45.0), (10.5, 45.0), (10.2, 45.4)]
    emit("A", 1e4, None, triangle)
    emit("A", -5e3, None, triangle)


if __name__ == "__main__":
    main()
