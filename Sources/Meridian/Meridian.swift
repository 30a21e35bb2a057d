// The umbrella module: one import brings the whole SDK except the test kit.
@_exported import MeridianCore
@_exported import MeridianGeocoding
@_exported import MeridianGraphics
@_exported import MeridianMapView
@_exported import MeridianModels
@_exported import MeridianSampleData
