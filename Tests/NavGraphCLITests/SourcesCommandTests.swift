import Foundation
import TestSupport
import Testing

/// `navgraph-offline sources DIR`: the real binary reads a small app (Tests/Fixtures/CodeNavigation/App: a
/// coordinator, Swift view controllers, an Objective-C one, and vendored, hidden and build folders it must
/// leave out) and prints its navigation facts.
@Suite struct SourcesCommandTests {
    static let app = CLITest.fixtures.appendingPathComponent("CodeNavigation")
    static let loop = CLITest.root.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/apps/LoopKit+Loop")

    static func run(_ arguments: [String], in folder: URL = app) throws -> ProcessRunner.Outcome {
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"), "navgraph-offline is not built")
        return try ProcessRunner.run(binary, arguments, in: folder, timeout: 120)
    }

    /// A folder whose name ends like a source file (`Yams.swift/`, a checkout) is walked into, not read as a file.
    @Test func aFolderNamedLikeASourceIsWalkedNotRead() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(
            "final class Home: UIViewController {\n    func next() { show(Detail(), sender: nil) }\n}\n",
            to: "Sources/Kit.swift/Home.swift", in: folder)
        let result = try Self.run(["sources", "Sources"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("Kit.swift/Home.swift:2 Home --show--> Detail"), "\(result.stdout)")
    }

    @Test func textListsCountsEdgesUnresolvedAndInstantiations() throws {
        let result = try Self.run(["sources", "App"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                9 call sites, 7 edges, 7 instantiations, 2 unresolved
                unresolved: parameter 1, functionResult 1
                push/present/show/performSegue call sites resolved: 7 of 9 (77%)
                Coordinators/AppCoordinator.swift:13 AppCoordinator --push--> HomeViewController
                Coordinators/AppCoordinator.swift:19 AppCoordinator --present--> [UINavigationController] Auth/Login
                Legacy/ProfileViewController.m:8 ProfileViewController --push--> Main/EditProfile
                Legacy/ProfileViewController.m:13 ProfileViewController --present--> AboutViewController
                Screens/HomeViewController.swift:9 HomeViewController --show--> SettingsViewController
                Screens/HomeViewController.swift:13 HomeViewController --performSegue--> segue "showDetail"
                Screens/HomeViewController.swift:18 HomeViewController --present--> (own storyboard)/Help
                Coordinators/AppCoordinator.swift:24 AppCoordinator --push--> ? parameter: screen
                Screens/HomeViewController.swift:23 HomeViewController --present--> ? functionResult: makeScreen(for: route)
                Coordinators/AppCoordinator.swift:12 AppCoordinator makes HomeViewController (factory)
                Coordinators/AppCoordinator.swift:18 AppCoordinator makes Auth/Login (storyboard)
                Legacy/ProfileViewController.m:7 ProfileViewController makes Main/EditProfile (storyboard)
                Legacy/ProfileViewController.m:13 ProfileViewController makes AboutViewController (nib)
                Screens/HomeViewController.swift:5 HomeViewController makes Main/(initial) (storyboard)
                Screens/HomeViewController.swift:9 HomeViewController makes SettingsViewController (nib)
                Screens/HomeViewController.swift:17 HomeViewController makes (own storyboard)/Help (storyboard)

                """)
        #expect(
            !result.stdout.contains("Vendor") && !result.stdout.contains("Never"),
            "Pods, hidden, build folders and comments")
    }

    @Test func jsonIsTheFactsDocumentWithRelativePaths() throws {
        let result = try Self.run(["sources", "--format", "json", "App/Legacy", "App/Coordinators"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "navgraph-code-navigation")
        #expect(document["version"] as? Int == 1)
        let edges = try #require(document["edges"] as? [[String: Any]])
        let summary = edges.map { edge -> String in
            let location = edge["location"] as? [String: Any] ?? [:]
            let to = edge["to"] as? [String: Any] ?? [:]
            return
                "\(location["file"] as? String ?? ""):\(location["line"] as? Int ?? 0) \(edge["kind"] as? String ?? "") "
                + "\(to["kind"] as? String ?? "") \(to["storyboard"] as? String ?? "-")/\(to["identifier"] as? String ?? "-") "
                + "\(to["className"] as? String ?? "-") \(edge["containers"] as? [String] ?? [])"
        }
        #expect(
            summary == [
                "AppCoordinator.swift:13 push viewController -/- HomeViewController []",
                "AppCoordinator.swift:19 present scene Auth/Login - [\"UINavigationController\"]",
                "ProfileViewController.m:8 push scene Main/EditProfile - []",
                "ProfileViewController.m:13 present viewController -/- AboutViewController []",
            ])
        let unresolved = try #require(document["unresolved"] as? [[String: Any]])
        #expect(unresolved.map { $0["reason"] as? String } == ["parameter"])
        #expect(unresolved.first?["expression"] as? String == "screen")
    }

    /// `UIStoryboard.account` declared by an `extension UIStoryboard` names the storyboard `Account`; a segue
    /// another view controller performs (`viewController.performSegue(...)` in a presenter) is no segue of the
    /// presenter's: unresolved, with the receiver as its expression (Tests/Fixtures/CodeNavigation/Presenters).
    @Test func storyboardPropertiesNameTheirStoryboardAndAnotherControllersSegueIsUnresolved() throws {
        let result = try Self.run(["sources", "Presenters"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").filter { $0.contains("-->") } == [
                "DialogPresenter.swift:13 AccountsViewController --present--> Account/AddAccount",
                "DialogPresenter.swift:14 AccountsViewController --show--> Settings/(initial)",
                "DialogPresenter.swift:15 AccountsViewController --performSegue--> segue \"showDetail\"",
                "DialogPresenter.swift:6 DialogPresenter --performSegue--> ? parameter: viewController",
            ])
    }

    @Test func usageAndMissingInput() throws {
        let missing = try Self.run(["sources", "Nowhere"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such file or folder: Nowhere"), "\(missing.stderr)")
        let format = try Self.run(["sources", "--format", "dot", "App"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("--format must be text or json"), "\(format.stderr)")
        #expect(try Self.run(["sources"]).status == 64)
    }

    /// Issue 38's figures on Loop (5 storyboards, 371 Swift files): every call site an edge or an unresolved
    /// entry, and at least 70% of the push/present/show/performSegue call sites resolved.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: loop.path), "../shared/fixtures/apps is absent"))
    func loopResolvesSeventyPercentOfItsNavigationCalls() throws {
        let result = try Self.run(["sources", "--format", "json", "."], in: Self.loop)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let edges = document["edges"] as? [[String: Any]] ?? []
        let unresolved = document["unresolved"] as? [[String: Any]] ?? []
        let navigating: Set<String> = ["push", "present", "show", "performSegue"]
        func sites(_ facts: [[String: Any]]) -> Set<String> {
            Set(
                facts.filter { navigating.contains($0["kind"] as? String ?? "") }.map { fact in
                    let location = fact["location"] as? [String: Any] ?? [:]
                    return "\(location["file"] as? String ?? ""):\(location["line"] as? Int ?? 0)"
                })
        }
        let resolved = sites(edges).subtracting(sites(unresolved))
        let all = sites(edges).union(sites(unresolved))
        #expect(all.count >= 60, "\(all.count) call sites")
        #expect(resolved.count * 10 >= all.count * 7, "\(resolved.count) of \(all.count) resolved")
        let launch = edges.first { ($0["location"] as? [String: Any])?["line"] as? Int == 307 }
        #expect((launch?["to"] as? [String: Any])?["identifier"] as? String == "MainStatusViewController")
    }
}

/// A user that file modes stop, for tests of files that may not be read.
enum UnprivilegedUser {
    /// What runs the binary as a user that mode 000 stops: nothing (not root), else `setpriv` as `nobody`.
    static let launcher: [String]? = {
        guard geteuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }()
}

/// A source file or nib the user may not read (mode 000) is named with the system's reason, "permission denied", in
/// one line: never Foundation's sentence ("The operation could not be completed. You don't have permission.").
/// Run as root, the binary runs as `nobody` through `setpriv` (root reads a file of mode 000); without a way to be
/// another user the test is skipped.
@Suite(
    .enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"),
    .enabled(
        if: UnprivilegedUser.launcher != nil,
        "runs as root without /usr/bin/setpriv: a file of mode 000 would be read, proving nothing"))
struct UnreadableFileTests {
    static func run(_ arguments: [String], in folder: URL) throws -> ProcessRunner.Outcome {
        let command = try #require(UnprivilegedUser.launcher) + [try #require(CLITest.builtExecutable("navgraph")).path]
        return try ProcessRunner.run(
            URL(fileURLWithPath: command[0]), Array(command.dropFirst()) + arguments, in: folder, timeout: 120)
    }

    @Test func anUnreadableSourceOrNibIsNamedWithTheSystemsReason() throws {
        let folder = try CLITest.workspace(copying: "../../examples", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write("final class A {}\n", to: "Sources/Locked.swift", in: folder)
        try FileManager.default.copyItem(
            at: CLITest.fixtures.appendingPathComponent("Nibs/Cells.xib"),
            to: folder.appendingPathComponent("App/Locked.xib"))
        for locked in ["Sources/Locked.swift", "App/Locked.xib"] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent(locked).path)
        }
        let sources = try Self.run(["sources", "Sources"], in: folder)
        #expect(sources.status == 65, "\(sources.stderr)")
        #expect(sources.stderr == "Locked.swift: cannot read: permission denied\n", "\(sources.stderr)")
        let graph = try Self.run(["graph", "--format", "dot", "--sources", "Sources", "App"], in: folder)
        #expect(graph.status == 65, "\(graph.stderr)")
        #expect(graph.stderr.hasPrefix("Locked.swift: cannot read: permission denied\n"), "\(graph.stderr)")
        let check = try Self.run(["check", "--format", "json", "--sources", "Sources", "App"], in: folder)
        #expect(check.status == 65, "\(check.stderr)")
        let unreadable = try CLITest.findings(check.stdout).filter { $0["code"] as? String == "unreadable" }
            .compactMap { $0["message"] as? String }
        #expect(
            unreadable.sorted()
                == [
                    "cannot read App/Locked.xib: permission denied",
                    "cannot read the source file: permission denied",
                ].sorted(), "\(check.stdout)")
    }

    /// A storyboard that may not be read, a FIFO named like one, and a folder that may not be listed are named with
    /// their reason in one line; a FIFO is no regular file, not a file of the wrong mode.
    @Test func anUnreadableStoryboardFolderOrFIFOIsNamedWithItsReason() throws {
        let folder = try CLITest.workspace(copying: "../../examples", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("App/Settings.storyboard"),
            to: folder.appendingPathComponent("App/Locked.storyboard"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("App/Locked.storyboard").path)
        try #require(mkfifo(folder.appendingPathComponent("Pipe.storyboard").path, 0o644) == 0)
        let check = try Self.run(["check", "--format", "json", "App", "Pipe.storyboard"], in: folder)
        #expect(check.status == 65, "\(check.stderr)")
        let unreadable = try CLITest.findings(check.stdout).filter { $0["code"] as? String == "unreadable" }
            .compactMap { $0["message"] as? String }
        #expect(
            unreadable.sorted() == [
                "cannot read App/Locked.storyboard: permission denied",
                "cannot read Pipe.storyboard: not a regular file (a FIFO, socket or device)",
            ], "\(check.stdout)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App/Closed"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("App/Closed").path)
        let listed = try Self.run(["check", "App"], in: folder)
        #expect(listed.status == 66, "\(listed.stderr)")
        #expect(listed.stderr == "navgraph check: cannot list App/Closed: permission denied\n", "\(listed.stderr)")
    }
}
