import Testing

@testable import MeridianBasemap
@testable import MeridianBasemapBuilder

/// The output bounds: the limit (the "zip bomb" bound) and the declared size; cancellation.
@Suite("Inflate: output bounds and cancellation")
struct InflateLimitTests {
  /// A fixed-Huffman stream of a zero byte and `matches` matches of 258 zeros at distance 1: 13 bits
  /// for 258 bytes, a ratio of about 159.
  static func zeros(matches: Int) -> (stream: [UInt8], size: Int) {
    var writer = DeflateBitWriter()
    writer.bits(1, 1)
    writer.bits(1, 2)
    writer.fixedSymbol(0)
    for _ in 0..<matches {
      writer.fixedSymbol(285)
      writer.code(0, 5)
    }
    writer.fixedSymbol(256)
    let size = 1 + 258 * matches
    return (zlibWrapped(writer.bytes, source: [UInt8](repeating: 0, count: size)), size)
  }

  @Test("The default limit is the PBF blob limit, 32 MiB")
  func defaultLimit() throws {
    #expect(Inflate.defaultOutputLimit == 33_554_432)
    // 130,056 matches: 1 + 258 × 130,056 = 33,554,449 bytes from 211 KB, 17 bytes over the limit.
    let over = Self.zeros(matches: 130_056)
    #expect(over.stream.count < 220_000)
    do {
      _ = try Inflate.zlib(over.stream)
      Issue.record("33,554,449 bytes were returned")
    } catch {
      #expect(error.reason == .outputTooLarge(limit: 33_554_432))
    }
  }

  @Test("A smaller limit stops a stream as soon as it passes it")
  func smallLimit() throws {
    let bomb = Self.zeros(matches: 4_000)  // 1,032,001 bytes from about 6.5 KB
    #expect(try Inflate.zlib(bomb.stream, limit: bomb.size).count == bomb.size)
    // The 388th match would end at 100,105 bytes; its bits end at bit 16 + 11 + 388 × 13 = 5,071,
    // in byte 633 (the 2 header bytes, 3 block header bits and 8 for the first literal before it).
    #expect(throws: InflateError(.outputTooLarge(limit: 100_000), offset: 633)) {
      try Inflate.zlib(bomb.stream, limit: 100_000)
    }
    // A declared size above the limit is refused before any work.
    #expect(throws: InflateError(.outputTooLarge(limit: 100_000), offset: 0)) {
      try Inflate.zlib(bomb.stream, declaredSize: 200_000, limit: 100_000)
    }
  }

  @Test("The output must have exactly the declared size")
  func declaredSize() throws {
    let fixture = ZlibFixtures.level6
    #expect(try Inflate.zlib(fixture.bytes, declaredSize: 12_825).count == 12_825)
    do {
      _ = try Inflate.zlib(fixture.bytes, declaredSize: 12_826)
      Issue.record("a short output was accepted")
    } catch {
      #expect(error.reason == .sizeMismatch(declared: 12_826, actual: 12_825))
    }
    do {
      _ = try Inflate.zlib(fixture.bytes, declaredSize: 12_824)
      Issue.record("a long output was accepted")
    } catch {
      guard case .sizeMismatch(12_824, let actual) = error.reason else {
        Issue.record("expected a size mismatch, got \(error)")
        return
      }
      #expect(actual > 12_824)
    }
    #expect(throws: InflateError.self) { try Inflate.zlib(fixture.bytes, declaredSize: -1) }
  }

  @Test("A cancelled task stops between blocks")
  func cancellation() async {
    let stream = ZlibFixtures.multiBlock.bytes
    let task = Task { () -> InflateError.Reason? in
      while !Task.isCancelled { await Task.yield() }
      do throws(InflateError) {
        _ = try Inflate.zlib(stream, cancellable: true)
        return nil
      } catch {
        return error.reason
      }
    }
    task.cancel()
    #expect(await task.value == .cancelled)
    // Not cancellable: the same stream inflates in a cancelled task.
    let plain = Task { () -> Int? in
      while !Task.isCancelled { await Task.yield() }
      return (try? Inflate.zlib(stream))?.count
    }
    plain.cancel()
    #expect(await plain.value == 5_110)
  }
}
