public import Foundation

/// A tiled map layer described by value: where its tiles come from and how it is shown.
///
/// Meridian draws nothing itself; a UI front reads these descriptions to load the tiles. The offline
/// geocoding flow's street map is a local tile cache:
///
/// ```swift
/// let streets = TiledLayer(tileCacheName: "streetmap_SD")
/// let map = Map(baseLayer: streets)
/// ```
public struct TiledLayer: Sendable, Hashable, Codable {
  /// Where a tiled layer's tiles come from.
  public enum Source: Sendable, Hashable, Codable {
    /// A named local tile cache (a `.tpk`/`.tpkx` package or a tile folder the app ships or downloads).
    case tileCache(name: String)
    /// A tiled map service or tile URL template.
    case url(URL)
  }

  /// Where the tiles come from.
  public var source: Source
  /// A display name; defaults to the cache name or the URL's last path component.
  public var name: String
  /// The opacity, 0...1.
  public var opacity: Double
  /// A Boolean value indicating whether the layer is shown.
  public var isVisible: Bool
  /// The smallest scale (largest denominator) at which the layer shows; 0 means no limit.
  public var minScale: Double
  /// The largest scale (smallest denominator) at which the layer shows; 0 means no limit.
  public var maxScale: Double

  /// Creates a layer from a named local tile cache.
  ///
  /// - Parameters:
  ///   - tileCacheName: The cache's name, such as `"streetmap_SD"`.
  ///   - name: A display name; the cache name when `nil`.
  public init(tileCacheName: String, name: String? = nil) {
    self.init(source: .tileCache(name: tileCacheName), name: name ?? tileCacheName)
  }

  /// Creates a layer from a tiled service URL.
  ///
  /// - Parameters:
  ///   - url: The service or tile template URL.
  ///   - name: A display name; the URL's last path component when `nil`.
  public init(url: URL, name: String? = nil) {
    self.init(source: .url(url), name: name ?? url.lastPathComponent)
  }

  /// Creates a layer from a source.
  ///
  /// - Parameters:
  ///   - source: Where the tiles come from.
  ///   - name: The display name.
  ///   - opacity: The opacity, clamped to 0...1 (NaN becomes 1). The default is 1.
  ///   - isVisible: Whether the layer is shown. The default is `true`.
  ///   - minScale: The smallest scale at which it shows; 0 (the default) means no limit.
  ///   - maxScale: The largest scale at which it shows; 0 (the default) means no limit.
  public init(
    source: Source, name: String, opacity: Double = 1, isVisible: Bool = true, minScale: Double = 0,
    maxScale: Double = 0
  ) {
    self.source = source
    self.name = name
    self.opacity = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
    self.isVisible = isVisible
    self.minScale = minScale
    self.maxScale = maxScale
  }
}
