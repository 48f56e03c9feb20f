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
}
