/// Builds an ``Envelope`` by growing it around points and envelopes.
///
/// ```swift
/// var builder = EnvelopeBuilder(spatialReference: .wgs84)
/// builder.union(Point(latitude: 60.1699, longitude: 24.9384))
/// builder.union(Point(latitude: 60.2055, longitude: 24.6559))
/// let box = builder.toGeometry()
/// ```
public struct EnvelopeBuilder: Sendable, Hashable {
  /// The envelope built so far; empty until something is added.
  public private(set) var extent: Envelope

  /// Creates an empty builder.
  ///
  /// - Parameter spatialReference: The spatial reference of the envelope.
  public init(spatialReference: SpatialReference?) { extent = .empty(spatialReference: spatialReference) }

  /// Creates a builder that starts from an envelope.
  ///
  /// - Parameter envelope: The starting envelope.
  public init(envelope: Envelope) { extent = envelope }

  /// The spatial reference of the envelope.
  public var spatialReference: SpatialReference? { extent.spatialReference }
  /// A Boolean value indicating whether nothing has been added.
  public var isEmpty: Bool { extent.isEmpty }

  /// Grows the envelope to contain a point (empty points are ignored).
  ///
  /// - Parameter point: The point, taken to be in the builder's spatial reference.
  public mutating func union(_ point: Point) {
    extent = extent.union(Envelope.bounding([point], spatialReference: spatialReference))
    extent.spatialReference = spatialReference
  }

  /// Grows the envelope to contain another (empty envelopes are ignored).
  ///
  /// - Parameter envelope: The envelope, taken to be in the builder's spatial reference.
  public mutating func union(_ envelope: Envelope) {
    let sr = spatialReference
    extent = extent.union(envelope)
    extent.spatialReference = sr
  }

  /// Sets the corners.
  ///
  /// - Parameters:
  ///   - xMin: The minimum x.
  ///   - yMin: The minimum y.
  ///   - xMax: The maximum x.
  ///   - yMax: The maximum y.
  public mutating func setXY(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
    extent = Envelope(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax, spatialReference: spatialReference)
  }

  /// Scales the envelope about its centre: 2 doubles the width and height.
  ///
  /// - Parameter factor: The scale factor.
  public mutating func expand(by factor: Double) {
    guard !extent.isEmpty else { return }
    extent = extent.expanded(by: factor)
  }

  /// Moves the envelope.
  ///
  /// - Parameters:
  ///   - dx: The distance along x.
  ///   - dy: The distance along y.
  public mutating func offsetBy(x dx: Double, y dy: Double) { extent = extent.offsetBy(x: dx, y: dy) }

  /// Returns the envelope built so far.
  public func toGeometry() -> Envelope { extent }
}
