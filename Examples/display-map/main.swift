print("display-map: coming in a later issue")
