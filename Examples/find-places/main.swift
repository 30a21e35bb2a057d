import MeridianExamples

await ExampleRunner.main(.findPlaces)
