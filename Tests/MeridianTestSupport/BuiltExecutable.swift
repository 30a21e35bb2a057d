package import Foundation

/// An executable product SwiftPM built next to the test bundle, run as a shell runs it.
package struct BuiltExecutable {
  /// What one run printed, and how it ended.
  package struct Run {
    package var status: Int32
    package var stdout: String
    package var stderr: String
  }

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

  /// Runs the executable to its end.
  ///
  /// - Parameter arguments: The words after the program's name.
  /// - Returns: Its exit status, standard output and standard error.
  package func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// No executable of that name next to the test bundle.
  package struct Missing: Error, CustomStringConvertible {
    package var name: String
    package var searched: [String]
    package var description: String { "no executable \(name) in \(searched.joined(separator: ", "))" }
  }
}
