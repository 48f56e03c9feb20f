import Foundation
import StoryboardModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the graph fixtures' storyboard XML into the model for tests, until the importer's
/// `StoryboardParser` is on `main`. It knows only what the fixtures use (IB format facts): a scene's
/// controller is the `<objects>` child with `sceneMemberID="viewController"`, references are
/// `viewControllerPlaceholder`, and every `<segue>` inside a scene (on a cell, a bar button, a gesture
/// recognizer beside the controller) leaves that scene's controller.
final class FixtureXMLReader: NSObject, XMLParserDelegate {
    private var scenes: [Scene] = []
    private var segues: [Segue] = []
    private var sceneSegues: [Segue] = []
    private var controllerID: String?
    private var initialScene: String?
    private var platform: Platform?

    static func read(_ data: Data, name: String) throws -> Storyboard {
        let reader = FixtureXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw FixtureError("\(name): \(parser.parserError.map { "\($0)" } ?? "malformed XML")")
        }
        return Storyboard(
            name: name, platform: reader.platform, initialScene: reader.initialScene, scenes: reader.scenes,
            segues: reader.segues)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let line = parser.lineNumber
        switch elementName {
        case "document":
            initialScene = attributes["initialViewController"]
            platform = attributes["targetRuntime"].flatMap { $0.hasPrefix("MacOSX") ? .macos : .ios }
        case "scene":
            controllerID = nil
            sceneSegues = []
        case "segue":
            sceneSegues.append(
                Segue(
                    id: attributes["id"] ?? "", source: "", destination: attributes["destination"],
                    kind: attributes["kind"] ?? "", identifier: attributes["identifier"],
                    relationship: attributes["relationship"], unwindAction: attributes["unwindAction"], line: line))
        default:
            guard attributes["sceneMemberID"] == "viewController", let id = attributes["id"] else { return }
            let reference = elementName == "viewControllerPlaceholder"
            controllerID = id
            scenes.append(
                Scene(
                    id: id, kind: reference ? Scene.referenceKind : elementName, customClass: attributes["customClass"],
                    customModule: attributes["customModule"],
                    inheritsModuleFromTarget: attributes["customModuleProvider"] == "target",
                    storyboardIdentifier: attributes["storyboardIdentifier"], title: attributes["title"],
                    referencedStoryboard: reference ? attributes["storyboardName"] : nil,
                    referencedIdentifier: reference ? attributes["referencedIdentifier"] : nil,
                    bundleIdentifier: reference ? attributes["bundleIdentifier"] : nil, line: line))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard elementName == "scene" else { return }
        for var segue in sceneSegues {
            segue.source = controllerID ?? ""
            segues.append(segue)
        }
        sceneSegues = []
    }
}

/// A fixture that could not be read.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
