import Foundation
import MeridianExamples

exit(await SpatialAnalysisExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
