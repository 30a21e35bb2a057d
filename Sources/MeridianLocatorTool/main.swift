// meridian-locator: builds an offline locator index from your own CSV or GeoJSON files.
// The logic lives in LocatorTool (testable in-process); this file only runs it.
import Foundation
import InternalMeridianToolSupport

exit(await LocatorTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
