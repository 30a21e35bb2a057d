"""Writes an OpenStreetMap extract made of N copies of a small one, side by side.

Usage:
  tile-extract.py INPUT.osm.pbf OUTPUT.osm.pbf [--copies N] [--id-offset K] [--dx DEGREES]
                  [--compression zlib|none] [--level L]

Copy k (0 <= k < N) is the input with every longitude moved east by k * DX degrees and every node,
way and relation id (and every reference: way nodes, relation members) raised by k * K. So with K
past 2^32 / N the ids of later copies pass 2^32, and each copy is a separate, complete, valid
extract beside the others (no shared ids, no reference between copies). The output is written by
pyosmium (libosmium's PBF writer, zlib at its default level unless --level/--compression say
otherwise), sorted as PBF readers expect: all nodes by id, then ways, then relations.

K defaults to the smallest multiple of 1,000,000,000 above the input's largest id, DX to the
width of the input's node extent plus 0.001 degrees; a copy that would leave -180...180 is an
error. Prints the counts of the input and the output. Needs pyosmium (PyPI `osmium`) 4.0 or later (tried with 4.3.2).
"""
import argparse
import sys

import osmium


def measure(path):
    """Largest id, node longitude extent and element counts of an extract."""
    largest, west, east = 0, 180.0, -180.0
    counts = {"n": 0, "w": 0, "r": 0}
    for obj in osmium.FileProcessor(path):
        counts[obj.type_str()] += 1
        largest = max(largest, obj.id)
        if obj.type_str() == "n" and obj.location.valid():
            west, east = min(west, obj.location.lon), max(east, obj.location.lon)
    return largest, west, east, counts


def shifted(obj, kind, copy, id_offset, dx):
    """The object of copy `copy`: ids and references raised, longitudes moved."""
    delta = copy * id_offset
    if kind == "n":
        location = obj.location
        if not location.valid():
            return obj.replace(id=obj.id + delta)
        return obj.replace(id=obj.id + delta, location=(location.lon + copy * dx, location.lat))
    if kind == "w":
        return obj.replace(id=obj.id + delta, nodes=[node.ref + delta for node in obj.nodes])
    members = [(member.type, member.ref + delta, member.role) for member in obj.members]
    return obj.replace(id=obj.id + delta, members=members)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--copies", type=int, default=10, help="how many copies (default 10)")
    parser.add_argument("--id-offset", type=int, default=None, help="id step between copies")
    parser.add_argument("--dx", type=float, default=None, help="longitude step between copies, degrees")
    parser.add_argument("--compression", choices=["zlib", "none"], default="zlib")
    parser.add_argument("--level", type=int, default=None, help="zlib level 1-9 (default: libosmium's)")
    args = parser.parse_args()
    if args.copies < 1:
        sys.exit("tile-extract: --copies must be at least 1")

    largest, west, east, counts = measure(args.input)
    if counts["n"] == 0 or west > east:
        sys.exit(f"tile-extract: {args.input} has no node with a location")
    step = 1_000_000_000
    id_offset = args.id_offset if args.id_offset is not None else (largest // step + 1) * step
    if id_offset <= largest:
        sys.exit(f"tile-extract: --id-offset {id_offset} is not above the largest id {largest}: copies would collide")
    dx = args.dx if args.dx is not None else (east - west) + 0.001
    if east + (args.copies - 1) * dx > 180 or dx < 0:
        sys.exit(f"tile-extract: {args.copies} copies {dx} degrees apart from {west}..{east} leave -180...180")
    top = largest + (args.copies - 1) * id_offset
    if top >= 2**63:
        sys.exit(f"tile-extract: the largest id would be {top}, past 2^63")

    options = "pbf" + (",pbf_compression=none" if args.compression == "none" else "")
    if args.level is not None and args.compression == "zlib":
        options += f",pbf_compression_level={args.level}"
    header = osmium.io.Header()
    header.set("generator", "meridian .ci/tile-extract.py")
    writer = osmium.SimpleWriter(osmium.io.File(args.output, options), header=header, overwrite=True)
    kinds = {"n": (osmium.osm.NODE, writer.add_node), "w": (osmium.osm.WAY, writer.add_way),
             "r": (osmium.osm.RELATION, writer.add_relation)}
    try:
        # Ids grow copy by copy (K is past the largest id), so this order keeps each kind sorted.
        for kind, (entity, add) in kinds.items():
            for copy in range(args.copies):
                for obj in osmium.FileProcessor(args.input, entity):
                    add(shifted(obj, kind, copy, id_offset, dx))
    finally:
        writer.close()

    print(f"input:  {counts['n']} nodes, {counts['w']} ways, {counts['r']} relations; largest id {largest}")
    print(f"output: {args.copies} copies, id offset {id_offset}, dx {dx:.6f} degrees; "
          f"{args.copies * counts['n']} nodes, {args.copies * counts['w']} ways, "
          f"{args.copies * counts['r']} relations; largest id {top}")


if __name__ == "__main__":
    main()
