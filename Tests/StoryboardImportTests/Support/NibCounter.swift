import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A deliberately simple second reading of a nib, to check the importer against: Foundation's `XMLParser`
/// with the whole element path on a stack; the children of `/document/objects` that are not placeholders, and
/// the File's Owner's class and `view` outlet.
final class NibCounter: NSObject, IndependentXMLReader {
    private var path: [String] = []
    private var ownerOpen = false

    /// `elementName#id` of each top-level object, in document order.
    private(set) var objects: [String] = []
    /// The reuse identifier (or AppKit identifier) of each top-level cell that has one, in document order.
    private(set) var reuseIdentifiers: [String] = []
    /// The File's Owner's `customClass`, if set.
    private(set) var ownerClass: String?
    /// Where the File's Owner's `view` outlet points, if set.
    private(set) var ownerView: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if path == ["document", "objects"] {
            let id = attributes["id"] ?? ""
            let isOwner =
                (elementName == "placeholder" && attributes["placeholderIdentifier"] == "IBFilesOwner")
                || (elementName == "customObject" && id == "-2")
            let isPlaceholder = elementName == "placeholder" || (elementName == "customObject" && id.hasPrefix("-"))
            if isOwner {
                ownerClass = attributes["customClass"].flatMap { $0.isEmpty ? nil : $0 }
                ownerOpen = true
            } else if !isPlaceholder {
                objects.append("\(elementName)#\(id)")
                let identifier =
                    elementName == "tableCellView" ? attributes["identifier"] : attributes["reuseIdentifier"]
                if let identifier, !identifier.isEmpty { reuseIdentifiers.append(identifier) }
            }
        }
        if ownerOpen, path.count == 4, path[3] == "connections", elementName == "outlet",
            attributes["property"] == "view"
        {
            ownerView = attributes["destination"]
        }
        path.append(elementName)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
        if path.count == 2 { ownerOpen = false }
    }
}
