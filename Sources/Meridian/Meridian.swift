// The umbrella module: one import brings every library module. It carries no data and no test kit:
// `MeridianSampleData` (17 MB of CSV resources) and `MeridianTesting` are imported by name where wanted.
@_exported public import MeridianBasemap
@_exported public import MeridianBasemapBuilder
@_exported public import MeridianClustering
@_exported public import MeridianCore
@_exported public import MeridianGeocodeService
@_exported public import MeridianGeocoding
@_exported public import MeridianGraphics
@_exported public import MeridianMapView
@_exported public import MeridianModels
@_exported public import MeridianOfflineLocator
