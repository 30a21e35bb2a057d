extension MapView {
  /// How much of a view's visible area the detailed data of its map's drawable layers covers.
  ///
  /// An offline basemap built from an extract holds streets and buildings only inside the extract's
  /// box (`DrawableLayer/dataCoverage`); a front tells the person when the view leaves it.
  public enum DataCoverage: String, Sendable, Hashable, CaseIterable {
    /// The whole visible area lies inside the data.
    case full
    /// The visible area lies partly inside and partly outside the data.
    case partial
    /// The whole visible area lies outside the data: the layers draw no detail there.
    case outside
    /// No drawable layer says what area its data covers (an online basemap, say), or the view has
    /// no area.
    case unknown
  }
}
