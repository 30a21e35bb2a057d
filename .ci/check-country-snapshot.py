"""Checks a rendered snapshot of a country extract at a small scale: its main roads and national
borders drawn where the extract has them, and the names expected in view.

Usage: check-country-snapshot.py EXTRACT.osm.pbf PNG SVG LAT,LON SCALE WxH [--roads CLASS ...]
       [--border METRES] [--towns] [--expect NAME ...] [--absent NAME ...] [--shift-points DX,DY]

Nothing is asked of Meridian. The extract is read with pyosmium: the ways of each road class given
(`primary`, `secondary`, ...) are put on screen with this script's own Web Mercator (x = R lon,
y = R ln tan(pi/4 + lat/2), R = 6,378,137 m) and 1:S at 96 points per inch. Points every 6 points
along them, inside the view and at least MARGIN points from its edge, from every label and from
roads of other classes, must have a pixel within 1 point that is the class's OpenStreetMap Carto
fill colour; at least 80 % of them must (a road's end, a junction or a bridge may hide a few).
--border METRES: the ways of the extract's `boundary=administrative` `admin_level=2` relations (an
independent reference: OpenStreetMap's border, not GSHHG's), points every 6 points along them as for
roads: at least 75 % must have, within METRES on the ground, a pixel of Carto's admin level 2 line
(#8d618b at half opacity) over the world's land or water (the extract's fills hide the rest). With
--towns, every `place=town` node in view must be named by a label; --expect NAME: a label reads NAME;
--absent NAME: none does. --shift-points moves the points before checking, which must then fail.
"""
import html
import math
import os
import re
import sys

import osmium

sys.path.insert(0, os.path.join(os.getcwd(), ".ci"))
from png_pixels import read_png  # noqa: E402

RADIUS = 6_378_137.0
MARGIN = 10.0
TOLERANCE = 24
# OpenStreetMap Carto's road fills (roads.mss: @motorway-fill, @trunk-fill, @primary-fill, @secondary-fill).
# OpenStreetMap Carto's national border (admin.mss: @admin-boundaries, admin_level 2, opacity 0.5) over the
# world layer's land and water (@land-color, @water-color).
BORDER, LAND, WATER = (0x8D, 0x61, 0x8B), (0xF2, 0xEF, 0xE9), (0xAA, 0xD3, 0xDF)
BORDER_COLOURS = [tuple((a + b) / 2 for a, b in zip(BORDER, under)) for under in (LAND, WATER)]
BORDER_TOLERANCE = 16
FILLS = {"motorway": (0xE8, 0x92, 0xA2), "trunk": (0xF9, 0xB2, 0x9C), "primary": (0xFC, 0xD6, 0xA4),
         "secondary": (0xF7, 0xFA, 0xBF)}
CLASSES = {c: {c, c + "_link"} for c in FILLS}


class Extract(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.roads = {c: [] for c in FILLS}
        self.towns = []
        self.border_ids = set()
        self.borders = []

    def relation(self, r):
        if r.tags.get("boundary") == "administrative" and r.tags.get("admin_level") == "2":
            self.border_ids |= {m.ref for m in r.members if m.type == "w"}

    def node(self, n):
        if n.tags.get("place") == "town" and "name" in n.tags:
            self.towns.append((n.tags["name"], n.location.lon, n.location.lat))

    def way(self, w):
        highway = w.tags.get("highway")
        for c, values in CLASSES.items():
            if highway in values:
                try:
                    self.roads[c].append([(n.lon, n.lat) for n in w.nodes])
                except osmium.InvalidLocationError:
                    pass


class Borders(osmium.SimpleHandler):
    """The ways of the national borders' relations (a second pass: relations come after ways)."""

    def __init__(self, ids):
        super().__init__()
        self.ids = ids
        self.ways = []

    def way(self, w):
        if w.id in self.ids:
            try:
                self.ways.append([(n.lon, n.lat) for n in w.nodes])
            except osmium.InvalidLocationError:
                pass


def mercator(lon, lat):
    return RADIUS * math.radians(lon), RADIUS * math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def main(argv):
    extract, png, svg, centre, scale, size = argv[:6]
    options = {"--roads": [], "--border": [], "--expect": [], "--absent": [], "--towns": [],
               "--shift-points": ["0,0"]}
    key, towns = None, False
    for word in argv[6:]:
        if word == "--towns":
            towns, key = True, None
        elif word in options:
            key = word
        elif key:
            options[key].append(word)
    lat0, lon0 = map(float, centre.split(","))
    scale = float(scale)
    width, height = map(int, size.split("x"))
    shift = tuple(map(float, options["--shift-points"][-1].split(",")))
    per_point = scale * 0.0254 / 96
    cx, cy = mercator(lon0, lat0)

    def screen(lon, lat):
        x, y = mercator(lon, lat)
        return (x - cx) / per_point + width / 2, (cy - y) / per_point + height / 2

    handler = Extract()
    handler.apply_file(extract, locations=True)
    labels = []
    text = open(svg, encoding="utf-8").read()
    for x, y, size_, content in re.findall(
            r'<text class="label" x="([-\d.]+)" y="([-\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)', text):
        labels.append((float(x), float(y), float(size_), html.unescape(content)))
    texts = [t for _, _, _, t in labels]
    failures = []
    expected = list(options["--expect"])
    if towns:
        inside = [name for name, lon, lat in handler.towns
                  if 0 <= screen(lon, lat)[0] <= width and 0 <= screen(lon, lat)[1] <= height]
        if not inside:
            failures.append("no place=town of the extract lies in the view")
        expected += inside
    for name in expected:
        if name not in texts:
            failures.append(f"no label reads {name!r} (labels: {sorted(set(texts))[:30]})")
    for name in options["--absent"]:
        if name in texts:
            failures.append(f"a label reads {name!r}, which should not be drawn at 1:{scale:,.0f}")

    # Every road's screen path, to keep points away from roads of other classes.
    paths = {c: [[screen(lon, lat) for lon, lat in way] for way in handler.roads[c]] for c in FILLS}

    def near_other(p, own):
        for c, ways in paths.items():
            if c == own:
                continue
            for way in ways:
                for (x0, y0), (x1, y1) in zip(way, way[1:]):
                    dx, dy = x1 - x0, y1 - y0
                    t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / (dx * dx + dy * dy or 1)))
                    if math.hypot(p[0] - x0 - t * dx, p[1] - y0 - t * dy) < 4:
                        return True
        return False

    def along(way):
        """Points every 6 points along a screen path, in the view, clear of its edge, the attribution and labels."""
        carry = 0.0
        for (x0, y0), (x1, y1) in zip(way, way[1:]):
            length = math.hypot(x1 - x0, y1 - y0)
            d = carry
            while d < length:
                p = (x0 + (x1 - x0) * d / length, y0 + (y1 - y0) * d / length)
                d += 6
                if not (MARGIN <= p[0] <= width - MARGIN and MARGIN <= p[1] <= height - MARGIN):
                    continue
                if p[1] > height - 20 and p[0] > width - 200:  # the attribution
                    continue
                if any(abs(p[0] - x) < 0.35 * s * len(t) + MARGIN and abs(p[1] - y) < s / 2 + MARGIN
                       for x, y, s, t in labels):
                    continue
                yield p
            carry = d - length

    def near(want, p, tolerance, offsets):
        px, py = p[0] + shift[0], p[1] + shift[1]
        for ox, oy in offsets:
            x, y = int(px + ox), int(py + oy)
            if 0 <= x < width_px and 0 <= y < height_px:
                got = pixel(x, y)
                if any(max(abs(a - b) for a, b in zip(got, colour)) <= tolerance for colour in want):
                    return True
        return False

    width_px, height_px, pixel = read_png(png)
    results = {}
    square = [(ox, oy) for oy in (-1, 0, 1) for ox in (-1, 0, 1)]
    for c in options["--roads"]:
        want = FILLS[c]
        checked = found = 0
        for way in paths[c]:
            for p in along(way):
                if near_other(p, c):
                    continue
                checked += 1
                found += near([want], p, TOLERANCE, square)
        results[c] = (found, checked)
        if checked < 20:
            failures.append(f"too few points along {c} roads to check: {checked}")
        elif found < 0.8 * checked:
            failures.append(f"{c}: only {found} of {checked} points along the extract's {c} roads show "
                            f"Carto's {c} fill #{''.join(f'{v:02x}' for v in want)}")
    border = ""
    if options["--border"]:
        metres = float(options["--border"][-1])
        radius = metres / (per_point * math.cos(math.radians(lat0)))  # points: 1:S is Web Mercator's scale
        reach = int(radius) + 1
        disc = sorted(((ox, oy) for oy in range(-reach, reach + 1) for ox in range(-reach, reach + 1)
                       if math.hypot(ox, oy) <= radius), key=lambda o: math.hypot(*o))
        ways = Borders(handler.border_ids)
        ways.apply_file(extract, locations=True)
        checked = found = 0
        for way in ways.ways:
            for p in along([screen(lon, lat) for lon, lat in way]):
                checked += 1
                found += near(BORDER_COLOURS, p, BORDER_TOLERANCE, disc)
        border = f"; national border {found} of {checked} points within {metres:,.0f} m ({radius:.1f} points)"
        if checked < 20:
            failures.append(f"too few points along the extract's national borders to check: {checked}")
        elif found < 0.75 * checked:
            failures.append(f"border: only {found} of {checked} points along the extract's admin_level=2 borders "
                            f"have Carto's border colour within {metres:,.0f} m ({radius:.1f} points)")
    if failures:
        for f in failures[:10]:
            print(f)
        sys.exit(f"{len(failures)} failures in {png}")
    roads = ", ".join(f"{c} {f} of {n} points" for c, (f, n) in results.items())
    print(f"ok: {png}: roads drawn where the extract has them ({roads}){border}; labels {expected} present"
          + (f", {options['--absent']} absent" if options["--absent"] else ""))


main(sys.argv[1:])
