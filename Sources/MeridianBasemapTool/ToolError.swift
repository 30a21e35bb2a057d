/// Why the tool stopped, with the exit status it stops with.
///
/// The statuses follow the BSD `sysexits.h` convention, as `meridian-locator`'s do, so scripts can
/// tell a mistyped command line from a bad file or a file that is in the way.
enum ToolError: Error, Equatable {
  /// The command line is wrong: an unknown command or option, a missing value or file.
  case usage(String)
  /// An input file does not exist, is a folder, or cannot be read.
  case missingInput(path: String)
  /// An input file's content is wrong: an extract that cannot be read, a world file that is not
  /// GeoJSON country polygons, a file that is not a basemap. `location` is the path as typed.
  case data(location: String, message: String)
  /// The output file exists and `--force` was not given.
  case outputExists(path: String)
  /// The basemap could not be written, or the build stopped for a reason outside the files.
  case io(String)

  /// The process's exit status for the error.
  var exitStatus: Int32 {
    switch self {
    case .usage: ExitStatus.usage
    case .missingInput: ExitStatus.noInput
    case .data: ExitStatus.dataError
    case .outputExists: ExitStatus.cannotCreate
    case .io: ExitStatus.ioError
    }
  }

  /// The message, as printed on standard error after `meridian-basemap: error: `.
  var message: String {
    switch self {
    case .usage(let reason):
      "\(reason)\nUsage: meridian-basemap build EXTRACT.osm.pbf [--world COUNTRIES.geojson] [--output FILE]\n"
        + "Run 'meridian-basemap --help' for the options."
    case .missingInput(let path): "\(path): no such file (or it cannot be read)"
    case .data(let location, let message): "\(location): \(message)"
    case .outputExists(let path): "\(path) already exists; pass --force to replace it"
    case .io(let reason): reason
    }
  }
}

/// The exit statuses (`sysexits.h`).
enum ExitStatus {
  static let success: Int32 = 0
  /// EX_USAGE: the command line is wrong.
  static let usage: Int32 = 64
  /// EX_DATAERR: an input file's data is wrong.
  static let dataError: Int32 = 65
  /// EX_NOINPUT: an input file is missing.
  static let noInput: Int32 = 66
  /// EX_CANTCREAT: the output file cannot be created (it exists).
  static let cannotCreate: Int32 = 73
  /// EX_IOERR: writing the basemap failed.
  static let ioError: Int32 = 74
}
