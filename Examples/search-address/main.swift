import Foundation
import MeridianExamples

exit(await SearchAddressExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
