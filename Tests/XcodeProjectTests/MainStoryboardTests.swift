import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// The storyboards an app opens at launch, as its `Info.plist` names them (issue 36: an app whose main
/// storyboard is `Intro` got a false `no-initial-scene` on `Main`), read from real files in a temporary folder.
@Suite struct MainStoryboardTests {
    /// The `App` target of a project written from `files`, and the folder (removed by the caller).
    func target(_ files: [(String, String)]) throws -> (XcodeTarget, URL) {
        let folder = try MainStoryboardProjects.folder(files)
        let project = try XcodeProjectFile.load(folder.appendingPathComponent("App.xcodeproj"))
        return (try #require(project.targets.first { $0.name == "App" }), folder)
    }

    @Test func anXMLInfoPlistNamesTheMainStoryboard() throws {
        let (app, folder) = try target(MainStoryboardProjects.files())
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(app.mainStoryboards == ["Intro"])
        #expect(app.mainStoryboardsNote == nil)
    }

    @Test func aSceneManifestNamesTheMainStoryboardAndSRCROOTExpands() throws {
        let (app, folder) = try target(
            MainStoryboardProjects.files(
                settings: ["INFOPLIST_FILE": "$(SRCROOT)/App/Info.plist"],
                plist: MainStoryboardProjects.infoPlist(main: "Intro", sceneManifest: true)))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(app.mainStoryboards == ["Intro"])
        #expect(app.mainStoryboardsNote == nil)
    }

    @Test func aGeneratedInfoPlistKeyNamesTheMainStoryboard() throws {
        let (app, folder) = try target(
            MainStoryboardProjects.files(settings: [
                "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Intro",
            ]))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(app.mainStoryboards == ["Intro"])
    }

    @Test func noDeclarationIsAnEmptyListWithoutANote() throws {
        let (app, folder) = try target(MainStoryboardProjects.files(settings: [:]))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(app.mainStoryboards.isEmpty && app.mainStoryboardsNote == nil)
    }

    /// An `Info.plist` outside the folder given (absolute, through `..`) is not read, and the note is the same
    /// whether it exists; the generated keys still count.
    @Test func anInfoPlistOutsideTheRootIsRefusedWithANote() throws {
        let outside = try MainStoryboardProjects.folder([
            ("Info.plist", MainStoryboardProjects.infoPlist(main: "Stolen"))
        ])
        defer { try? FileManager.default.removeItem(at: outside) }
        for path in [
            outside.appendingPathComponent("Info.plist").path, outside.appendingPathComponent("Gone.plist").path,
            "../\(outside.lastPathComponent)/Info.plist",
        ] {
            let (app, folder) = try target(
                MainStoryboardProjects.files(settings: [
                    "INFOPLIST_FILE": path, "INFOPLIST_KEY_NSMainStoryboardFile": "Intro",
                ]))
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(app.mainStoryboards == ["Intro"], "\(path)")
            #expect(
                app.mainStoryboardsNote
                    == BuildSettingNote(
                        path: folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path,
                        message: "the Info.plist file is outside the folder NavGraph was given: not read"), "\(path)")
        }
    }

    @Test func oldStyleTextVariantsAndExtensionsAreRead() throws {
        let plist = try PropertyListParser.parse(
            Array(
                """
                { "UIMainStoryboardFile~ipad" = "Pad.storyboard"; NSMainStoryboardFile = "$(TARGET_NAME)";
                  UIMainStoryboardFile = Phone; NSExtension = { NSExtensionMainStoryboard = MainInterface; }; }
                """.utf8))
        let names = InfoPlist.mainStoryboards(in: plist) { $0.replacingOccurrences(of: "$(TARGET_NAME)", with: "Mac") }
        #expect(names == ["Mac", "Phone", "Pad", "MainInterface"])
    }

    @Test func hostileXMLIsRefusedWithinItsLimits() throws {
        let deep = "<plist>" + String(repeating: "<array>", count: 100_000) + "</plist>"
        #expect(throws: PropertyListError.self) { _ = try XMLPropertyListParser.parse(Array(deep.utf8)) }
        let entities = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaa">]>
            <plist><string>&a;&a;</string></plist>
            """
        #expect {
            _ = try XMLPropertyListParser.parse(Array(entities.utf8))
        } throws: { error in
            (error as? PropertyListError)?.message == "a document type with an internal subset is not read"
        }
        let text = "<plist><dict><key>K</key><string>a &amp; &#x42;&#67;<![CDATA[<d>]]></string></dict></plist>"
        #expect(try XMLPropertyListParser.parse(Array(text.utf8)) == .dictionary(["K": .string("a & BC<d>")]))
        let unterminated = "<plist><string>" + String(repeating: "&", count: 100_000)
        #expect(throws: PropertyListError.self) { _ = try XMLPropertyListParser.parse(Array(unterminated.utf8)) }
    }

    @Test func aFolderNamedInfoPlistIsNotedNotRead() throws {
        let folder = try MainStoryboardProjects.folder([("Info.plist/x", "")])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try InfoPlist.read(
                folder.appendingPathComponent("Info.plist").path, folder: ProjectFolder(folder.path), projectFile: "p")
        } throws: { error in
            (error as? BuildSettingNote)?.message == "is not a regular file: not read"
        }
    }

    @Test func aBinaryInfoPlistIsNotedNotRead() throws {
        let folder = try MainStoryboardProjects.folder([("Info.plist", "bplist00\u{1}")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Info.plist").path
        #expect {
            _ = try InfoPlist.read(path, folder: ProjectFolder(folder.path), projectFile: "p")
        } throws: { error in
            (error as? BuildSettingNote)?.message == "a binary property list, which NavGraph does not read"
        }
    }
}
