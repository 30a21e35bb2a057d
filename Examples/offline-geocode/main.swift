import Foundation
import MeridianExamples

exit(await OfflineGeocodeExample.run(arguments: Array(CommandLine.arguments.dropFirst()), output: StandardOutput()))
