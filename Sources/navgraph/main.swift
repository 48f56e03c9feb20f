import Foundation
import NavGraphCLI

exit(NavGraphCommand.main(Array(CommandLine.arguments.dropFirst()), context: .current()))
