import Foundation
import Testing

@testable import MeridianBasemapBuilder

/// Streams written by libosmium that an earlier inflater refused (issue 29: 15-bit codes counted twice
/// when building a table). Sizes and digests from Python's `zlib` and `hashlib` (Fixtures/zlib-osmium).
@Suite("Inflate: streams written by osmium")
struct InflateOsmiumStreamTests {
  struct Stream: Sendable, CustomTestStringConvertible {
    let file: String
    let rawSize: Int
    let sha256: String
    var testDescription: String { file }
  }

  static let streams = [
    Stream(
      file: "hel-osmium-blob3", rawSize: 201_793,
      sha256: "fdf72b6953bff058905a5e259adb78d63ce2a1b43bc3172090a0d5dab78bab1e"),
    Stream(
      file: "li10-blob44", rawSize: 108_478,
      sha256: "3e7a83f51be49c6b5fcc5c39c2133bc6e5905387b9cdd6ac84b30ee0e2ec9c3f"),
  ]

  @Test("Each stream inflates to its declared size and SHA-256", arguments: streams)
  func inflates(_ stream: Stream) throws {
    let url = try #require(
      Bundle.module.url(forResource: stream.file, withExtension: "zlib", subdirectory: "Fixtures/zlib-osmium"))
    let bytes = [UInt8](try Data(contentsOf: url))
    let output = try Inflate.zlib(bytes, declaredSize: stream.rawSize)
    #expect(output.count == stream.rawSize)
    #expect(SHA256.hex(output) == stream.sha256)
    // Without the declared size: the same bytes.
    #expect(try Inflate.zlib(bytes) == output)
  }
}

/// The hash the fixtures are checked with, against FIPS 180-4's examples (csrc.nist.gov, "SHA256.pdf").
@Suite("SHA-256 (test support)")
struct SHA256Tests {
  @Test("FIPS 180-4's one-block, two-block and empty examples")
  func examples() {
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let twoBlocks = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(SHA256.hex(twoBlocks) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }
}
