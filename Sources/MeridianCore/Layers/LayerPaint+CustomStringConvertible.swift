extension LayerPaint: CustomStringConvertible {
  /// The paint in one short line, such as `fill #AAD3DFFF` or
  /// `stroke #FFFFFFFF 6 pt, dashes [2, 2], round caps`.
  public var description: String {
    var parts: [String] = []
    if let fillColor { parts.append("fill \(fillColor.hexString)") }
    if let strokeColor {
      parts.append("stroke \(strokeColor.hexString) \(LayerText.number(strokeWidth)) pt")
      if !dashPattern.isEmpty { parts.append("dashes [\(dashPattern.map(LayerText.number).joined(separator: ", "))]") }
      if lineCap != .butt { parts.append("\(lineCap.rawValue) caps") }
    }
    return parts.isEmpty ? "no fill, no stroke" : parts.joined(separator: ", ")
  }
}
