import Foundation
import MeridianExamples

exit(await FindPlaceExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
