import MeridianExamples

await ExampleRunner.main(.displayMap)
