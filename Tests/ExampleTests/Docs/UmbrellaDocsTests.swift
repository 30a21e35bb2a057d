import Foundation
import Testing

/// The umbrella's documentation names the modules it really re-exports.
///
/// The source of truth is `Sources/Meridian/*.swift` (its `@_exported public import` lines), which
/// must match the umbrella target's dependencies in `Package.swift`; the DocC page's list of
/// modules and the README's module table follow them, so a module added to the umbrella fails here
/// until its documentation says so.
@Suite("Umbrella module documentation")
struct UmbrellaDocsTests {
  /// The modules `Sources/Meridian` re-exports.
  static func exportedModules() throws -> Set<String> {
    let folder = PackageRoot.appending("Sources/Meridian")
    var modules: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("@_exported public import ") {
        modules.insert(String(line.dropFirst("@_exported public import ".count)).trimmingCharacters(in: .whitespaces))
      }
    }
    return modules
  }

  /// The module names in backticks at the start of the bullets that follow `marker` (up to the
  /// first line that is neither a bullet nor its continuation).
  static func listedModules(in text: String, after marker: String) -> Set<String> {
    guard let start = text.range(of: marker) else { return [] }
    var modules: Set<String> = []
    var inList = false
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
      if line.hasPrefix("- `") {
        inList = true
        let name = line.dropFirst(3).prefix { $0 != "`" }
        modules.insert(String(name))
      } else if inList && !line.hasPrefix("  ") {
        break
      }
    }
    return modules
  }

  @Test("Sources/Meridian re-exports exactly the umbrella target's dependencies in Package.swift")
  func exportsMatchManifest() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-umbrella-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = try await SwiftPM.json(
      ["dump-package"], package: PackageRoot.url, scratch: folder.appendingPathComponent("scratch"))
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    let umbrella = try #require(targets.first { $0["name"] as? String == "Meridian" })
    let dependencies = try #require(umbrella["dependencies"] as? [[String: Any]])
    // A by-name dependency dumps as {"byName": ["MeridianCore", null]}.
    let names = Set(dependencies.compactMap { ($0["byName"] as? [Any])?.first as? String })
    #expect(names == (try Self.exportedModules()))
  }

  @Test("The umbrella's DocC page lists exactly the modules it re-exports, and the two it leaves out")
  func doccPageListsModules() throws {
    let exported = try Self.exportedModules()
    let page = try String(
      contentsOf: PackageRoot.appending("Sources/Meridian/Documentation.docc/Meridian.md"), encoding: .utf8)
    #expect(Self.listedModules(in: page, after: "`import Meridian` brings in these modules:") == exported)
    let outside = try #require(page.range(of: "Two modules stay out"))
    let leftOut = String(page[outside.lowerBound...]).components(separatedBy: "\n\n").first ?? ""
    for module in ["MeridianSampleData", "MeridianTesting"] {
      #expect(!exported.contains(module))
      #expect(leftOut.contains("`\(module)`"))
    }
  }

  @Test("The README's module table has a row for every module the umbrella re-exports")
  func readmeTableListsModules() throws {
    let readme = try String(contentsOf: PackageRoot.appending("README.md"), encoding: .utf8)
    for module in try Self.exportedModules() {
      #expect(readme.contains("| `\(module)` |"), "README.md's module table has no row for \(module)")
    }
  }
}
