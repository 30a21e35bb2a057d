import Foundation

/// A file named on the command line that the tool reads.
struct InputFile: Equatable {
  /// The path as typed (messages repeat it).
  let path: String
  let url: URL

  /// An input file that exists, is not a folder and can be read.
  ///
  /// - Throws: ``ToolError/missingInput(path:)`` otherwise.
  init(path: String) throws(ToolError) {
    self.path = path
    url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
      FileManager.default.isReadableFile(atPath: url.path)
    else { throw .missingInput(path: path) }
  }

  /// The size of a file in bytes, or 0 when it cannot be read.
  static func size(of url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
  }
}
