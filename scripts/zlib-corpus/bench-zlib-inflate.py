"""The peer figure for meridian-bench's `inflate.mb_per_s`: Python's zlib.decompress on the same blobs.

Usage: bench-zlib-inflate.py [EXTRACT.osm.pbf]   (default: the bundled Helsinki extract)

Inflates every zlib blob of the extract, 15 loops; prints the output megabytes (10^6 bytes) per second
of the median loop by wall time and by the thread's CPU time, as `inflate.mb_per_s` and
`inflate.cpu_mb_per_s` are measured (Sources/MeridianBench/Suites/BasemapSuite.swift).
"""
import os
import statistics
import struct
import sys
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def zlib_blobs(path):
    from importlib import import_module
    corpus = import_module("make-zlib-corpus")
    data = open(path, "rb").read()
    at, blobs = 0, []
    while at < len(data):
        (header_size,) = struct.unpack(">I", data[at:at + 4])
        header = dict(corpus.fields(data[at + 4:at + 4 + header_size]))
        blob = dict(corpus.fields(data[at + 4 + header_size:at + 4 + header_size + header[3]]))
        at += 4 + header_size + header[3]
        if 3 in blob:
            blobs.append((blob[3], blob[2]))
    return blobs


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        ROOT, "Sources", "MeridianSampleData", "Resources", "helsinki.osm.pbf")
    blobs = zlib_blobs(path)
    output = sum(len(zlib.decompress(data)) for data, _ in blobs)
    assert output == sum(size for _, size in blobs)
    wall, cpu = [], []
    for _ in range(15):
        start, start_cpu = time.perf_counter(), time.thread_time()
        for data, _ in blobs:
            zlib.decompress(data)
        wall.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    print(f"zlib {zlib.ZLIB_RUNTIME_VERSION}, {len(blobs)} blobs, {output} bytes: "
          f"{output / statistics.median(wall) / 1e6:.1f} MB/s wall, {output / statistics.median(cpu) / 1e6:.1f} MB/s CPU")


if __name__ == "__main__":
    main()
