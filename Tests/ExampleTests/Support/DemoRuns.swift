import Foundation

/// The examples' runs that several tests read, each run once per test process.
///
/// Loading the embedded locator is the slow part of a run, so the demo runs once (all five flows,
/// with snapshots) and every transcript test reads that one run.
enum DemoRuns {
  /// Where the offline demo wrote its snapshots.
  static let snapshotDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("meridian-demo-snapshots-\(ProcessInfo.processInfo.processIdentifier)")

  /// `meridian-demo --snapshot <dir>`: the five flows on the embedded sample data, run once; the
  /// tests that read it await this task (never block on it: see `ChildProcess`).
  static let offline = Task {
    try? FileManager.default.removeItem(at: snapshotDirectory)
    return try await ExampleBinary.run(.demo, ["--snapshot", snapshotDirectory.path])
  }

  /// The offline demo's transcript, or the error that kept it from running.
  static func offlineTranscript() async throws -> ParsedTranscript {
    let outcome = try await offline.value
    guard outcome.status == 0 else { throw DemoRunError.failed(status: outcome.status, stderr: outcome.stderr) }
    return ParsedTranscript(text: outcome.stdout)
  }
}

enum DemoRunError: Error, CustomStringConvertible {
  case failed(status: Int32, stderr: String)

  var description: String {
    switch self {
    case .failed(let status, let stderr): return "meridian-demo exited with status \(status): \(stderr)"
    }
  }
}
