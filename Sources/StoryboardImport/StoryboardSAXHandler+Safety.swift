import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Second line of defence behind `PrologGuard`: should any DTD content reach the parser, stop at once.
///
/// libxml2 (under `XMLParser`) substitutes entities in attribute values, so an entity declaration that
/// got through could read a local file or expand exponentially. Storyboards never declare one. Darwin's
/// `XMLParser` reports declarations to these callbacks; the Linux one does not (it refuses external loads
/// and entity amplification inside libxml2 instead), which is why `PrologGuard` is the first line.
extension StoryboardSAXHandler {
    func parser(
        _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
    ) {
        refuseDTD("entity declaration \"\(name)\"", parser)
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
        systemID: String?
    ) {
        refuseDTD("external entity declaration \"\(name)\"", parser)
    }

    func parser(
        _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?,
        systemID: String?, notationName: String?
    ) {
        refuseDTD("unparsed entity declaration \"\(name)\"", parser)
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        refuseDTD("element declaration \"\(elementName)\"", parser)
    }

    func parser(
        _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String,
        type: String?, defaultValue: String?
    ) {
        refuseDTD("attribute declaration \"\(attributeName)\"", parser)
    }

    func parser(
        _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
        refuseDTD("notation declaration \"\(name)\"", parser)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        // Only the five predefined entities exist without a DTD; anything else is an XML error.
        fail(.malformedXML, "malformed XML: undeclared entity \"&\(name);\"", parser)
        return nil
    }

    private func refuseDTD(_ what: String, _ parser: XMLParser) {
        fail(.forbiddenDTD, "\(what): DTDs and entities are not allowed in a storyboard and are never resolved", parser)
    }
}
