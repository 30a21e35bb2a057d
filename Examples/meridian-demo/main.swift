import Foundation
import MeridianExamples

exit(await MeridianDemo.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
