import Foundation
import MeridianTestSupport
import Testing

/// Every ```swift block in the README, `docs/*.md`, `docs/tutorials/*.md` and the DocC catalogs
/// (`Sources/<Module>/Documentation.docc`) type-checks against the built modules.
///
/// Each snippet is compiled on its own with `swiftc -typecheck`, as a `main.swift` (top-level code may
/// `await`), against the modules SwiftPM built next to the tests (`.build/<triple>/debug/Modules`), in
/// Swift 6 mode with `ExistentialAny`, as the package builds. A snippet without an `import` line gets
/// `import Meridian`. About two seconds a snippet; Swift Testing runs the cases in parallel. A
/// package manifest (`// swift-tools-version:` first) is checked by ``ConsumerManifestTests`` instead.
@Suite("Documentation snippets")
struct DocSnippetTests {
  @Test("Extraction finds ```swift blocks with the line of their fence, and only those")
  func extraction() {
    let markdown = """
      # Title
      ```swift
      let a = 1
      ```
      ```sh
      swift run meridian-demo
      ```
        ```swift
        print(a)
        ```
      """
    let snippets = DocSnippet.extract(from: markdown, file: "x.md")
    #expect(snippets.map(\.line) == [2, 8])
    #expect(snippets.map(\.code) == ["let a = 1", "  print(a)"])
    #expect(snippets[0].source == "import Meridian; let a = 1\n")
    // Line 1 of the snippet is line 3 of the guide (the fence is on line 2).
    #expect(
      snippets[0].mapDiagnostics("/t/main.swift:1:5: error: x", compiledFile: "/t/main.swift") == "x.md:3:5: error: x")
  }

  @Test("The guides have snippets to check")
  func guidesHaveSnippets() {
    let files = Set(DocSnippet.all.map(\.file))
    #expect(files.contains("docs/getting-started.md"))
    #expect(files.contains("README.md"))
    #expect(files.contains("Sources/MeridianTesting/Documentation.docc/MeridianTesting.md"))
  }

  @Test("The snippet compiles", arguments: DocSnippet.all.filter { !$0.isManifest })
  func compiles(snippet: DocSnippet) async throws {
    let result = try await SwiftCompiler.typecheck(snippet)
    #expect(
      result.status == 0,
      "\(snippet.file):\(snippet.line) does not compile:\n\(result.diagnostics)")
  }
}

/// Runs `swiftc -typecheck` on snippets against the package's built modules.
enum SwiftCompiler {
  /// The outcome of one compiler run.
  struct Result {
    var status: Int32
    var diagnostics: String
  }

  /// The folder holding the built `.swiftmodule`s of the package's targets.
  static var modulesDirectory: URL {
    get throws {
      let folder = try ExampleBinary.productsDirectory.appendingPathComponent("Modules")
      guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Meridian.swiftmodule").path) else {
        throw CompilerError.modulesNotBuilt(folder.path)
      }
      return folder
    }
  }

  /// Type-checks one snippet.
  static func typecheck(_ snippet: DocSnippet) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meridian-snippet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(snippet.hasMainType ? "snippet.swift" : "main.swift")
    try Data(snippet.source.utf8).write(to: file)
    var arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
      "-I", try modulesDirectory.path, "-module-cache-path", folder.appendingPathComponent("cache").path,
    ]
    if snippet.hasMainType { arguments.append("-parse-as-library") }
    arguments.append(file.path)
    let outcome = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
    let diagnostics = snippet.mapDiagnostics(outcome.stdout + outcome.stderr, compiledFile: file.path)
    return Result(status: outcome.status, diagnostics: diagnostics)
  }

  enum CompilerError: Error, CustomStringConvertible {
    case modulesNotBuilt(String)

    var description: String {
      switch self {
      case .modulesNotBuilt(let path): return "no built Meridian.swiftmodule in \(path): build the package first"
      }
    }
  }
}
