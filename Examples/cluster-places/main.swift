import Foundation
import MeridianExamples

exit(await ClusterPlacesExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
