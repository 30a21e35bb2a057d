"""Checks a rendered snapshot of the world layer: sea and land colours at points worked out from the
world layer's own files, and the label texts expected in the view.

Usage: check-world-snapshot.py RESOURCES PNG SVG LAT,LON SCALE WxH [--expect NAME ...] [--once NAME ...]
       [--shift-points DX,DY]

Nothing is asked of Meridian. The world layer files (RESOURCES/*.meridianworld, made from GSHHG and
Natural Earth by scripts/world-layer, which proves each file's faces against GMT's own land/sea answer
at random points) are decoded here with this script's own reader (Google's encoded polyline format)
into shapely polygons. The cut drawn at the view's zoom is the finest whose first zoom is at most the
zoom rounded up and whose box holds the view (Meridian's documented rule, docs/basemap.md). Screen
positions use Web Mercator (x = R lon, y = R ln tan(pi/4 + lat/2), R = 6,378,137 m) and 1:S at 96
points per inch. Points of a 24-point grid at least MARGIN points from every shoreline, border, river,
label, the extract's box and the view's edge are checked: sea points must be Carto's sea colour, land
points its land colour. --expect NAME: a label reading NAME is in the SVG; --once NAME: exactly one.
--shift-points moves the points before checking, which must then fail (CI proves the check can fail).
"""
import html
import math
import os
import re
import sys

from shapely.geometry import LineString, Point, Polygon, box as make_box
from shapely.ops import unary_union
from shapely.strtree import STRtree

sys.path.insert(0, os.path.join(os.getcwd(), ".ci"))
from png_pixels import read_png  # noqa: E402

RADIUS = 6_378_137.0
MARGIN = 8.0
SEA, LAND = (0xAA, 0xD3, 0xDF), (0xF2, 0xEF, 0xE9)
TOLERANCE = 12
EXTRACT = (24.9351762, 60.1641550, 24.9534145, 60.1791130)  # helsinki.osm.pbf's header box


def decode(text):
    points, index, lat, lon = [], 0, 0, 0
    values = []
    while index < len(text):
        result, shift = 0, 0
        while True:
            chunk = ord(text[index]) - 63
            index += 1
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20:
                break
        values.append(~(result >> 1) if result & 1 else result >> 1)
    for k in range(0, len(values), 2):
        lat += values[k]
        lon += values[k + 1]
        points.append((lon / 1e5, lat / 1e5))
    return points


def read_cut(path):
    cut = {"land": [], "water": [], "lines": [], "box": None, "zooms": None}
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if fields[0] == "box" and fields[1] != "world":
            cut["box"] = tuple(map(float, fields[1:5]))
        elif fields[0] == "zooms":
            cut["zooms"] = (int(fields[1]), int(fields[2]))
        elif fields[0] in ("land", "water"):
            rings = [decode(f) for f in fields[1:]]
            cut[fields[0]].append(Polygon(rings[0], rings[1:]))
        elif fields[0] in ("border", "river"):
            cut["lines"].append(LineString(decode(fields[1])))
    return cut


def mercator(lon, lat):
    return RADIUS * math.radians(lon), RADIUS * math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def main(argv):
    resources, png, svg, centre, scale, size = argv[:6]
    options = {"--expect": [], "--once": [], "--shift-points": ["0,0"]}
    key = None
    for word in argv[6:]:
        if word in options:
            key = word
        elif key:
            options[key].append(word)
    lat0, lon0 = map(float, centre.split(","))
    scale = float(scale)
    width, height = map(int, size.split("x"))
    shift = tuple(map(float, options["--shift-points"][-1].split(",")))
    per_point = scale * 0.0254 / 96
    cx, cy = mercator(lon0, lat0)
    zoom = math.log2(2 * math.pi * RADIUS / (256 * per_point))

    def screen(lon, lat):
        x, y = mercator(lon, lat)
        return (x - cx) / per_point + width / 2, (cy - y) / per_point + height / 2

    def geo(x, y):
        mx, my = cx + (x - width / 2) * per_point, cy - (y - height / 2) * per_point
        return math.degrees(mx / RADIUS), math.degrees(2 * math.atan(math.exp(my / RADIUS)) - math.pi / 2)

    view = [geo(0, 0), geo(width, height)]
    west, north, east, south = view[0][0], view[0][1], view[1][0], view[1][1]
    names = ["world-low", "baltic-intermediate", "gulf-of-finland-high", "helsinki-full"]
    cuts = [read_cut(os.path.join(resources, n + ".meridianworld")) for n in names]
    chosen = cuts[0]
    for cut in cuts[1:]:
        b = cut["box"]
        if cut["zooms"][0] <= math.ceil(zoom - 1e-9) and b[0] <= west and b[2] >= east and b[1] <= south and b[3] >= north:
            chosen = cut
    land = unary_union(chosen["land"])
    water = unary_union(chosen["water"])
    edges = unary_union([p.boundary for p in chosen["land"] + chosen["water"]] + chosen["lines"])
    labels = []
    text = open(svg, encoding="utf-8").read()
    for x, y, size_, content in re.findall(
            r'<text class="label" x="([-\d.]+)" y="([-\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)', text):
        labels.append((float(x), float(y), float(size_), html.unescape(content)))
    failures = []
    texts = [t for _, _, _, t in labels]
    for name in options["--expect"]:
        if name not in texts:
            failures.append(f"no label reads {name!r} (labels: {sorted(set(texts))[:30]})")
    for name in options["--once"]:
        if texts.count(name) != 1:
            failures.append(f"{texts.count(name)} labels read {name!r}, expected exactly one")
    width_px, height_px, pixel = read_png(png)
    ex0, ey0 = screen(EXTRACT[0], EXTRACT[3])
    ex1, ey1 = screen(EXTRACT[2], EXTRACT[1])
    checked = {"sea": 0, "land": 0}
    for gy in range(12, height, 24):
        for gx in range(12, width, 24):
            if gx < MARGIN or gy < MARGIN or gx > width - MARGIN or gy > height - MARGIN:
                continue
            if ex0 - MARGIN <= gx <= ex1 + MARGIN and ey0 - MARGIN <= gy <= ey1 + MARGIN:
                continue
            if gy > height - 20 and gx > width - 200:  # the attribution
                continue
            if any(abs(gx - x) < 0.35 * s * len(t) + MARGIN and abs(gy - y) < s / 2 + MARGIN for x, y, s, t in labels):
                continue
            lon, lat = geo(gx, gy)
            where = Point(lon, lat)
            # The margin in degrees of longitude (the tightest) at this point.
            margin = MARGIN * per_point / RADIUS * 180 / math.pi
            if edges.distance(where) < margin:
                continue
            kind = "land" if land.contains(where) and not water.contains(where) else "sea"
            found = pixel(int(gx + shift[0]) % width_px, int(gy + shift[1]) % height_px)
            want = LAND if kind == "land" else SEA
            checked[kind] += 1
            if max(abs(a - b) for a, b in zip(found, want)) > TOLERANCE:
                failures.append(f"({gx}, {gy}) at {lat:.5f} N {lon:.5f} E is {kind} in the world layer, "
                                f"the PNG has {found}")
    if checked["sea"] < 5 or checked["land"] < 5:
        failures.append(f"too few points to check: {checked}")
    if failures:
        for f in failures[:10]:
            print(f)
        sys.exit(f"{len(failures)} failures in {png}")
    print(f"ok: {png}: {checked['sea']} sea and {checked['land']} land points are Carto's colours; "
          f"labels {options['--expect'] + options['--once']} present")


main(sys.argv[1:])
