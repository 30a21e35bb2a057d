import Foundation
import MeridianTesting

/// The source bytes of the zlib fixtures, made from a seed (SplitMix64, `SeededRandomNumberGenerator`),
/// exactly as the Python recorder of the fixtures made them.
enum InflateSources {
  static let vocabulary = [
    "Helsinki", "Kauppatori", "market", "square", "the", "and", "of", "harbour", "tram", "ferry", "island", "park",
    "street", "map", "tile", "zoom", "node", "way", "relation", "sauna", "löyly", "Töölönlahti", "bay",
  ]

  /// `words` words drawn from ``vocabulary``, separated by spaces, a newline after every twelfth, UTF-8.
  static func text(seed: UInt64, words: Int) -> [UInt8] {
    var random = SeededRandomNumberGenerator(seed: seed)
    var text = ""
    for index in 0..<words {
      text += vocabulary[Int(random.next() % UInt64(vocabulary.count))]
      text += index % 12 == 11 ? "\n" : " "
    }
    return Array(text.utf8)
  }

  /// `count` random bytes: each 64-bit draw, little-endian.
  static func randomBytes(seed: UInt64, count: Int) -> [UInt8] {
    var random = SeededRandomNumberGenerator(seed: seed)
    var bytes: [UInt8] = []
    while bytes.count < count { bytes += withUnsafeBytes(of: random.next().littleEndian) { Array($0) } }
    return Array(bytes.prefix(count))
  }

  /// `count` runs: each of one of `a`–`d` (`0x61 + draw % 4`) repeated `1 + draw % 600` times.
  static func runs(seed: UInt64, count: Int) -> [UInt8] {
    var random = SeededRandomNumberGenerator(seed: seed)
    var bytes: [UInt8] = []
    for _ in 0..<count {
      let byte = UInt8(0x61 + random.next() % 4)
      bytes += [UInt8](repeating: byte, count: Int(1 + random.next() % 600))
    }
    return bytes
  }

  /// The largest distance of each DEFLATE distance code (RFC 1951 §3.2.5), capped at 32,500: zlib never
  /// looks further back than 32,768 − 262 bytes.
  static let farthestDistances = [
    1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144,
    8192, 12288, 16384, 24576, 32500,
  ]

  /// 64 zero bytes, then for each distance code a 16-byte marker (two draws, little-endian; repeated
  /// with the period `d` when `d` < 16), zeros, the same marker `d` bytes after the first, and 40 zeros:
  /// a match at distance `d` for every code, and long runs of zeros (matches of 258).
  static func distancePairs(seed: UInt64) -> [UInt8] {
    var random = SeededRandomNumberGenerator(seed: seed)
    var bytes = [UInt8](repeating: 0, count: 64)
    for distance in farthestDistances {
      var drawn: [UInt8] = []
      for _ in 0..<2 { drawn += withUnsafeBytes(of: random.next().littleEndian) { Array($0) } }
      let marker = (0..<16).map { drawn[$0 % distance] }
      let start = bytes.count
      bytes += [UInt8](repeating: 0, count: distance + 16 + 40)
      bytes.replaceSubrange(start..<start + 16, with: marker)
      bytes.replaceSubrange(start + distance..<start + distance + 16, with: marker)
    }
    return bytes
  }

  /// The source bytes of a fixture, by its name.
  static func source(of fixture: ZlibFixture) -> [UInt8] {
    switch fixture.name {
    case "empty": return []
    case "storedBlocks": return text(seed: 1, words: 300)
    case "fixedHuffman": return text(seed: 2, words: 200)
    case "level1", "level6", "level9": return text(seed: 3, words: 2000)
    case "huffmanOnly": return text(seed: 4, words: 500)
    case "rle": return runs(seed: 5, count: 60)
    case "incompressible": return randomBytes(seed: 6, count: 1000)
    case "distances": return distancePairs(seed: 7)
    case "multiBlock": return text(seed: 8, words: 800)
    case "window512": return text(seed: 9, words: 500)
    case "rawDeflate": return text(seed: 10, words: 300)
    case "fullFlush": return text(seed: 11, words: 100) + text(seed: 12, words: 100)
    default: return []
    }
  }
}

extension ZlibFixture {
  /// The compressed bytes.
  var bytes: [UInt8] { [UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data()) }
}

extension ZlibFixtures {
  static let all = [
    empty, storedBlocks, fixedHuffman, level1, level6, level9, huffmanOnly, rle, incompressible, distances, multiBlock,
    window512, rawDeflate, fullFlush,
  ]
}
