import Foundation
import MeridianTestSupport
import Testing

/// The guides' consumer `Package.swift` works as written: SwiftPM reads it, resolves it against this
/// repository (so the products and the package name it uses exist), and its platforms are at least
/// the ones Meridian's own manifest declares (SwiftPM refuses a lower deployment target when it
/// builds for an Apple platform).
///
/// The manifest is written into a temporary package beside a link named `meridian` to this
/// repository, so its `.package(path: "../meridian")` resolves unchanged; each target it declares
/// gets a one-line source file. SwiftPM runs with its own scratch folders there, never this
/// package's `.build`.
@Suite("Consumer package manifest in the guides")
struct ConsumerManifestTests {
  /// The package manifests among the guides' snippets.
  static let manifests = DocSnippet.all.filter(\.isManifest)

  @Test("Getting started shows a complete consumer manifest")
  func guideHasManifest() {
    #expect(Self.manifests.contains { $0.file == "docs/getting-started.md" })
  }

  @Test("The manifest resolves against this repository, with at least Meridian's platforms", arguments: manifests)
  func resolves(snippet: DocSnippet) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-consumer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let consumer = folder.appendingPathComponent("consumer")
    try FileManager.default.createDirectory(at: consumer, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("meridian"), withDestinationURL: PackageRoot.url)
    try Data(snippet.code.utf8).write(to: consumer.appendingPathComponent("Package.swift"))

    let manifest = try await SwiftPM.json(
      ["dump-package"], package: consumer, scratch: folder.appendingPathComponent("a"))
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    #expect(!targets.isEmpty)
    for target in targets {
      let name = try #require(target["name"] as? String)
      let isTest = target["type"] as? String == "test"
      let directory = consumer.appendingPathComponent(isTest ? "Tests" : "Sources").appendingPathComponent(name)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = target["type"] as? String == "executable" ? "main.swift" : "\(name).swift"
      try Data((isTest ? "import Testing\n" : "import Foundation\n").utf8).write(
        to: directory.appendingPathComponent(file))
    }
    // Loading the package graph checks every product the targets name against Meridian's manifest.
    let resolved = try await SwiftPM.run(
      ["show-dependencies"], package: consumer, scratch: folder.appendingPathComponent("b"))
    #expect(resolved.status == 0, "\(snippet.file):\(snippet.line): SwiftPM refused the manifest:\n\(resolved.output)")

    let meridian = try await SwiftPM.json(
      ["dump-package"], package: PackageRoot.url, scratch: folder.appendingPathComponent("c"))
    let required = try Self.platforms(meridian)
    let declared = try Self.platforms(manifest)
    #expect(!required.isEmpty)
    for (platform, version) in required {
      let own = try #require(declared[platform], "\(snippet.file):\(snippet.line) has no \(platform) platform")
      #expect(
        own.lexicographicallyPrecedes(version) == false,
        "\(snippet.file):\(snippet.line): \(platform) \(own) is below Meridian's \(version)")
    }
  }

  /// The `platforms` of a dumped manifest: each platform's minimum version as numbers.
  static func platforms(_ manifest: [String: Any]) throws -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for platform in manifest["platforms"] as? [[String: Any]] ?? [] {
      let name = try #require(platform["platformName"] as? String)
      let version = try #require(platform["version"] as? String)
      result[name] = version.split(separator: ".").compactMap { Int($0) }
    }
    return result
  }
}

/// Runs `swift package` subcommands on a package folder.
enum SwiftPM {
  struct Result {
    var status: Int32
    var output: String
  }

  /// Runs `swift package --package-path PACKAGE --scratch-path SCRATCH ARGUMENTS...`, suspended while
  /// it runs.
  static func run(_ arguments: [String], package: URL, scratch: URL) async throws -> Result {
    let outcome = try await ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path] + arguments)
    return Result(status: outcome.status, output: outcome.stdout + outcome.stderr)
  }

  /// Runs a subcommand that prints JSON (`dump-package`) and decodes its output.
  static func json(_ arguments: [String], package: URL, scratch: URL) async throws -> [String: Any] {
    let result = try await run(arguments, package: package, scratch: scratch)
    guard result.status == 0, let start = result.output.firstIndex(of: "{"),
      let object = try JSONSerialization.jsonObject(with: Data(result.output[start...].utf8)) as? [String: Any]
    else {
      throw SwiftPMError.failed(arguments.joined(separator: " "), result.output)
    }
    return object
  }

  enum SwiftPMError: Error, CustomStringConvertible {
    case failed(String, String)

    var description: String {
      switch self {
      case .failed(let command, let output): return "swift package \(command) failed:\n\(output)"
      }
    }
  }
}
