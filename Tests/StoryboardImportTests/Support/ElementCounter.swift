import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A deliberately simple second reading of a storyboard, to check the importer against: it keeps the whole
/// element path on a stack and collects the ids of scene controllers and segues by looking at that path.
final class ElementCounter: NSObject, IndependentXMLReader {
    private var path: [String] = []
    private var watchKit = false
    private var sceneHasController = false
    private var sceneSegues: [String] = []

    /// Ids of scene controllers (and references), in document order.
    private(set) var sceneIDs: [String] = []
    /// Ids of segues inside scenes that have a controller, in document order.
    private(set) var segueIDs: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if path.isEmpty { watchKit = attributes["targetRuntime"] == "watchKit" }
        if elementName == "scene" {
            sceneHasController = false
            sceneSegues = []
        }
        if path.count >= 2, path[path.count - 1] == "objects", path[path.count - 2] == "scene",
            let id = attributes["id"]
        {
            let member = attributes["sceneMemberID"]
            let isController =
                (member == "viewController" && elementName != "application")
                || (member == nil && watchKit && elementName.lowercased().hasSuffix("controller"))
            if isController {
                sceneIDs.append(id)
                sceneHasController = true
            }
        }
        // A segue inside a segue is a Peek & Pop preview or commit segue: part of the outer one.
        if elementName == "segue", path.contains("scene"), path.last != "segue", attributes["reference"] == nil,
            let id = attributes["id"]
        {
            sceneSegues.append(id)
        }
        path.append(elementName)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
        if elementName == "scene", sceneHasController { segueIDs += sceneSegues }
    }
}
