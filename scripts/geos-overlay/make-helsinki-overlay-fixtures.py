#!/usr/bin/env python3
"""Records GEOS's overlays of touching and nested areas of the Helsinki extract as a test fixture.

Run with shapely 2.2.0 (GEOS 3.14.1) and pyosmium 4 from the repository root:
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/make-helsinki-overlay-fixtures.py \
        > Tests/MeridianCoreTests/Fixtures/Overlay/overlay-helsinki-cases.txt

Inputs: the areas of the bundled OpenStreetMap extract (Sources/MeridianSampleData/Resources/helsinki.osm.pbf,
© OpenStreetMap contributors, ODbL 1.0) as pyosmium's area assembler builds them, in longitude/latitude
degrees: buildings (`building=*`), parks and green areas (`leisure=park|garden|pitch|playground`,
`landuse=grass`) and water (`natural=water`, `waterway=riverbank`). Pairs are the areas that
intersect or touch (terraced buildings share walls node for node; a pitch lies inside its park; a
building stands on a park's edge), by kind: building with building (the first 400 in id order),
building with green or water (the first 150), green or water with green or water (all). Every pair
is written in the format of make-overlay-fixtures.py (its `emit`), all four results with rings.
"""
import importlib.util
import os

import osmium
import shapely
import shapely.wkb

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
spec = importlib.util.spec_from_file_location("overlay_fixtures", os.path.join(HERE, "make-overlay-fixtures.py"))
overlay = importlib.util.module_from_spec(spec)
spec.loader.exec_module(overlay)

GREEN = {("leisure", "park"), ("leisure", "garden"), ("leisure", "pitch"), ("leisure", "playground"),
         ("landuse", "grass")}
WATER = {("natural", "water"), ("waterway", "riverbank")}


class Areas(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.factory = osmium.geom.WKBFactory()
        self.areas = []  # (kind, name, geometry)

    def area(self, a):
        tags = {t.k: t.v for t in a.tags}
        if "building" in tags:
            kind = "building"
        elif any(tags.get(k) == v for k, v in GREEN):
            kind = "green"
        elif any(tags.get(k) == v for k, v in WATER):
            kind = "water"
        else:
            return
        try:
            geometry = shapely.wkb.loads(self.factory.create_multipolygon(a), hex=True)
        except RuntimeError:
            return
        if geometry.is_valid and not geometry.is_empty:
            origin = "w" if a.from_way() else "r"
            self.areas.append((kind, f"{kind}-{origin}{a.orig_id()}", geometry))


def main():
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    reader = Areas()
    reader.apply_file(os.path.join(ROOT, "Sources/MeridianSampleData/Resources/helsinki.osm.pbf"), locations=True)
    areas = sorted(reader.areas, key=lambda area: area[1])
    tree = shapely.STRtree([g for _, _, g in areas])
    quota = {"building+building": 400, "building+other": 150, "other+other": 10**9}
    count = 0
    for i, (kind, name, g) in enumerate(areas):
        for j in sorted(tree.query(g, predicate="intersects")):
            if j <= i:
                continue
            other_kind, other_name, h = areas[j]
            kinds = sorted(["building" if k == "building" else "other" for k in (kind, other_kind)])
            key = "+".join(kinds)
            if quota[key] == 0:
                continue
            written = overlay.emit(f"osm:{name}+{other_name}", g, h)
            quota[key] -= written
            count += written
    print(f"# {count} pairs")


if __name__ == "__main__":
    main()
