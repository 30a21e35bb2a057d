print("search-address: coming in a later issue")
