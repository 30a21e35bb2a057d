"""Makes the basemap's world layer files from Debian's packages; never edit the output by hand.

Usage: make_world_layer.py COUNTRIES.txt OUTPUT_DIR [FILE]   (the sample's cuts, or only FILE of them)
       make_world_layer.py --region NAME --box W,S,E,N --resolution c|l|i|h|f --zooms A-B
           [--area KM2] [--rivers LEVELS] [--about TEXT] OUTPUT_DIR   (one regional cut: OUTPUT_DIR/NAME.meridianworld)
make-world-layer.sh runs it with the right inputs; docs/basemap.md tells how to make a region's cut.

Inputs:
- GSHHG 2.3.7 (gmt-gshhg-low/-high/-full, LGPL-3.0-or-later) through GMT 6 (`gmt coast -M` dumps the
  shorelines, national borders and rivers of a region at a resolution; `gmt select -N` tells whether a
  point is ocean, land, lake, island in a lake or pond).
- Natural Earth 1:50m admin-0 countries (public domain; r-cran-rnaturalearthdata), written out by
  naturalearth-countries.R: country names, their label points and areas.

Each output file is one cut: a box (or the world) and the zoom levels it is drawn at. Its land is made
as the faces of the region that the shorelines and the box's edge enclose (shapely's polygonize), each
face classified by GMT itself at a point inside it; land faces (GSHHG levels 1 and 3) become `land`
records with their lakes as holes, lake and pond faces (levels 2 and 4) `water` records. Borders and
rivers are GMT's lines joined end to end. The format is described in docs/data.md ("The world layer").
"""
import atexit
import math
import os
import shutil
import subprocess
import sys
import tempfile
import zlib

import shapely
from shapely.geometry import LineString, Point, Polygon, box as make_box
from shapely.ops import polylabel

from regional_cut import regional_cut

FORMAT = "meridian-world-layer 1"
MERCATOR_LIMIT = 85.0511287798066
RADIUS = 6_378_137.0
GSHHG = "GSHHG 2.3.7 (Wessel and Smith), LGPL-3.0-or-later, through GMT {gmt} (Debian gmt-gshhg-{package})"
NATURAL_EARTH = "Natural Earth 1:50m admin-0 countries (public domain), Debian r-cran-rnaturalearthdata {version}"
PACKAGES = {"c": "low", "l": "low", "i": "low", "h": "high", "f": "full"}
NAMES = {"c": "crude", "l": "low", "i": "intermediate", "h": "high", "f": "full"}

# The cuts: file, resolution, box (west, south, east, north; None for the world), the zoom levels the
# builder makes from it, GMT's -A (smallest area in km², then the levels kept), what it holds. The
# world's land at zooms 0-2 is Natural Earth's 1:110m (naturalearth-countries.geojson): the crude file
# adds only the big lakes and the borders there.
CUTS = [
    dict(file="world-crude.meridianworld", res="c", box=None, zooms=(0, 2), area="5000", land=False,
         rivers=[], about="the world at zooms 0-2: lakes over 5,000 km², national borders"),
    dict(file="world-low.meridianworld", res="l", box=None, zooms=(3, 5), area="100", land=True,
         rivers=["-I1"], countries=True,
         about="the world at zooms 3-5: land over 100 km², lakes, borders, permanent major rivers; country labels"),
    dict(file="baltic-intermediate.meridianworld", res="i", box=(5, 50, 40, 70), zooms=(6, 7), area="10",
         land=True, rivers=["-I1", "-I2"],
         about="the Baltic Sea and its shores at zooms 6-7 (the views of 1:10,000,000 to 1:2,500,000 around it)"),
    dict(file="gulf-of-finland-high.meridianworld", res="h", box=(21, 58.8, 31, 61.2), zooms=(8, 9), area="0",
         land=True, rivers=["-I1", "-I2"], about="the Gulf of Finland, Hanko to Saint Petersburg, at zooms 8-9"),
    dict(file="helsinki-full.meridianworld", res="f", box=(23, 59.4, 27, 60.9), zooms=(10, 11), area="0",
         land=True, rivers=["-I1", "-I2"],
         about="the coast of Helsinki, Espoo, Porvoo and Tallinn at zooms 10-11 and larger scales"),
]


# GMT writes gmt.history (and gmt.conf) into its working directory: run it in a directory of its own.
GMT_DIRECTORY = tempfile.mkdtemp(prefix="make-world-layer-gmt-")
atexit.register(shutil.rmtree, GMT_DIRECTORY, True)


def gmt(*args, stdin=None):
    return subprocess.run(["gmt", *args], input=stdin, capture_output=True, text=True, check=True,
                          cwd=GMT_DIRECTORY).stdout


def region(cut):
    w, s, e, n = cut["box"] or (-180, -MERCATOR_LIMIT, 180, MERCATOR_LIMIT)
    return f"-R{w}/{e}/{s}/{n}", make_box(w, s, e, n)


def segments(text):
    """GMT's multisegment output: [(header, [(lon, lat), ...])]."""
    result = []
    for line in text.splitlines():
        if line.startswith(">"):
            result.append((line, []))
        elif line.strip() and result:
            lon, lat = map(float, line.split()[:2])
            result[-1][1].append((round(lon, 7), round(lat, 7)))
    return [(h, pts) for h, pts in result if len(pts) >= 2]


def joined(paths):
    """Paths joined end to end where one ends exactly where another starts (GMT cuts lines at its bins)."""
    merged = shapely.line_merge(shapely.MultiLineString([p for p in paths if len(p) >= 2]))
    return [list(g.coords) for g in getattr(merged, "geoms", [merged]) if not g.is_empty]


def classify(points, cut):
    """GMT's own answer for each point: "land" (levels 1 and 3), "water" (lakes and ponds) or "ocean".

    A regional cut is asked with its -R (much faster); the world without one: with -R-180/180, GMT 6.4's
    select misplaces points within about 15° west of the antimeridian.
    """
    rflag = [region(cut)[0]] if cut["box"] else []
    text = "".join(f"{x:.9f} {y:.9f} {i}\n" for i, (x, y) in enumerate(points))
    kinds = ["ocean"] * len(points)
    for kind, mask in (("land", "s/k/s/k/s"), ("water", "s/s/k/s/k")):
        out = gmt("select", *rflag, f"-D{cut['res']}", f"-A{cut['area']}", f"-N{mask}", stdin=text)
        for line in out.splitlines():
            if line.strip():
                kinds[int(float(line.split()[2]))] = kind
    return kinds


def faces(cut):
    rflag, box = region(cut)
    shore = segments(gmt("coast", rflag, f"-D{cut['res']}", f"-A{cut['area']}", "-W", "-M"))
    lines = [LineString(p) for p in joined(p for _, p in shore)]
    noded = shapely.unary_union(lines + [box.exterior])
    polygons, cuts, dangles, invalid = shapely.polygonize_full([noded])
    if len(cuts.geoms) or len(invalid.geoms):
        sys.exit(f"{cut['file']}: the shorelines do not close into faces "
                 f"({len(cuts.geoms)} cut edges, {len(invalid.geoms)} invalid rings)")
    found = list(polygons.geoms)
    total = sum(f.area for f in found)
    if abs(total - box.area) > 1e-6 * box.area:
        sys.exit(f"{cut['file']}: the faces cover {total} square degrees of the box's {box.area}")
    kinds = classify([f.point_on_surface().coords[0] for f in found], cut)
    check(cut, rflag, box, found, kinds)
    return [(k, f) for k, f in zip(kinds, found)], len(shore), len(dangles.geoms)


def check(cut, rflag, box, found, kinds):
    """Proves the faces right: GMT classifies random points of the box, and each must lie in a face of
    its kind (a shoreline left open by GMT's bins would merge land into the sea's face)."""
    samples = 20_000 if cut["res"] in "cli" else 2_000  # GMT's select takes minutes per 10,000 points at h and f
    random = __import__("random").Random(20261206)
    w, s, e, n = box.bounds
    points = [(random.uniform(w, e), random.uniform(s, n)) for _ in range(samples)]
    expected = classify(points, cut)
    tree = shapely.STRtree(found)
    wrong = 0
    for (x, y), kind in zip(points, expected):
        hits = [i for i in tree.query(Point(x, y), predicate="intersects")]
        if not hits or kinds[hits[0]] != kind:
            wrong += 1
    if wrong > samples // 2000:
        sys.exit(f"{cut['file']}: {wrong} of {samples} random points lie in a face of another kind than GMT says")
    print(f"  {cut['file']}: {samples - wrong:,} of {samples:,} random points classified as GMT does")


def lines(cut, flags):
    rflag, _ = region(cut)
    if not flags:
        return []
    return joined(p for _, p in segments(gmt("coast", rflag, f"-D{cut['res']}", *flags, "-M")))


def encode(points):
    """Google's encoded polyline algorithm format (latitude first, 1e-5 degrees)."""
    out = []
    last = (0, 0)
    for lon, lat in points:
        value = (round(lat * 1e5), round(lon * 1e5))
        for delta in (value[0] - last[0], value[1] - last[1]):
            v = ~(delta << 1) if delta < 0 else delta << 1
            while v >= 0x20:
                out.append(chr((0x20 | (v & 0x1F)) + 63))
                v >>= 5
            out.append(chr(v + 63))
        last = value
    return "".join(out)


def clamped(points):
    """Points with latitudes within Web Mercator's ±85.0511° (GSHHG's Antarctica reaches -90)."""
    return [(x, max(-MERCATOR_LIMIT, min(MERCATOR_LIMIT, y))) for x, y in points]


def ring(coords):
    """A ring written open: its first point is not repeated at its end."""
    points = list(coords)
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    return clamped(points)


def mercator(lon, lat):
    lat = max(-MERCATOR_LIMIT, min(MERCATOR_LIMIT, lat))
    return RADIUS * math.radians(lon), RADIUS * math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def countries(path):
    """Natural Earth's countries: name, label point (polylabel of the largest part, in Web Mercator)
    and area in square Web Mercator metres."""
    rings = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#"):
            continue
        index, name, iso, hole, points = line.rstrip("\n").split("\t")
        xy = [mercator(*map(float, p.split())) for p in points.split(";")]
        rings.setdefault((int(index), name, iso), []).append((hole == "1", xy))
    result = []
    for (index, name, iso), parts in sorted(rings.items()):
        if any(c in name for c in "\t\r\n"):
            sys.exit(f"country {index}: its name holds a tab or a line break")
        outer = shapely.unary_union([Polygon(xy).buffer(0) for hole, xy in parts if not hole])
        holes = [Polygon(xy).buffer(0) for hole, xy in parts if hole]
        shape = outer.difference(shapely.unary_union(holes)) if holes else outer
        largest = max(getattr(shape, "geoms", [shape]), key=lambda g: g.area)
        point = polylabel(largest, tolerance=1000)
        lon = math.degrees(point.x / RADIUS)
        lat = math.degrees(2 * math.atan(math.exp(point.y / RADIUS)) - math.pi / 2)
        result.append((name, iso, lon, lat, round(shape.area)))
    return result


def write(path, header, records):
    body = "".join("\t".join(map(str, h)) + "\n" for h in header)
    body += "".join("\t".join(map(str, r)) + "\n" for r in records)
    data = (FORMAT + "\n" + body).encode("utf-8")
    data += f"end\t{len(records)}\t{zlib.crc32(data):08x}\n".encode()
    with open(path, "wb") as f:
        f.write(data)
    return len(data)


def make(cut, output, gmt_version, countries_path=None):
    """Writes one cut's file into OUTPUT (the country names need Natural Earth's COUNTRIES_PATH)."""
    records = []
    kinds, shore, dangles = faces(cut)
    counts = {"land": 0, "water": 0, "border": 0, "river": 0, "country": 0}
    for kind, face in kinds:
        if kind == "ocean" or (kind == "land" and not cut["land"]):
            continue
        parts = [ring(face.exterior.coords)] + [ring(r.coords) for r in face.interiors]
        records.append((kind, *[encode(p) for p in parts]))
        counts[kind] += 1
    for kind, flags in (("border", ["-N1"]), ("river", cut["rivers"])):
        for path in lines(cut, flags):
            records.append((kind, encode(clamped(path))))
            counts[kind] += 1
    sources = [GSHHG.format(gmt=gmt_version, package=PACKAGES[cut["res"]])]
    if cut.get("countries"):
        for name, iso, lon, lat, area in countries(countries_path):
            records.append(("country", name, iso, f"{lon:.5f}", f"{lat:.5f}", area))
            counts["country"] += 1
        ne_version = open(countries_path, encoding="utf-8").readline().split()[2]
        sources.append(NATURAL_EARTH.format(version=ne_version))
    box = cut["box"]
    header = [
        ("name", f"{cut['about']} (GSHHG {NAMES[cut['res']]} resolution)"),
        *[("source", s) for s in sources],
        ("made", cut.get("made", "scripts/world-layer/make-world-layer.sh")
         + f": gmt coast -D{cut['res']} -A{cut['area']} -M"),
        ("box", *(box if box else ("world",))),
        ("zooms", *cut["zooms"]),
    ]
    size = write(os.path.join(output, cut["file"]), header, records)
    print(f"{cut['file']}: {size:,} bytes, {shore:,} shoreline segments ({dangles} left dangling); "
          + ", ".join(f"{v:,} {k}" for k, v in counts.items() if v))


def main(argv):
    gmt_version = gmt("--version").strip()
    if argv and argv[0].startswith("--"):
        cut, output = regional_cut(argv, NAMES, MERCATOR_LIMIT)
        make(cut, output, gmt_version)
        return
    if len(argv) not in (2, 3):
        sys.exit(__doc__)
    countries_path, output, only = (argv + [None])[:3]
    for cut in CUTS:
        if not only or cut["file"] == only:
            make(cut, output, gmt_version, countries_path)


if __name__ == "__main__":
    main(sys.argv[1:])
