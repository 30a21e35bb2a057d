#!/usr/bin/env python3
"""The peer of `meridian-bench geometry`: the same overlays and buffers by shapely 2's vectorized GEOS calls.

Run with shapely 2.2.0 (GEOS 3.14.1) and pyosmium 4.3.2, from the repository's root:
    /var/cache/meridian/basemap-check-venv/bin/python scripts/geos-overlay/bench-shapely.py

It reads the same files as the bench (Sources/MeridianSampleData/Resources/helsinki.osm.pbf and
naturalearth-countries.geojson) and builds the same inputs with the same floating-point operations in
the same order (Sources/MeridianBench/Suites/GeometryData.swift), so both sides overlay identical
coordinates:
- buildings: closed ways tagged `building` and `type=multipolygon` relations tagged `building`, whose
  nodes and member ways (closed, four nodes or more) are all in the extract; longitude and latitude are
  the file's 1e-7 degree integers times 1e-7, projected as (lon - 24.94) * 55373.45992049121 and
  (lat - 60.17) * 111319.49079327358 metres (equirectangular about Helsinki on the Web Mercator sphere);
  a relation's rings are read by the even-odd rule (their symmetric difference);
- copies: copy c moved by 4,000 m times (c mod columns, c // columns), columns 1, 2, 2, 4, 4;
- densified rings: a midpoint (a + b) * 0.5 after every vertex, repeated;
- neighbours: the pairs of countries (degrees) that intersect, touching included; `intersection_shifted`
  moves the second of each pair by (0.5, 0.25) degrees (after densifying), so the pairs overlap.

Prints one JSON line per figure in meridian-bench's format, suite "shapely", the same names:
`_cpu_s` the process's CPU time (median of 3 runs below the third scale, else 1 run), `_s` wall time,
`_area` the total area of the results, `_growth` the CPU time over the previous scale's.
"""
import json
import os
import statistics
import time

import numpy as np
import osmium
import shapely

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RESOURCES = os.path.join(ROOT, "Sources", "MeridianSampleData", "Resources")
ORIGIN = np.array([24.94, 60.17])
METRES_PER_DEGREE = np.array([55373.45992049121, 111319.49079327358])
COPY_OFFSET = 4000.0


def report(name, value, unit, n, precise=False):
    value = float(("%.15g" if precise else "%.6g") % value)
    print(json.dumps({"suite": "shapely", "name": name, "value": value, "unit": unit, "n": n},
                     separators=(",", ":")), flush=True)


def building_rings():
    """Each building's rings as (k, 2) arrays of degrees, closing point included."""
    nodes, ways, relations = {}, [], []

    class Reader(osmium.SimpleHandler):
        def node(self, n):
            nodes[n.id] = (n.location.x * 1e-7, n.location.y * 1e-7)

        def way(self, w):
            ways.append((w.id, "building" in w.tags, [n.ref for n in w.nodes]))

        def relation(self, r):
            if "building" in r.tags and r.tags.get("type") == "multipolygon":
                relations.append((r.id, [(m.type, m.ref) for m in r.members]))

    Reader().apply_file(os.path.join(RESOURCES, "helsinki.osm.pbf"))
    way_refs = {wid: refs for wid, _, refs in ways}

    def ring(refs):
        if len(refs) < 4 or refs[0] != refs[-1] or any(r not in nodes for r in refs):
            return None
        return np.array([nodes[r] for r in refs])

    buildings = []
    for _, is_building, refs in sorted(ways):
        if is_building and (r := ring(refs)) is not None:
            buildings.append([r])
    for _, members in sorted(relations):
        rings = [ring(way_refs[ref]) if kind == "w" and ref in way_refs else None for kind, ref in members]
        if rings and all(r is not None for r in rings):
            buildings.append(rings)
    return buildings


def projected(buildings):
    return [[(r[:-1] - ORIGIN) * METRES_PER_DEGREE for r in b] for b in buildings]


def densified(ring, times):
    for _ in range(times):
        mid = (ring + np.roll(ring, -1, axis=0)) * 0.5
        ring = np.stack([ring, mid], axis=1).reshape(-1, 2)
    return ring


def polygon(rings):
    """Rings (without closing points) read by the even-odd rule."""
    parts = [shapely.Polygon(r) for r in rings]
    return parts[0] if len(parts) == 1 else shapely.symmetric_difference_all(parts)


def copies(buildings, count):
    columns = 1 << ((count.bit_length() - 1 + 1) // 2)
    out = []
    for c in range(count):
        shift = np.array([float(c % columns), float(c // columns)]) * COPY_OFFSET
        out += [[r + shift for r in b] for b in buildings]
    return out


def countries():
    with open(os.path.join(RESOURCES, "naturalearth-countries.geojson")) as f:
        features = json.load(f)["features"]
    result = []
    for feature in features:
        g = feature["geometry"]
        polygons = [g["coordinates"]] if g["type"] == "Polygon" else g["coordinates"]
        result.append([[np.array(r[:-1] if r[0] == r[-1] else r, dtype=float) for r in p] for p in polygons])
    return result


def country_polygon(polygons, times, shift=(0.0, 0.0)):
    """A country's polygons, rings densified `times` times and then moved by `shift`."""
    shift = np.array(shift)
    parts = [shapely.Polygon(densified(p[0], times) + shift, [densified(h, times) + shift for h in p[1:]])
             for p in polygons]
    return parts[0] if len(parts) == 1 else shapely.MultiPolygon(parts)


def measure(previous, name, scale, step, n, body):
    cpu, wall, result = [], [], None
    for _ in range(3 if step < 3 else 1):
        c, w = time.process_time(), time.perf_counter()
        result = body()
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    median = statistics.median(cpu)
    report(f"geometry.{name}_x{scale}_cpu_s", median, "s", n)
    report(f"geometry.{name}_x{scale}_s", statistics.median(wall), "s", n)
    if step > 0 and name in previous:
        report(f"geometry.{name}_x{scale}_growth", median / previous[name], "ratio", n)
    previous[name] = median
    return result


def main():
    previous = {}
    buildings = projected(building_rings())
    for step, count in enumerate([1, 2, 4, 8, 16]):
        group = copies(buildings, count)
        geoms = np.array([polygon(b) for b in group])
        n = sum(len(r) for b in group for r in b)
        area = measure(previous, "union_buildings", count, step, n, lambda: shapely.area(shapely.union_all(geoms)))
        report(f"geometry.union_buildings_x{count}_area", area, "m2", len(geoms), precise=True)

    world = countries()
    plain = np.array([country_polygon(c, 0) for c in world])
    tree = shapely.STRtree(plain)
    left, right = tree.query(plain, predicate="intersects")
    pairs = sorted((int(i), int(j)) for i, j in zip(left, right) if i < j)
    report("geometry.neighbour_pairs", len(pairs), "pairs", len(world))
    a_index = np.array([i for i, _ in pairs])
    b_index = np.array([j for _, j in pairs])
    for shift, label in [((0.0, 0.0), "intersection_neighbours"), ((0.5, 0.25), "intersection_shifted")]:
        for step, times in enumerate(range(5)):
            dense = np.array([country_polygon(c, times) for c in world])
            moved = np.array([country_polygon(c, times, shift) for c in world])
            a, b = dense[a_index], moved[b_index]
            n = sum(len(r) * (1 << times) for i, j in pairs for k in (i, j) for p in world[k] for r in p)
            area = measure(previous, label, 1 << times, step, n,
                           lambda: shapely.area(shapely.intersection(a, b)).sum())
            report(f"geometry.{label}_x{1 << times}_area", area, "deg2", len(pairs), precise=True)

    for segments, scales in [(90, range(1)), (8, range(5))]:
        for step, times in enumerate(scales):
            geoms = np.array([polygon([densified(r, times) for r in b]) for b in buildings])
            n = sum(len(r) * (1 << times) for b in buildings for r in b)
            area = measure(previous, f"buffer{segments}_buildings", 1 << times, step, n,
                           lambda: shapely.area(shapely.buffer(geoms, 10, quad_segs=segments)).sum())
            report(f"geometry.buffer{segments}_buildings_x{1 << times}_area", area, "m2", len(geoms), precise=True)


if __name__ == "__main__":
    main()
