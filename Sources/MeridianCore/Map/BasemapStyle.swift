/// The basemap styles a map can be created with, named as the ArcGIS basemap styles service names them.
public enum BasemapStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// ArcGIS Topographic.
  case arcGISTopographic
  /// ArcGIS Streets.
  case arcGISStreets
  /// ArcGIS Imagery.
  case arcGISImagery
  /// ArcGIS Navigation.
  case arcGISNavigation
  /// ArcGIS Light Gray Canvas.
  case arcGISLightGray
  /// ArcGIS Dark Gray Canvas.
  case arcGISDarkGray
  /// ArcGIS Oceans.
  case arcGISOceans
  /// ArcGIS Terrain.
  case arcGISTerrain
  /// ArcGIS Charted Territory.
  case arcGISChartedTerritory
  /// OpenStreetMap standard.
  case osmStandard
  /// OpenStreetMap streets.
  case osmStreets
  /// OpenStreetMap light gray.
  case osmLightGray
  /// OpenStreetMap dark gray.
  case osmDarkGray
}
