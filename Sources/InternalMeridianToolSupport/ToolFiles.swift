package import Foundation

/// The checks the tools make on the files named on their command lines, before any work starts.
package enum ToolFiles {
  /// The URL of an input file that exists, is not a folder and can be read.
  ///
  /// - Parameter path: The path as typed.
  /// - Returns: Its file URL.
  /// - Throws: ``ToolError/missingInput(path:)`` otherwise.
  package static func readableFile(_ path: String) throws(ToolError) -> URL {
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
      FileManager.default.isReadableFile(atPath: url.path)
    else { throw .missingInput(path: path) }
    return url
  }

  /// Refuses an output that exists (without `force`), is a folder, is one of the inputs, or is in a
  /// folder that does not exist, so a build never starts that could not be written.
  ///
  /// - Parameters:
  ///   - output: The output file.
  ///   - path: Its path as typed (messages repeat it).
  ///   - force: Whether an existing file may be replaced.
  ///   - inputs: The input files.
  ///   - kind: What the file holds, for messages: "index", "basemap".
  /// - Throws: ``ToolError/io(_:)``, ``ToolError/usage(_:)`` or ``ToolError/outputExists(path:)``.
  package static func checkOutput(
    _ output: URL, path: String, force: Bool, inputs: [URL], kind: String
  ) throws(ToolError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: output.path, isDirectory: &isFolder) {
      guard !isFolder.boolValue else { throw .io("\(path) is a folder; --output names the \(kind) file to write") }
      guard !inputs.contains(where: { $0.standardizedFileURL == output.standardizedFileURL }) else {
        throw .usage("--output \(path) is also an input file")
      }
      guard force else { throw .outputExists(path: path) }
    }
    let folder = output.deletingLastPathComponent()
    guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .io("cannot write \(path): the folder \(folder.path) does not exist")
    }
  }

  /// The size of a file in bytes, or 0 when it cannot be read.
  package static func size(of url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}
