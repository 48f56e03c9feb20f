import Foundation
import Testing

/// `navgraph check`, the built binary, on the platform fixtures of `Tests/Fixtures/Graph` (issue 23 items 2
/// and 3): a menu-only macOS main storyboard passes clean, and a watchOS storyboard's notifications and
/// glance are not unreachable while its real problems are still printed in WatchKit's words.
@Suite struct PlatformCheckTests {
    static let binary = CLITest.builtExecutable("navgraph")

    func check(_ fixture: String) throws -> SelfContainedBinaryTests.Outcome {
        let folder = try CLITest.workspace(copying: "Graph/\(fixture)", as: fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try SelfContainedBinaryTests().run(try #require(Self.binary), ["check", fixture], in: folder)
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func aMenuOnlyMacMainStoryboardPassesClean() throws {
        let outcome = try check("MacMenuOnly")
        #expect(outcome.status == 0)
        #expect(outcome.output == "0 errors, 0 warnings\n")
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func windowsTheMacMainMenuOpensAreNotUnreachable() throws {
        let outcome = try check("MacMenuWindows")
        #expect(outcome.status == 0, "\(outcome.output)")
        let findings = outcome.output.split(separator: "\n").filter { $0.hasPrefix("MacMenuWindows/") }
        // Before menu items counted: 6 warnings (the two windows the menu opens and their content unreachable,
        // and all three window controllers named by no-initial-scene).
        #expect(findings.count == 2, "\(outcome.output)")
        #expect(findings.contains { $0.contains("[unreachable-scene] scene Main/Orp-Wc-a01 (NSWindowController)") })
        #expect(
            findings.contains { $0.contains("[no-initial-scene]") && $0.contains("1 window controller (Orp-Wc-a01)") })
        #expect(outcome.output.hasSuffix("0 errors, 2 warnings\n"))
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func watchEntryPointsAreNotUnreachableAndClassesAreWatchKits() throws {
        let outcome = try check("WatchNotifications")
        #expect(outcome.status == 1)
        let findings = outcome.output.split(separator: "\n").filter { $0.hasPrefix("WatchNotifications/") }
        #expect(findings.count == 2, "\(outcome.output)")
        #expect(findings.contains { $0.contains("[duplicate-storyboard-id]") && $0.contains("dynamic notification") })
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "WatchNotifications/Interface.storyboard:65: warning: [unreachable-scene] scene "
                        + "Interface/orp-01-hst (WKHostingController) is unreachable")
            })
        #expect(!outcome.output.contains("UIKit") && !outcome.output.contains("sta-01-ntf"))
    }
}
