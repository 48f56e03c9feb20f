#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif

/// Words for the `XMLParser` (libxml2) errors that hand-edited or truncated storyboards produce.
enum XMLErrorText {
    /// A sentence for `code`, or `nil` for rarer codes (reported by number).
    static func text(for code: XMLParser.ErrorCode) -> String? {
        switch code {
        case .emptyDocumentError: return "the document is empty"
        case .prematureDocumentEndError: return "the document ends before its root element is closed"
        case .invalidCharacterError: return "invalid character"
        case .lessThanSymbolInAttributeError: return "'<' inside an attribute value"
        case .attributeNotStartedError: return "attribute value is not quoted"
        case .attributeNotFinishedError: return "attribute value is not closed"
        case .attributeHasNoValueError: return "attribute without a value"
        case .attributeRedefinedError: return "attribute given twice on one element"
        case .undeclaredEntityError: return "undeclared entity"
        case .entityRefAtEOFError, .entityReferenceMissingSemiError: return "entity reference without ';'"
        case .commentNotFinishedError: return "comment is not closed"
        case .gtRequiredError: return "'>' expected"
        case .tagNameMismatchError: return "closing tag does not match the open element"
        case .unfinishedTagError: return "tag is not closed"
        case .nameRequiredError: return "element or attribute name expected"
        case .equalExpectedError: return "'=' expected after an attribute name"
        case .ltRequiredError: return "'<' expected"
        case .extraContentError: return "content after the root element"
        case .encodingNotSupportedError, .unknownEncodingError: return "unsupported encoding"
        case .documentStartError: return "the document does not start with an element"
        default: return nil
        }
    }
}
