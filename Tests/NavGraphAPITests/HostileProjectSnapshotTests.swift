import Foundation
import HTTPServer
import NavGraphAPI
import TarArchive
import Testing

/// Snapshots whose Xcode project attacks the project reader (issue 36, points 1 to 4), on a real server over a
/// real socket: each is refused or read within its limits, the server stays up, and nothing outside the archive
/// is read.
@Suite(.serialized) struct HostileProjectSnapshotTests {
    static func put(_ server: TestServer, _ files: [(String, String)]) throws -> WireResponse {
        let archive = try SnapshotArchives.tar(files)
        return try server.request(
            "PUT", "/v1/projects/p/snapshot", headers: ["Content-Type": "application/x-tar"], body: archive)
    }

    static func storyboard() throws -> (String, String) {
        ("Main.storyboard", try SmallStoryboards.segueDestination("old"))
    }

    @Test func aProjectNestedPastTheParsersLimitIsA422AndTheServerStaysUp() throws {
        let server = try TestServer(.socket)
        let refused = try Self.put(
            server, [("App.xcodeproj/project.pbxproj", String(repeating: "(", count: 100_000)), try Self.storyboard()])
        #expect(refused.status == 422, "\(refused.text)")
        #expect(refused.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        let detail = refused.object["detail"] as? String ?? ""
        #expect(
            detail.hasPrefix("App.xcodeproj/project.pbxproj:1: ")
                && detail.contains("nest deeper than 256 levels") && !detail.contains("navgraph-snapshot"),
            "\(detail)")
        #expect(try server.request("GET", "/healthz").status == 200)
        #expect(try server.request("GET", "/v1/projects/p").status == 404)
        // Nested to the limit exactly is read (and refused for what it is: no project in it), not a crash.
        let half = 128
        let deepest = String(repeating: "{a=(", count: half) + "x" + String(repeating: ");}", count: half)
        let notAProject = try Self.put(server, [("App.xcodeproj/project.pbxproj", deepest), try Self.storyboard()])
        #expect(notAProject.status == 422, "\(notAProject.text)")
        #expect((notAProject.object["detail"] as? String ?? "").contains("no PBXProject root object"))
        let fine = try Self.put(server, [try Self.storyboard()])
        #expect(fine.status == 201, "\(fine.text)")
    }

    /// The module of the project a snapshot creates, after a snapshot of `App.xcodeproj` with `settings` and
    /// `baseConfiguration`, and `files` beside it; and the snapshot's answer, the project's name taken out.
    static func module(
        _ server: TestServer, settings: [String: String] = [:],
        baseConfiguration: (path: String, sourceTree: String)? = nil, files: [(String, String)] = [],
        project: String
    ) throws -> (module: String?, answer: String) {
        let text = HostileProjects.project(settings: settings, baseConfiguration: baseConfiguration)
        let archive = try SnapshotArchives.tar(
            [("App.xcodeproj/project.pbxproj", text), try Self.storyboard()] + files)
        let created = try server.request(
            "PUT", "/v1/projects/\(project)/snapshot", headers: ["Content-Type": "application/x-tar"], body: archive)
        #expect(created.status == 201, "\(created.text)")
        let module = try server.request("GET", "/v1/projects/\(project)").object["module"] as? String
        return (module, created.text.replacingOccurrences(of: "\"\(project)\"", with: "\"_\""))
    }

    /// Issue 36: fifteen levels of `$(V1)$(V1)$(V1)` once took 24.7 s and stored a 4.78-million-character module;
    /// a module name over 255 bytes was kept whole. Both now leave the target's name as the module.
    @Test func anExpandingOrOverlongModuleNameIsNotStored() throws {
        let server = try TestServer(.socket)
        #expect(
            try Self.module(server, settings: HostileProjects.expandingSettings(levels: 15), project: "p").module
                == "App")
        let long = String(repeating: "M", count: 300)
        #expect(try Self.module(server, settings: ["PRODUCT_MODULE_NAME": long], project: "q").module == "App")
        let fine = String(repeating: "M", count: 255)
        #expect(try Self.module(server, settings: ["PRODUCT_MODULE_NAME": fine], project: "r").module == fine)
    }

    /// Issue 36: 17 `.xcconfig` files each including the next twice took 18.8 s; each is read once now, and the
    /// 17th still sets the module. One more level passes the include depth: the target's name is the module.
    @Test func includedFilesAreReadOnceWithinTheIncludeDepth() throws {
        let server = try TestServer(.socket)
        let base = (path: "Config/C1.xcconfig", sourceTree: "<group>")
        let chain = try Self.module(
            server, baseConfiguration: base, files: HostileProjects.includeChain(count: 17), project: "p")
        #expect(chain.module == "Deep")
        let deeper = try Self.module(
            server, baseConfiguration: base, files: HostileProjects.includeChain(count: 18), project: "q")
        #expect(deeper.module == "App")
    }

    /// Issue 36: a base configuration file at an absolute path, an `#include` of one, or a path climbing out
    /// with `..` made the server read a file of its own machine and take its module. None is read now, and the
    /// answer is the same whether the file outside exists or not.
    @Test func nothingOutsideTheArchiveIsReadNorToldAbout() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-outside-\(UUID())")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let evil = outside.appendingPathComponent("Evil.xcconfig").path
        try Data("PRODUCT_MODULE_NAME = Stolen\n".utf8).write(to: URL(fileURLWithPath: evil))
        let gone = outside.appendingPathComponent("Gone.xcconfig").path
        let climb = String(repeating: "../", count: 40) + evil.dropFirst()
        let server = try TestServer(.socket)
        let absolute = try Self.module(server, baseConfiguration: (evil, "<absolute>"), project: "a")
        #expect(absolute.module == "App")
        let missing = try Self.module(server, baseConfiguration: (gone, "<absolute>"), project: "b")
        #expect(missing.module == "App")
        #expect(absolute.answer == missing.answer)
        let included = try Self.module(
            server, baseConfiguration: ("Base.xcconfig", "<group>"),
            files: [("Base.xcconfig", "#include \"\(evil)\"\nPRODUCT_NAME = Kept\n")], project: "c")
        #expect(included.module == "App")
        let climbing = try Self.module(server, baseConfiguration: (climb, "<group>"), project: "d")
        #expect(climbing.module == "App")
        let sourceRoot = try Self.module(server, baseConfiguration: (climb, "SOURCE_ROOT"), project: "e")
        #expect(sourceRoot.module == "App")
        let climbingInclude = try Self.module(
            server, baseConfiguration: ("Base.xcconfig", "<group>"),
            files: [("Base.xcconfig", "#include \"\(climb)\"\n")], project: "f")
        #expect(climbingInclude.module == "App")
    }
}
