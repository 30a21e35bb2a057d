import MeridianExamples

await ExampleRunner.main(.offlineGeocode)
