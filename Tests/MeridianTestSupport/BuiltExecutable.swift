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
    folders.append(Bundle.main.bundleURL)
    let candidates = folders.map { $0.appendingPathComponent(name) }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw Missing(name: name, searched: folders.map(\.path))
    }
    url = found
  }

  /// The folder SwiftPM built the products into (the executable's own).
  package var productsDirectory: URL { url.deletingLastPathComponent() }

  /// Runs the executable to its end, suspended (not blocking a thread) while it runs.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program's name.
  ///   - environment: The whole environment to give it, or `nil` for this process's own.
  ///   - input: The text on its standard input (none: standard input is empty).
  /// - Returns: Its exit status, standard output and standard error.
  /// - Throws: When it cannot start, or `ChildProcess.TimedOut` if it runs past its deadline.
  package func run(
    _ arguments: [String], environment: [String: String]? = nil, input: String = ""
  ) async throws -> Run {
    try await ChildProcess.run(url, arguments, environment: environment, input: input)
  }

  /// No executable of that name next to the test bundle.
  package struct Missing: Error, CustomStringConvertible {
    package var name: String
    package var searched: [String]
    package var description: String {
      "no executable \(name) in \(searched.joined(separator: ", ")); run swift build --build-tests first"
    }
  }
}
