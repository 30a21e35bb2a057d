import MeridianMapView

extension CalloutPlacement {
  /// A Boolean value indicating whether two placements point at the same thing: the same location
  /// and offset, or the same graphic (by identity) with the same tap location and offset.
  func isSamePlacement(as other: CalloutPlacement) -> Bool {
    switch (self, other) {
    case (.location(let point, let offset), .location(let otherPoint, let otherOffset)):
      return point == otherPoint && offset == otherOffset
    case (.geoElement(let graphic, let tap, let offset), .geoElement(let otherGraphic, let otherTap, let otherOffset)):
      return graphic === otherGraphic && tap == otherTap && offset == otherOffset
    default:
      return false
    }
  }
}
