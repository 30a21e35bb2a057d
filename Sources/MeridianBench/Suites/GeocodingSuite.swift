import Foundation
import Meridian

/// The `geocoding` suite: decoding and request encoding of the online GeocodeServer transport.
///
/// `rest.decode_batch_50` decodes a recorded 50-record `geocodeAddresses` response (the fixture
/// `geocodeAddresses-atlanta-50-records.json`, a live World response kept by R-ArcGIS/arcgisgeocode's
/// tests, Apache-2.0; embedded below with line breaks added between JSON tokens only) with
/// `GeocodeServiceDecoder.batch(from:)`: JSON parsing, attributes, geometry and the ResultID join.
/// `rest.encode_request` builds `findAddressCandidates` requests with every common parameter
/// (text, location, extent, outFields, categories, country, language) through
/// `GeocodeServiceTransport.request(for:)`. Each figure is the best of five timed runs.
func runGeocodingSuite(_ bench: inout Bench) async throws {
  let batch = Data(atlantaBatchResponse.utf8)
  let records = try GeocodeServiceDecoder.batch(from: batch)
  guard records.count == 50 else { throw BenchError.unexpected("decoded \(records.count) records, expected 50") }
  let decodeRounds = 200
  var bestDecode = Double.infinity
  for _ in 0..<5 {
    let seconds = try Bench.seconds {
      for _ in 0..<decodeRounds { blackHole(try GeocodeServiceDecoder.batch(from: batch).count) }
    }
    bestDecode = min(bestDecode, seconds)
  }
  let decoded = 50 * decodeRounds
  bench.report("rest.decode_batch_50", value: Double(decoded) / bestDecode, unit: "records/s", n: decoded)

  guard let url = URL(string: "https://geocode-api.arcgis.com/arcgis/rest/services/World/GeocodeServer") else {
    throw BenchError.unexpected("bad service URL")
  }
  let transport = GeocodeServiceTransport(url: url, credential: .apiKey("bench-key"))
  var parameters = GeocodeParameters()
  parameters.preferredSearchLocation = Point(latitude: 34.057, longitude: -117.196)
  parameters.searchArea = Envelope(xMin: -117.3, yMin: 34.0, xMax: -117.1, yMax: 34.1, spatialReference: .wgs84)
  parameters.addResultAttributeNames(["PlaceName", "Place_addr", "Type", "City", "Region"])
  parameters.categories = ["Coffee Shop", "Food"]
  parameters.countryCode = "USA"
  parameters.outputLanguageCode = "en"
  parameters.maxResults = 10
  let encodeRounds = 20_000
  var bestEncode = Double.infinity
  for _ in 0..<5 {
    let seconds = try Bench.seconds {
      for index in 0..<encodeRounds {
        let operation = GeocodeServiceOperation.findAddressCandidates(
          .searchText("380 New York St \(index), Redlands, CA 92373"), parameters)
        blackHole(try transport.request(for: operation).url)
      }
    }
    bestEncode = min(bestEncode, seconds)
  }
  bench.report("rest.encode_request", value: Double(encodeRounds) / bestEncode, unit: "requests/s", n: encodeRounds)
}

/// An unexpected state of the geocoding bench.
private enum BenchError: Error {
  case unexpected(String)
}

/// The recorded 50-record `geocodeAddresses` response (see the suite's documentation for its source).
private let atlantaBatchResponse = """
    {"spatialReference":{"wkid":4326,"latestWkid":
    4326},"locations":[{"address":"1171 Piedmont Ave NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.378047928671,"y":33.786746474305},
    "score":100,"attributes":{"ResultID":1,"Loc_name":
    "World","Status":"M","Score":100,"Match_addr":
    "1171 Piedmont Ave NE, Atlanta, Georgia, 30309",
    "LongLabel":"1171 Piedmont Ave NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"1171 Piedmont Ave NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1171 Piedmont Ave NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1171","AddNumFrom":"1163","AddNumTo":
    "1207","AddRange":"1163-1207","Side":"R",
    "StPreDir":"","StPreType":"","StName":"Piedmont",
    "StType":"Ave","StDir":"NE","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1171 Piedmont Ave NE","Block":
    "","Sector":"","Nbrhd":"Midtown","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30309","PostalExt":"37ND","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.378047928671,
    "Y":33.786746474305,"DisplayX":-84.378047928671,
    "DisplayY":33.786746474305,"Xmin":-84.379047928671,
    "Xmax":-84.377047928671,"Ymin":33.785746474305,
    "Ymax":33.787746474305,"ExInfo":""}},{"address":
    "241 16th St NW, Atlanta, Georgia, 30363",
    "location":{"x":-84.396897587688,"y":33.790157300125},
    "score":99.52,"attributes":{"ResultID":4,
    "Loc_name":"World","Status":"M","Score":
    99.52,"Match_addr":"241 16th St NW, Atlanta, Georgia, 30363",
    "LongLabel":"241 16th St NW, Atlanta, GA, 30363, USA",
    "ShortLabel":"241 16th St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"241 16th St NW, Atlanta, Georgia, 30363",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"241","AddNumFrom":"245","AddNumTo":
    "231","AddRange":"231-245","Side":"L","StPreDir":
    "","StPreType":"","StName":"16th","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"241 16th St NW",
    "Block":"","Sector":"","Nbrhd":"Home Park",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30363","PostalExt":
    "1000","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.396897587688,
    "Y":33.790157300125,"DisplayX":-84.396897587688,
    "DisplayY":33.790157300125,"Xmin":-84.397897587688,
    "Xmax":-84.395897587688,"Ymin":33.789157300125,
    "Ymax":33.791157300125,"ExInfo":""}},{"address":
    "Beverly Rd NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.379099963409,"y":33.796739980484},
    "score":91.25,"attributes":{"ResultID":3,
    "Loc_name":"World","Status":"M","Score":
    91.25,"Match_addr":"Beverly Rd NE, Atlanta, Georgia, 30309",
    "LongLabel":"Beverly Rd NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"Beverly Rd NE","Addr_type":
    "StreetName","Type":"","PlaceName":"","Place_addr":
    "Beverly Rd NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Beverly","StType":
    "Rd","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"Beverly Rd NE",
    "Block":"","Sector":"","Nbrhd":"Ansley Park",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30309","PostalExt":
    "","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.379099963409,
    "Y":33.796739980484,"DisplayX":-84.379099963409,
    "DisplayY":33.796739980484,"Xmin":-84.380099963409,
    "Xmax":-84.378099963409,"Ymin":33.795739980484,
    "Ymax":33.797739980484,"ExInfo":"4505 | NA"}},
    {"address":"1233 Peachtree St NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.383595143166,"y":33.788010106476},
    "score":100,"attributes":{"ResultID":5,"Loc_name":
    "World","Status":"M","Score":100,"Match_addr":
    "1233 Peachtree St NE, Atlanta, Georgia, 30309",
    "LongLabel":"1233 Peachtree St NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"1233 Peachtree St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1233 Peachtree St NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1233","AddNumFrom":"1205","AddNumTo":
    "1233","AddRange":"1205-1233","Side":"R",
    "StPreDir":"","StPreType":"","StName":"Peachtree",
    "StType":"St","StDir":"NE","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1233 Peachtree St NE","Block":
    "","Sector":"","Nbrhd":"Ansley Park","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30309","PostalExt":"35ND","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.383595143166,
    "Y":33.788010106476,"DisplayX":-84.383595143166,
    "DisplayY":33.788010106476,"Xmin":-84.384595143166,
    "Xmax":-84.382595143166,"Ymin":33.787010106476,
    "Ymax":33.789010106476,"ExInfo":""}},{"address":
    "151 Alden Ave NW, Atlanta, Georgia, 30309",
    "location":{"x":-84.397051063072,"y":33.801259194689},
    "score":100,"attributes":{"ResultID":7,"Loc_name":
    "World","Status":"M","Score":100,"Match_addr":
    "151 Alden Ave NW, Atlanta, Georgia, 30309",
    "LongLabel":"151 Alden Ave NW, Atlanta, GA, 30309, USA",
    "ShortLabel":"151 Alden Ave NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"151 Alden Ave NW, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"151","AddNumFrom":"71","AddNumTo":
    "199","AddRange":"71-199","Side":"R","StPreDir":
    "","StPreType":"","StName":"Alden","StType":
    "Ave","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"151 Alden Ave NW",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30309","PostalExt":"2058","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.397051063072,
    "Y":33.801259194689,"DisplayX":-84.397051063072,
    "DisplayY":33.801259194689,"Xmin":-84.398051063072,
    "Xmax":-84.396051063072,"Ymin":33.800259194689,
    "Ymax":33.802259194689,"ExInfo":""}},{"address":
    "1670 W Peachtree St NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.387765952814,"y":33.799248251333},
    "score":99.38,"attributes":{"ResultID":2,
    "Loc_name":"World","Status":"M","Score":
    99.38,"Match_addr":"1670 W Peachtree St NE, Atlanta, Georgia, 30309",
    "LongLabel":"1670 W Peachtree St NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"1670 W Peachtree St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1670 W Peachtree St NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1670","AddNumFrom":"1588","AddNumTo":
    "1698","AddRange":"1588-1698","Side":"L",
    "StPreDir":"W","StPreType":"","StName":"Peachtree",
    "StType":"St","StDir":"NE","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1670 W Peachtree St NE","Block":
    "","Sector":"","Nbrhd":"Sherwood Forest",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30309","PostalExt":
    "","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.387765952814,
    "Y":33.799248251333,"DisplayX":-84.387765952814,
    "DisplayY":33.799248251333,"Xmin":-84.388765952814,
    "Xmax":-84.386765952814,"Ymin":33.798248251333,
    "Ymax":33.800248251333,"ExInfo":"NA"}},{
    "address":"169 Hunnicutt St NW, Atlanta, Georgia, 30313",
    "location":{"x":-84.392890550483,"y":33.766687300681},
    "score":100,"attributes":{"ResultID":9,"Loc_name":
    "World","Status":"M","Score":100,"Match_addr":
    "169 Hunnicutt St NW, Atlanta, Georgia, 30313",
    "LongLabel":"169 Hunnicutt St NW, Atlanta, GA, 30313, USA",
    "ShortLabel":"169 Hunnicutt St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"169 Hunnicutt St NW, Atlanta, Georgia, 30313",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"169","AddNumFrom":"173","AddNumTo":
    "157","AddRange":"157-173","Side":"L","StPreDir":
    "","StPreType":"","StName":"Hunnicutt","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"169 Hunnicutt St NW",
    "Block":"","Sector":"","Nbrhd":"Techwood/Clark Howell Homes",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30313","PostalExt":
    "2146","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.392890550483,
    "Y":33.766687300681,"DisplayX":-84.392890550483,
    "DisplayY":33.766687300681,"Xmin":-84.393890550483,
    "Xmax":-84.391890550483,"Ymin":33.765687300681,
    "Ymax":33.767687300681,"ExInfo":""}},{"address":
    "200 Corley St NE, Atlanta, Georgia, 30312",
    "location":{"x":-84.366310285247,"y":33.759516158636},
    "score":97.24,"attributes":{"ResultID":8,
    "Loc_name":"World","Status":"M","Score":
    97.24,"Match_addr":"200 Corley St NE, Atlanta, Georgia, 30312",
    "LongLabel":"200 Corley St NE, Atlanta, GA, 30312, USA",
    "ShortLabel":"200 Corley St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"200 Corley St NE, Atlanta, Georgia, 30312",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"200","AddNumFrom":"200","AddNumTo":
    "254","AddRange":"200-254","Side":"L","StPreDir":
    "","StPreType":"","StName":"Corley","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"200 Corley St NE",
    "Block":"","Sector":"","Nbrhd":"Old Fourth Ward",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30312","PostalExt":
    "1406","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.366310285247,
    "Y":33.759516158636,"DisplayX":-84.366310285247,
    "DisplayY":33.759516158636,"Xmin":-84.367310285247,
    "Xmax":-84.365310285247,"Ymin":33.758516158636,
    "Ymax":33.760516158636,"ExInfo":"NA NA"}},
    {"address":"1100 Center St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.402898906204,"y":33.784593073061},
    "score":100,"attributes":{"ResultID":10,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1100 Center St NW, Atlanta, Georgia, 30318",
    "LongLabel":"1100 Center St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"1100 Center St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1100 Center St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1100","AddNumFrom":"1088","AddNumTo":
    "2180","AddRange":"1088-2180","Side":"L",
    "StPreDir":"","StPreType":"","StName":"Center",
    "StType":"St","StDir":"NW","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1100 Center St NW","Block":
    "","Sector":"","Nbrhd":"Home Park","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30318","PostalExt":"7914","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.402898906204,
    "Y":33.784593073061,"DisplayX":-84.402898906204,
    "DisplayY":33.784593073061,"Xmin":-84.403898906204,
    "Xmax":-84.401898906204,"Ymin":33.783593073061,
    "Ymax":33.785593073061,"ExInfo":""}},{"address":
    "360 Fortune St NE, Atlanta, Georgia, 30312",
    "location":{"x":-84.366694291687,"y":33.763547522654},
    "score":99.2,"attributes":{"ResultID":6,
    "Loc_name":"World","Status":"M","Score":
    99.2,"Match_addr":"360 Fortune St NE, Atlanta, Georgia, 30312",
    "LongLabel":"360 Fortune St NE, Atlanta, GA, 30312, USA",
    "ShortLabel":"360 Fortune St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"360 Fortune St NE, Atlanta, Georgia, 30312",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"360","AddNumFrom":"328","AddNumTo":
    "398","AddRange":"328-398","Side":"L","StPreDir":
    "","StPreType":"","StName":"Fortune","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"360 Fortune St NE",
    "Block":"","Sector":"","Nbrhd":"Old Fourth Ward",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30312","PostalExt":
    "1416","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.366694291687,
    "Y":33.763547522654,"DisplayX":-84.366694291687,
    "DisplayY":33.763547522654,"Xmin":-84.367694291687,
    "Xmax":-84.365694291687,"Ymin":33.762547522654,
    "Ymax":33.764547522654,"ExInfo":"NA"}},{
    "address":"400 8th St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.402562386668,"y":33.779585745095},
    "score":100,"attributes":{"ResultID":11,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"400 8th St NW, Atlanta, Georgia, 30318",
    "LongLabel":"400 8th St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"400 8th St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"400 8th St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"400","AddNumFrom":"400","AddNumTo":
    "478","AddRange":"400-478","Side":"L","StPreDir":
    "","StPreType":"","StName":"8th","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"400 8th St NW",
    "Block":"","Sector":"","Nbrhd":"Georgia Tech",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30318","PostalExt":
    "5704","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.402562386668,
    "Y":33.779585745095,"DisplayX":-84.402562386668,
    "DisplayY":33.779585745095,"Xmin":-84.403562386668,
    "Xmax":-84.401562386668,"Ymin":33.778585745095,
    "Ymax":33.780585745095,"ExInfo":""}},{"address":
    "501 Ethel St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.403620969692,"y":33.784682989952},
    "score":100,"attributes":{"ResultID":12,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"501 Ethel St NW, Atlanta, Georgia, 30318",
    "LongLabel":"501 Ethel St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"501 Ethel St NW","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"501 Ethel St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"501","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Ethel","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"501 Ethel St NW",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30318",
    "PostalExt":"5435","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.403622981349,"Y":33.784556255576,
    "DisplayX":-84.403620969692,"DisplayY":33.784682989952,
    "Xmin":-84.404620969692,"Xmax":-84.402620969692,
    "Ymin":33.783682989952,"Ymax":33.785682989952,
    "ExInfo":""}},{"address":"120 Memorial Dr SE, Atlanta, Georgia, 30312",
    "location":{"x":-84.383525551415,"y":33.746941974999},
    "score":100,"attributes":{"ResultID":14,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"120 Memorial Dr SE, Atlanta, Georgia, 30312",
    "LongLabel":"120 Memorial Dr SE, Atlanta, GA, 30312, USA",
    "ShortLabel":"120 Memorial Dr SE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"120 Memorial Dr SE, Atlanta, Georgia, 30312",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"120","AddNumFrom":"142","AddNumTo":
    "94","AddRange":"94-142","Side":"R","StPreDir":
    "","StPreType":"","StName":"Memorial","StType":
    "Dr","StDir":"SE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"120 Memorial Dr SE",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30312","PostalExt":"","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.383525551415,
    "Y":33.746941974999,"DisplayX":-84.383525551415,
    "DisplayY":33.746941974999,"Xmin":-84.384525551415,
    "Xmax":-84.382525551415,"Ymin":33.745941974999,
    "Ymax":33.747941974999,"ExInfo":""}},{"address":
    "388 7th St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.374514978553,"y":33.778750991346},
    "score":100,"attributes":{"ResultID":15,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"388 7th St NE, Atlanta, Georgia, 30308",
    "LongLabel":"388 7th St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"388 7th St NE","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"388 7th St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"388","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"7th","StType":"St",
    "StDir":"NE","BldgType":"","BldgName":"",
    "LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"388 7th St NE",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30308",
    "PostalExt":"1645","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.374460412364,"Y":33.778514789314,
    "DisplayX":-84.374514978553,"DisplayY":33.778750991346,
    "Xmin":-84.375514978553,"Xmax":-84.373514978553,
    "Ymin":33.777750991346,"Ymax":33.779750991346,
    "ExInfo":""}},{"address":"1032 Center St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.402854977591,"y":33.783324398123},
    "score":100,"attributes":{"ResultID":16,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1032 Center St NW, Atlanta, Georgia, 30318",
    "LongLabel":"1032 Center St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"1032 Center St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1032 Center St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1032","AddNumFrom":"1014","AddNumTo":
    "1086","AddRange":"1014-1086","Side":"L",
    "StPreDir":"","StPreType":"","StName":"Center",
    "StType":"St","StDir":"NW","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1032 Center St NW","Block":
    "","Sector":"","Nbrhd":"Home Park","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30318","PostalExt":"7912","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.402854977591,
    "Y":33.783324398123,"DisplayX":-84.402854977591,
    "DisplayY":33.783324398123,"Xmin":-84.403854977591,
    "Xmax":-84.401854977591,"Ymin":33.782324398123,
    "Ymax":33.784324398123,"ExInfo":""}},{"address":
    "1001 Center St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.402623392554,"y":33.781519140349},
    "score":100,"attributes":{"ResultID":17,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1001 Center St NW, Atlanta, Georgia, 30318",
    "LongLabel":"1001 Center St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"1001 Center St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1001 Center St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1001","AddNumFrom":"979","AddNumTo":
    "1001","AddRange":"979-1001","Side":"R",
    "StPreDir":"","StPreType":"","StName":"Center",
    "StType":"St","StDir":"NW","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1001 Center St NW","Block":
    "","Sector":"","Nbrhd":"Georgia Tech","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30318","PostalExt":"7911","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.402623392554,
    "Y":33.781519140349,"DisplayX":-84.402623392554,
    "DisplayY":33.781519140349,"Xmin":-84.403623392554,
    "Xmax":-84.401623392554,"Ymin":33.780519140349,
    "Ymax":33.782519140349,"ExInfo":""}},{"address":
    "421 Spring St, Irvington, Kentucky, 40146",
    "location":{"x":-86.287307644229,"y":37.876433181254},
    "score":76.98,"attributes":{"ResultID":13,
    "Loc_name":"World","Status":"M","Score":
    76.98,"Match_addr":"421 Spring St, Irvington, Kentucky, 40146",
    "LongLabel":"421 Spring St, Irvington, KY, 40146, USA",
    "ShortLabel":"421 Spring St","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"421 Spring St, Irvington, Kentucky, 40146",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"421","AddNumFrom":"499","AddNumTo":
    "403","AddRange":"403-499","Side":"L","StPreDir":
    "","StPreType":"","StName":"Spring","StType":
    "St","StDir":"","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"421 Spring St",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Irvington","MetroArea":"","Subregion":
    "Breckinridge County","Region":"Kentucky",
    "RegionAbbr":"KY","Territory":"","Zone":
    "","Postal":"40146","PostalExt":"","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-86.287307644229,
    "Y":37.876433181254,"DisplayX":-86.287307644229,
    "DisplayY":37.876433181254,"Xmin":-86.288307644229,
    "Xmax":-86.286307644229,"Ymin":37.875433181254,
    "Ymax":37.877433181254,"ExInfo":"NA NA"}},
    {"address":"670 10th St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.409325022441,"y":33.781329013305},
    "score":100,"attributes":{"ResultID":21,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"670 10th St NW, Atlanta, Georgia, 30318",
    "LongLabel":"670 10th St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"670 10th St NW","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"670 10th St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"670","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"10th","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"670 10th St NW",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30318",
    "PostalExt":"5507","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.409325022441,"Y":33.781532525914,
    "DisplayX":-84.409325022441,"DisplayY":33.781329013305,
    "Xmin":-84.410325022441,"Xmax":-84.408325022441,
    "Ymin":33.780329013305,"Ymax":33.782329013305,
    "ExInfo":""}},{"address":"20 Williams St NW, Atlanta, Georgia, 30303",
    "location":{"x":-84.388561821041,"y":33.757307781726},
    "score":100,"attributes":{"ResultID":22,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"20 Williams St NW, Atlanta, Georgia, 30303",
    "LongLabel":"20 Williams St NW, Atlanta, GA, 30303, USA",
    "ShortLabel":"20 Williams St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"20 Williams St NW, Atlanta, Georgia, 30303",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"20","AddNumFrom":"12","AddNumTo":
    "116","AddRange":"12-116","Side":"L","StPreDir":
    "","StPreType":"","StName":"Williams","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"20 Williams St NW",
    "Block":"","Sector":"","Nbrhd":"Downtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30303","PostalExt":
    "2136","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.388561821041,
    "Y":33.757307781726,"DisplayX":-84.388561821041,
    "DisplayY":33.757307781726,"Xmin":-84.389561821041,
    "Xmax":-84.387561821041,"Ymin":33.756307781726,
    "Ymax":33.758307781726,"ExInfo":""}},{"address":
    "762 Argonne Ave NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.377735097675,"y":33.775467007219},
    "score":100,"attributes":{"ResultID":23,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"762 Argonne Ave NE, Atlanta, Georgia, 30308",
    "LongLabel":"762 Argonne Ave NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"762 Argonne Ave NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"762 Argonne Ave NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"762","AddNumFrom":"758","AddNumTo":
    "770","AddRange":"758-770","Side":"L","StPreDir":
    "","StPreType":"","StName":"Argonne","StType":
    "Ave","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"762 Argonne Ave NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "2062","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.377735097675,
    "Y":33.775467007219,"DisplayX":-84.377735097675,
    "DisplayY":33.775467007219,"Xmin":-84.378735097675,
    "Xmax":-84.376735097675,"Ymin":33.774467007219,
    "Ymax":33.776467007219,"ExInfo":""}},{"address":
    "150 6th St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.382389970028,"y":33.777277530177},
    "score":99.05,"attributes":{"ResultID":19,
    "Loc_name":"World","Status":"M","Score":
    99.05,"Match_addr":"150 6th St NE, Atlanta, Georgia, 30308",
    "LongLabel":"150 6th St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"150 6th St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"150 6th St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"150","AddNumFrom":"182","AddNumTo":
    "138","AddRange":"138-182","Side":"R","StPreDir":
    "","StPreType":"","StName":"6th","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"150 6th St NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "13ND","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.382389970028,
    "Y":33.777277530177,"DisplayX":-84.382389970028,
    "DisplayY":33.777277530177,"Xmin":-84.383389970028,
    "Xmax":-84.381389970028,"Ymin":33.776277530177,
    "Ymax":33.778277530177,"ExInfo":"NA"}},{
    "address":"1250 Francis St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.396972024998,"y":33.788901015087},
    "score":100,"attributes":{"ResultID":24,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1250 Francis St NW, Atlanta, Georgia, 30318",
    "LongLabel":"1250 Francis St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"1250 Francis St NW","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"1250 Francis St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1250","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Francis","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"1250 Francis St NW",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30318",
    "PostalExt":"5324","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.396748814917,"Y":33.788902188553,
    "DisplayX":-84.396972024998,"DisplayY":33.788901015087,
    "Xmin":-84.397972024998,"Xmax":-84.395972024998,
    "Ymin":33.787901015087,"Ymax":33.789901015087,
    "ExInfo":""}},{"address":"Baker Street, Essex, England",
    "location":{"x":0.353127822,"y":51.50788201},
    "score":75.56,"attributes":{"ResultID":20,
    "Loc_name":"World","Status":"T","Score":
    75.56,"Match_addr":"Baker Street, Essex, England",
    "LongLabel":"Baker Street, Essex, England, GBR",
    "ShortLabel":"Baker Street","Addr_type":
    "Locality","Type":"Village","PlaceName":
    "Baker Street","Place_addr":"Baker Street, Essex, England",
    "Phone":"","URL":"","Rank":13,"AddBldg":
    "","AddNum":"","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"","StType":"","StDir":
    "","BldgType":"","BldgName":"","LevelType":
    "","LevelName":"","UnitType":"","UnitName":
    "","SubAddr":"","StAddr":"","Block":"","Sector":
    "","Nbrhd":"","District":"","City":"Baker Street",
    "MetroArea":"Thurrock","Subregion":"Essex",
    "Region":"England","RegionAbbr":"","Territory":
    "","Zone":"Essex","Postal":"","PostalExt":
    "","Country":"GBR","CntryName":"United Kingdom",
    "LangCode":"ENG","Distance":0,"X":0.353127822,
    "Y":51.50788201,"DisplayX":0.353127822,"DisplayY":
    51.50788201,"Xmin":0.348127822,"Xmax":0.358127822,
    "Ymin":51.50288201,"Ymax":51.51288201,"ExInfo":
    "101 | NW NA NA NA"}},{"address":"500 Rankin St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.370758963921,"y":33.767452018227},
    "score":100,"attributes":{"ResultID":25,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"500 Rankin St NE, Atlanta, Georgia, 30308",
    "LongLabel":"500 Rankin St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"500 Rankin St NE","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"500 Rankin St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"500","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Rankin","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"500 Rankin St NE",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30308",
    "PostalExt":"2812","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.370760305026,"Y":33.767304748188,
    "DisplayX":-84.370758963921,"DisplayY":33.767452018227,
    "Xmin":-84.371758963921,"Xmax":-84.369758963921,
    "Ymin":33.766452018227,"Ymax":33.768452018227,
    "ExInfo":""}},{"address":"701 Juniper St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.383121968908,"y":33.77347546704},
    "score":100,"attributes":{"ResultID":27,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"701 Juniper St NE, Atlanta, Georgia, 30308",
    "LongLabel":"701 Juniper St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"701 Juniper St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"701 Juniper St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"701","AddNumFrom":"673","AddNumTo":
    "703","AddRange":"673-703","Side":"R","StPreDir":
    "","StPreType":"","StName":"Juniper","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"701 Juniper St NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "1307","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.383121968908,
    "Y":33.77347546704,"DisplayX":-84.383121968908,
    "DisplayY":33.77347546704,"Xmin":-84.384121968908,
    "Xmax":-84.382121968908,"Ymin":33.77247546704,
    "Ymax":33.77447546704,"ExInfo":""}},{"address":
    "Mills St NW, Atlanta, Georgia, 30313","location":
    {"x":-84.394650512366,"y":33.765319997336},
    "score":96.58,"attributes":{"ResultID":18,
    "Loc_name":"World","Status":"M","Score":
    96.58,"Match_addr":"Mills St NW, Atlanta, Georgia, 30313",
    "LongLabel":"Mills St NW, Atlanta, GA, 30313, USA",
    "ShortLabel":"Mills St NW","Addr_type":"StreetName",
    "Type":"","PlaceName":"","Place_addr":"Mills St NW, Atlanta, Georgia, 30313",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Mills","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"Mills St NW",
    "Block":"","Sector":"","Nbrhd":"Techwood/Clark Howell Homes",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30313","PostalExt":
    "","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.394650512367,
    "Y":33.765319997335,"DisplayX":-84.394650512367,
    "DisplayY":33.765319997335,"Xmin":-84.395650512367,
    "Xmax":-84.393650512367,"Ymin":33.764319997335,
    "Ymax":33.766319997335,"ExInfo":"77"}},{
    "address":"191 15th St NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.380953583065,"y":33.788219857963},
    "score":100,"attributes":{"ResultID":28,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"191 15th St NE, Atlanta, Georgia, 30309",
    "LongLabel":"191 15th St NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"191 15th St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"191 15th St NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"191","AddNumFrom":"207","AddNumTo":
    "181","AddRange":"181-207","Side":"L","StPreDir":
    "","StPreType":"","StName":"15th","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"191 15th St NE",
    "Block":"","Sector":"","Nbrhd":"Ansley Park",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30309","PostalExt":
    "3508","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.380953583065,
    "Y":33.788219857963,"DisplayX":-84.380953583065,
    "DisplayY":33.788219857963,"Xmin":-84.381953583065,
    "Xmax":-84.379953583065,"Ymin":33.787219857963,
    "Ymax":33.789219857963,"ExInfo":""}},{"address":
    "299 Mills St NW, Atlanta, Georgia, 30313",
    "location":{"x":-84.396341474274,"y":33.76539550115},
    "score":100,"attributes":{"ResultID":26,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"299 Mills St NW, Atlanta, Georgia, 30313",
    "LongLabel":"299 Mills St NW, Atlanta, GA, 30313, USA",
    "ShortLabel":"299 Mills St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"299 Mills St NW, Atlanta, Georgia, 30313",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"299","AddNumFrom":"267","AddNumTo":
    "465","AddRange":"267-465","Side":"R","StPreDir":
    "","StPreType":"","StName":"Mills","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"299 Mills St NW",
    "Block":"","Sector":"","Nbrhd":"Techwood/Clark Howell Homes",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30313","PostalExt":
    "1951","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.396341474274,
    "Y":33.76539550115,"DisplayX":-84.396341474274,
    "DisplayY":33.76539550115,"Xmin":-84.397341474274,
    "Xmax":-84.395341474274,"Ymin":33.76439550115,
    "Ymax":33.76639550115,"ExInfo":""}},{"address":
    "555 10th St NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.369711106948,"y":33.781712689533},
    "score":100,"attributes":{"ResultID":29,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"555 10th St NE, Atlanta, Georgia, 30309",
    "LongLabel":"555 10th St NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"555 10th St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"555 10th St NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"555","AddNumFrom":"555","AddNumTo":
    "569","AddRange":"555-569","Side":"R","StPreDir":
    "","StPreType":"","StName":"10th","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"555 10th St NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30309","PostalExt":
    "42ND","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.369711106948,
    "Y":33.781712689533,"DisplayX":-84.369711106948,
    "DisplayY":33.781712689533,"Xmin":-84.370711106948,
    "Xmax":-84.368711106948,"Ymin":33.780712689533,
    "Ymax":33.782712689533,"ExInfo":""}},{"address":
    "162 Westminster Dr NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.375880468082,"y":33.792699094776},
    "score":100,"attributes":{"ResultID":32,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"162 Westminster Dr NE, Atlanta, Georgia, 30309",
    "LongLabel":"162 Westminster Dr NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"162 Westminster Dr NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"162 Westminster Dr NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"162","AddNumFrom":"106","AddNumTo":
    "206","AddRange":"106-206","Side":"L","StPreDir":
    "","StPreType":"","StName":"Westminster",
    "StType":"Dr","StDir":"NE","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"162 Westminster Dr NE","Block":
    "","Sector":"","Nbrhd":"Ansley Park","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30309","PostalExt":"3330","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.375880468082,
    "Y":33.792699094776,"DisplayX":-84.375880468082,
    "DisplayY":33.792699094776,"Xmin":-84.376880468082,
    "Xmax":-84.374880468082,"Ymin":33.791699094776,
    "Ymax":33.793699094776,"ExInfo":""}},{"address":
    "220 6th St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.380068738129,"y":33.777116359875},
    "score":100,"attributes":{"ResultID":30,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"220 6th St NE, Atlanta, Georgia, 30308",
    "LongLabel":"220 6th St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"220 6th St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"220 6th St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"220","AddNumFrom":"226","AddNumTo":
    "184","AddRange":"184-226","Side":"R","StPreDir":
    "","StPreType":"","StName":"6th","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"220 6th St NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "1534","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.380068738129,
    "Y":33.777116359875,"DisplayX":-84.380068738129,
    "DisplayY":33.777116359875,"Xmin":-84.381068738129,
    "Xmax":-84.379068738129,"Ymin":33.776116359875,
    "Ymax":33.778116359875,"ExInfo":""}},{"address":
    "1000 Techwood Dr NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.392040980562,"y":33.782047737107},
    "score":100,"attributes":{"ResultID":34,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1000 Techwood Dr NW, Atlanta, Georgia, 30318",
    "LongLabel":"1000 Techwood Dr NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"1000 Techwood Dr NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1000 Techwood Dr NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1000","AddNumFrom":"902","AddNumTo":
    "1015","AddRange":"902-1015","Side":"L",
    "StPreDir":"","StPreType":"","StName":"Techwood",
    "StType":"Dr","StDir":"NW","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1000 Techwood Dr NW","Block":
    "","Sector":"","Nbrhd":"Home Park","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30318","PostalExt":"5604","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.392040980562,
    "Y":33.782047737107,"DisplayX":-84.392040980562,
    "DisplayY":33.782047737107,"Xmin":-84.393040980562,
    "Xmax":-84.391040980562,"Ymin":33.781047737107,
    "Ymax":33.783047737107,"ExInfo":""}},{"address":
    "661 14th St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.409891136209,"y":33.785934908068},
    "score":100,"attributes":{"ResultID":33,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"661 14th St NW, Atlanta, Georgia, 30318",
    "LongLabel":"661 14th St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"661 14th St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"661 14th St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"661","AddNumFrom":"663","AddNumTo":
    "661","AddRange":"661-663","Side":"L","StPreDir":
    "","StPreType":"","StName":"14th","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"661 14th St NW",
    "Block":"","Sector":"","Nbrhd":"Home Park",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30318","PostalExt":
    "5405","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.409891136209,
    "Y":33.785934908068,"DisplayX":-84.409891136209,
    "DisplayY":33.785934908068,"Xmin":-84.410891136209,
    "Xmax":-84.408891136209,"Ymin":33.784934908068,
    "Ymax":33.786934908068,"ExInfo":""}},{"address":
    "400 7th St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.37418196554,"y":33.778767000781},
    "score":100,"attributes":{"ResultID":35,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"400 7th St NE, Atlanta, Georgia, 30308",
    "LongLabel":"400 7th St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"400 7th St NE","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"400 7th St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"400","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"7th","StType":"St",
    "StDir":"NE","BldgType":"","BldgName":"",
    "LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"400 7th St NE",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30308",
    "PostalExt":"1644","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.374165620829,"Y":33.778538258643,
    "DisplayX":-84.37418196554,"DisplayY":33.778767000781,
    "Xmin":-84.37518196554,"Xmax":-84.37318196554,
    "Ymin":33.777767000781,"Ymax":33.779767000781,
    "ExInfo":""}},{"address":"599 Ezzard St SE, Atlanta, Georgia, 30312",
    "location":{"x":-84.367567066113,"y":33.753645048028},
    "score":100,"attributes":{"ResultID":37,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"599 Ezzard St SE, Atlanta, Georgia, 30312",
    "LongLabel":"599 Ezzard St SE, Atlanta, GA, 30312, USA",
    "ShortLabel":"599 Ezzard St SE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"599 Ezzard St SE, Atlanta, Georgia, 30312",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"599","AddNumFrom":"585","AddNumTo":
    "599","AddRange":"585-599","Side":"R","StPreDir":
    "","StPreType":"","StName":"Ezzard","StType":
    "St","StDir":"SE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"599 Ezzard St SE",
    "Block":"","Sector":"","Nbrhd":"Old Fourth Ward",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30312","PostalExt":
    "1910","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.367567066113,
    "Y":33.753645048028,"DisplayX":-84.367567066113,
    "DisplayY":33.753645048028,"Xmin":-84.368567066113,
    "Xmax":-84.366567066113,"Ymin":33.752645048028,
    "Ymax":33.754645048028,"ExInfo":""}},{"address":
    "290 Clifton Rd NE, Atlanta, Georgia, 30307",
    "location":{"x":-84.333047471633,"y":33.762183292901},
    "score":89.76,"attributes":{"ResultID":31,
    "Loc_name":"World","Status":"T","Score":
    89.76,"Match_addr":"290 Clifton Rd NE, Atlanta, Georgia, 30307",
    "LongLabel":"290 Clifton Rd NE, Atlanta, GA, 30307, USA",
    "ShortLabel":"290 Clifton Rd NE","Addr_type":
    "StreetAddressExt","Type":"","PlaceName":
    "","Place_addr":"290 Clifton Rd NE, Atlanta, Georgia, 30307",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"290","AddNumFrom":"300","AddNumTo":
    "304","AddRange":"300-304","Side":"L","StPreDir":
    "","StPreType":"","StName":"Clifton","StType":
    "Rd","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"290 Clifton Rd NE",
    "Block":"","Sector":"","Nbrhd":"Candler Park",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"DeKalb County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30307","PostalExt":
    "","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.333047471633,
    "Y":33.762183292901,"DisplayX":-84.333047471633,
    "DisplayY":33.762183292901,"Xmin":-84.334047471633,
    "Xmax":-84.332047471633,"Ymin":33.761183292901,
    "Ymax":33.763183292901,"ExInfo":"30308"}},
    {"address":"55 Spring St SW, Atlanta, Georgia, 30303",
    "location":{"x":-84.394658981816,"y":33.753768143025},
    "score":100,"attributes":{"ResultID":36,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"55 Spring St SW, Atlanta, Georgia, 30303",
    "LongLabel":"55 Spring St SW, Atlanta, GA, 30303, USA",
    "ShortLabel":"55 Spring St SW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"55 Spring St SW, Atlanta, Georgia, 30303",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"55","AddNumFrom":"73","AddNumTo":
    "51","AddRange":"51-73","Side":"L","StPreDir":
    "","StPreType":"","StName":"Spring","StType":
    "St","StDir":"SW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"55 Spring St SW",
    "Block":"","Sector":"","Nbrhd":"Downtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30303","PostalExt":
    "3301","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.394658981816,
    "Y":33.753768143025,"DisplayX":-84.394658981816,
    "DisplayY":33.753768143025,"Xmin":-84.395658981816,
    "Xmax":-84.393658981816,"Ymin":33.752768143025,
    "Ymax":33.754768143025,"ExInfo":""}},{"address":
    "1280 Mecaslin St NW, Atlanta, Georgia, 30318",
    "location":{"x":-84.399999955461,"y":33.788881781049},
    "score":100,"attributes":{"ResultID":39,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1280 Mecaslin St NW, Atlanta, Georgia, 30318",
    "LongLabel":"1280 Mecaslin St NW, Atlanta, GA, 30318, USA",
    "ShortLabel":"1280 Mecaslin St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1280 Mecaslin St NW, Atlanta, Georgia, 30318",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1280","AddNumFrom":"1252","AddNumTo":
    "1298","AddRange":"1252-1298","Side":"L",
    "StPreDir":"","StPreType":"","StName":"Mecaslin",
    "StType":"St","StDir":"NW","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1280 Mecaslin St NW","Block":
    "","Sector":"","Nbrhd":"Home Park","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30318","PostalExt":"5375","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.399999955461,
    "Y":33.788881781049,"DisplayX":-84.399999955461,
    "DisplayY":33.788881781049,"Xmin":-84.400999955461,
    "Xmax":-84.398999955461,"Ymin":33.787881781049,
    "Ymax":33.789881781049,"ExInfo":""}},{"address":
    "192 Little John Trl NE, Atlanta, Georgia, 30309",
    "location":{"x":-84.380891756979,"y":33.804562642587},
    "score":100,"attributes":{"ResultID":40,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"192 Little John Trl NE, Atlanta, Georgia, 30309",
    "LongLabel":"192 Little John Trl NE, Atlanta, GA, 30309, USA",
    "ShortLabel":"192 Little John Trl NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"192 Little John Trl NE, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"192","AddNumFrom":"298","AddNumTo":
    "132","AddRange":"132-298","Side":"R","StPreDir":
    "","StPreType":"","StName":"Little John",
    "StType":"Trl","StDir":"NE","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"192 Little John Trl NE","Block":
    "","Sector":"","Nbrhd":"Sherwood Forest",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30309","PostalExt":
    "2622","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.380891756979,
    "Y":33.804562642587,"DisplayX":-84.380891756979,
    "DisplayY":33.804562642587,"Xmin":-84.381891756979,
    "Xmax":-84.379891756979,"Ymin":33.803562642587,
    "Ymax":33.805562642587,"ExInfo":""}},{"address":
    "341 Piedmont Ave NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.381995620732,"y":33.764034388706},
    "score":100,"attributes":{"ResultID":42,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"341 Piedmont Ave NE, Atlanta, Georgia, 30308",
    "LongLabel":"341 Piedmont Ave NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"341 Piedmont Ave NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"341 Piedmont Ave NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"341","AddNumFrom":"303","AddNumTo":
    "349","AddRange":"303-349","Side":"R","StPreDir":
    "","StPreType":"","StName":"Piedmont","StType":
    "Ave","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"341 Piedmont Ave NE",
    "Block":"","Sector":"","Nbrhd":"Bedford Pine",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "3406","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.381995620732,
    "Y":33.764034388705,"DisplayX":-84.381995620732,
    "DisplayY":33.764034388705,"Xmin":-84.382995620732,
    "Xmax":-84.380995620732,"Ymin":33.763034388705,
    "Ymax":33.765034388705,"ExInfo":""}},{"address":
    "711 Kennesaw Ave NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.36970666429,"y":33.772797155808},
    "score":100,"attributes":{"ResultID":44,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"711 Kennesaw Ave NE, Atlanta, Georgia, 30308",
    "LongLabel":"711 Kennesaw Ave NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"711 Kennesaw Ave NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"711 Kennesaw Ave NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"711","AddNumFrom":"661","AddNumTo":
    "899","AddRange":"661-899","Side":"R","StPreDir":
    "","StPreType":"","StName":"Kennesaw","StType":
    "Ave","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"711 Kennesaw Ave NE",
    "Block":"","Sector":"","Nbrhd":"U-Rescue Villa",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.36970666429,
    "Y":33.772797155808,"DisplayX":-84.36970666429,
    "DisplayY":33.772797155808,"Xmin":-84.37070666429,
    "Xmax":-84.36870666429,"Ymin":33.771797155808,
    "Ymax":33.773797155808,"ExInfo":""}},{"address":
    "844 Myrtle St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.380087016327,"y":33.777670983122},
    "score":100,"attributes":{"ResultID":43,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"844 Myrtle St NE, Atlanta, Georgia, 30308",
    "LongLabel":"844 Myrtle St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"844 Myrtle St NE","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"844 Myrtle St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"844","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Myrtle","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"844 Myrtle St NE",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30308",
    "PostalExt":"1450","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.379785854546,"Y":33.777649190173,
    "DisplayX":-84.380087016327,"DisplayY":33.777670983122,
    "Xmin":-84.381087016327,"Xmax":-84.379087016327,
    "Ymin":33.776670983122,"Ymax":33.778670983122,
    "ExInfo":""}},{"address":"1300 Spring St NW, Atlanta, Georgia, 30309",
    "location":{"x":-84.389640039014,"y":33.790375014669},
    "score":100,"attributes":{"ResultID":41,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1300 Spring St NW, Atlanta, Georgia, 30309",
    "LongLabel":"1300 Spring St NW, Atlanta, GA, 30309, USA",
    "ShortLabel":"1300 Spring St NW","Addr_type":
    "PointAddress","Type":"","PlaceName":"",
    "Place_addr":"1300 Spring St NW, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1300","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"Spring","StType":
    "St","StDir":"NW","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"1300 Spring St NW",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Atlanta","MetroArea":"","Subregion":
    "Fulton County","Region":"Georgia","RegionAbbr":
    "GA","Territory":"","Zone":"","Postal":"30309",
    "PostalExt":"2810","Country":"USA","CntryName":
    "United States","LangCode":"ENG","Distance":
    0,"X":-84.389309205296,"Y":33.79036453729,
    "DisplayX":-84.389640039014,"DisplayY":33.790375014669,
    "Xmin":-84.390640039014,"Xmax":-84.388640039014,
    "Ymin":33.789375014669,"Ymax":33.791375014669,
    "ExInfo":""}},{"address":"991 Monroe Dr NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.368597768393,"y":33.78181232348},
    "score":100,"attributes":{"ResultID":46,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"991 Monroe Dr NE, Atlanta, Georgia, 30308",
    "LongLabel":"991 Monroe Dr NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"991 Monroe Dr NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"991 Monroe Dr NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"991","AddNumFrom":"987","AddNumTo":
    "997","AddRange":"987-997","Side":"R","StPreDir":
    "","StPreType":"","StName":"Monroe","StType":
    "Dr","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"991 Monroe Dr NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "1755","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.368597768393,
    "Y":33.78181232348,"DisplayX":-84.368597768393,
    "DisplayY":33.78181232348,"Xmin":-84.369597768393,
    "Xmax":-84.367597768393,"Ymin":33.78081232348,
    "Ymax":33.78281232348,"ExInfo":""}},{"address":
    "66 Daniel St SE, Atlanta, Georgia, 30312",
    "location":{"x":-84.370445049845,"y":33.752509472502},
    "score":100,"attributes":{"ResultID":45,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"66 Daniel St SE, Atlanta, Georgia, 30312",
    "LongLabel":"66 Daniel St SE, Atlanta, GA, 30312, USA",
    "ShortLabel":"66 Daniel St SE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"66 Daniel St SE, Atlanta, Georgia, 30312",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"66","AddNumFrom":"98","AddNumTo":
    "48","AddRange":"48-98","Side":"R","StPreDir":
    "","StPreType":"","StName":"Daniel","StType":
    "St","StDir":"SE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"66 Daniel St SE",
    "Block":"","Sector":"","Nbrhd":"Old Fourth Ward",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30312","PostalExt":
    "1908","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.370445049845,
    "Y":33.752509472501,"DisplayX":-84.370445049845,
    "DisplayY":33.752509472501,"Xmin":-84.371445049845,
    "Xmax":-84.369445049845,"Ymin":33.751509472501,
    "Ymax":33.753509472501,"ExInfo":""}},{"address":
    "Cypress St NE & 3rd St NE, Atlanta, Georgia, 30308",
    "location":{"x":-84.386400014342,"y":33.773780019848},
    "score":100,"attributes":{"ResultID":38,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"Cypress St NE & 3rd St NE, Atlanta, Georgia, 30308",
    "LongLabel":"Cypress St NE & 3rd St NE, Atlanta, GA, 30308, USA",
    "ShortLabel":"Cypress St NE & 3rd St NE",
    "Addr_type":"StreetInt","Type":"","PlaceName":
    "","Place_addr":"Cypress St NE & 3rd St NE, Atlanta, Georgia, 30308",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"","AddNumFrom":"","AddNumTo":
    "","AddRange":"","Side":"","StPreDir":"",
    "StPreType":"","StName":"","StType":"","StDir":
    "","BldgType":"","BldgName":"","LevelType":
    "","LevelName":"","UnitType":"","UnitName":
    "","SubAddr":"","StAddr":"Cypress St NE & 3rd St NE",
    "Block":"","Sector":"","Nbrhd":"Midtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30308","PostalExt":
    "","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.386400014342,
    "Y":33.773780019849,"DisplayX":-84.386400014342,
    "DisplayY":33.773780019849,"Xmin":-84.387400014342,
    "Xmax":-84.385400014342,"Ymin":33.772780019849,
    "Ymax":33.774780019848,"ExInfo":""}},{"address":
    "222 Courtland St NE, Atlanta, Georgia, 30303",
    "location":{"x":-84.384258958892,"y":33.760459082024},
    "score":100,"attributes":{"ResultID":47,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"222 Courtland St NE, Atlanta, Georgia, 30303",
    "LongLabel":"222 Courtland St NE, Atlanta, GA, 30303, USA",
    "ShortLabel":"222 Courtland St NE","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"222 Courtland St NE, Atlanta, Georgia, 30303",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"222","AddNumFrom":"214","AddNumTo":
    "238","AddRange":"214-238","Side":"L","StPreDir":
    "","StPreType":"","StName":"Courtland","StType":
    "St","StDir":"NE","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"222 Courtland St NE",
    "Block":"","Sector":"","Nbrhd":"Downtown",
    "District":"","City":"Atlanta","MetroArea":
    "Atlanta Metro Area","Subregion":"Fulton County",
    "Region":"Georgia","RegionAbbr":"GA","Territory":
    "","Zone":"","Postal":"30303","PostalExt":
    "1720","Country":"USA","CntryName":"United States",
    "LangCode":"ENG","Distance":0,"X":-84.384258958892,
    "Y":33.760459082024,"DisplayX":-84.384258958892,
    "DisplayY":33.760459082024,"Xmin":-84.385258958892,
    "Xmax":-84.383258958892,"Ymin":33.759459082024,
    "Ymax":33.761459082024,"ExInfo":""}},{"address":
    "3182 Camp Creek Pkwy, Atlanta, Georgia, 30344",
    "location":{"x":-84.491076744292,"y":33.653715038107},
    "score":100,"attributes":{"ResultID":50,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"3182 Camp Creek Pkwy, Atlanta, Georgia, 30344",
    "LongLabel":"3182 Camp Creek Pkwy, Atlanta, GA, 30344, USA",
    "ShortLabel":"3182 Camp Creek Pkwy","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"3182 Camp Creek Pkwy, Atlanta, Georgia, 30344",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"3182","AddNumFrom":"3136","AddNumTo":
    "3198","AddRange":"3136-3198","Side":"R",
    "StPreDir":"","StPreType":"","StName":"Camp Creek",
    "StType":"Pkwy","StDir":"","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"3182 Camp Creek Pkwy","Block":
    "","Sector":"","Nbrhd":"","District":"",
    "City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30344","PostalExt":"57ND","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.491076744292,
    "Y":33.653715038107,"DisplayX":-84.491076744292,
    "DisplayY":33.653715038107,"Xmin":-84.492076744292,
    "Xmax":-84.490076744292,"Ymin":33.652715038107,
    "Ymax":33.654715038107,"ExInfo":""}},{"address":
    "1276 W Peachtree St NW, Atlanta, Georgia, 30309",
    "location":{"x":-84.387847698202,"y":33.789518322966},
    "score":100,"attributes":{"ResultID":48,
    "Loc_name":"World","Status":"M","Score":
    100,"Match_addr":"1276 W Peachtree St NW, Atlanta, Georgia, 30309",
    "LongLabel":"1276 W Peachtree St NW, Atlanta, GA, 30309, USA",
    "ShortLabel":"1276 W Peachtree St NW","Addr_type":
    "StreetAddress","Type":"","PlaceName":"",
    "Place_addr":"1276 W Peachtree St NW, Atlanta, Georgia, 30309",
    "Phone":"","URL":"","Rank":20,"AddBldg":
    "","AddNum":"1276","AddNumFrom":"1276","AddNumTo":
    "1298","AddRange":"1276-1298","Side":"L",
    "StPreDir":"W","StPreType":"","StName":"Peachtree",
    "StType":"St","StDir":"NW","BldgType":"",
    "BldgName":"","LevelType":"","LevelName":
    "","UnitType":"","UnitName":"","SubAddr":
    "","StAddr":"1276 W Peachtree St NW","Block":
    "","Sector":"","Nbrhd":"Midtown","District":
    "","City":"Atlanta","MetroArea":"Atlanta Metro Area",
    "Subregion":"Fulton County","Region":"Georgia",
    "RegionAbbr":"GA","Territory":"","Zone":
    "","Postal":"30309","PostalExt":"3404","Country":
    "USA","CntryName":"United States","LangCode":
    "ENG","Distance":0,"X":-84.387847698202,
    "Y":33.789518322966,"DisplayX":-84.387847698202,
    "DisplayY":33.789518322966,"Xmin":-84.388847698202,
    "Xmax":-84.386847698202,"Ymin":33.788518322966,
    "Ymax":33.790518322966,"ExInfo":""}},{"address":
    "Nayarit, Tepic, Nayarit","location":{"x":
    -104.89569,"y":21.50951},"score":75,"attributes":
    {"ResultID":49,"Loc_name":"World","Status":
    "M","Score":75,"Match_addr":"Nayarit, Tepic, Nayarit",
    "LongLabel":"Nayarit, Tepic, Nayarit, MEX",
    "ShortLabel":"Nayarit","Addr_type":"Locality",
    "Type":"City","PlaceName":"Nayarit","Place_addr":
    "Tepic, Nayarit","Phone":"","URL":"","Rank":
    13.5,"AddBldg":"","AddNum":"","AddNumFrom":
    "","AddNumTo":"","AddRange":"","Side":"",
    "StPreDir":"","StPreType":"","StName":"",
    "StType":"","StDir":"","BldgType":"","BldgName":
    "","LevelType":"","LevelName":"","UnitType":
    "","UnitName":"","SubAddr":"","StAddr":"",
    "Block":"","Sector":"","Nbrhd":"","District":
    "","City":"Tepic","MetroArea":"","Subregion":
    "Tepic","Region":"Nayarit","RegionAbbr":
    "NAY","Territory":"","Zone":"","Postal":
    "","PostalExt":"","Country":"MEX","CntryName":
    "México","LangCode":"SPA","Distance":0,"X":
    -104.89569,"Y":21.50951,"DisplayX":-104.89569,
    "DisplayY":21.50951,"Xmin":-104.95469,"Xmax":
    -104.83669,"Ymin":21.45051,"Ymax":21.56851,
    "ExInfo":"400 PONCE DE LEON AVE NE | NA"}}]}
  """
