import InternalMeridianUtilities
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
  /// Vigna's `splitmix64.c` from seed 1234567: 6457827717110365317, 3203168211198807973,
  /// 9817491932198370423 (the published reference values).
  @Test("It produces SplitMix64's reference sequence, and its unit values lie in 0..<1 from the top 53 bits")
  func reference() {
    var random = SplitMix64(seed: 1_234_567)
    #expect([random.next(), random.next()] == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973])
    // The third value, 9817491932198370423, shifted right by 11 and scaled by 2⁻⁵³.
    let third: UInt64 = 9_817_491_932_198_370_423
    #expect(random.unit() == Double(third >> 11) * 0x1p-53)
    var again = SplitMix64(seed: 1_234_567)
    _ = (again.next(), again.next())
    #expect(again.next(10) == Int(third % 10))
  }
}
