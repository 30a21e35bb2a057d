/// The World geocoding service's category tree (level 1 → level 2 → level 3), as the service lists it.
///
/// Source: the service root of the World GeocodeServer, as decoded in the protocol notes (§7.3).
extension WorldCategories {
  package static let tree: [LocatorCategory] = [
    group(
      "Address",
      [
        "Subaddress", "Point Address", "Street Address", "Distance Marker", "Intersection", "Street Midblock",
        "Street Between", "Street Name",
      ]),
    group(
      "Postal",
      [
        "Primary Postal", "Postal Locality", "Postal Extension",
      ]),
    group(
      "Coordinate System",
      [
        "LatLong", "XY", "YX", "MGRS", "USNG",
      ]),
    group(
      "Populated Place",
      [
        "Block", "Sector", "Neighborhood", "District", "City", "Metro Area", "Subregion", "Region", "Territory",
        "Country", "Zone",
      ]),
    LocatorCategory(
      name: "POI",
      subcategories: [
        group(
          "Arts and Entertainment",
          [
            "Amusement Park", "Aquarium", "Art Gallery", "Art Museum", "Billiards", "Bowling Alley", "Casino",
            "Cinema", "Historical Monument", "History Museum", "Indoor Sports", "Jazz Club", "Landmark", "Library",
            "Live Music", "Museum", "Other Arts and Entertainment", "Performing Arts", "Ruin", "Science Museum",
            "Tourist Attraction", "Wild Animal Park", "Zoo",
          ]),
        group(
          "Education",
          [
            "College", "Fine Arts School", "Other Education", "School", "Vocational School",
          ]),
        group(
          "Food",
          [
            "African Food", "American Food", "Argentinean Food", "Australian Food", "Austrian Food", "Bakery",
            "Balkan Food", "BBQ and Southern Food", "Belgian Food", "Bistro", "Brazilian Food", "Breakfast", "Brewpub",
            "British Isles Food", "Burgers", "Cajun and Creole Food", "Californian Food", "Caribbean Food",
            "Chicken Restaurant", "Chilean Food", "Chinese Food", "Coffee Shop", "Continental Food", "Creperie",
            "East European Food", "Fast Food", "Filipino Food", "Fondue", "French Food", "Fusion Food", "German Food",
            "Greek Food", "Grill", "Hawaiian Food", "Ice Cream Shop", "Indian Food", "Indonesian Food",
            "International Food", "Irish Food", "Italian Food", "Japanese Food", "Korean Food", "Kosher Food",
            "Latin American Food", "Malaysian Food", "Mexican Food", "Middle Eastern Food", "Moroccan Food",
            "Other Restaurant", "Pastries", "Pizza", "Polish Food", "Portuguese Food", "Restaurant", "Russian Food",
            "Sandwich Shop", "Scandinavian Food", "Seafood", "Snacks", "South American Food", "Southeast Asian Food",
            "Southwestern Food", "Spanish Food", "Steak House", "Sushi", "Swiss Food", "Tapas", "Thai Food",
            "Turkish Food", "Vegetarian Food", "Vietnamese Food", "Winery",
          ]),
        group(
          "Land Features",
          [
            "Atoll", "Basin", "Butte", "Canyon", "Cape", "Cave", "Cliff", "Continent", "Desert", "Dune", "Flat",
            "Forest", "Glacier", "Grassland", "Hill", "Island", "Isthmus", "Lava", "Marsh", "Meadow", "Mesa",
            "Mountain", "Mountain Range", "Oasis", "Other Land Feature", "Peninsula", "Plain", "Plateau", "Point",
            "Ravine", "Ridge", "Rock", "Scrubland", "Swamp", "Valley", "Volcano", "Wetland",
          ]),
        group(
          "Nightlife Spot",
          [
            "Bar or Pub", "Dancing", "Karaoke", "Night Club", "Nightlife",
          ]),
        group(
          "Parks and Outdoors",
          [
            "Basketball", "Beach", "Campground", "Diving Center", "Fishing", "Garden", "Golf Course",
            "Golf Driving Range", "Hockey", "Ice Skating Rink", "Nature Reserve", "Other Parks and Outdoors", "Park",
            "Racetrack", "Scenic Overlook", "Shooting Range", "Ski Lift", "Ski Resort", "Soccer", "Sports Center",
            "Sports Field", "Swimming Pool", "Tennis Court", "Trail", "Wildlife Reserve",
          ]),
        group(
          "Professional and Other Places",
          [
            "Ashram", "Banquet Hall", "Border Crossing", "Building", "Business Facility", "Cemetery", "Church",
            "City Hall", "Civic Center", "Convention Center", "Court House", "Dentist", "Doctor", "Embassy", "Factory",
            "Farm", "Fire Station", "Government Office", "Gurdwara", "Hospital", "Industrial Zone", "Insurance",
            "Livestock", "Medical Clinic", "Military Base", "Mine", "Mosque", "Observatory", "Oil Facility", "Orchard",
            "Other Professional Place", "Other Religious Place", "Pagoda", "Place of Worship", "Plantation",
            "Police Station", "Post Office", "Power Station", "Prison", "Public Restroom", "Radio Station", "Ranch",
            "Recreation Facility", "Religious Center", "Scientific Research", "Shrine", "Storage", "Synagogue",
            "Telecom", "Temple", "Tower", "Veterinarian", "Vineyard", "Warehouse", "Water Tank", "Water Treatment",
          ]),
        group(
          "Residence",
          [
            "Estate", "House", "Nursing Home", "Residential Area",
          ]),
        group(
          "Shops and Service",
          [
            "ATM", "Auto Dealership", "Auto Maintenance", "Auto Parts", "Bank", "Beauty Salon", "Beauty Supplies",
            "Bookstore", "Butcher", "Candy Store", "Car Wash", "Childrens Apparel", "Clothing Store",
            "Consumer Electronics Store", "Convenience Store", "Delivery Service", "Department Store", "Electrical",
            "Fitness Center", "Flea Market", "Food and Beverage Shop", "Footwear", "Furniture Store", "Gas Station",
            "Grocery", "Home Improvement Store", "Jewelry", "Laundry", "Market", "Mens Apparel", "Mobile Phone Shop",
            "Motorcycle Shop", "Office Supplies Store", "Optical", "Other Shops and Service", "Pet Store", "Pharmacy",
            "Plumbing", "Repair Services", "Shopping Center", "Spa", "Specialty Store", "Sporting Goods Store",
            "Tire Store", "Toy Store", "Used Car Dealership", "Wholesale Warehouse", "Wine and Liquor",
            "Womens Apparel", "Yoga Studio",
          ]),
        group(
          "Travel and Transport",
          [
            "Airport", "Bed and Breakfast", "Bridge", "Bus Station", "Bus Stop", "Cargo Center", "Dock",
            "EV Charging Station", "Ferry", "Heliport", "Highway Exit", "Hostel", "Hotel", "Marina", "Metro Station",
            "Motel", "Other Travel", "Parking", "Pier", "Port", "Railyard", "Rental Cars", "Resort", "Rest Area",
            "Taxi", "Tollbooth", "Tourist Information", "Train Station", "Transportation Service", "Travel Agency",
            "Truck Stop", "Tunnel", "Weigh Station",
          ]),
        group(
          "Water Features",
          [
            "Abyssal Plain", "Bay", "Canal", "Channel", "Continental Rise", "Continental Shelf", "Continental Slope",
            "Cove", "Dam", "Delta", "Estuary", "Fjord", "Fracture Zone", "Gulf", "Harbor", "Hot Spring", "Irrigation",
            "Jetty", "Lagoon", "Lake", "Ocean", "Ocean Bank", "Oceanic Basin", "Oceanic Plateau", "Oceanic Ridge",
            "Other Water Feature", "Reef", "Reservoir", "Sea", "Seamount", "Shoal", "Sound", "Spring", "Strait",
            "Stream", "Submarine Canyon", "Submarine Cliff", "Submarine Fan", "Submarine Hill", "Submarine Terrace",
            "Submarine Valley", "Trench", "Undersea Feature", "Waterfall", "Well", "Wharf",
          ]),
      ]),
  ]

  private static func group(_ name: String, _ leaves: [String]) -> LocatorCategory {
    LocatorCategory(name: name, subcategories: leaves.map { LocatorCategory(name: $0) })
  }
}
