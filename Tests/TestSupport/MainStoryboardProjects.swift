import Foundation

/// A repository whose app's main storyboard is not called Main (issue 36): `App.xcodeproj`, its target `App`
/// bundling `Main.storyboard` and `Intro.storyboard`, and `App/Info.plist` naming `Intro` as
/// `UIMainStoryboardFile`. Paths are relative to the repository's root, for a snapshot archive or a folder for
/// the CLI.
public enum MainStoryboardProjects {
    /// The files: the project with the target's own build `settings`, the `Info.plist` (`plist`), and both
    /// storyboards, each with one scene that has a storyboard ID; only those named in `initial` have an
    /// initial scene.
    public static func files(
        settings: [String: String] = ["INFOPLIST_FILE": "App/Info.plist"], plist: String = infoPlist(main: "Intro"),
        initial: Set<String> = []
    ) -> [(String, String)] {
        [
            ("App.xcodeproj/project.pbxproj", project(settings: settings)), ("App/Info.plist", plist),
            ("Main.storyboard", storyboard(scene: "m1", initial: initial.contains("Main"))),
            ("Intro.storyboard", storyboard(scene: "i1", initial: initial.contains("Intro"))),
        ]
    }

    /// An XML `Info.plist` naming `main` as `UIMainStoryboardFile`, or a scene manifest naming it when
    /// `sceneManifest`.
    public static func infoPlist(main: String, sceneManifest: Bool = false) -> String {
        let entry =
            sceneManifest
            ? """
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Default &amp; only</string>
                            <key>UISceneStoryboardFile</key>
                            <string>\(main)</string>
                        </dict>
                    </array>
                </dict>
            </dict>
            """
            : "<key>UIMainStoryboardFile</key>\n<string>\(main)</string>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>$(PRODUCT_NAME)</string>
                <!-- the launch screen is not a main storyboard -->
                <key>UILaunchStoryboardName</key>
                <string>LaunchScreen</string>
                <key>LSRequiresIPhoneOS</key>
                <true/>
                \(entry)
            </dict>
            </plist>

            """
    }

    /// An iOS storyboard of one view controller `scene` (class `SceneViewController` for `scene`), with
    /// storyboard ID `scene`, initial when `initial`.
    public static func storyboard(scene: String, initial: Bool) -> String {
        let text = SmallStoryboards.oneScene(
            customClass: "\(scene.uppercased())ViewController", controller: scene, scene: "s-\(scene)",
            attributes: "storyboardIdentifier=\"\(scene)\"")
        return initial ? text : text.replacingOccurrences(of: " initialViewController=\"\(scene)\"", with: "")
    }

    /// `App.xcodeproj/project.pbxproj`: one app target bundling both storyboards, `settings` its own Release
    /// build settings.
    public static func project(settings: [String: String]) -> String {
        let quoted = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \"\($0.value)\";\n" }.joined()
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
            \t\tF1 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
            \t\tF2 = {isa = PBXFileReference; path = Intro.storyboard; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1); name = App; \
            productType = "com.apple.product-type.application"; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (K1); defaultConfigurationName = Release; };
            \t\tK1 = {isa = XCBuildConfiguration; buildSettings = {
            \(quoted)\t\t\t}; name = Release; };
            \t\tP0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1); };
            \t};
            \trootObject = P0;
            }

            """
    }

    /// Writes `files` under a new temporary folder and returns it.
    public static func folder(_ files: [(String, String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-main-\(UUID())")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }
}
