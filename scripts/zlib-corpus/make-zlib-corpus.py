"""Makes the differential corpus for Meridian's inflater: sources compressed by Python's zlib.

Usage: make-zlib-corpus.py OUTPUT_DIR [--small]

Writes OUTPUT_DIR/sources.bin (the source bytes, one after another), OUTPUT_DIR/streams.bin (the zlib
and raw DEFLATE streams, one after another) and OUTPUT_DIR/manifest.json: for each source its name,
offset, size and SHA-256; for each stream its source, offset, size and the parameters it was made with
(`zlib.compressobj(level, DEFLATED, wbits, memLevel, strategy)`; a negative wbits is raw DEFLATE).
InflateDifferentialTests inflates every stream with Meridian and compares it with its source byte for
byte: the committed `--small` corpus in Tests/MeridianBasemapBuilderTests/Fixtures/zlib-corpus on every
`swift test`, the full one when MERIDIAN_ZLIB_CORPUS names a folder this script wrote (.ci/run does).

Sources: PrimitiveBlocks of the bundled Helsinki extract (inflated here with zlib), text (the
repository's guides), random bytes and highly repetitive data, 0 bytes to 1 MiB. Parameters: every
level 0-9 with every strategy (default, filtered, Huffman only, RLE, fixed), window bits 9-15 (zlib and
raw) and memory levels 1-9. Standard library only; the output depends only on the repository and zlib.
"""
import hashlib
import json
import os
import random
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXTRACT = os.path.join(ROOT, "Sources", "MeridianSampleData", "Resources", "helsinki.osm.pbf")
STRATEGIES = {"default": zlib.Z_DEFAULT_STRATEGY, "filtered": zlib.Z_FILTERED, "huffman": zlib.Z_HUFFMAN_ONLY,
              "rle": zlib.Z_RLE, "fixed": zlib.Z_FIXED}
MIB = 1 << 20


def varint(data, at):
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def fields(data):
    """(field number, value) of a protobuf message's varint and length-delimited fields."""
    at = 0
    while at < len(data):
        key, at = varint(data, at)
        if key & 7 == 0:
            value, at = varint(data, at)
        elif key & 7 == 2:
            length, at = varint(data, at)
            value, at = data[at:at + length], at + length
        else:
            sys.exit(f"make-zlib-corpus: wire type {key & 7} in a blob")
        yield key >> 3, value


def pbf_blocks():
    """The extract's data blocks (OSMData blobs), inflated."""
    data = open(EXTRACT, "rb").read()
    at, blocks = 0, []
    while at < len(data):
        (header_size,) = struct.unpack(">I", data[at:at + 4])
        header = dict(fields(data[at + 4:at + 4 + header_size]))
        blob_size = header[3]
        blob = dict(fields(data[at + 4 + header_size:at + 4 + header_size + blob_size]))
        at += 4 + header_size + blob_size
        if header[1] == b"OSMData":
            blocks.append(blob[1] if 1 in blob else zlib.decompress(blob[3]))
    return blocks


def text():
    parts = [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(ROOT, "docs", name) for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))
    return b"".join(open(path, "rb").read() for path in parts)


def repetitive(size, seed):
    """Runs and short periods with rare changes: long matches, lengths of 258, distance 1."""
    rng = random.Random(seed)
    out = bytearray()
    while len(out) < size:
        kind = rng.randrange(3)
        if kind == 0:
            out += bytes([rng.randrange(256)]) * rng.randrange(1, 2000)
        elif kind == 1:
            out += bytes(rng.randrange(256) for _ in range(rng.randrange(2, 9))) * rng.randrange(10, 400)
        else:
            out += out[-rng.randrange(1, 32768):][:rng.randrange(3, 300)] if out else b"x"
    return bytes(out[:size])


def sources(small):
    blocks = pbf_blocks()
    words = text()
    if small:
        sizes = {"pbf": 6_000, "text": 4_000, "random": 1_000, "repetitive": 40_000}
        made = {"empty": b"", "one": b"A", "pbf-block": blocks[0][:sizes["pbf"]], "text": words[:sizes["text"]],
                "random": random.Random(29).randbytes(sizes["random"]),
                "repetitive": repetitive(sizes["repetitive"], 29), "zeros-259": bytes(259)}
        return made
    made = {"empty": b"", "one": b"A", "zeros-258": bytes(258), "zeros-32769": bytes(32_769)}
    for index, block in enumerate(blocks[:4]):
        made[f"pbf-block-{index}"] = block
    made["text-1mib"] = (words * (MIB // max(1, len(words)) + 1))[:MIB]
    made["text-65536"] = words[:65_536]
    for size in (1, 257, 32_768, 65_535, 300_000, MIB):
        made[f"random-{size}"] = random.Random(size).randbytes(size)
    for size in (3_000, 100_000, MIB):
        made[f"repetitive-{size}"] = repetitive(size, size)
    return made


def parameters(name, size, small):
    """(level, wbits, memLevel, strategy) for one source."""
    chosen = []
    crossed = small or size <= 300_000
    for level in range(10):
        for strategy in STRATEGIES:
            if crossed or strategy == "default" or level in (1, 6, 9):
                chosen.append((level, 15, 8, strategy))
    for wbits in range(9, 16):
        chosen += [(9, wbits, 8, "default"), (9, -wbits, 8, "default")]
        if not small:
            chosen.append((1, wbits, 8, "default"))
    for mem_level in range(1, 10):
        chosen.append((9, 15, mem_level, "default"))
        if not small:
            chosen.append((1, 15, mem_level, "rle"))
    if name.startswith("random") and size > 300_000:
        # Random bytes barely compress: a megabyte of them at each level is enough (and keeps CI short).
        chosen = [p for p in chosen if p[1:] == (15, 8, "default")]
    if small:
        # Keep the committed corpus small: the level x strategy cross on the small sources only.
        chosen = [p for p in chosen if size <= 6_000 or p[3] == "default" or p[0] == 6]
    return sorted(set(chosen), key=chosen.index)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out, small = sys.argv[1], "--small" in sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    manifest = {"zlib": zlib.ZLIB_RUNTIME_VERSION, "sources": [], "streams": []}
    with open(os.path.join(out, "sources.bin"), "wb") as source_file, \
            open(os.path.join(out, "streams.bin"), "wb") as stream_file:
        for name, data in sources(small).items():
            manifest["sources"].append({"name": name, "offset": source_file.tell(), "size": len(data),
                                        "sha256": hashlib.sha256(data).hexdigest()})
            source_file.write(data)
            made = set()
            for level, wbits, mem_level, strategy in parameters(name, len(data), small):
                compressor = zlib.compressobj(level, zlib.DEFLATED, wbits, mem_level, STRATEGIES[strategy])
                stream = compressor.compress(data) + compressor.flush()
                if zlib.decompressobj(wbits).decompress(stream) != data:
                    sys.exit(f"make-zlib-corpus: zlib does not read back {name} {level} {wbits}")
                if stream in made:
                    continue  # the same stream as other parameters (level 0, Huffman only at every level)
                made.add(stream)
                manifest["streams"].append({"source": name, "offset": stream_file.tell(), "size": len(stream),
                                            "level": level, "wbits": wbits, "memLevel": mem_level,
                                            "strategy": strategy})
                stream_file.write(stream)
        total = source_file.tell() + stream_file.tell()
    with open(os.path.join(out, "manifest.json"), "w") as manifest_file:
        json.dump(manifest, manifest_file, indent=0)
        manifest_file.write("\n")
    print(f"{len(manifest['streams'])} streams of {len(manifest['sources'])} sources, {total:,} bytes in {out}")


if __name__ == "__main__":
    main()
