print("offline-geocode: coming in a later issue")
