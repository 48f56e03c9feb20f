import Foundation
import NavGraphOffline

exit(OfflineCommands.main(Array(CommandLine.arguments.dropFirst()), context: .current()))
