/// Why the tool stopped, with the exit status it stops with.
///
/// `meridian-locator` and `meridian-basemap` stop with it. The statuses follow the BSD `sysexits.h`
/// convention, so scripts can tell a mistyped command line from a bad file or a file that is in the
/// way.
package enum ToolError: Error, Equatable {
  /// The command line is wrong: an unknown command or option, a missing value or file.
  case usage(String)
  /// An input file does not exist, is a folder, or cannot be read.
  case missingInput(path: String)
  /// An input file's content is wrong: a data file that breaks the schema (`location` is
  /// `file:line:column`, `file:line` or `file`), an extract that cannot be read, a file that is not an
  /// index or a basemap (`location` is the path as typed).
  case data(location: String, message: String)
  /// The output file exists and `--force` was not given.
  case outputExists(path: String)
  /// The output could not be written or read, or the build stopped for a reason outside the files.
  case io(String)

  /// The process's exit status for the error.
  package var exitStatus: Int32 {
    switch self {
    case .usage: ExitStatus.usage
    case .missingInput: ExitStatus.noInput
    case .data: ExitStatus.dataError
    case .outputExists: ExitStatus.cannotCreate
    case .io: ExitStatus.ioError
    }
  }

  /// The message, as printed on standard error after `TOOL: error: `.
  ///
  /// - Parameters:
  ///   - tool: The tool's name, for the pointer to its help.
  ///   - usage: The tool's usage line, shown after a wrong command line.
  /// - Returns: The message, without a final newline.
  package func message(tool: String, usage: String) -> String {
    switch self {
    case .usage(let reason): "\(reason)\nUsage: \(usage)\nRun '\(tool) --help' for the options."
    case .missingInput(let path): "\(path): no such file (or it cannot be read)"
    case .data(let location, let message): "\(location): \(message)"
    case .outputExists(let path): "\(path) already exists; pass --force to replace it"
    case .io(let reason): reason
    }
  }
}

/// The exit statuses (`sysexits.h`).
package enum ExitStatus {
  package static let success: Int32 = 0
  /// EX_USAGE: the command line is wrong.
  package static let usage: Int32 = 64
  /// EX_DATAERR: an input file's data is wrong.
  package static let dataError: Int32 = 65
  /// EX_NOINPUT: an input file is missing.
  package static let noInput: Int32 = 66
  /// EX_CANTCREAT: the output file cannot be created (it exists).
  package static let cannotCreate: Int32 = 73
  /// EX_IOERR: writing or reading the output failed.
  package static let ioError: Int32 = 74
}
