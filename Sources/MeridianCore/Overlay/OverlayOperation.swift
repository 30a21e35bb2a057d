/// A set operation of the overlay: which faces, located in both inputs, belong to the result.
enum OverlayOperation: Sendable {
  case union, intersection, difference, symmetricDifference

  /// Whether a face with this location (bit 0: in the first input, bit 1: in the second) is in the result.
  func contains(_ location: UInt8) -> Bool {
    let a = location & 1 != 0
    let b = location & 2 != 0
    switch self {
    case .union: return a || b
    case .intersection: return a && b
    case .difference: return a && !b
    case .symmetricDifference: return a != b
    }
  }
}
