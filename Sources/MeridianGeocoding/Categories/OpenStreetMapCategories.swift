/// How OpenStreetMap tags map onto the service's category names, for the offline locator (its OpenStreetMap
/// sources) and the Nominatim transport (each result's class and type).
///
/// The table covers the keys and values of the bundled Helsinki extract and the common tags of
/// other extracts. A value the table does not know falls back by key: `shop=*` → "Other Shops and
/// Service", `office=*` → "Business Facility", `tourism=*` → "Tourist Attraction", `amenity=*` →
/// "Other Professional Place", anything else → "POI". Restaurants take their subcategory from the
/// `cuisine` tag where it names one ("pizza" → "Pizza", "sushi" → "Sushi", ...).
package enum OpenStreetMapCategories {
  /// Returns the category name for an OpenStreetMap key, value and cuisine.
  package static func category(key: String, value: String, cuisine: String = "") -> String {
    let value = value.lowercased().split(separator: ";").first.map(String.init) ?? ""
    if key == "amenity", value == "restaurant" || value == "fast_food" {
      let firstCuisine = cuisine.lowercased().split(separator: ";").first.map(String.init) ?? ""
      if let food = cuisines[firstCuisine] { return food }
      return value == "fast_food" ? "Fast Food" : "Restaurant"
    }
    if key == "amenity", value == "cafe" {
      return cuisine.lowercased().contains("ice_cream") ? "Ice Cream Shop" : "Coffee Shop"
    }
    if let name = tags["\(key)=\(value)"] { return name }
    switch key {
    case "shop": return "Other Shops and Service"
    case "office": return "Business Facility"
    case "tourism": return "Tourist Attraction"
    case "historic": return "Historical Monument"
    case "leisure": return "Other Parks and Outdoors"
    case "craft": return "Repair Services"
    case "healthcare": return "Medical Clinic"
    case "amenity": return "Other Professional Place"
    default: return "POI"
    }
  }

  package static let cuisines: [String: String] = [
    "burger": "Burgers", "coffee_shop": "Coffee Shop", "sushi": "Sushi", "pizza": "Pizza",
    "chinese": "Chinese Food", "italian": "Italian Food", "mexican": "Mexican Food", "tex-mex": "Mexican Food",
    "kebab": "Middle Eastern Food", "sandwich": "Sandwich Shop", "thai": "Thai Food", "japanese": "Japanese Food",
    "noodle": "Japanese Food", "indian": "Indian Food", "nepalese": "Indian Food", "vietnamese": "Vietnamese Food",
    "spanish": "Spanish Food", "nordic": "Scandinavian Food", "scandinavian": "Scandinavian Food",
    "regional": "Scandinavian Food", "french": "French Food", "steak_house": "Steak House",
    "russian": "Russian Food", "american": "American Food", "german": "German Food", "australian": "Australian Food",
    "ice_cream": "Ice Cream Shop", "grill": "Grill", "asian": "Southeast Asian Food", "korean": "Korean Food",
    "greek": "Greek Food", "turkish": "Turkish Food", "seafood": "Seafood", "vegetarian": "Vegetarian Food",
    "vegan": "Vegetarian Food", "bagel": "Bakery", "hotdog": "Snacks", "juice": "Snacks", "salad": "Restaurant",
    "georgian": "East European Food", "fine_dining": "Restaurant",
  ]

  package static let tags: [String: String] = [
    "amenity=fuel": "Gas Station", "amenity=pub": "Bar or Pub", "amenity=bar": "Bar or Pub",
    "amenity=nightclub": "Night Club", "amenity=bank": "Bank", "amenity=atm": "ATM",
    "amenity=bureau_de_change": "Bank", "amenity=pharmacy": "Pharmacy", "amenity=dentist": "Dentist",
    "amenity=doctors": "Doctor", "amenity=clinic": "Medical Clinic", "amenity=hospital": "Hospital",
    "amenity=school": "School", "amenity=college": "College", "amenity=university": "College",
    "amenity=driving_school": "Vocational School", "amenity=library": "Library", "amenity=theatre": "Performing Arts",
    "amenity=cinema": "Cinema", "amenity=casino": "Casino", "amenity=arts_centre": "Performing Arts",
    "amenity=place_of_worship": "Place of Worship", "amenity=embassy": "Embassy", "amenity=post_office": "Post Office",
    "amenity=police": "Police Station", "amenity=fire_station": "Fire Station", "amenity=townhall": "City Hall",
    "amenity=courthouse": "Court House", "amenity=parking": "Parking", "amenity=bicycle_rental": "Rental Cars",
    "amenity=car_rental": "Rental Cars", "amenity=taxi": "Taxi", "amenity=bus_station": "Bus Station",
    "amenity=ferry_terminal": "Ferry", "amenity=marketplace": "Market", "amenity=food_court": "Food",
    "amenity=community_centre": "Civic Center", "amenity=conference_centre": "Convention Center",
    "amenity=events_venue": "Banquet Hall", "amenity=public_building": "Government Office",
    "amenity=social_facility": "Other Professional Place", "amenity=artwork": "Landmark",
    "amenity=toilets": "Public Restroom", "amenity=charging_station": "EV Charging Station",
    "amenity=veterinary": "Veterinarian", "amenity=ice_cream": "Ice Cream Shop",
    "tourism=hotel": "Hotel", "tourism=hostel": "Hostel", "tourism=motel": "Motel",
    "tourism=guest_house": "Bed and Breakfast", "tourism=museum": "Museum", "tourism=gallery": "Art Gallery",
    "tourism=artwork": "Landmark", "tourism=attraction": "Tourist Attraction",
    "tourism=information": "Tourist Information", "tourism=zoo": "Zoo", "tourism=camp_site": "Campground",
    "tourism=viewpoint": "Scenic Overlook", "historic=memorial": "Historical Monument",
    "historic=monument": "Historical Monument", "historic=tomb": "Historical Monument", "historic=ruins": "Ruin",
    "leisure=park": "Park", "leisure=garden": "Garden", "leisure=playground": "Park",
    "leisure=sports_centre": "Sports Center", "leisure=fitness_centre": "Fitness Center",
    "leisure=pitch": "Sports Field", "leisure=swimming_pool": "Swimming Pool", "leisure=golf_course": "Golf Course",
    "leisure=miniature_golf": "Golf Course", "leisure=nature_reserve": "Nature Reserve",
    "leisure=marina": "Marina", "leisure=dance": "Dancing", "leisure=outdoor_seating": "Other Parks and Outdoors",
    "shop=clothes": "Clothing Store", "shop=boutique": "Clothing Store", "shop=shoes": "Footwear",
    "shop=jewelry": "Jewelry", "shop=gold": "Jewelry", "shop=watches": "Jewelry", "shop=hairdresser": "Beauty Salon",
    "shop=beauty": "Beauty Salon", "shop=beauty_salon": "Beauty Salon", "shop=nails": "Beauty Salon",
    "shop=nailstudio": "Beauty Salon", "shop=cosmetics": "Beauty Supplies", "shop=massage": "Spa",
    "shop=optician": "Optical", "shop=furniture": "Furniture Store", "shop=bed": "Furniture Store",
    "shop=interior_decoration": "Furniture Store", "shop=kitchen": "Home Improvement Store",
    "shop=books": "Bookstore", "shop=convenience": "Convenience Store", "shop=kiosk": "Convenience Store",
    "shop=supermarket": "Grocery", "shop=grocery": "Grocery", "shop=deli": "Food and Beverage Shop",
    "shop=tea": "Food and Beverage Shop", "shop=health_food": "Food and Beverage Shop",
    "shop=confectionery": "Candy Store", "shop=bakery": "Bakery", "shop=butcher": "Butcher",
    "shop=alcohol": "Wine and Liquor", "shop=sports": "Sporting Goods Store", "shop=outdoor": "Sporting Goods Store",
    "shop=bicycle": "Sporting Goods Store", "shop=toys": "Toy Store", "shop=games": "Toy Store",
    "shop=baby_goods": "Childrens Apparel", "shop=mobile_phone": "Mobile Phone Shop",
    "shop=electronics": "Consumer Electronics Store", "shop=hifi": "Consumer Electronics Store",
    "shop=computer": "Consumer Electronics Store", "shop=mall": "Shopping Center",
    "shop=department_store": "Department Store", "shop=variety_store": "Department Store",
    "shop=hardware": "Home Improvement Store", "shop=doityourself": "Home Improvement Store",
    "shop=laundry": "Laundry", "shop=pet": "Pet Store", "shop=travel_agency": "Travel Agency",
    "shop=car_repair": "Auto Maintenance", "shop=second_hand": "Specialty Store", "shop=gift": "Specialty Store",
    "shop=art": "Specialty Store", "shop=florist": "Specialty Store", "shop=antiques": "Specialty Store",
    "office=government": "Government Office", "office=administrative": "Government Office",
    "office=insurance": "Insurance", "office=travel_agent": "Travel Agency", "office=lawyer": "Business Facility",
    "office=company": "Business Facility", "office=financial": "Business Facility",
    "office=central_bank": "Bank", "office=ngo": "Other Professional Place",
  ]
}
