package import Foundation

/// A fresh temporary folder for a test's files, removed by ``remove()``.
package struct ScratchFolder {
  package let folder: URL

  /// Creates the folder, named after `prefix` and a UUID.
  package init(prefix: String = "meridian") throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Writes a file of bytes into the folder and returns its path.
  @discardableResult
  package func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Writes a text file (UTF-8) into the folder and returns its path.
  @discardableResult
  package func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// The path of a file in the folder (which need not exist).
  package func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Removes the folder and everything in it.
  package func remove() { try? FileManager.default.removeItem(at: folder) }
}
