import Foundation
import Testing

/// The built `meridian-basemap` executable, run as a shell runs it (main.swift's wiring and exit status).
@Suite("meridian-basemap executable")
struct ExecutableTests {
  /// The executable SwiftPM built next to the test bundle.
  static func executable() throws -> URL {
    var folders: [URL] = []
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let candidates = folders.map { $0.appendingPathComponent("meridian-basemap") }
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
  }

  @Test("--help exits 0 on standard output; a missing extract exits 66 on standard error")
  func helpAndMissingInput() throws {
    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
      let process = Process()
      process.executableURL = try Self.executable()
      process.arguments = arguments
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let stdout = out.fileHandleForReading.readDataToEndOfFile()
      let stderr = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self)
      )
    }
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE"))
    let missing = try run(["build", "/nonexistent/x.osm.pbf"])
    #expect(missing.status == 66)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr == "meridian-basemap: error: /nonexistent/x.osm.pbf: no such file (or it cannot be read)\n")
  }
}
