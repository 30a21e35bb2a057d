import MeridianCore
import Testing

@testable import MeridianModels

@Suite("RepeatSearchRule")
struct RepeatSearchRuleTests {
  /// The reference of the worked example in the rule's documentation: 1,000 × 600 centred at (0, 0).
  /// Centre threshold: 25% of the mean size (1,000 + 600) / 2 = 800, so 200 map units.
  static let reference = Envelope(center: Point(x: 0, y: 0), width: 1_000, height: 600)

  func settled() -> RepeatSearchRule {
    var rule = RepeatSearchRule()
    rule.searchSettled(visibleExtent: Self.reference)
    return rule
  }

  // MARK: - Centre moves

  @Test("A centre move of √(150² + 130²) ≈ 198.5 stays under the 200 threshold")
  func smallMove() {
    var rule = settled()
    let step1 = rule.visibleExtentChanged(Envelope(center: Point(x: 150, y: 130), width: 1_000, height: 600))
    #expect(!step1)
  }

  @Test("A centre move of √(160² + 130²) ≈ 206.2 passes the 200 threshold")
  func largeMove() {
    var rule = settled()
    let step2 = rule.visibleExtentChanged(Envelope(center: Point(x: 160, y: 130), width: 1_000, height: 600))
    #expect(step2)
  }

  @Test("A move of exactly 200 is not more than 25%")
  func exactMove() {
    var rule = settled()
    let step3 = rule.visibleExtentChanged(Envelope(center: Point(x: 200, y: 0), width: 1_000, height: 600))
    #expect(!step3)
  }

  // MARK: - Size changes

  @Test("A width change of 25.1% is eligible; 25% is not (1,000 → 1,251 and 1,250)")
  func widthChange() {
    var rule = settled()
    let step4 = rule.visibleExtentChanged(Envelope(center: Point(x: 0, y: 0), width: 1_250, height: 600))
    #expect(!step4)
    let step5 = rule.visibleExtentChanged(Envelope(center: Point(x: 0, y: 0), width: 1_251, height: 600))
    #expect(step5)
  }

  @Test("A height change of more than 25% is eligible (600 → 449: 25.17% smaller)")
  func heightChange() {
    var rule = settled()
    let step6 = rule.visibleExtentChanged(Envelope(center: Point(x: 0, y: 0), width: 1_000, height: 449))
    #expect(step6)
  }

  // MARK: - Latching

  @Test("Once eligible it stays so, even back at the reference, until the query changes")
  func latched() {
    var rule = settled()
    rule.visibleExtentChanged(Envelope(center: Point(x: 500, y: 0), width: 1_000, height: 600))
    let step7 = rule.visibleExtentChanged(Self.reference)
    #expect(step7)
    rule.queryChanged()
    #expect(!rule.isEligible)
    let step8 = rule.visibleExtentChanged(Self.reference)
    #expect(!step8)
    let step9 = rule.visibleExtentChanged(Envelope(center: Point(x: 500, y: 0), width: 1_000, height: 600))
    #expect(step9)
  }

  @Test("A new search clears the latch and the reference until it settles")
  func newSearch() {
    var rule = settled()
    rule.visibleExtentChanged(Envelope(center: Point(x: 500, y: 0), width: 1_000, height: 600))
    rule.searchStarted()
    #expect(!rule.isEligible)
    #expect(rule.referenceExtent == nil)
    let step10 = rule.visibleExtentChanged(Envelope(center: Point(x: 5_000, y: 0), width: 10, height: 10))
    #expect(!step10)
  }

  @Test("Without a settled search nothing is eligible")
  func noReference() {
    var rule = RepeatSearchRule()
    let step11 = rule.visibleExtentChanged(Envelope(center: Point(x: 5_000, y: 0), width: 10, height: 10))
    #expect(!step11)
    rule.searchSettled(visibleExtent: .empty())
    #expect(rule.referenceExtent == nil)
  }
}
