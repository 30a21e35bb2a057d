extension CommandLineWords {
  /// Reads the words of a command that takes exactly one file and no option but `-h`/`--help`
  /// (both tools' `inspect`).
  ///
  /// - Parameters:
  ///   - arguments: The words after the command's name.
  ///   - command: The command's name, for the messages (`inspect`).
  ///   - tool: The tool's name, for the messages (`meridian-locator`).
  ///   - file: What the file is, for the messages (`index file`).
  /// - Returns: The file's path, or `nil` when help was asked for.
  /// - Throws: ``ToolError/usage(_:)`` for an unknown option, or for no file or more than one.
  package static func oneFile(
    _ arguments: [String], command: String, tool: String, file: String
  ) throws(ToolError) -> String? {
    var words = CommandLineWords(arguments)
    var paths: [String] = []
    while let word = try words.next() {
      switch word {
      case .option("-h"), .option("--help"): return nil
      case .option(let name):
        throw .usage("unknown option '\(name)' for '\(command)' (see '\(tool) help \(command)')")
      case .operand(let path): paths.append(path)
      }
    }
    guard paths.count == 1, let path = paths.first else { throw .usage("'\(command)' takes exactly one \(file)") }
    return path
  }
}
