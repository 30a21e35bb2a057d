import Foundation
import Testing

/// The built `meridian-locator` executable, run as a shell runs it (main.swift's wiring and exit status).
@Suite("meridian-locator executable")
struct ExecutableTests {
  /// The executable SwiftPM built next to the test bundle.
  static func executable() throws -> URL {
    var folders: [URL] = []
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let candidates = folders.map { $0.appendingPathComponent("meridian-locator") }
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
  }

  /// Runs the executable and returns its exit status and standard output and error.
  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
  }

  @Test("--help exits 0 with the usage on standard output; an unknown option exits 64 on standard error")
  func helpAndUsageError() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE"))
    let wrong = try Self.run(["build", "--bogus"])
    #expect(wrong.status == 64)
    #expect(wrong.stdout.isEmpty)
    #expect(wrong.stderr.contains("unknown option '--bogus'"))
  }
}
