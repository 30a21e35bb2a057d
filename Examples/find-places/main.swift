import Foundation
import MeridianExamples

exit(await FindPlacesExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
