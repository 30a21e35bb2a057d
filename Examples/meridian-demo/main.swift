print("meridian-demo: coming in a later issue")
