"""Checks that each flow's rendered snapshot shows the offline basemap: most of its pixels are
OpenStreetMap Carto's colours (land, buildings, landuse, water, parks, roads), as issue 21 publishes
them. A snapshot listed after --without must show no basemap (its online style cannot be drawn
offline): few of its pixels may be Carto's.

Usage: check-snapshot-basemaps.py PNG... [--without PNG...]
Standard library only: the PNGs are decoded by .ci/png_pixels.py.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from png_pixels import read_png

CARTO = [
    "f2efe9", "d9d0c9", "e0dfdf", "f2dad9", "ffd6d1", "ebdbe8", "aad3df", "c8facc", "cdebb0", "add19e",
    "ffffff", "fcd6a4", "f7fabf", "f9b29c", "e892a2", "dddde8",
]
PALETTE = [tuple(int(c[k:k + 2], 16) for k in (0, 2, 4)) for c in CARTO]


def carto_share(path):
    width, height, pixel = read_png(path)
    hits = total = 0
    for y in range(0, height, 2):
        for x in range(0, width, 2):
            found = pixel(x, y)
            total += 1
            if any(max(abs(p - q) for p, q in zip(found, colour)) <= 3 for colour in PALETTE):
                hits += 1
    return hits / total


def main(arguments):
    split = arguments.index("--without") if "--without" in arguments else len(arguments)
    drawn, bare = arguments[:split], arguments[split + 1:]
    failures = 0
    for path in drawn:
        share = carto_share(path)
        ok = share >= 0.5
        failures += not ok
        print(f"{'ok' if ok else 'FAILED'}: {os.path.basename(path)}: {share:.0%} of its pixels are Carto's colours")
    for path in bare:
        share = carto_share(path)
        ok = share < 0.2
        failures += not ok
        print(f"{'ok' if ok else 'FAILED'}: {os.path.basename(path)} (no basemap): {share:.0%} Carto's colours")
    if not drawn:
        sys.exit("no snapshot to check")
    if failures:
        sys.exit(f"{failures} snapshot(s) do not show what they should")


main(sys.argv[1:])
