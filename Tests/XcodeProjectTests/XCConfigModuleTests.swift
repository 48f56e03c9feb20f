import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// Module names from build settings files (issue 23 item 6), on `Tests/Fixtures/ModuleConfig`: four targets
/// whose Release configurations take `PRODUCT_MODULE_NAME` or `PRODUCT_NAME` from `.xcconfig` files (the
/// project's `Config/Base.xcconfig`, targets' own files including it), while every Debug configuration sets
/// `PRODUCT_MODULE_NAME = DebugOnly` in the project, and the project's Release sets it to `ProjectWide`.
@Suite struct XCConfigModuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ModuleConfig").standardizedFileURL

    /// Target `name`'s module and note, as `XcodeProjectFile.load` reads them.
    func module(_ name: String) throws -> (name: String, note: BuildSettingNote?) {
        let project = try XcodeProjectFile.load(Self.root.appendingPathComponent("Modules.xcodeproj"))
        let target = try #require(project.targets.first { $0.name == name })
        return (target.moduleName, target.moduleNameNote)
    }

    /// A note at line `line` of `Config/file`.
    func note(_ file: String, _ line: Int, _ message: String) -> BuildSettingNote {
        BuildSettingNote(path: Self.root.appendingPathComponent("Config/\(file)").path, line: line, message: message)
    }

    @Test func targetXCConfigWithAnIncludeSetsTheModuleAndReleaseWinsOverDebug() throws {
        let app = try module("App")
        #expect(app.name == "AppCore" && app.note == nil)
    }

    @Test func projectXCConfigProductNameDecidesTheModuleUnderTheTargetsSetting() throws {
        // The project's xcconfig says PRODUCT_NAME = ${TARGET_NAME}-UI; the target's own settings say
        // PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier), over the project's ProjectWide.
        let kit = try module("Kit")
        #expect(kit.name == "Kit_UI" && kit.note == nil)
    }

    /// Widget Extension: a reference no level sets falls back to the target's name. Loop: an include cycle
    /// is refused at the line that closes it; without its own file the target still has the project's
    /// settings.
    @Test(arguments: [
        (
            "Widget Extension", "Widget_Extension", "Widget.xcconfig", 2,
            "PRODUCT_MODULE_NAME uses $(SWIFT_MODULE_PREFIX), which NavGraph cannot resolve; module taken as "
                + "'Widget_Extension', the target's name"
        ),
        (
            "Loop", "ProjectWide", "Loop-B.xcconfig", 1,
            "#include \"Loop-A.xcconfig\": makes a cycle: Loop-A.xcconfig → Loop-B.xcconfig → Loop-A.xcconfig; "
                + "module taken as 'ProjectWide'"
        ),
    ])
    func whatCannotBeResolvedFallsBackAndSaysWhere(
        target: String, expected: String, file: String, line: Int, message: String
    ) throws {
        let found = try module(target)
        #expect(found.name == expected)
        #expect(found.note == note(file, line, message))
    }

    @Test func releaseIsChosenElseTheDefaultConfigurationElseTheFirst() {
        #expect(ObjectGraph.chosenConfiguration(["Debug", "Release"], defaultName: "Debug") == "Release")
        #expect(ObjectGraph.chosenConfiguration(["Debug", "Beta"], defaultName: "Beta") == "Beta")
        #expect(ObjectGraph.chosenConfiguration(["Debug", "Beta"], defaultName: "Gone") == "Debug")
    }

    @Test func referencesExpandWithInheritedNestingAndOperators() throws {
        func value(_ text: String, below: String? = nil) throws -> String {
            var levels: [[String: BuildSettingValue]] = [[:], ["X": BuildSettingValue(text: text, path: "p")]]
            if let below { levels[0]["X"] = BuildSettingValue(text: below, path: "p") }
            levels[1]["SUFFIX"] = BuildSettingValue(text: "Debug", path: "p")
            levels[1]["NAME_Debug"] = BuildSettingValue(text: "deep", path: "p")
            var settings = BuildSettings(levels: levels, builtins: ["TARGET_NAME": "My App"])
            return try settings.value(of: "X")
        }
        #expect(try value("$(TARGET_NAME:c99extidentifier)") == "My_App")
        #expect(try value("${TARGET_NAME:rfc1034identifier}") == "My-App")
        #expect(try value("$(TARGET_NAME:lower)") == "my app")
        #expect(try value("$(inherited)Kit", below: "UI") == "UIKit")
        #expect(try value("$(NAME_$(SUFFIX))") == "deep")
        #expect(throws: BuildSettings.Unresolved.self) { try value("$(TARGET_NAME:quote)") }
        #expect(throws: BuildSettings.Unresolved.self) { try value("$(NOT_SET)") }
        #expect(throws: BuildSettings.Unresolved.self) { try value("$(UNCLOSED") }
    }

    @Test func theDemoProjectKeepsItsLiteralModuleNames() throws {
        let project = try XcodeProjectFile.load(
            Self.root.deletingLastPathComponent().appendingPathComponent("Repo/Demo.xcodeproj"))
        #expect(project.targets.map(\.moduleName) == ["Demo", "ShareExtension", "DemoKitUI"])
        #expect(project.targets.allSatisfy { $0.moduleNameNote == nil })
    }

    /// Settings as a level of their own, each assigned in the project file.
    static func settings(_ values: [String: String]) -> BuildSettings {
        BuildSettings(
            levels: [values.mapValues { BuildSettingValue(text: $0, path: "p") }], builtins: ["TARGET_NAME": "App"])
    }

    /// Issue 36: `$(V1)$(V1)$(V1)` fifteen levels deep (3^15 characters unexpanded) costs one expansion per
    /// setting and is refused at the size cap; below the cap, repeated references reuse the value.
    @Test func eachSettingIsExpandedOnceAndAValuePastTheCapIsRefused() throws {
        var deep = Self.settings(HostileProjects.expandingSettings(levels: 15))
        #expect {
            _ = try deep.value(of: "PRODUCT_MODULE_NAME")
        } throws: { error in
            (error as? BuildSettings.Unresolved)?.reason == "which makes a value longer than 4096 bytes"
        }
        #expect(deep.expansions <= 16, "\(deep.expansions) expansions")
        var small = Self.settings(HostileProjects.expandingSettings(levels: 6))
        #expect(try small.value(of: "PRODUCT_MODULE_NAME") == String(repeating: "x", count: 729))
        #expect(small.expansions == 7)
        var cycle = Self.settings(["A": "$(B)$(B)", "B": "$(A)$(A)", "PRODUCT_MODULE_NAME": "$(A)"])
        #expect {
            _ = try cycle.value(of: "PRODUCT_MODULE_NAME")
        } throws: { error in
            (error as? BuildSettings.Unresolved)?.reason == "which refers to itself"
        }
    }

    /// A module name past 255 bytes is never kept: the target's name stands for it, with a note; a target name
    /// past it is cut at a character boundary.
    @Test func aModuleNameLongerThan255BytesFallsBackToTheTargetsName() throws {
        let long = String(repeating: "é", count: 200)
        let project = try XcodeProjectFile.parse(
            Array(HostileProjects.project(settings: ["PRODUCT_MODULE_NAME": long]).utf8), path: "/r/App.xcodeproj")
        let target = try #require(project.targets.first)
        #expect(target.moduleName == "App")
        #expect(target.moduleNameNote?.message == "PRODUCT_MODULE_NAME is longer than 255 bytes; module taken as 'App'")
        let named = ObjectGraph.moduleName(fromTarget: long)
        #expect(named.name == String(repeating: "é", count: 127) && named.origin == "the start of the target's name")
    }
}
