package import Foundation
import InternalMeridianUtilities

extension OfflineLocator {
  /// The version of the binary index format this build writes and reads (see the "Offline locator"
  /// article). A cache of index files puts it in their names, so files of another version are not
  /// looked at.
  package static var indexFormatVersion: Int { Int(BinaryIndexFormat.version) }

  /// A 64-bit checksum of the bytes of some files, in order (the checksum index files carry; not a
  /// cryptographic hash). Each file's byte count is mixed in, so moving bytes from one file to the
  /// next changes the result.
  ///
  /// - Parameter contents: The files' contents.
  /// - Returns: The checksum.
  package static func checksum(of contents: [Data]) -> UInt64 {
    var hash = ByteChecksum.offset
    for data in contents {
      var count = UInt64(data.count)
      withUnsafeBytes(of: &count) { hash = ByteChecksum.update(hash, $0) }
      data.withUnsafeBytes { hash = ByteChecksum.update(hash, $0) }
    }
    return hash
  }
}
