import Foundation
import HTTPServer
import NavGraphAPI

/// The test server with its heavy-read limits chosen by the test (render pool, old-revision cache; the
/// service in reach as `service` to observe them), two event loops and two workers.
extension TestServer {
    /// No external-change polling, `heavyReads`, two event loops and two workers, then `configure`.
    static func heavyReads(
        _ mode: Mode = .socket, _ heavyReads: HeavyReadOptions = HeavyReadOptions(),
        configure: (inout HTTPServer.Configuration) -> Void = { _ in }
    ) throws -> TestServer {
        try TestServer(
            mode, externalChangeInterval: nil, heavyReads: heavyReads,
            configure: { configuration in
                configuration.eventLoopCount = 2
                configuration.workerCount = 2
                configure(&configuration)
            })
    }

    /// Creates project `name` with one storyboard `Main` holding one scene of class `className`.
    func seed(_ name: String, className: String = "HomeViewController") throws {
        let created = try request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data(#"{"name":"\#(name)"}"#.utf8))
        precondition(created.status == 201, created.text)
        let put = try request(
            "PUT", "/v1/projects/\(name)/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: Self.storyboard(className: className))
        precondition(put.status == 201 || put.status == 200, put.text)
    }

    /// A storyboard of one initial scene of class `className`.
    static func storyboard(className: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="vc1"><scenes><scene sceneID="s1"><objects><viewController id="vc1" \
            customClass="\(className)" sceneMemberID="viewController"/></objects></scene></scenes></document>
            """.utf8)
    }
}
