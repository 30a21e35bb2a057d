public import Foundation

/// What a person asked an example to do, parsed from its command line.
///
/// Every example takes `--snapshot DIR`; `meridian-demo` also takes `--online`, `--api-key KEY` (or the
/// `MERIDIAN_API_KEY` environment variable), `--service-url URL`, `--nominatim URL` and `--interactive`,
/// or the command `snapshot` with its own options (``SnapshotOptions``).
public struct ExampleOptions: Sendable, Hashable {
  /// The folder to write SVG snapshots (and their display lists as JSON) into, or `nil` for none.
  public var snapshotDirectory: String?

  /// A Boolean value indicating whether the flows run against an online geocoding service instead of
  /// the embedded sample data.
  public var online: Bool

  /// The API key for the online service, from `--api-key` or `MERIDIAN_API_KEY`.
  public var apiKey: String?

  /// The GeocodeServer to use online, or `nil` for the public World geocoding service.
  public var serviceURL: URL?

  /// The Nominatim server the find-places, search-address and find-place flows use, or `nil` for none.
  public var nominatimURL: URL?

  /// A Boolean value indicating whether to start the line-oriented shell instead of the scripted flows.
  public var interactive: Bool

  /// A Boolean value indicating whether the person asked for the usage text.
  public var showsHelp: Bool

  /// The view `meridian-demo snapshot` draws, or `nil` to run the flows.
  public var snapshot: SnapshotOptions?

  /// Creates options; the defaults run the scripted flows offline with no snapshots.
  public init(
    snapshotDirectory: String? = nil, online: Bool = false, apiKey: String? = nil, serviceURL: URL? = nil,
    interactive: Bool = false, showsHelp: Bool = false, nominatimURL: URL? = nil
  ) {
    self.snapshotDirectory = snapshotDirectory
    self.online = online
    self.apiKey = apiKey
    self.serviceURL = serviceURL
    self.interactive = interactive
    self.showsHelp = showsHelp
    self.nominatimURL = nominatimURL
  }
}

extension ExampleOptions: CustomStringConvertible {
  /// The options as a person would type them, with the API key redacted.
  public var description: String {
    var words: [String] = []
    if let snapshot { words += SnapshotArguments.words(of: snapshot) }
    if let snapshotDirectory { words += ["--snapshot", snapshotDirectory] }
    if online { words.append("--online") }
    if apiKey != nil { words += ["--api-key", "<redacted>"] }
    if let serviceURL { words += ["--service-url", serviceURL.absoluteString] }
    if let nominatimURL { words += ["--nominatim", nominatimURL.absoluteString] }
    if interactive { words.append("--interactive") }
    if showsHelp { words.append("--help") }
    return words.joined(separator: " ")
  }
}
