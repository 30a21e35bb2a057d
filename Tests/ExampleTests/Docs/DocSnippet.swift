import Foundation
import Testing

/// A fenced ```swift block in the README, a guide under `docs/`, or a page of a DocC catalog.
struct DocSnippet: Sendable, CustomTestStringConvertible {
  /// The guide or catalog page, relative to the package root (`docs/tutorials/find-places.md`).
  var file: String
  /// The line of the opening fence, 1-based.
  var line: Int
  /// The code between the fences.
  var code: String

  var testDescription: String { "\(file):\(line)" }

  /// The guides whose snippets must compile: the README's quick start, `docs/*.md`,
  /// `docs/tutorials/*.md`, and every Markdown file of every module's DocC catalog
  /// (`Sources/<Module>/Documentation.docc/**/*.md`).
  static func guides() -> [URL] {
    [PackageRoot.appending("README.md")]
      + ["docs", "docs/tutorials"].flatMap { folder -> [URL] in
        let url = PackageRoot.appending(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { url.appendingPathComponent($0) }
      }
      + catalogPages()
  }

  /// The Markdown files of the DocC catalogs under `Sources/`, sorted by path.
  static func catalogPages() -> [URL] {
    let sources = PackageRoot.appending("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return modules.sorted().flatMap { module -> [URL] in
      let catalog = sources.appendingPathComponent(module).appendingPathComponent("Documentation.docc")
      guard let files = FileManager.default.enumerator(atPath: catalog.path) else { return [] }
      return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
        .map { catalog.appendingPathComponent($0) }
    }
  }

  /// Every ```swift block of every guide, in file order.
  static let all: [DocSnippet] = guides().flatMap { url -> [DocSnippet] in
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let relative = String(url.path.dropFirst(PackageRoot.url.path.count + 1))
    return extract(from: text, file: relative)
  }

  /// Extracts the ```swift blocks of a Markdown text.
  ///
  /// - Parameters:
  ///   - text: The Markdown.
  ///   - file: The name to report the snippets under.
  /// - Returns: The blocks, with the line of each opening fence.
  static func extract(from text: String, file: String) -> [DocSnippet] {
    var snippets: [DocSnippet] = []
    var current: (line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var open = current {
        if trimmed == "```" {
          snippets.append(DocSnippet(file: file, line: open.line, code: open.lines.joined(separator: "\n")))
          current = nil
        } else {
          open.lines.append(String(line))
          current = open
        }
      } else if trimmed == "```swift" {
        current = (index + 1, [])
      }
    }
    return snippets
  }

  /// The snippet as a compilable file: `import Meridian` when it imports nothing itself.
  ///
  /// The import goes on the snippet's first line, so line `n` of the file is line `n` of the snippet.
  var source: String {
    let imports = code.split(separator: "\n").contains { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
    return (imports ? "" : "import Meridian; ") + code + "\n"
  }

  /// Rewrites a compiler's `file:line:column:` locations in the snippet file into the guide's lines.
  func mapDiagnostics(_ text: String, compiledFile: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard line.hasPrefix(compiledFile + ":") else { return String(line) }
      let rest = line.dropFirst(compiledFile.count + 1)
      let digits = rest.prefix { $0.isNumber }
      guard let number = Int(digits) else { return String(line) }
      return "\(file):\(self.line + number)" + rest.dropFirst(digits.count)
    }.joined(separator: "\n")
  }

  /// Whether the snippet declares its own `@main` type (then it is compiled as a library file).
  var hasMainType: Bool { code.contains("@main") }

  /// Whether the snippet is a package manifest (`// swift-tools-version:` on its first line): it is
  /// checked by SwiftPM (`ConsumerManifestTests`), not compiled against Meridian's modules.
  var isManifest: Bool {
    code.split(separator: "\n").first?.hasPrefix("// swift-tools-version:") ?? false
  }
}
