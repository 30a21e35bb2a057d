import MeridianExamples

await ExampleRunner.main(.findPlace)
