/// The shapes and label candidates a drawable layer gives for an area, in map coordinates.
///
/// The data sits in flat arrays: every part (a path or a ring) is a run of ``points``, part `k`
/// running from `partEnds[k - 1]` (0 for the first) up to `partEnds[k]`; every shape is a run of
/// parts with a paint. Shapes are listed bottom first, as they are drawn.
///
/// ```swift
/// var drawing = LayerDrawing()
/// let water = drawing.addPaint(LayerPaint(fillColor: Color(red: 0.667, green: 0.827, blue: 0.875)))
/// drawing.addShape(paint: water, feature: LayerFeatureID(rawValue: 7), parts: [[a, b, c]])
/// ```
public struct LayerDrawing: Sendable {
  /// Every part's coordinates, one part after another.
  public var points: [SIMD2<Double>] = []
  /// The end (exclusive) in ``points`` of each part.
  public var partEnds: [Int] = []
  /// The shapes, bottom first.
  public var shapes: [LayerShape] = []
  /// The paints shapes refer to by index.
  public var paints: [LayerPaint] = []
  /// The label candidates, in no particular order: the view orders them by priority.
  public var labels: [LayerLabel] = []

  /// Creates an empty drawing.
  public init() {}

  /// The coordinates of part `index`.
  ///
  /// - Parameter index: A part index, `0..<partEnds.count`.
  /// - Returns: The part's points; empty for an index out of range.
  public func part(_ index: Int) -> ArraySlice<SIMD2<Double>> {
    guard partEnds.indices.contains(index) else { return [] }
    let start = index == 0 ? 0 : partEnds[index - 1]
    let end = partEnds[index]
    guard 0 <= start, start <= end, end <= points.count else { return [] }
    return points[start..<end]
  }

  /// Adds a paint and returns its index.
  ///
  /// - Parameter paint: The paint.
  /// - Returns: The index shapes use to refer to it.
  @discardableResult
  public mutating func addPaint(_ paint: LayerPaint) -> Int {
    paints.append(paint)
    return paints.count - 1
  }

  /// Appends a part and returns its index.
  ///
  /// - Parameter part: The part's coordinates.
  /// - Returns: The part's index.
  @discardableResult
  public mutating func addPart<C: Collection<SIMD2<Double>>>(_ part: C) -> Int {
    points.append(contentsOf: part)
    partEnds.append(points.count)
    return partEnds.count - 1
  }

  /// Appends a shape made of new parts, on top of the shapes already there.
  ///
  /// - Parameters:
  ///   - paint: The index of the shape's paint in ``paints``.
  ///   - feature: The feature the shape draws.
  ///   - parts: The shape's parts: rings of an area (filled by the even-odd rule) or paths of a line.
  ///   - isBackground: Whether the shape is background (land or sea under everything else); the
  ///     default is `false`.
  public mutating func addShape(
    paint: Int, feature: LayerFeatureID, parts: [[SIMD2<Double>]], isBackground: Bool = false
  ) {
    let first = partEnds.count
    for part in parts { addPart(part) }
    shapes.append(
      LayerShape(paint: paint, feature: feature, parts: first..<partEnds.count, isBackground: isBackground))
  }
}

/// One shape of a drawing: parts drawn with one paint.
public struct LayerShape: Sendable, Hashable {
  /// The index of the paint in the drawing's paints.
  public var paint: Int
  /// The feature it draws.
  public var feature: LayerFeatureID
  /// Its parts, as indices into the drawing's parts.
  public var parts: Range<Int>
  /// A Boolean value indicating whether the shape is background: the land or sea drawn under
  /// everything else, which identify leaves out unless asked.
  public var isBackground: Bool

  /// Creates a shape.
  ///
  /// - Parameters:
  ///   - paint: The index of its paint.
  ///   - feature: The feature it draws.
  ///   - parts: Its parts.
  ///   - isBackground: Whether it is background land or sea; the default is `false`.
  public init(paint: Int, feature: LayerFeatureID, parts: Range<Int>, isBackground: Bool = false) {
    self.paint = paint
    self.feature = feature
    self.parts = parts
    self.isBackground = isBackground
  }
}
