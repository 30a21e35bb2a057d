import Foundation
import MeridianExamples
import Testing

/// The command lines of the examples, as the issue and the usage text specify them.
@Suite("Example arguments")
struct ExampleArgumentsTests {
  // MARK: - Accepted command lines

  @Test("No arguments run the scripted flows offline with no snapshots")
  func defaults() throws {
    #expect(try ExampleArguments.parse([], example: .findPlaces) == ExampleOptions())
    #expect(try ExampleArguments.parse([], example: .demo) == ExampleOptions())
  }

  @Test("--snapshot takes a folder, as a separate word or after =")
  func snapshot() throws {
    #expect(try ExampleArguments.parse(["--snapshot", "out"], example: .displayMap).snapshotDirectory == "out")
    #expect(try ExampleArguments.parse(["--snapshot=out dir"], example: .findPlace).snapshotDirectory == "out dir")
  }

  @Test("The demo takes --online with --service-url and no key")
  func onlineWithServiceURL() throws {
    let options = try ExampleArguments.parse(
      ["--online", "--service-url", "http://127.0.0.1:8080/arcgis/rest/services/World/GeocodeServer"],
      example: .demo)
    #expect(options.online)
    #expect(options.apiKey == nil)
    #expect(options.serviceURL?.host == "127.0.0.1")
    #expect(options.serviceURL?.port == 8080)
  }

  @Test("The demo takes --nominatim URL without --online or a key")
  func nominatim() throws {
    let options = try ExampleArguments.parse(["--nominatim", "http://127.0.0.1:8088"], example: .demo)
    #expect(options.nominatimURL?.port == 8088)
    #expect(!options.online)
    #expect(options.description == "--nominatim http://127.0.0.1:8088")
  }

  @Test("The API key comes from --api-key, else from MERIDIAN_API_KEY; the flag wins")
  func apiKey() throws {
    let fromFlag = try ExampleArguments.parse(
      ["--online", "--api-key", "flag-key"], example: .demo, environment: ["MERIDIAN_API_KEY": "env-key"])
    #expect(fromFlag.apiKey == "flag-key")
    let fromEnvironment = try ExampleArguments.parse(
      ["--online"], example: .demo, environment: ["MERIDIAN_API_KEY": "env-key"])
    #expect(fromEnvironment.apiKey == "env-key")
  }

  @Test("--interactive and --help are flags")
  func flags() throws {
    #expect(try ExampleArguments.parse(["--interactive"], example: .demo).interactive)
    #expect(try ExampleArguments.parse(["-h"], example: .offlineGeocode).showsHelp)
    // --help wins over what would otherwise be an error, so a person can always read the usage.
    #expect(try ExampleArguments.parse(["--online", "--help"], example: .demo).showsHelp)
  }

  @Test("The description redacts the API key")
  func redaction() throws {
    let options = try ExampleArguments.parse(["--online", "--api-key", "s3cr3t-key"], example: .demo)
    #expect(!options.description.contains("s3cr3t-key"))
    #expect(options.description == "--online --api-key <redacted>")
  }

  // MARK: - Rejected command lines

  @Test(
    "Bad command lines are rejected with the word that is wrong",
    arguments: [
      (["--snap"], ExampleName.findPlaces, ArgumentError.unknownOption("--snap")),
      (["--snapshot"], .findPlaces, .missingValue(option: "--snapshot")),
      (["--snapshot", "--help"], .findPlaces, .missingValue(option: "--snapshot")),
      (["--snapshot="], .findPlaces, .missingValue(option: "--snapshot")),
      (["extra"], .searchAddress, .unexpectedArgument("extra")),
      (["--online"], .findPlaces, .demoOnly(option: "--online", example: "find-places")),
      (["--interactive"], .displayMap, .demoOnly(option: "--interactive", example: "display-map")),
      (["--online=yes"], .demo, .unexpectedValue(option: "--online")),
      (["--online"], .demo, .missingAPIKey),
      (["--api-key", "k"], .demo, .needsOnline(option: "--api-key")),
      (["--service-url", "http://127.0.0.1:1/x"], .demo, .needsOnline(option: "--service-url")),
      (["--online", "--service-url", "ftp://example.com"], .demo, .invalidServiceURL("ftp://example.com")),
      (["--online", "--service-url", "not a url"], .demo, .invalidServiceURL("not a url")),
      (["--snapshot", "a", "--snapshot", "b"], .demo, .repeatedOption("--snapshot")),
      (["--nominatim", "http://127.0.0.1:1"], .findPlace, .demoOnly(option: "--nominatim", example: "find-place")),
      (["--nominatim", "127.0.0.1:8088"], .demo, .invalidNominatimURL("127.0.0.1:8088")),
      (
        ["--online", "--service-url", "http://127.0.0.1:1/x", "--nominatim", "http://127.0.0.1:2"], .demo,
        .nominatimWithOnline
      ),
    ])
  func rejected(arguments: [String], example: ExampleName, expected: ArgumentError) {
    #expect(throws: expected) { try ExampleArguments.parse(arguments, example: example) }
  }

  @Test("Every error message is one line and never shows the API key")
  func oneLineMessages() {
    let errors: [ArgumentError] = [
      .unknownOption("--x"), .missingValue(option: "--snapshot"), .unexpectedValue(option: "--online"),
      .unexpectedArgument("x"), .demoOnly(option: "--online", example: "find-places"), .invalidServiceURL("x"),
      .needsOnline(option: "--api-key"), .missingAPIKey, .repeatedOption("--snapshot"), .invalidNominatimURL("x"),
      .nominatimWithOnline,
    ]
    for error in errors {
      #expect(!error.description.contains("\n"))
      #expect(!error.description.isEmpty)
    }
    #expect(
      ArgumentError.missingAPIKey.description
        == "--online needs an API key: pass --api-key KEY or set MERIDIAN_API_KEY (or use --service-url URL)")
  }

  @Test("The usage text lists the demo-only options only for the demo")
  func usage() {
    let demo = ExampleArguments.usage(of: .demo)
    let single = ExampleArguments.usage(of: .findPlaces)
    for option in ["--online", "--api-key KEY", "--service-url URL", "--nominatim URL", "--interactive"] {
      #expect(demo.contains(option))
      #expect(!single.contains(option))
    }
    #expect(demo.hasPrefix("USAGE: meridian-demo [options]"))
    #expect(single.contains("--snapshot DIR"))
  }
}
