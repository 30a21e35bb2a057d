"""Checks a rendered basemap snapshot's colours at points worked out from the OpenStreetMap data.

Usage: check-basemap-colours.py EXTRACT.osm.pbf PNG LAT,LON SCALE WxH [--shift-points DX,DY]

PNG is Chromium's rendering of `meridian-demo snapshot --center LAT,LON --scale SCALE --size WxH
--no-labels`. This script does not ask Meridian anything: it reads the extract with pyosmium, builds
the features with shapely, projects them to the screen with its own Web Mercator (EPSG:3857:
x = R lon, y = R ln tan(pi/4 + lat/2), R = 6,378,137 m) and the map scale's published definition
(1:S at 96 points per inch: S x 0.0254 / 96 projected metres per point, as in Meridian's docs/map-view.md
and ArcGIS's), the centre at the middle of the view, y down. It then picks one point well inside each
of: a building, a park (leisure=park), water (natural=water), a primary road's centre line and bare
land (no area, no line nearby), each at least MARGIN points from every other feature's outline or line,
and checks the PNG's pixel there against OpenStreetMap Carto's colour (the style table of issue 21 and
docs/basemap.md). --shift-points moves the points by (DX, DY) before checking, which must then fail:
CI runs it so to prove the check can fail.
"""
import math
import sys

import osmium
import shapely
from shapely import STRtree, wkb
from shapely.geometry import LineString, Point, box
from shapely.ops import unary_union

from png_pixels import read_png

RADIUS = 6_378_137.0
MARGIN = 6.0  # points between a checked point and any other feature's outline or line
TOLERANCE = 10  # per channel, 0-255: anti-aliasing never reaches this far inside a feature
COLOURS = {
    "building": (0xD9, 0xD0, 0xC9),
    "park": (0xC8, 0xFA, 0xCC),
    "water": (0xAA, 0xD3, 0xDF),
    "primary road": (0xFC, 0xD6, 0xA4),
    "bare land": (0xF2, 0xEF, 0xE9),
}
def drawable(tags):
    """Whether OpenStreetMap Carto's table (issue 21, docs/basemap.md) draws the area."""
    return (tags.get("building", "no") != "no"
            or tags.get("landuse") in ("residential", "commercial", "retail", "industrial", "railway", "grass",
                                       "meadow", "village_green", "forest", "basin", "reservoir")
            or tags.get("natural") in ("wood", "water") or tags.get("leisure") in ("park", "garden")
            or tags.get("waterway") in ("riverbank", "dock") or tags.get("highway") == "pedestrian"
            or tags.get("place") == "square")


def mercator(lon, lat):
    return RADIUS * math.radians(lon), RADIUS * math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def read_features(path):
    """Every area osmium assembles (closed way or multipolygon) and every way as a line, in lon/lat,
    and the parts of the areas the extract cuts (ways missing nodes, multipolygons missing members),
    which osmium cannot assemble and Meridian closes along the extract's box."""
    areas, lines, cut = [], [], []
    ways, relations = {}, []
    wkbf = osmium.geom.WKBFactory()
    for obj in osmium.FileProcessor(path).with_locations().with_areas():
        tags = dict(obj.tags)
        if obj.is_area():
            try:
                areas.append((tags, wkb.loads(wkbf.create_multipolygon(obj), hex=True)))
            except (RuntimeError, osmium.InvalidLocationError):
                pass
        elif obj.is_way():
            coords = [(n.lon, n.lat) for n in obj.nodes if n.location.valid()]
            complete = len(coords) == len(obj.nodes)
            ways[obj.id] = (coords, complete)
            if len(coords) >= 2:
                lines.append((tags, LineString(coords)))
            if not complete and obj.nodes[0].ref == obj.nodes[-1].ref and coords and drawable(tags):
                cut.append(coords)
        elif obj.is_relation() and tags.get("type") == "multipolygon" and drawable(tags):
            relations.append([m.ref for m in obj.members if m.type == "w"])
    for members in relations:
        parts = [ways.get(ref) for ref in members]
        if any(part is None or not part[1] for part in parts):
            cut.append([c for part in parts if part for c in part[0]])
    return areas, lines, [c for c in cut if c]


def extract_box(path):
    """The extract's bounding box from its header: (west, south), (east, north)."""
    header = osmium.io.Reader(path, osmium.osm.osm_entity_bits.NOTHING).header()
    box_ = header.box()
    reader_box = ((box_.bottom_left.lon, box_.bottom_left.lat), (box_.top_right.lon, box_.top_right.lat))
    return reader_box


def main(argv):
    extract, png, centre, scale, size = argv[:5]
    shift = (0.0, 0.0)
    if len(argv) > 6 and argv[5] == "--shift-points":
        shift = tuple(float(v) for v in argv[6].split(","))
    lat, lon = (float(v) for v in centre.split(","))
    scale = float(scale)
    width, height = (int(v) for v in size.lower().split("x"))
    cx, cy = mercator(lon, lat)
    per_point = scale * 0.0254 / 96

    def to_screen(coords):
        screen = [mercator(lon, lat) for lon, lat in coords]
        return [(width / 2 + (x - cx) / per_point, height / 2 - (y - cy) / per_point) for x, y in screen]

    areas, lines, cut = read_features(extract)
    areas = [(tags, shapely.transform(geometry, to_screen)) for tags, geometry in areas]
    lines = [(tags, shapely.transform(geometry, to_screen)) for tags, geometry in lines]
    # The checked points stay clear of the view's edges and of the attribution box (bottom right).
    view = box(MARGIN, MARGIN, width - MARGIN, height - MARGIN).difference(
        box(width - 180, height - 24, width, height))
    edges = [geometry.boundary for _, geometry in areas] + [geometry for _, geometry in lines]
    tree = STRtree(edges)

    def clear(point, own):
        """No outline or line but `own` within MARGIN of the point."""
        for index in tree.query(point.buffer(MARGIN)):
            geometry = edges[index]
            if not any(geometry.equals(o) for o in own) and geometry.distance(point) < MARGIN:
                return False
        return True

    water_tags = lambda t: (t.get("natural") == "water" or t.get("waterway") in ("riverbank", "dock")
                            or t.get("landuse") in ("basin", "reservoir"))
    is_building = lambda t: t.get("building", "no") != "no"
    # What OpenStreetMap Carto draws over each kind (draw order: landuse, parks and grass, water,
    # buildings, then roads and rail, which `clear` keeps away).
    drawn_above = {
        "building": lambda t: False,
        "water": is_building,
        "park": lambda t: (is_building(t) or water_tags(t) or t.get("landuse") in ("grass", "meadow", "village_green",
                           "forest") or t.get("natural") == "wood" or t.get("highway") == "pedestrian"
                           or t.get("place") == "square" or t.get("leisure") == "garden"),
    }

    def candidates_in(core):
        """shapely's representative point, then a 4-point grid over the area, deepest first."""
        yield core.representative_point()
        x0, y0, x1, y1 = core.bounds
        grid = shapely.points([(x0 + 4 * i, y0 + 4 * j) for i in range(int((x1 - x0) / 4) + 1)
                               for j in range(int((y1 - y0) / 4) + 1)])
        inside = [p for p in grid if core.contains(p)]
        yield from sorted(inside, key=lambda p: -core.boundary.distance(p))[:400]

    def inside_point(tags_match, kind):
        candidates = sorted((g for t, g in areas if tags_match(t)), key=lambda g: -g.intersection(view).area)
        for geometry in candidates:
            core = geometry.intersection(view).buffer(-MARGIN)
            if core.is_empty:
                continue
            for point in candidates_in(core):
                above = [g for t, g in areas if g is not geometry and drawn_above[kind](t) and g.contains(point)]
                if not above and clear(point, [geometry.boundary]):
                    return point
        sys.exit(f"no {kind} in the view with a point {MARGIN} points clear of everything else")

    points = {
        "building": inside_point(lambda t: t.get("building", "no") != "no", "building"),
        "park": inside_point(lambda t: t.get("leisure") == "park", "park"),
        "water": inside_point(water_tags, "water"),
    }
    # A primary road's centre line: a point along it that nothing drawn above the primary roads' fill
    # comes near. Carto draws every casing of a run under every fill, minor classes under major ones,
    # so footways, crossings and the parallel carriageway do not cover it; rail and tram lines, trunk
    # roads and motorways, and anything on a higher layer (a bridge) do.
    def drawn_over_roads(tags):
        return ("railway" in tags or tags.get("highway", "").split("_")[0] in ("trunk", "motorway")
                or tags.get("bridge", "no") != "no" or tags.get("layer", "0") not in ("0", "-1", "-2"))

    over_roads = [g for t, g in lines if drawn_over_roads(t)]
    for tags, line in lines:
        if tags.get("highway") != "primary" or drawn_over_roads(tags) or tags.get("tunnel", "no") != "no":
            continue
        for step in range(1, 20):
            point = line.interpolate(step / 20, normalized=True)
            if view.buffer(-12).contains(point) and all(g.distance(point) >= 2 * MARGIN for g in over_roads):
                points["primary road"] = point
                break
        if "primary road" in points:
            break
    else:
        sys.exit("no primary road in the view with a stretch clear of rail lines and bridges")
    # Bare land: outside every area and at least 2 MARGINs from every line; far from the coastline
    # (the sea is the water side of natural=coastline, not an area in the data).
    (west, south), (east, north) = extract_box(extract)
    (left, top), (right, bottom) = to_screen([(west, north), (east, south)])
    extract_area = box(left, top, right, bottom)
    # A cut area may be closed along the box: cover the hull of what the extract keeps of it together
    # with each kept point's nearest point on the box's edge.
    def hull_to_edge(coords):
        points = to_screen(coords)
        edge = extract_area.exterior
        nearest = [edge.interpolate(edge.project(Point(p))) for p in points]
        return shapely.MultiPoint(points + [(p.x, p.y) for p in nearest]).convex_hull.buffer(MARGIN)

    covered = unary_union([g for t, g in areas if drawable(t)] + [g.buffer(2 * MARGIN) for _, g in lines]
                          + [hull_to_edge(c) for c in cut]
                          + [g.buffer(150) for t, g in lines if t.get("natural") == "coastline"])
    # Inside the extract's box, where the data says what is there (beyond it the world's land is drawn).
    land = view.intersection(extract_area.buffer(-60)).difference(covered)
    if land.is_empty:
        sys.exit("no bare land in the view")
    pieces = sorted(getattr(land, "geoms", [land]), key=lambda g: -g.area)
    points["bare land"] = pieces[0].buffer(-MARGIN).representative_point() if not pieces[0].buffer(-MARGIN).is_empty \
        else pieces[0].representative_point()

    png_width, png_height, pixel = read_png(png)
    if (png_width, png_height) != (width, height):
        sys.exit(f"PNG is {png_width}x{png_height}, the view {width}x{height}")
    failures = 0
    for kind, point in points.items():
        x, y = point.x + shift[0], point.y + shift[1]
        if not (0 <= x < width and 0 <= y < height):
            print(f"{kind}: ({x:.1f}, {y:.1f}) is off the picture")
            failures += 1
            continue
        found = pixel(int(x), int(y))
        expected = COLOURS[kind]
        ok = max(abs(p - q) for p, q in zip(found, expected)) <= TOLERANCE
        print(f"{'ok' if ok else 'WRONG'}: {kind} at ({x:.1f}, {y:.1f}) is #{''.join(f'{c:02x}' for c in found)}, "
              f"Carto's #{''.join(f'{c:02x}' for c in expected)}")
        failures += not ok
    if failures:
        sys.exit(f"{failures} of {len(points)} points do not show their feature's colour")
    print(f"ok: all {len(points)} points show their feature's colour")


if __name__ == "__main__":
    main(sys.argv[1:])
