import Foundation
import TestSupport
import Testing

/// The real `navgraph-offline check` lists each folder under its path once, finding storyboards and nibs in
/// the same walk (`StoryboardFiles.bundlesWithNibs`): traced with `strace`, every folder of the tree is opened
/// as a directory exactly once, and both the storyboard and the nib found in it are read.
@Suite(
    .enabled(if: CLITest.builtExecutable("navgraph-offline") != nil, "needs navgraph-offline (swift build)"),
    .enabled(if: TestEnvironment.path(of: "strace") != nil, "strace is not installed (apt-get install strace)"))
struct FolderWalkTests {
    @Test func eachFolderIsListedOnceForTheStoryboardsAndTheNibs() throws {
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"))
        let strace = try #require(TestEnvironment.path(of: "strace"))
        let workspace = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let app = workspace.appendingPathComponent("App").resolvingSymlinksInPath()
        var folders = [app.path]
        for a in 0..<4 {
            for b in 0..<4 {
                for c in 0..<4 { folders.append(app.path + "/f\(a)/f\(a)\(b)/f\(a)\(b)\(c)") }
                folders.append(app.path + "/f\(a)/f\(a)\(b)")
            }
            folders.append(app.path + "/f\(a)")
        }
        for folder in folders {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let fixture = CLITest.fixtures.appendingPathComponent("NibGraph/App")
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("Main.storyboard"),
            to: app.appendingPathComponent("f1/f12/Main.storyboard"))
        // A nib whose reuse identifier is no Swift identifier: `check` names it, so the nib was found and read.
        let cell = try String(contentsOf: fixture.appendingPathComponent("ProfileCell.xib"), encoding: .utf8)
            .replacingOccurrences(of: "reuseIdentifier=\"profile\"", with: "reuseIdentifier=\"profile cell\"")
        try Data(cell.utf8).write(to: app.appendingPathComponent("f3/f32/f321/Photo.xib"))

        let log = workspace.appendingPathComponent("trace.log")
        let outcome = try ProcessRunner.run(
            URL(fileURLWithPath: strace),
            ["-f", "-e", "trace=openat,open", "-o", log.path, binary.path, "check", "App"],
            in: workspace, timeout: 300, mergingOutput: true)
        if outcome.status != 0, outcome.output.contains("ptrace") {
            try Test.cancel("strace cannot trace here: \(outcome.output)")
        }
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("App/f3/f32/f321/Photo.xib:6: warning: [invalid-reuse-identifier]"))
        #expect(outcome.output.contains("0 errors, 1 warning"))

        // `openat(AT_FDCWD, "/…/App/f1", O_RDONLY|…|O_DIRECTORY) = 3`: each listing opens its folder once.
        var opened: [String: Int] = [:]
        for line in try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        where line.contains("O_DIRECTORY") {
            guard let start = line.firstIndex(of: "\""),
                let end = line[line.index(after: start)...].firstIndex(of: "\"")
            else { continue }
            let path = String(line[line.index(after: start)..<end])
            if path == app.path || path.hasPrefix(app.path + "/") { opened[path, default: 0] += 1 }
        }
        #expect(Set(opened.keys) == Set(folders), "every folder of the tree is listed")
        #expect(
            opened.filter { $0.value != 1 }.isEmpty, "folders listed more than once: \(opened.filter { $0.value != 1 })"
        )
    }
}
