import Foundation
import MeridianCore
import MeridianGeocodeService
import MeridianGeocoding
import Testing

/// Contract tests of the service root (`…/GeocodeServer?f=json`, PROTOCOL.md §1 and §7.3) through
/// the stub and the loopback server: the recorded roots, and a World-style root with the nested
/// category tree (no complete World root was recorded; PROTOCOL.md §1 gives its shape).
@Suite("Contract: service root")
struct ContractServiceRootTests {
  @Test("The San Diego sample root decodes into LocatorInfo", arguments: Backend.allCases)
  func sanDiego(backend: Backend) async throws {
    let harness = try ContractHarness(backend, fixtures: ["GeocodeServer": "service-root-sandiego-sample"])
    defer { harness.stop() }
    let info = try await harness.locator.locatorInfo
    #expect(info.name == "World")
    #expect(info.description == "Sample geocoder for San Diego, California, USA")
    #expect(info.maxBatchSize == 1000)
    #expect(info.supportsSuggestions)
    #expect(info.supportsAddresses)
    // No categories and no PlaceName or Place_addr among its 16 candidate fields.
    #expect(info.supportsPOI == false)
    #expect(info.categories.isEmpty)
    #expect(info.spatialReference == .wgs84)
    #expect(
      info.searchAttributes.map(\.name)
        == ["Address", "Neighborhood", "City", "Subregion", "Region", "Postal", "PostalExt", "Country", "SingleLine"])
    #expect(info.searchAttributes.last?.displayName == "Single Line Input")
    #expect(info.resultAttributes.count == 16)
    #expect(info.resultAttributes.first { $0.name == "Shape" }?.type == "esriFieldTypeGeometry")
    #expect(harness.requests.first?.method == "GET")
    #expect(harness.requests.first?.rawQuery == "f=json")
  }

  @Test(
    "The 10.1 documentation root: a wkt reference, the string \"null\" description, SuggestedBatchSize only",
    arguments: Backend.allCases)
  func enterprise(backend: Backend) async throws {
    let harness = try ContractHarness(
      backend, servicePath: "/arcgis/rest/services/Locators/ESRI_Geocode_USA/GeocodeServer",
      fixtures: ["GeocodeServer": "service-root-enterprise-doc-example"])
    defer { harness.stop() }
    let info = try await harness.locator.locatorInfo
    #expect(info.name == "ESRI_Geocode_USA")
    #expect(info.description == "")
    #expect(info.spatialReference == nil)
    #expect(info.maxBatchSize == nil)
    #expect(info.searchAttributes.map(\.name) == ["Street", "City", "State", "ZIP", "Single Line Input"])
    #expect(info.searchAttributes.last?.displayName == "Full Address")
    #expect(info.resultAttributes.count == 17)
    #expect(info.resultAttributes.last?.name == "Addr_type")
    #expect(info.supportsPOI == false)
    #expect(info.supportsSuggestions)
    #expect(info.categories.isEmpty)
    // SuggestedBatchSize 1000 sizes batches when MaxBatchSize is absent.
    #expect(try await harness.transport.maximumBatchSize() == 1000)
  }

  /// A World-style root: the shape PROTOCOL.md §1 gives, with part of the §7.3 category tree,
  /// `localizedNames` and `countries` as the World root carries them, and no PlaceName field.
  static let worldRoot = #"""
    {"currentVersion":11.3,"serviceDescription":"World Geocoder","capabilities":"Geocode,ReverseGeocode,Suggest",
     "addressFields":[{"name":"Address","type":"esriFieldTypeString","alias":"Address or Place","required":false,
       "length":100,"localizedNames":{"fr":"Adresse"},"recognizedNames":{"en":["Address","Addr"]}}],
     "singleLineAddressField":{"name":"SingleLine","type":"esriFieldTypeString","alias":"Single Line Input",
       "required":false,"length":200},
     "candidateFields":[{"name":"Loc_name","type":"esriFieldTypeString","alias":"Loc_name","required":false}],
     "spatialReference":{"wkid":4326,"latestWkid":4326},
     "locatorProperties":{"MaxBatchSize":1000,"SuggestedBatchSize":150},
     "countries":["USA","FRA"],
     "categories":[
       {"name":"Address","categories":[{"name":"Subaddress"},{"name":"Point Address"},{"name":"Street Address"}]},
       {"name":"Postal","categories":[{"name":"Primary Postal"},{"name":"Postal Locality"},{"name":"Postal Extension"}]},
       {"name":"Populated Place","categories":[{"name":"City"},{"name":"Neighborhood"}]},
       {"name":"POI","localizedNames":{"fr":"Point d'intérêt"},"categories":[
         {"name":"Food","categories":[{"name":"Coffee Shop","localizedNames":{"fr":"Café"}},{"name":"Pizza"}]},
         {"name":"Parks and Outdoors","categories":[{"name":"Park"},{"name":"Ski Resort"}]}]}]}
    """#

  @Test("A World root: the nested category tree, and POI support from its POI category", arguments: Backend.allCases)
  func worldCategories(backend: Backend) async throws {
    let harness = try ContractHarness(backend, routes: ["GeocodeServer": (200, Data(Self.worldRoot.utf8))])
    defer { harness.stop() }
    let info = try await harness.locator.locatorInfo
    #expect(info.description == "World Geocoder")
    #expect(info.supportsPOI, "the tree has a POI category, though no PlaceName field")
    #expect(info.categories.map(\.name) == ["Address", "Postal", "Populated Place", "POI"])
    #expect(info.categories[0].subcategories.map(\.name) == ["Subaddress", "Point Address", "Street Address"])
    let poi = try #require(info.categories.first { $0.name == "POI" })
    #expect(poi.subcategories.map(\.name) == ["Food", "Parks and Outdoors"])
    #expect(
      poi.subcategories[0]
        == LocatorCategory(
          name: "Food", subcategories: [LocatorCategory(name: "Coffee Shop"), LocatorCategory(name: "Pizza")]))
    #expect(poi.subcategories[1].subcategories.map(\.name) == ["Park", "Ski Resort"])
    #expect(poi.subcategories[1].subcategories.allSatisfy { $0.subcategories.isEmpty })
    #expect(info.searchAttributes.map(\.name) == ["Address", "SingleLine"])
    #expect(info.maxBatchSize == 1000)
  }

  @Test("A PlaceName candidate field alone also means POI support")
  func poiFromFields() throws {
    let root = #"{"capabilities":"Geocode","candidateFields":[{"name":"placename","type":"esriFieldTypeString"}]}"#
    let info = try GeocodeServiceDecoder.locatorInfo(from: Data(root.utf8), name: "Custom")
    #expect(info.supportsPOI)
    #expect(info.supportsSuggestions == false)
    #expect(info.categories.isEmpty)
  }

  @Test("A category without a name is a decoding error naming its path in the tree")
  func malformedCategory() {
    let root =
      #"{"categories":[{"name":"POI","categories":[{"name":"Food","categories":[{"name":"Pizza"},{"title":"x"}]}]}]}"#
    #expect(
      throws: GeocodingError.decoding(
        field: "categories[0].categories[0].categories[1].name", message: "the field is missing.")
    ) {
      try GeocodeServiceDecoder.locatorInfo(from: Data(root.utf8), name: "World")
    }
  }
}
