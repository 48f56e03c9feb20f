import Foundation

/// Storyboards small enough to share between suites: the segue-destination pair of the diff fixtures, the
/// one-scene storyboard the snapshot routes and `navgraph push` put in repositories, a watch notification.
public enum SmallStoryboards {
    /// `Main.storyboard` of `Tests/Fixtures/Diff/segue-destination/<side>` (`old` or `new`: a segue that lands on
    /// another scene, a breaking change).
    public static func segueDestination(_ side: String) throws -> String {
        String(
            decoding: try TestServer.fixture("Tests/Fixtures/Diff/segue-destination/\(side)/Main.storyboard"),
            as: UTF8.self)
    }

    /// An iOS storyboard of one scene (`scene`), its initial view controller `controller` of class `customClass`,
    /// with `attributes` (such as `customModule="Kit"`) besides.
    public static func oneScene(
        customClass: String, controller: String, scene: String, attributes: String = ""
    )
        -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        targetRuntime="iOS.CocoaTouch" initialViewController="\(controller)">
            <scenes>
                <scene sceneID="\(scene)">
                    <objects>
                        <viewController id="\(controller)" customClass="\(customClass)" \(attributes) \
        sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A watch storyboard `Interface`: a static notification interface `ntf` for category `invite` whose two
    /// segues share the identifier `open` (a diagnostic that names the scene), and the interface controller
    /// `main`.
    public static let watchNotification = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="14313" \
        targetRuntime="watchKit" initialViewController="main">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <controller id="main" customClass="MainInterfaceController"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <notificationController id="ntf">
                            <items>
                                <label alignment="left" text="Alert Label" id="lbl"/>
                            </items>
                            <notificationCategory key="notificationCategory" identifier="invite" id="cat"/>
                            <connections>
                                <segue destination="main" kind="push" identifier="open" id="g1"/>
                                <segue destination="main" kind="push" identifier="open" id="g2"/>
                            </connections>
                        </notificationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
