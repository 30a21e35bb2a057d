import MeridianExamples

await ExampleRunner.main(.searchAddress)
