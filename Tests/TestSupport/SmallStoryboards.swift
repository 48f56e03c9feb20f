import Foundation

/// Storyboards the suites that send whole repositories (the snapshot routes, `navgraph push`) put in them: the
/// segue-destination pair of the diff fixtures, and one-scene storyboards written inline.
public enum SmallStoryboards {
    /// `Main.storyboard` of `Tests/Fixtures/Diff/segue-destination/<side>` (`old` or `new`: a segue that lands on
    /// another scene, a breaking change).
    public static func segueDestination(_ side: String) throws -> String {
        String(
            decoding: try TestServer.fixture("Tests/Fixtures/Diff/segue-destination/\(side)/Main.storyboard"),
            as: UTF8.self)
    }

    /// An iOS storyboard of one scene (`scene`), its initial view controller `controller` of class `customClass`.
    public static func oneScene(customClass: String, controller: String, scene: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        targetRuntime="iOS.CocoaTouch" initialViewController="\(controller)">
            <scenes>
                <scene sceneID="\(scene)">
                    <objects>
                        <viewController id="\(controller)" customClass="\(customClass)" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
