/// The coefficients of one of the geodesic series (at most seven, index 0 unused for the sine
/// series), held inline so that solving a geodesic allocates nothing.
///
/// The inverse problem evaluates three or four such series per Newton step; as arrays they were
/// heap allocations on the reverse geocoder's hot path.
struct GeodesicSeries {
  /// The most coefficients a series has (`Geodesic.order + 1`).
  static let capacity = 7
  private var storage: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)
  /// The number of coefficients (at most ``capacity``).
  let count: Int

  /// A series of `count` zero coefficients.
  init(count: Int) {
    precondition((0...Self.capacity).contains(count), "a geodesic series has at most 7 coefficients")
    self.count = count
  }

  /// A coefficient. The solver's loops index below ``count`` by construction; debug builds check it.
  subscript(index: Int) -> Double {
    @inline(__always) get {
      assert(index >= 0 && index < count)
      return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index * 8, as: Double.self) }
    }
    @inline(__always) set {
      assert(index >= 0 && index < count)
      withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: index * 8, as: Double.self) }
    }
  }
}
