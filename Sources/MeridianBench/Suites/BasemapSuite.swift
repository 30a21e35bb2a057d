import Foundation
import MeridianBasemapBuilder

/// The `basemap` suite, reading layer: the inflater and the PBF reader on the bundled Helsinki extract
/// (`helsinki.osm.pbf`, 685 KB, 5 blobs, 1.46 MB inflated).
///
/// `inflate.mb_per_s` inflates every zlib blob of the extract (each to its declared `raw_size`, the
/// Adler-32 checked) and reports output megabytes (10⁶ bytes) per second, the median of 15 loops; set it
/// beside Python's `zlib.decompress` on the same blobs. `inflate.cpu_mb_per_s` is the same by the
/// thread's CPU time, for a shared machine. `pbf.read_ms` reads the whole extract from
/// memory into an `OSMExtract` (inflate, parse, intern strings, build the id indexes), the median of 15
/// reads. `pbf.node_lookup_ns` resolves every way's node ids through the id index (hash), and
/// `pbf.node_lookup_binary_search_ns` the same ids by binary search over the sorted ids, per lookup,
/// the median of 15 loops. The building and drawing figures follow (``runBasemapViewFigures(_:)``), then
/// the cancellation latency (``runBasemapCancelFigures(_:)``).
@MainActor
func runBasemapSuite(_ bench: inout Bench) async throws {
  let file = [UInt8](try Data(contentsOf: try helsinkiExtractURL()))

  var blobs: [PBFBlob] = []
  var reader = PBFBlobReader(.memory(file))
  while let blob = try reader.nextCompressed() {
    if blob.isCompressed { blobs.append(blob) }
  }
  let output = try blobs.reduce(0) { $0 + (try Inflate.zlib($1.data, declaredSize: $1.rawSize)).count }
  var inflateSeconds: [Double] = []
  var inflateCPU: [Double] = []
  for _ in 0..<15 {
    let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    inflateSeconds.append(
      try Bench.seconds {
        for blob in blobs { blackHole(try Inflate.zlib(blob.data, declaredSize: blob.rawSize).count) }
      })
    inflateCPU.append(cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start)
  }
  let inflateMedian = Bench.percentile(inflateSeconds, 0.5)
  bench.report("inflate.mb_per_s", value: Double(output) / inflateMedian / 1e6, unit: "MB/s", n: blobs.count)
  bench.report(
    "inflate.cpu_mb_per_s", value: Double(output) / Bench.percentile(inflateCPU, 0.5) / 1e6, unit: "MB/s",
    n: blobs.count)

  var extract = try OSMExtract(pbf: file)
  var readSeconds: [Double] = []
  for _ in 0..<15 {
    readSeconds.append(try Bench.seconds { extract = try OSMExtract(pbf: file) })
  }
  bench.report("pbf.read_ms", value: Bench.percentile(readSeconds, 0.5) * 1e3, unit: "ms", n: extract.nodes.count)

  let refs = extract.ways.refs
  let ids = extract.nodes.ids
  var hashSeconds: [Double] = []
  var searchSeconds: [Double] = []
  for _ in 0..<15 {
    var found = 0
    hashSeconds.append(
      Bench.seconds {
        for ref in refs where extract.nodes.position(ofID: ref) != nil { found += 1 }
      })
    searchSeconds.append(
      Bench.seconds {
        for ref in refs {
          var low = 0
          var high = ids.count
          while low < high {
            let middle = (low + high) / 2
            if ids[middle] < ref { low = middle + 1 } else { high = middle }
          }
          if low < ids.count, ids[low] == ref { found += 1 }
        }
      })
    blackHole(found)
  }
  bench.report(
    "pbf.node_lookup_ns", value: Bench.percentile(hashSeconds, 0.5) / Double(refs.count) * 1e9, unit: "ns",
    n: refs.count)
  bench.report(
    "pbf.node_lookup_binary_search_ns", value: Bench.percentile(searchSeconds, 0.5) / Double(refs.count) * 1e9,
    unit: "ns", n: refs.count)
  try await runBasemapViewFigures(&bench)
  try await runBasemapWorldFigures(&bench)
  try await runBasemapCountryFigures(&bench)
  try await runBasemapCancelFigures(&bench)
}

/// The bundled extract.
func helsinkiExtractURL() throws -> URL { try sampleResourceURL("helsinki.osm.pbf") }

/// A file of MeridianSampleData's resources: in its resource bundle beside the executable, else in the
/// checkout this file was built from.
func sampleResourceURL(_ file: String) throws -> URL {
  let name = "Resources/\(file)"
  let executable = Bundle.main.bundleURL
  let candidates = [
    executable.appendingPathComponent("Meridian_MeridianSampleData.resources/\(name)"),
    executable.appendingPathComponent("Meridian_MeridianSampleData.bundle/Contents/Resources/\(name)"),
    executable.appendingPathComponent("Meridian_MeridianSampleData.bundle/\(name)"),
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../MeridianSampleData/\(name)").standardizedFileURL,
  ]
  guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: file])
  }
  return url
}
