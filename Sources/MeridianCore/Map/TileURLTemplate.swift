/// A tile URL template read once into literal text and placeholders, then filled per tile.
///
/// The placeholders are Leaflet's and MapLibre's (`{z}`, `{x}`, `{y}`, `{-y}` for a TMS row counted
/// from the bottom, `{s}` for a subdomain, `{r}` for the retina suffix) and ArcGIS's
/// `WebTiledLayer` ones (`{level}`, `{col}`, `{row}`, `{subDomain}`). Names are case-sensitive.
struct TileURLTemplate: Sendable, Hashable {
  /// The longest template, in UTF-8 bytes: 2,048.
  static let maximumBytes = 2_048

  /// A piece of the template.
  enum Part: Sendable, Hashable {
    case text(String)
    case level, column, row, invertedRow, subdomain, retina
  }

  /// The pieces, in order.
  let parts: [Part]

  private static let names: [String: Part] = [
    "z": .level, "level": .level, "x": .column, "col": .column, "y": .row, "row": .row, "-y": .invertedRow,
    "s": .subdomain, "subDomain": .subdomain, "r": .retina,
  ]

  /// Reads a template.
  ///
  /// - Parameters:
  ///   - text: The template.
  ///   - hasSubdomains: Whether the source has subdomains for `{s}`.
  /// - Throws: ``TileSourceError/invalidTemplate(reason:)`` for a template that is too long, has an
  ///   unclosed `{` or a stray `}`, or names `{s}` without subdomains;
  ///   ``TileSourceError/unknownPlaceholder(name:)``; ``TileSourceError/missingPlaceholder(name:)``
  ///   when the level, column or row is missing.
  init(_ text: String, hasSubdomains: Bool) throws(TileSourceError) {
    guard text.utf8.count <= Self.maximumBytes else {
      throw .invalidTemplate(reason: "it is \(text.utf8.count) UTF-8 bytes; at most \(Self.maximumBytes).")
    }
    var parts: [Part] = []
    var literal = ""
    var rest = Substring(text)
    while let first = rest.first {
      rest = rest.dropFirst()
      if first == "}" {
        throw .invalidTemplate(reason: "a } at byte \(Self.offset(of: rest, in: text) - 1) closes no {.")
      }
      guard first == "{" else {
        literal.append(first)
        continue
      }
      guard let close = rest.firstIndex(of: "}") else {
        throw .invalidTemplate(reason: "the { at byte \(Self.offset(of: rest, in: text) - 1) is never closed.")
      }
      let name = String(rest[..<close])
      guard !name.contains("{") else {
        throw .invalidTemplate(reason: "the { at byte \(Self.offset(of: rest, in: text) - 1) is never closed.")
      }
      guard let part = Self.names[name] else { throw .unknownPlaceholder(name: name) }
      if part == .subdomain, !hasSubdomains {
        throw .invalidTemplate(reason: "{\(name)} needs subdomains, and the source has none.")
      }
      if !literal.isEmpty { parts.append(.text(literal)) }
      literal = ""
      parts.append(part)
      rest = rest[rest.index(after: close)...]
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    guard parts.contains(.level) else { throw .missingPlaceholder(name: "{z}") }
    guard parts.contains(.column) else { throw .missingPlaceholder(name: "{x}") }
    guard parts.contains(.row) || parts.contains(.invertedRow) else { throw .missingPlaceholder(name: "{y}") }
    self.parts = parts
  }

  /// The template filled for one tile.
  ///
  /// - Parameters:
  ///   - level: The level (zoom).
  ///   - row: The row, counted down from the top; `{-y}` gets `2^level − 1 − row`.
  ///   - column: The column.
  ///   - subdomain: What `{s}` becomes.
  ///   - retina: What `{r}` becomes.
  /// - Returns: The URL text.
  func filled(level: Int, row: Int, column: Int, subdomain: String, retina: String) -> String {
    var text = ""
    for part in parts {
      switch part {
      case .text(let literal): text += literal
      case .level: text += String(level)
      case .column: text += String(column)
      case .row: text += String(row)
      case .invertedRow: text += String((1 << level) - 1 - row)
      case .subdomain: text += subdomain
      case .retina: text += retina
      }
    }
    return text
  }

  /// The byte offset of the start of `rest` in `text` (`rest` is a slice of it).
  private static func offset(of rest: Substring, in text: String) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: rest.startIndex)
  }
}
