import InternalMeridianUtilities
import Testing

@testable import MeridianCore

/// The checked conversions that stand in for `Int(_: Double)`, which traps on NaN, infinities and
/// values outside `Int`'s range. The boundaries are IEEE 754 facts: 2⁶³ = 9223372036854775808 is the
/// first double past `Int.max`; the largest double below it is 2⁶³ − 1024.
@Suite("Checked numeric conversion")
struct CheckedConversionTests {
  @Test("values that Int(_:) would trap on give nil")
  func unrepresentable() {
    for value in [Double.nan, .infinity, -.infinity, 0x1p63, -0x1p64, 1e300, -1e300, 9.3e18] {
      #expect(Int(truncating: value) == nil, "\(value)")
      #expect(Int(flooring: value) == nil, "\(value)")
      #expect(Int(ceiling: value) == nil, "\(value)")
      #expect(Int(rounding: value) == nil, "\(value)")
      #expect(Int64(truncating: value) == nil, "\(value)")
    }
    #expect(Int32(truncating: 2_147_483_648) == nil)
    #expect(Int32(truncating: -2_147_483_649) == nil)
  }

  @Test("values inside the range convert as Int(_:) does, each with its rounding")
  func representable() {
    #expect(Int(truncating: -0x1p63) == Int.min)
    #expect(Int(truncating: 0x1p63 - 1024) == 9_223_372_036_854_774_784)
    #expect(Int(truncating: -2.7) == -2)
    #expect(Int(flooring: -2.2) == -3)
    #expect(Int(ceiling: 2.2) == 3)
    #expect(Int(rounding: 2.5) == 3)
    #expect(Int(rounding: -2.5) == -3)
    #expect(Int32(truncating: 2_147_483_647.9) == Int32.max)
    #expect(Int32(truncating: -2_147_483_648.9) == Int32.min)
  }

  @Test("clamping keeps a value inside the range and sends NaN to the lower bound")
  func clamping() {
    #expect(Int.clamping(.nan, to: 0...10) == 0)
    #expect(Int.clamping(.infinity, to: 0...10) == 10)
    #expect(Int.clamping(-.infinity, to: 0...10) == 0)
    #expect(Int.clamping(1e300, to: -5...5) == 5)
    #expect(Int.clamping(7.9, to: 0...10) == 7)
    #expect(Int.clamping(-7.9, to: -10...10) == -7)
    #expect(Int.clamping(1e300, to: Int.min...Int.max) == Int.max)
    #expect(Int.clamping(-1e300, to: Int.min...Int.max) == Int.min)
  }
}
