import Foundation

#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// libxml2's SAX2 callbacks: start and end tags go to the handler; errors and every DTD declaration stop the
/// parse. Text, comments and processing instructions have no callback, so libxml2 skips them without
/// copying. Each callback's first argument is the reader (the context's user data).
extension SAXDocumentReader {
    static func callbacks() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { user, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let (reader, context) = SAXDocumentReader.unwrap(user), let localName else { return }
            reader.startElement(
                SAXName(localName: localName, prefix: prefix), SAXAttributes(attributes, count: Int(attributeCount)),
                SAXPosition(context: context))
            reader.stopIfFailed(context)
        }
        sax.endElementNs = { user, _, _, _ in
            guard let (reader, _) = SAXDocumentReader.unwrap(user) else { return }
            reader.endElement()
        }
        sax.serror = { user, error in
            guard let (reader, context) = SAXDocumentReader.unwrap(user), let error else { return }
            // Warnings (a missing XML declaration version, say) do not make a document unreadable.
            guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let position = SAXPosition(context: context)
            reader.handler.fail(
                ImportError(
                    .malformedXML, "malformed XML: \(SAXDocumentReader.describe(error.pointee))",
                    source: reader.handler.source,
                    line: position.line, column: position.column))
            xmlStopParser(context)
        }
        // Only the five predefined entities exist without a DTD, and libxml2 answers those itself; any other
        // name is left undeclared, which is a well-formedness error.
        sax.getEntity = { _, _ in nil }
        sax.getParameterEntity = { _, _ in nil }
        sax.resolveEntity = { _, _, _ in nil }
        sax.internalSubset = { user, name, _, _ in SAXDocumentReader.refuse(user, "a document type declaration", name) }
        sax.externalSubset = { user, name, _, _ in SAXDocumentReader.refuse(user, "an external subset", name) }
        sax.entityDecl = { user, name, _, _, _, _ in SAXDocumentReader.refuse(user, "an entity declaration", name) }
        sax.unparsedEntityDecl = { user, name, _, _, _ in
            SAXDocumentReader.refuse(user, "an unparsed entity declaration", name)
        }
        sax.elementDecl = { user, name, _, _ in SAXDocumentReader.refuse(user, "an element declaration", name) }
        sax.attributeDecl = { user, _, name, _, _, _, _ in
            SAXDocumentReader.refuse(user, "an attribute declaration", name)
        }
        sax.notationDecl = { user, name, _, _ in SAXDocumentReader.refuse(user, "a notation declaration", name) }
        return sax
    }

    /// The reader and its parser context from a callback's user data.
    private static func unwrap(_ user: UnsafeMutableRawPointer?) -> (SAXDocumentReader, xmlParserCtxtPtr)? {
        guard let user else { return nil }
        let reader = Unmanaged<SAXDocumentReader>.fromOpaque(user).takeUnretainedValue()
        guard let context = reader.context else { return nil }
        return (reader, context)
    }

    /// Stops the parse at a DTD declaration: storyboards and nibs never have one, and none is ever acted on.
    private static func refuse(_ user: UnsafeMutableRawPointer?, _ what: String, _ name: UnsafePointer<xmlChar>?) {
        guard let (reader, context) = SAXDocumentReader.unwrap(user) else { return }
        let named = name.map { " \"\(String(cString: $0))\"" } ?? ""
        reader.handler.fail(
            .forbiddenDTD,
            "\(what)\(named): DTDs and entities are not allowed in a \(reader.handler.documentKind.noun) "
                + "and are never resolved",
            SAXPosition(context: context))
        xmlStopParser(context)
    }

    /// A short description of a libxml2 error: in words for the common ones, else libxml2's own message.
    static func describe(_ error: xmlError) -> String {
        if let text = XMLErrorText.text(forLibXML2Code: Int(error.code)) { return text }
        if let message = error.message {
            let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { return text }
        }
        return "XML error \(error.code)"
    }
}
