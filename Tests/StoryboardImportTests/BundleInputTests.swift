import Foundation
import StoryboardImport
import StoryboardModel
import TestSupport
import Testing

/// The one input pipeline (`BundleInput`): a folder's bundles found, each file read and parsed once, duplicate
/// names refused, names normalized once, as `check`, `import` and the snapshot route read them.
struct BundleInputTests {
    /// `é` as two scalars (NFD), as HFS+ and some tools write it.
    static let nfd = "Cafe\u{301}"
    /// `é` as one scalar (NFC), what a name becomes.
    static let nfc = "Caf\u{E9}"

    /// An Xcode project (target `App`: `Main`, `Intro`, main storyboard `Intro`) and, outside it, two folders
    /// holding an `Info.plist`: `Extra/A` with a storyboard named in NFD and another of the same name in NFC (a
    /// duplicate), `Extra/B` with a malformed storyboard and one more of that name.
    static func folder() throws -> URL {
        let plist = MainStoryboardProjects.infoPlist(main: "Intro")
        let nfdClass = SmallStoryboards.oneScene(customClass: "\(nfd)ViewController", controller: "c", scene: "s")
        return try MainStoryboardProjects.folder(
            MainStoryboardProjects.files() + [
                ("Extra/A/Info.plist", plist), ("Extra/A/\(nfd).storyboard", nfdClass),
                ("Extra/A/Sub/\(nfc).storyboard", nfdClass),
                ("Extra/B/Info.plist", plist), ("Extra/B/Broken.storyboard", "<document>\n<scenes>\n"),
                ("Extra/B/\(nfc).storyboard", nfdClass),
            ])
    }

    @Test func findsTheXcodeTargetAndTheFolderBundlesAndReadsEachFileOnce() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = try StoryboardFiles.bundles([root.path])
        #expect(layout.bundles.map(\.name) == ["App", "A", "B"])
        #expect(layout.projectErrors.isEmpty)

        let app = BundleInput.read(layout.bundles[0])
        #expect(app.files.map(\.storyboard.name) == ["Intro", "Main"])
        #expect(app.failures.isEmpty)
        #expect(app.bundle.module == "App")
        #expect(app.mainStoryboards == ["Intro"])
        #expect(app.platform() == .ios)
        #expect(app.platform(.tvos) == .tvos)
        #expect(app.files[0].source == (try Data(contentsOf: root.appendingPathComponent("Intro.storyboard"))))
        // A reader that stores nothing (check, generate) holds no file's bytes.
        let unkept = BundleInput.read(layout.bundles[0], keepingSources: false)
        #expect(unkept.files.map(\.storyboard.name) == ["Intro", "Main"])
        #expect(unkept.files.allSatisfy { $0.source.isEmpty })
    }

    @Test func refusesTheSecondFileOfANameWhateverItsUnicodeFormAndNormalizesNamesOnce() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try StoryboardFiles.bundles([root.path]).bundles[1]
        #expect(
            bundle.duplicates.map(\.file.lastPathComponent.utf8).map(Array.init) == [
                Array("\(Self.nfc).storyboard".utf8)
            ])
        guard case .duplicate(let duplicate) = BundleInput.refusal(of: bundle, names: { _ in nil }) else {
            Issue.record("a bundle with a duplicate name is not refused")
            return
        }
        #expect(duplicate.takenBy.lastPathComponent.precomposedStringWithCanonicalMapping == "\(Self.nfc).storyboard")

        let input = BundleInput.read(bundle)
        #expect(input.failures.isEmpty)
        let storyboard = try #require(input.files.first?.storyboard)
        #expect(input.files.count == 1)
        // Byte for byte: Swift's `==` would take the NFD spelling as equal.
        #expect(Array(storyboard.name.utf8) == Array(Self.nfc.utf8))
        #expect(
            storyboard.scenes.map { Array(($0.customClass ?? "").utf8) } == [Array("\(Self.nfc)ViewController".utf8)])
    }

    @Test func reportsAFileThatDoesNotParseWithItsLineAndStopsThereWhenAsked() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try StoryboardFiles.bundles([root.path]).bundles[2]
        #expect(bundle.files.map(\.lastPathComponent) == ["Broken.storyboard", "\(Self.nfc).storyboard"])

        let all = BundleInput.read(bundle)
        #expect(all.results.count == 2)
        #expect(all.files.map(\.storyboard.name) == [Self.nfc])
        let failure = try #require(all.failures.first)
        #expect(failure.url.lastPathComponent == "Broken.storyboard")
        let located = failure.located(at: "Extra/B/Broken.storyboard")
        #expect(located.source == "Extra/B/Broken.storyboard")
        #expect(located.line != nil)

        let first = BundleInput.read(bundle, stoppingAtFirstFailure: true)
        #expect(first.results.count == 1)
        #expect(first.files.isEmpty)
    }

    @Test func aNamePolicyRefusesANameBeforeAnyFileIsReadAndFiltersTheMainStoryboards() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try StoryboardFiles.bundles([root.path]).bundles[0]
        let policy: (String) -> String? = { $0 == "Intro" ? "is refused here" : nil }
        guard case .name(let url, let name, let problem) = BundleInput.refusal(of: app, names: policy) else {
            Issue.record("a name the policy refuses is not refused")
            return
        }
        #expect(url.lastPathComponent == "Intro.storyboard")
        #expect(name == "Intro")
        #expect(problem == "is refused here")
        #expect(BundleInput.refusal(of: app, names: { _ in nil }) == nil)
        #expect(BundleInput.read(app, names: policy).mainStoryboards == [])
    }
}
