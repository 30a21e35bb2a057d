/// Checked conversions from floating point to integers.
///
/// `Int(_: Double)` traps when the value is NaN, infinite or outside `Int`'s range, and a trap inside
/// Meridian kills the host app. Every integer that Meridian makes from input (a decoded number, a
/// file's field) or from caller arithmetic (a scale, a view size, a tile index, a segment count) is
/// made with one of these instead, and the caller decides what an out-of-range value means: a typed
/// error (the `init?` forms) or a documented clamp (``Swift/Int/clamping(_:to:)``).
extension Int {
  /// The smallest `Double` that is too large for `Int` (2⁶³); `-0x1p63` is the smallest `Int`.
  @usableFromInline static let doubleUpperBound: Double = 0x1p63

  /// Creates the integer part of `value`, rounded toward zero, or `nil` when `value` is NaN,
  /// infinite or outside `Int`'s range.
  ///
  /// - Parameter value: The value to convert.
  @inlinable
  package init?(truncating value: Double) {
    guard value.isFinite, value >= -Self.doubleUpperBound, value < Self.doubleUpperBound else { return nil }
    self.init(value)
  }

  /// Creates the largest integer not greater than `value`, or `nil` when `value` is NaN, infinite
  /// or outside `Int`'s range.
  ///
  /// - Parameter value: The value to convert.
  @inlinable
  package init?(flooring value: Double) {
    self.init(truncating: value.rounded(.down))
  }

  /// Creates the smallest integer not less than `value`, or `nil` when `value` is NaN, infinite
  /// or outside `Int`'s range.
  ///
  /// - Parameter value: The value to convert.
  @inlinable
  package init?(ceiling value: Double) {
    self.init(truncating: value.rounded(.up))
  }

  /// Creates the integer nearest to `value` (halves away from zero), or `nil` when `value` is NaN,
  /// infinite or outside `Int`'s range.
  ///
  /// - Parameter value: The value to convert.
  @inlinable
  package init?(rounding value: Double) {
    self.init(truncating: value.rounded())
  }

  /// The integer part of `value` (rounded toward zero) clamped to `range`; NaN gives
  /// `range.lowerBound`.
  ///
  /// - Parameters:
  ///   - value: The value to convert.
  ///   - range: The integers the result may take.
  /// - Returns: An integer in `range`.
  @inlinable
  package static func clamping(_ value: Double, to range: ClosedRange<Int>) -> Int {
    guard !value.isNaN else { return range.lowerBound }
    if value <= Double(range.lowerBound) { return range.lowerBound }
    if value >= Double(range.upperBound) { return range.upperBound }
    // Strictly inside two Ints' Double images, so inside Int's range.
    return Swift.min(Swift.max(Int(value), range.lowerBound), range.upperBound)
  }
}

extension Int64 {
  /// Creates the integer part of `value`, rounded toward zero, or `nil` when `value` is NaN,
  /// infinite or outside `Int64`'s range.
  ///
  /// - Parameter value: The value to convert.
  @inlinable
  package init?(truncating value: Double) {
    guard value.isFinite, value >= -0x1p63, value < 0x1p63 else { return nil }
    self.init(value)
  }
}

extension Int32 {
  /// Creates the integer part of `value`, rounded toward zero, or `nil` when `value` is NaN,
  /// infinite or outside `Int32`'s range.
  ///
  /// - Parameter value: The value to convert.
  @inlinable
  package init?(truncating value: Double) {
    guard value.isFinite, value > -2_147_483_649, value < 2_147_483_648 else { return nil }
    self.init(value)
  }
}
