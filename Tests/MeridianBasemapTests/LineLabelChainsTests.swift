import Testing

@testable import MeridianBasemap

/// The pieces of a named line joined end to end before its name is placed (worked by hand).
@Suite("Line label chains") struct LineLabelChainsTests {
  @Test("pieces meeting end to end, either way round, make one chain; a piece apart its own")
  func chains() {
    // 0: (0,0)→(1,0); 1: (1,0)→(2,0); 2: (3,0)→(2,0), backwards; 3: apart; 4: (-1,0)→(0,0), before 0.
    let ends: [(first: SIMD2<Double>, last: SIMD2<Double>)] = [
      (SIMD2(0, 0), SIMD2(1, 0)), (SIMD2(1, 0), SIMD2(2, 0)), (SIMD2(3, 0), SIMD2(2, 0)),
      (SIMD2(10, 10), SIMD2(11, 10)), (SIMD2(-1, 0), SIMD2(0, 0)),
    ]
    let chains = LineLabelChains.chains(ends)
    #expect(chains.count == 2)
    #expect(chains[0].map(\.path) == [4, 0, 1, 2])
    #expect(chains[0].map(\.reversed) == [false, false, false, true])
    #expect(chains[1].map(\.path) == [3])
  }

  @Test("a piece joined at the head backwards runs forwards into it")
  func head() {
    // 0: (1,0)→(2,0); 1: (1,0)→(0,0) leaves the head backwards: the chain is 1 reversed, then 0.
    let chains = LineLabelChains.chains([(SIMD2(1, 0), SIMD2(2, 0)), (SIMD2(1, 0), SIMD2(0, 0))])
    #expect(chains.count == 1)
    #expect(chains[0].map(\.path) == [1, 0])
    #expect(chains[0].map(\.reversed) == [true, false])
  }
}
