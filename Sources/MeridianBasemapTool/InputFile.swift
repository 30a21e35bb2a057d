import Foundation
import InternalMeridianToolSupport

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
    url = try ToolFiles.readableFile(path)
  }
}
