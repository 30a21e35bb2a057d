// meridian-bench: `swift run -c release meridian-bench [suite ...]` prints one JSON object per line.
import Foundation

let suites: [(name: String, run: (inout Bench) async throws -> Void)] = [
  ("core", runCoreSuite),
  ("codecs", runCodecsSuite),
  ("graphics", runGraphicsSuite),
  ("identify", runIdentifySuite),
  ("geocoding", runGeocodingSuite),
  ("offline", runOfflineSuite),
  ("reverse", runReverseSuite),
  ("load", runLoadSuite),
  ("nominatim", runNominatimSuite),
  ("basemap", runBasemapSuite),
  ("cluster", runClusterSuite),
  ("geometry", runGeometrySuite),
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
  FileHandle.standardError.write(
    Data(
      "meridian-bench: unknown suite \(unknown.joined(separator: ", ")); known: \(suites.map(\.name).joined(separator: ", "))\n"
        .utf8))
  exit(2)
}
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
  var bench = Bench(suite: suite.name)
  do {
    try await suite.run(&bench)
  } catch {
    FileHandle.standardError.write(Data("meridian-bench: suite \(suite.name) failed: \(error)\n".utf8))
    exit(1)
  }
}
// Every run ends with the process's peak resident set size (getrusage ru_maxrss, KiB on Linux).
Bench(suite: "process").report("process.peak_rss_bytes", value: Double(Bench.peakResidentBytes()), unit: "bytes", n: 1)
