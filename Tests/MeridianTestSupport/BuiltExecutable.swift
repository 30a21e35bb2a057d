package import Foundation

/// An executable product SwiftPM built next to the test bundle, run as a shell runs it.
package struct BuiltExecutable {
  /// What one run printed, and how it ended.
  package typealias Run = ChildProcess.Outcome

  /// The executable's file.
  package let url: URL

  /// The executable named `name` in the folder of the running test bundle.
  ///
  /// - Throws: ``Missing`` when no such executable was built.
  package init(named name: String) throws {
    var folders: [URL] = []
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let candidates = folders.map { $0.appendingPathComponent(name) }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw Missing(name: name, searched: folders.map(\.path))
    }
    url = found
  }

  /// Runs the executable to its end, suspended (not blocking a thread) while it runs.
  ///
  /// - Parameter arguments: The words after the program's name.
  /// - Returns: Its exit status, standard output and standard error.
  /// - Throws: When it cannot start, or `ChildProcess.TimedOut` if it runs past its deadline.
  package func run(_ arguments: [String]) async throws -> Run {
    try await ChildProcess.run(url, arguments)
  }

  /// No executable of that name next to the test bundle.
  package struct Missing: Error, CustomStringConvertible {
    package var name: String
    package var searched: [String]
    package var description: String { "no executable \(name) in \(searched.joined(separator: ", "))" }
  }
}
