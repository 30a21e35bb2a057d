import Foundation
import InternalMeridianUtilities

@testable import MeridianLocatorTool

/// A console that keeps what the tool prints, for in-process runs.
final class RecordingConsole: ToolConsole {
  private let text = SharedLock((output: "", report: ""))
  let reportsToTerminal: Bool

  init(terminal: Bool = false) { reportsToTerminal = terminal }

  func output(_ string: String) { text.withLock { $0.output += string } }
  func report(_ string: String) { text.withLock { $0.report += string } }

  /// Everything written to standard output.
  var stdout: String { text.withLock { $0.output } }
  /// Everything written to standard error.
  var stderr: String { text.withLock { $0.report } }
}

/// One in-process run of the tool.
struct ToolRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `meridian-locator` with the given words.
  static func run(_ arguments: [String], terminal: Bool = false) async -> ToolRun {
    let console = RecordingConsole(terminal: terminal)
    let status = await LocatorTool.run(arguments, console: console)
    return ToolRun(status: status, stdout: console.stdout, stderr: console.stderr)
  }
}

/// A fresh temporary folder, removed by `remove()`.
struct Scratch {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-locator-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Writes a file into the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The path of a file in the folder (which need not exist).
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Hand-written data: three places, two categories, two distinct names (two cafés share a name).
enum ToolFixtures {
  static let csv = """
    name,category,street,city,country,latitude,longitude
    Café Regatta,Coffee Shop,Merikannontie 10,Helsinki,FIN,60.1833,24.9115
    Café Regatta,Coffee Shop,Aleksanterinkatu 52,Helsinki,FIN,60.1687,24.9430
    Kaivopuisto,Park,Kaivopuisto,Helsinki,FIN,60.1567,24.9560

    """

  /// One feature, in the same schema.
  static let geoJSON = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9384, 60.1699]},
       "properties": {"name": "Senate Square", "category": "Park", "city": "Helsinki", "country": "FIN"}}
    ]}
    """
}
