import Foundation

/// Paths inside this package, found from this source file's location.
enum PackageRoot {
  /// The package's root folder (the one holding Package.swift).
  static let url: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ExampleTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// A path relative to the package root.
  static func appending(_ path: String) -> URL { url.appendingPathComponent(path) }
}
