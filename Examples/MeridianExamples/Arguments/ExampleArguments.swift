import Foundation

/// Parses an example's command line into ``ExampleOptions``.
///
/// Options are `--name value` or `--name=value`. Parsing is strict: an unknown option, a missing value,
/// a stray word or a demo-only option given to a single example is a thrown ``ArgumentError`` whose
/// description is the one-line message the example prints before it exits with status 64.
public enum ExampleArguments {
  /// Parses the words after the program name.
  ///
  /// - Parameters:
  ///   - arguments: The command-line words, without the program name.
  ///   - example: The example's executable name, for messages and to know which options it takes.
  ///   - environment: The process environment; `MERIDIAN_API_KEY` supplies the API key when `--api-key`
  ///     is not given.
  /// - Returns: The parsed options.
  /// - Throws: ``ArgumentError`` naming the first word that is wrong.
  public static func parse(
    _ arguments: [String], example: ExampleName, environment: [String: String] = [:]
  ) throws(ArgumentError) -> ExampleOptions {
    var options = ExampleOptions()
    if example == .demo, arguments.first == SnapshotArguments.command {
      options.snapshot = try SnapshotArguments.parse(Array(arguments.dropFirst()), showsHelp: &options.showsHelp)
      return options
    }
    var words = OptionWords(arguments)
    while let name = try words.next() {
      func demoOnly() throws(ArgumentError) {
        if example != .demo { throw .demoOnly(option: name, example: example.rawValue) }
      }
      switch name {
      case "--help", "-h":
        try words.flag()
        options.showsHelp = true
      case "--snapshot":
        options.snapshotDirectory = try words.value()
      case "--online":
        try demoOnly()
        try words.flag()
        options.online = true
      case "--api-key":
        try demoOnly()
        options.apiKey = try words.value()
      case "--service-url":
        try demoOnly()
        let text = try words.value()
        guard let url = httpURL(text) else { throw .invalidServiceURL(text) }
        options.serviceURL = url
      case "--nominatim":
        try demoOnly()
        let text = try words.value()
        guard let url = httpURL(text) else { throw .invalidNominatimURL(text) }
        options.nominatimURL = url
      case "--interactive":
        try demoOnly()
        try words.flag()
        options.interactive = true
      default:
        throw .unknownOption(name)
      }
    }
    if options.showsHelp { return options }
    if options.apiKey == nil, options.online, let key = environment["MERIDIAN_API_KEY"], !key.isEmpty {
      options.apiKey = key
    }
    if options.online, options.nominatimURL != nil { throw .nominatimWithOnline }
    if !options.online {
      if words.names.contains("--api-key") { throw .needsOnline(option: "--api-key") }
      if options.serviceURL != nil { throw .needsOnline(option: "--service-url") }
    } else if options.apiKey == nil, options.serviceURL == nil {
      throw .missingAPIKey
    }
    return options
  }

  /// The text as an absolute http or https URL with a host, or `nil`.
  private static func httpURL(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }

  /// The usage text of an example, as `--help` prints it.
  ///
  /// - Parameter example: The example to describe.
  /// - Returns: Several lines: what the example does, then its options.
  public static func usage(of example: ExampleName) -> String {
    var lines = [
      "USAGE: \(example.rawValue) [options]" + (example == .demo ? "\n       meridian-demo snapshot [options]" : ""),
      "",
      example.summary,
      "",
      "OPTIONS:",
      "  --snapshot DIR      write SVG snapshots of the map (and their display lists as JSON) into DIR",
    ]
    if example == .demo {
      lines += [
        "  --online            run the flows against an online GeocodeServer instead of the sample data",
        "  --api-key KEY       the API key for --online (or set MERIDIAN_API_KEY)",
        "  --service-url URL   the GeocodeServer to use with --online (default: the public World service)",
        "  --nominatim URL     run find places, search for an address and find place against a Nominatim server",
        "  --interactive       start a small shell to drive the models by hand (type help in it)",
      ]
    }
    lines.append("  -h, --help          show this help")
    if example == .demo { lines += SnapshotArguments.usage }
    return lines.joined(separator: "\n")
  }
}
