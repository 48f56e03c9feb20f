import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// SwiftGen's fixture storyboards against SwiftGen's own expected parser output
/// (`StencilContexts/IB-*/all.yaml`, read at test time): storyboard IDs, initial scenes, custom classes and
/// modules, and segue identifiers must come out the same.
struct SwiftGenContextTests {
    static let swiftGenFixtures = Fixtures.corpus?.appendingPathComponent(
        "SwiftGen+SwiftGen/Sources/TestUtils/Fixtures")

    /// One scene or segue as SwiftGen describes it: identifier, class, module, `moduleIsPlaceholder`.
    struct Entry: Hashable, CustomStringConvertible {
        var identifier: String
        var customClass: String
        var customModule: String
        var moduleIsPlaceholder: Bool
        var description: String { "\(identifier)|\(customClass)|\(customModule)|\(moduleIsPlaceholder)" }

        init(_ yaml: MiniYAML) {
            identifier = yaml["identifier"]?.string ?? ""
            customClass = yaml["customClass"]?.string ?? ""
            customModule = yaml["customModule"]?.string ?? ""
            moduleIsPlaceholder = yaml["moduleIsPlaceholder"]?.string == "true"
        }

        init(_ scene: Scene) {
            identifier = scene.storyboardIdentifier ?? ""
            customClass = scene.customClass ?? ""
            customModule = scene.customModule ?? ""
            moduleIsPlaceholder = scene.inheritsModuleFromTarget
        }

        init(_ segue: Segue) {
            identifier = segue.identifier ?? ""
            customClass = segue.customClass ?? ""
            customModule = segue.customModule ?? ""
            moduleIsPlaceholder = segue.attributes["customModuleProvider"] == "target"
        }
    }

    @Test(
        .enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent),
        arguments: ["IB-iOS", "IB-macOS"])
    func storyboardsMatchSwiftGensExpectedContext(folder: String) throws {
        let root = try #require(Self.swiftGenFixtures)
        let yamlURL = root.appendingPathComponent("StencilContexts/\(folder)/all.yaml")
        let context = MiniYAML.parse(try String(contentsOf: yamlURL, encoding: .utf8))
        let expectedStoryboards = context["storyboards"]?.items ?? []
        #expect(expectedStoryboards.count >= 6)
        for expected in expectedStoryboards {
            let name = try #require(expected["name"]?.string)
            let storyboard = try StoryboardParser.parse(
                contentsOf: root.appendingPathComponent("Resources/\(folder)/\(name).storyboard"))
            #expect(storyboard.platform == (folder == "IB-iOS" ? .ios : .macos))

            // Scenes SwiftGen lists: controllers (not references) with a storyboard ID.
            let scenes = storyboard.scenes.filter { !$0.isReference && $0.storyboardIdentifier != nil }
            #expect(
                Set(scenes.map(Entry.init)) == Set((expected["scenes"]?.items ?? []).map(Entry.init)),
                "scenes of \(folder)/\(name)")
            for scene in expected["scenes"]?.items ?? [] {
                guard let baseType = scene["baseType"]?.string else { continue }
                let id = scene["identifier"]?.string
                let ours = scenes.first { $0.storyboardIdentifier == id }
                #expect(ours.map { $0.kind.prefix(1).uppercased() + $0.kind.dropFirst() } == baseType)
            }

            // Segues SwiftGen lists: those with an identifier.
            let segues = storyboard.segues.filter { $0.identifier != nil }
            #expect(
                Set(segues.map(Entry.init)) == Set((expected["segues"]?.items ?? []).map(Entry.init)),
                "segues of \(folder)/\(name)")

            // The initial scene, when SwiftGen names one.
            let initial = storyboard.initialScene.flatMap { storyboard.scene(id: $0) }
            if let expectedInitial = expected["initialScene"] {
                let ours = try #require(initial, "initial scene of \(folder)/\(name)")
                #expect(Entry(ours) == Entry(expectedInitial), "initial scene of \(folder)/\(name)")
            } else {
                #expect(initial == nil, "initial scene of \(folder)/\(name)")
            }
        }
    }

    @Test func theYAMLReaderReadsNestedListsAndMaps() {
        let yaml = MiniYAML.parse(
            """
            modules:
            - "AppKit"
            storyboards:
            - name: "A"
              scenes: []
              initialScene:
                identifier: "x \\"y\\""
            """)
        #expect(yaml["modules"]?.items == [.scalar("AppKit")])
        #expect(yaml["storyboards"]?.items.first?["name"]?.string == "A")
        #expect(yaml["storyboards"]?.items.first?["scenes"]?.items == [])
        #expect(yaml["storyboards"]?.items.first?["initialScene"]?["identifier"]?.string == "x \"y\"")
    }
}
