import InternalMeridianToolSupport
import MeridianGeocoding

/// `meridian-locator categories`: prints the category tree a data file's `category` column names.
enum CategoriesCommand {
  /// The tree, one category a line, parents before children, indented two spaces per level below
  /// the first: the text `docs/offline-locator.md` lists under "Categories".
  static var lines: [String] {
    WorldCategories.nodes.map { String(repeating: "  ", count: max($0.level - 1, 0)) + $0.name }
  }

  /// Prints the tree to standard output.
  static func run(console: any ToolConsole) {
    console.output(lines.joined(separator: "\n") + "\n")
  }
}
