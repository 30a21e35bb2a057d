// meridian-basemap: builds an offline vector basemap file from an OpenStreetMap extract, and inspects one.
// The logic lives in BasemapTool (testable in-process); this file only runs it.
import Foundation
import InternalMeridianToolSupport

exit(await BasemapTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
