import Meridian

/// Names the colours the flows use, for the transcript.
enum ColorName {
  private static let names: [(Color, String)] = [
    (.brown, "brown"), (.orange, "orange"), (.purple, "purple"), (.blue, "blue"), (.green, "green"),
    (.red, "red"), (.black, "black"), (.white, "white"), (.yellow, "yellow"), (.gray, "gray"),
  ]

  /// The colour's name, or its hexadecimal form when it has none.
  static func name(of color: Color) -> String {
    names.first { $0.0 == color }?.1 ?? hex(color)
  }

  /// `#rrggbb` for a colour.
  static func hex(_ color: Color) -> String {
    func byte(_ value: Double) -> String {
      let clamped = Int((min(max(value, 0), 1) * 255).rounded())
      let digits = String(clamped, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }
}
