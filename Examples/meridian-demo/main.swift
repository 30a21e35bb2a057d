import MeridianExamples

await ExampleRunner.main(.demo)
