public import Foundation
import InternalMeridianUtilities

extension VectorTileCache {
  /// The checksum of source files, as a cache names its files by: each file's size and bytes, in order.
  ///
  /// - Parameter urls: The files.
  /// - Returns: The checksum.
  /// - Throws: The file system's error when a file cannot be read.
  public static func checksum(ofFiles urls: [URL]) throws -> UInt64 {
    var hash = ByteChecksum.offset
    for url in urls {
      let data = try Data(contentsOf: url, options: .mappedIfSafe)
      var count = UInt64(data.count).littleEndian
      withUnsafeBytes(of: &count) { hash = ByteChecksum.update(hash, $0) }
      data.withUnsafeBytes { hash = ByteChecksum.update(hash, $0) }
    }
    return hash
  }
}
