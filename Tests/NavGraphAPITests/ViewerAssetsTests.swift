import Foundation
import Testing

@testable import NavGraphAPI

/// The viewer compiled into the binary is the one in `Sources/NavGraphAPI/Viewer/assets/`.
@Suite struct ViewerAssetsTests {
    static func asset(_ name: String) throws -> String {
        let url = TestEnvironment.repositoryRoot.appendingPathComponent("Sources/NavGraphAPI/Viewer/assets/" + name)
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func embeddedCopyEqualsTheFiles() throws {
        #expect(ViewerAssets.html == (try Self.asset("index.html")), "run scripts/embed-viewer.sh")
        #expect(ViewerAssets.styleSheet == (try Self.asset("viewer.css")), "run scripts/embed-viewer.sh")
        #expect(ViewerAssets.script == (try Self.asset("viewer.js")), "run scripts/embed-viewer.sh")
    }

    @Test func thePageLoadsNothingFromOutsideAndRunsNoInlineScript() throws {
        let html = ViewerAssets.html
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!ViewerAssets.script.contains("http://") && !ViewerAssets.script.contains("https://"))
        #expect(!ViewerAssets.styleSheet.contains("url("))
        // Every <script> has a src and no body; no inline handlers or style attributes.
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
        #expect(html.contains("<script src=\"/viewer/viewer.js\" defer></script>"))
        #expect(!html.contains(" onclick=") && !html.contains(" style="))
    }
}
