public import Foundation

extension Viewpoint {
  /// The centre-and-scale form of this viewpoint for a view size, in a map's spatial reference.
  ///
  /// A centre-and-scale viewpoint keeps its scale and has its centre projected into `spatialReference`;
  /// a bounding-geometry viewpoint is fitted to the view with ``fitting(_:padding:viewSize:rotation:spatialReference:)``.
  ///
  /// - Parameters:
  ///   - viewSize: The view size in points.
  ///   - padding: Points to keep clear on every side when fitting a geometry. The default is 0.
  ///   - spatialReference: The map's spatial reference; `nil` keeps the target's own.
  /// - Returns: A centre-and-scale viewpoint with the same rotation.
  /// - Throws: ``GeometryError`` for a non-positive or non-finite view size or a side beyond
  ///   ``maximumViewSide`` (100,000 points), a scale that is not a
  ///   positive finite number, a non-finite rotation, or a target that cannot be projected.
  public func resolved(
    for viewSize: CGSize, padding: Double = 0, spatialReference: SpatialReference? = nil
  ) throws -> Viewpoint {
    try Self.validate(viewSize: viewSize)
    guard rotation.isFinite else {
      throw GeometryError.invalidParameter(name: "rotation", reason: "\(rotation) is not finite")
    }
    switch kind {
    case .boundingGeometry:
      return try Self.fitting(
        targetGeometry, padding: padding, viewSize: viewSize, rotation: rotation, spatialReference: spatialReference)
    case .centerAndScale:
      guard targetScale.isFinite, targetScale > 0 else {
        throw GeometryError.invalidParameter(
          name: "targetScale", reason: "\(targetScale) is not a positive finite number")
      }
      guard case .point(let center) = target else { return self }
      try GeometryEngine.validateFinite(center)
      let sr = spatialReference ?? center.spatialReference ?? .webMercator
      let projected = try center.spatialReference == nil ? center : GeometryEngine.project(center, into: sr)
      return Viewpoint(center: projected, scale: targetScale, rotation: rotation)
    }
  }

  /// The map area a view of a given size shows, as a polygon: the view's rectangle rotated by the
  /// viewpoint's rotation.
  ///
  /// The ring runs counter-clockwise from the view's bottom-left corner: bottom-left, bottom-right,
  /// top-right, top-left. Its size is the view size times units-per-point at the viewpoint's scale.
  ///
  /// - Parameters:
  ///   - viewSize: The view size in points.
  ///   - spatialReference: The map's spatial reference; `nil` keeps the centre's own.
  /// - Returns: The visible area in `spatialReference`.
  /// - Throws: ``GeometryError`` as ``resolved(for:padding:spatialReference:)`` does.
  public func visibleArea(for viewSize: CGSize, spatialReference: SpatialReference? = nil) throws -> Polygon {
    let view = try resolved(for: viewSize, spatialReference: spatialReference)
    let corners = [
      CGPoint(x: 0, y: viewSize.height), CGPoint(x: viewSize.width, y: viewSize.height),
      CGPoint(x: viewSize.width, y: 0), CGPoint(x: 0, y: 0),
    ]
    return Polygon(points: corners.map { view.location(fromScreenPoint: $0, viewSize: viewSize) })
  }

  /// The envelope of the map area a view of a given size shows.
  ///
  /// Without rotation it is the view size times units-per-point around the centre. With a rotation θ
  /// it is the envelope of the rotated view rectangle: w·|cos θ| + h·|sin θ| wide and
  /// w·|sin θ| + h·|cos θ| high, in map units. An example is in “Viewpoints and view sizes” in
  /// `docs/geometry.md`.
  ///
  /// - Parameters:
  ///   - viewSize: The view size in points.
  ///   - spatialReference: The map's spatial reference; `nil` keeps the centre's own.
  /// - Returns: The visible extent in `spatialReference`.
  /// - Throws: ``GeometryError`` as ``resolved(for:padding:spatialReference:)`` does.
  public func visibleExtent(for viewSize: CGSize, spatialReference: SpatialReference? = nil) throws -> Envelope {
    let view = try resolved(for: viewSize, spatialReference: spatialReference)
    guard case .point(let center) = view.target else { return try visibleArea(for: viewSize).extent }
    let unitsPerPoint = Self.unitsPerPoint(
      forScale: view.targetScale, spatialReference: center.spatialReference ?? .webMercator)
    let radians = view.rotation * .pi / 180
    let w = Double(viewSize.width) * unitsPerPoint
    let h = Double(viewSize.height) * unitsPerPoint
    let c = abs(cos(radians))
    let s = abs(sin(radians))
    return Envelope(center: center, width: w * c + h * s, height: w * s + h * c)
  }

  /// Converts a screen point to a map location for a view of a given size showing this viewpoint.
  ///
  /// Screen points have their origin at the view's top-left corner with y growing downward. The
  /// viewpoint must be in centre-and-scale form (see ``resolved(for:padding:spatialReference:)``);
  /// the location is in the centre's spatial reference. With rotation θ (counter-clockwise), a screen
  /// offset (dx right, dy up) maps to (dx·cos θ + dy·sin θ, −dx·sin θ + dy·cos θ) × units-per-point.
  ///
  /// - Parameters:
  ///   - screenPoint: The screen point, in points.
  ///   - viewSize: The view size, in points.
  /// - Returns: The map location; a point with NaN coordinates for a bounding-geometry viewpoint.
  public func location(fromScreenPoint screenPoint: CGPoint, viewSize: CGSize) -> Point {
    guard case .point(let center) = target, kind == .centerAndScale else {
      return Point(x: .nan, y: .nan, spatialReference: targetGeometry.spatialReference)
    }
    let m = screenTransform(center: center, viewSize: viewSize).map(screenPoint)
    return Point(x: m.x, y: m.y, spatialReference: center.spatialReference)
  }

  /// Converts a map location to a screen point for a view of a given size showing this viewpoint.
  ///
  /// The inverse of ``location(fromScreenPoint:viewSize:)``. The location must already be in the
  /// centre's spatial reference.
  ///
  /// - Parameters:
  ///   - location: The map location.
  ///   - viewSize: The view size, in points.
  /// - Returns: The screen point (origin top-left, y down); NaN for a bounding-geometry viewpoint.
  public func screenPoint(fromLocation location: Point, viewSize: CGSize) -> CGPoint {
    guard case .point(let center) = target, kind == .centerAndScale else {
      return CGPoint(x: Double.nan, y: Double.nan)
    }
    return screenTransform(center: center, viewSize: viewSize).screen(x: location.x, y: location.y)
  }

  /// The screen kernel of a view of a given size showing this centre-and-scale viewpoint.
  private func screenTransform(center: Point, viewSize: CGSize) -> ScreenTransform {
    let sr = center.spatialReference ?? .webMercator
    return ScreenTransform(
      centerX: center.x, centerY: center.y,
      unitsPerPoint: Self.unitsPerPoint(forScale: targetScale, spatialReference: sr),
      rotation: rotation, width: Double(viewSize.width), height: Double(viewSize.height), spatialReference: sr)
  }

  /// The longest view side, in points, of every view Meridian computes with: 100,000.
  ///
  /// The viewpoint operations throw ``GeometryError/invalidParameter(name:reason:)`` for a longer
  /// side, and a map view clamps its size to it. The largest real display is under 8,000 points
  /// wide and a print-size export under 30,000, so the bound leaves room while keeping products of
  /// sizes and map units finite and a view's tiles and pan distances bounded.
  public static let maximumViewSide = 100_000.0

  static func validate(viewSize: CGSize) throws {
    let w = Double(viewSize.width)
    let h = Double(viewSize.height)
    guard w.isFinite, h.isFinite, w > 0, h > 0 else {
      throw GeometryError.invalidParameter(
        name: "viewSize", reason: "\(w) × \(h) does not have a positive, finite width and height")
    }
    guard w <= maximumViewSide, h <= maximumViewSide else {
      throw GeometryError.invalidParameter(
        name: "viewSize", reason: "\(w) × \(h) has a side beyond \(maximumViewSide) points, the largest accepted")
    }
  }
}
