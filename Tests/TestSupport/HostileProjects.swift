import Foundation

/// Xcode projects built to attack the project reader (issue 36): one app target `App` bundling
/// `Main.storyboard`, its Release configuration given the build settings and base configuration file the test
/// names. The files are paths relative to a repository's root, for a snapshot archive or a folder for the CLI.
public enum HostileProjects {
    /// `App.xcodeproj/project.pbxproj` with `settings` as the target's own build settings and, when given, a
    /// base configuration file `path` in `sourceTree` (`<group>`: relative to the project's folder).
    public static func project(
        settings: [String: String] = [:], baseConfiguration: (path: String, sourceTree: String)? = nil
    ) -> String {
        let quoted = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \"\($0.value)\";\n" }.joined()
        let reference = baseConfiguration.map {
            "\t\tC0 = {isa = PBXFileReference; path = \"\($0.path)\"; sourceTree = \"\($0.sourceTree)\"; };\n"
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
            \t\tF1 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
            \(reference ?? "")\t\tG0 = {isa = PBXGroup; children = (F1, \(reference == nil ? "" : "C0")); sourceTree = "<group>"; };
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1); name = App; \
            productType = "com.apple.product-type.application"; };
            \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (K1); defaultConfigurationName = Release; };
            \t\tK1 = {isa = XCBuildConfiguration; \(reference == nil ? "" : "baseConfigurationReference = C0; ")\
            buildSettings = {
            \(quoted)\t\t\t}; name = Release; };
            \t\tP0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1); };
            \t};
            \trootObject = P0;
            }

            """
    }

    /// `PRODUCT_MODULE_NAME = $(V1)$(V1)$(V1)`, `V1` three copies of `V2`... down to `V<levels> = x`: a value
    /// of 3^levels characters when expanded with no cap (issue 36: 15 levels made 4.78 million).
    public static func expandingSettings(levels: Int, copies: Int = 3) -> [String: String] {
        var settings = ["PRODUCT_MODULE_NAME": String(repeating: "$(V1)", count: copies)]
        for level in 1..<levels { settings["V\(level)"] = String(repeating: "$(V\(level + 1))", count: copies) }
        settings["V\(levels)"] = "x"
        return settings
    }

    /// `count` `.xcconfig` files, `Config/C1.xcconfig` first, each including the next twice (issue 36: 2^count
    /// reads without a visited set); the last sets `PRODUCT_MODULE_NAME = Deep`.
    public static func includeChain(count: Int) -> [(String, String)] {
        (1...count).map { index in
            let text =
                index == count
                ? "PRODUCT_MODULE_NAME = Deep\n"
                : "#include \"C\(index + 1).xcconfig\"\n#include \"C\(index + 1).xcconfig\"\nV\(index) = \(index)\n"
            return ("Config/C\(index).xcconfig", text)
        }
    }
}
