/// A regional cut of the world layer (a finer coastline for one region): its box in Web Mercator
/// metres and its zoom levels. It is drawn over the world from its first level's zoom on (the last
/// level over-zoomed), its box filled with its own sea first, so inside the box it alone decides land
/// and sea.
package struct WorldRegion: Sendable, Hashable {
  package var min: SIMD2<Double>
  package var max: SIMD2<Double>
  /// The levels, by ascending zoom.
  package var levels: [TileLevel]

  /// Creates a region.
  package init(min: SIMD2<Double>, max: SIMD2<Double>, levels: [TileLevel]) {
    self.min = min
    self.max = max
    self.levels = levels
  }

  /// A Boolean value indicating whether the box meets another box.
  package func meets(_ low: SIMD2<Double>, _ high: SIMD2<Double>) -> Bool {
    low.x <= max.x && high.x >= min.x && low.y <= max.y && high.y >= min.y
  }

  /// A Boolean value indicating whether the box holds another box whole.
  package func contains(_ low: SIMD2<Double>, _ high: SIMD2<Double>) -> Bool {
    low.x >= min.x && high.x <= max.x && low.y >= min.y && high.y <= max.y
  }
}
