import InternalMeridianUtilities
import MeridianCore
import MeridianGeocoding

/// The offline index's fingerprint: ``ByteChecksum`` over a store's arrays.
enum IndexChecksum {
  /// A checksum of a store's contents (used as the index fingerprint).
  static func of(store: PlaceStore) -> UInt64 {
    var h = ByteChecksum.offset
    store.strings.bytes.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.names.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.details.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.detailFields.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.areas.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.areaFields.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.latitudes.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    store.longitudes.withUnsafeBytes { h = ByteChecksum.update(h, $0) }
    return h
  }
}
