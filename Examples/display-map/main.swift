import Foundation
import MeridianExamples

exit(await DisplayMapExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
