import Foundation
import InternalMeridianUtilities
import MeridianCore

extension EsriJSON {
  // MARK: - Names

  static let markerStyles: [String: SimpleMarkerSymbol.Style] = [
    "esriSMSCircle": .circle, "esriSMSCross": .cross, "esriSMSDiamond": .diamond, "esriSMSSquare": .square,
    "esriSMSTriangle": .triangle, "esriSMSX": .x,
  ]
  static let lineStyles: [String: SimpleLineSymbol.Style] = [
    "esriSLSSolid": .solid, "esriSLSDash": .dash, "esriSLSDot": .dot, "esriSLSDashDot": .dashDot,
    "esriSLSDashDotDot": .dashDotDot, "esriSLSLongDash": .longDash, "esriSLSLongDashDot": .longDashDot,
    "esriSLSShortDash": .shortDash, "esriSLSShortDashDot": .shortDashDot,
    "esriSLSShortDashDotDot": .shortDashDotDot, "esriSLSShortDot": .shortDot, "esriSLSNull": .noLine,
  ]
  static let fillStyles: [String: SimpleFillSymbol.Style] = [
    "esriSFSSolid": .solid, "esriSFSNull": .noFill, "esriSFSCross": .cross, "esriSFSDiagonalCross": .diagonalCross,
    "esriSFSForwardDiagonal": .forwardDiagonal, "esriSFSBackwardDiagonal": .backwardDiagonal,
    "esriSFSHorizontal": .horizontal, "esriSFSVertical": .vertical,
  ]
  static let placements: [String: SimpleLineSymbol.MarkerPlacement] = [
    "begin": .begin, "end": .end, "begin-end": .beginAndEnd,
  ]
  static let horizontalAlignments: [String: TextSymbol.HorizontalAlignment] = [
    "left": .left, "center": .center, "right": .right, "justify": .justify,
  ]
  static let verticalAlignments: [String: TextSymbol.VerticalAlignment] = [
    "top": .top, "middle": .middle, "baseline": .baseline, "bottom": .bottom,
  ]
  static let fontWeights: [String: TextSymbol.FontWeight] = [
    "normal": .regular, "lighter": .regular, "bold": .bold, "bolder": .bold,
  ]
  static let fontStyles: [String: TextSymbol.FontStyle] = ["normal": .normal, "italic": .italic, "oblique": .oblique]

  static func name<T: Equatable>(of value: T, in names: [String: T]) -> String {
    names.first { $0.value == value }?.key ?? ""
  }

  // MARK: - Colours

  /// `[r, g, b, a]`, each 0…255 (alpha too); `null` is transparent.
  static func color(_ reader: Reader, _ key: String, default fallback: Color?) throws(GraphicsError) -> Color? {
    guard let value = reader.object[key] else { return fallback }
    if value == .null { return nil }
    guard case .array(let parts) = value, parts.count == 3 || parts.count == 4 else {
      throw reader.wrong(key, "an [r, g, b, a] array")
    }
    var components: [Double] = []
    for part in parts {
      guard let n = part.number, (0...255).contains(n) else {
        throw reader.wrong(key, "an array of numbers in 0...255")
      }
      components.append(n / 255)
    }
    return Color(
      red: components[0], green: components[1], blue: components[2], alpha: parts.count == 4 ? components[3] : 1)
  }

  static func json(_ color: Color?) -> JSONValue {
    guard let color else { return .null }
    return .array([color.red, color.green, color.blue, color.alpha].map { .int(Color.byte($0)) })
  }

  // MARK: - Decoding

  static func symbol(_ value: JSONValue, path: String) throws(GraphicsError) -> any Symbol {
    let r = try Reader(value, path: path)
    switch try r.optionalString("type") {
    case "esriSMS": return try marker(r)
    case "esriSLS": return try line(r)
    case "esriSFS": return try fill(r)
    case "esriTS": return try text(r)
    case "esriPMS": return try picture(r)
    case let other:
      throw GraphicsError.malformedJSON(
        "\(path).type is \(other.map { "\"\($0)\"" } ?? "missing"); expected esriSMS, esriSLS, esriSFS, esriTS or esriPMS."
      )
    }
  }

  static func marker(_ r: Reader) throws(GraphicsError) -> SimpleMarkerSymbol {
    var s = SimpleMarkerSymbol(
      style: try r.choice("style", markerStyles, default: .circle),
      color: try color(r, "color", default: .gray) ?? .clear,
      size: try r.number("size", default: 8))
    s.angle = try r.number("angle", default: 0)
    s.offsetX = try r.number("xoffset", default: 0)
    s.offsetY = try r.number("yoffset", default: 0)
    if let outline = try r.optionalObject("outline") { s.outline = try line(outline) }
    return s
  }

  /// A line; the outline of a marker or fill may leave out `type` and `style` (solid).
  static func line(_ r: Reader) throws(GraphicsError) -> SimpleLineSymbol {
    var s = SimpleLineSymbol(
      style: try r.choice("style", lineStyles, default: .solid),
      color: try color(r, "color", default: .black) ?? .clear,
      width: try r.number("width", default: 1))
    if let marker = try r.optionalObject("marker") {
      s.markerStyle = try marker.choice("style", ["arrow": .arrow, "none": .none], default: .arrow)
      s.markerPlacement = try marker.choice("placement", placements, default: .end)
    }
    return s
  }

  static func fill(_ r: Reader) throws(GraphicsError) -> SimpleFillSymbol {
    SimpleFillSymbol(
      style: try r.choice("style", fillStyles, default: .solid), color: try color(r, "color", default: .gray) ?? .clear,
      outline: try r.optionalObject("outline").map { (o) throws(GraphicsError) in try line(o) })
  }

  static func text(_ r: Reader) throws(GraphicsError) -> TextSymbol {
    let font = try r.optionalObject("font")
    var s = TextSymbol(
      text: try r.optionalString("text") ?? "", color: try color(r, "color", default: .black) ?? .clear,
      size: try font?.optionalNumber("size") ?? 8,
      horizontalAlignment: try r.choice("horizontalAlignment", horizontalAlignments, default: .center),
      verticalAlignment: try r.choice("verticalAlignment", verticalAlignments, default: .middle))
    if let font {
      s.fontFamily = try font.optionalString("family") ?? s.fontFamily
      s.fontWeight = try font.choice("weight", fontWeights, default: .regular)
      s.fontStyle = try font.choice("style", fontStyles, default: .normal)
    }
    s.haloColor = try color(r, "haloColor", default: nil)
    s.haloWidth = try r.number("haloSize", default: 0)
    s.backgroundColor = try color(r, "backgroundColor", default: nil)
    s.outlineColor = try color(r, "borderLineColor", default: nil)
    s.outlineWidth = try r.number("borderLineSize", default: 0)
    s.angle = try r.number("angle", default: 0)
    s.offsetX = try r.number("xoffset", default: 0)
    s.offsetY = try r.number("yoffset", default: 0)
    return s
  }

  static func picture(_ r: Reader) throws(GraphicsError) -> PictureMarkerSymbol {
    let width = try r.optionalNumber("width")
    let height = try r.optionalNumber("height")
    var s: PictureMarkerSymbol
    if let base64 = try r.optionalString("imageData") {
      guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
        throw r.wrong("imageData", "Base64 text")
      }
      s = PictureMarkerSymbol(imageData: data, width: width, height: height)
    } else if let text = try r.optionalString("url") {
      if let url = URL(string: text), url.scheme != nil {
        s = PictureMarkerSymbol(url: url, width: width, height: height)
      } else {
        s = PictureMarkerSymbol(name: text, width: width, height: height)
      }
    } else {
      throw GraphicsError.malformedJSON("\(r.path) (esriPMS) needs imageData or url.")
    }
    s.angle = try r.number("angle", default: 0)
    s.offsetX = try r.number("xoffset", default: 0)
    s.offsetY = try r.number("yoffset", default: 0)
    return s
  }

  // MARK: - Encoding

  static func json(_ symbol: any Symbol) throws(GraphicsError) -> JSONValue {
    switch symbol {
    case let s as SimpleMarkerSymbol:
      var o: JSONObject = [
        "type": .string("esriSMS"), "style": .string(name(of: s.style, in: markerStyles)), "color": json(s.color),
        "size": .double(s.size), "angle": .double(s.angle), "xoffset": .double(s.offsetX),
        "yoffset": .double(s.offsetY),
      ]
      if let outline = s.outline { o["outline"] = json(outline) }
      return .object(o)
    case let s as SimpleLineSymbol:
      return json(s)
    case let s as SimpleFillSymbol:
      var o: JSONObject = [
        "type": .string("esriSFS"), "style": .string(name(of: s.style, in: fillStyles)), "color": json(s.color),
      ]
      if let outline = s.outline { o["outline"] = json(outline) }
      return .object(o)
    case let s as TextSymbol:
      return json(s)
    case let s as PictureMarkerSymbol:
      return try json(s)
    default:
      throw GraphicsError.unencodable(
        "\(symbol.description) has no Esri JSON form; esriSMS, esriSLS, esriSFS, esriTS and esriPMS are written.")
    }
  }

  static func json(_ s: SimpleLineSymbol) -> JSONValue {
    var o: JSONObject = [
      "type": .string("esriSLS"), "style": .string(name(of: s.style, in: lineStyles)), "color": json(s.color),
      "width": .double(s.width),
    ]
    if s.markerStyle == .arrow {
      o["marker"] = .object([
        "style": .string("arrow"), "placement": .string(name(of: s.markerPlacement, in: placements)),
      ])
    }
    return .object(o)
  }

  static func json(_ s: TextSymbol) -> JSONValue {
    var o: JSONObject = [
      "type": .string("esriTS"), "text": .string(s.text), "color": json(s.color),
      "horizontalAlignment": .string(s.horizontalAlignment.rawValue),
      "verticalAlignment": .string(s.verticalAlignment.rawValue), "angle": .double(s.angle),
      "xoffset": .double(s.offsetX), "yoffset": .double(s.offsetY),
      "font": .object([
        "family": .string(s.fontFamily), "size": .double(s.size),
        "weight": .string(s.fontWeight == .bold ? "bold" : "normal"), "style": .string(s.fontStyle.rawValue),
      ]),
    ]
    if let halo = s.haloColor {
      o["haloColor"] = json(halo)
      o["haloSize"] = .double(s.haloWidth)
    }
    if let background = s.backgroundColor { o["backgroundColor"] = json(background) }
    if let border = s.outlineColor {
      o["borderLineColor"] = json(border)
      o["borderLineSize"] = .double(s.outlineWidth)
    }
    return .object(o)
  }

  static func json(_ s: PictureMarkerSymbol) throws(GraphicsError) -> JSONValue {
    var o: JSONObject = [
      "type": .string("esriPMS"), "width": .double(s.width), "height": .double(s.height), "angle": .double(s.angle),
      "xoffset": .double(s.offsetX), "yoffset": .double(s.offsetY),
    ]
    switch s.source {
    case .data(let data):
      o["imageData"] = .string(data.base64EncodedString())
      o["contentType"] = .string("image/png")
    case .url(let url):
      o["url"] = .string(url.absoluteString)
    case .named(let name, _):
      o["url"] = .string(name)
    }
    return .object(o)
  }
}
