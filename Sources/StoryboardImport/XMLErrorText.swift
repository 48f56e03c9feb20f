/// Words for the libxml2 errors that hand-edited or truncated storyboards produce.
///
/// The codes are libxml2's `xmlParserErrors` values (libxml/xmlerror.h), as its structured error callback
/// reports them; rarer ones are described by libxml2's own message.
enum XMLErrorText {
    /// A sentence for libxml2 error `code`, or `nil` for rarer codes (reported by number).
    static func text(forLibXML2Code code: Int) -> String? {
        switch code {
        case 3: return "the document does not start with an element"
        case 4: return "the document is empty"
        case 5: return "extra content after the root element"
        case 9: return "invalid character"
        case 23: return "entity reference without ';'"
        case 26: return "undeclared entity"
        case 31, 32: return "unsupported encoding"
        case 34: return "quoted string is not closed"
        case 38: return "'<' inside an attribute value"
        case 39: return "attribute value is not quoted"
        case 40: return "attribute value is not closed"
        case 41: return "attribute without a value"
        case 42: return "attribute given twice on one element"
        case 45: return "comment is not closed"
        case 65: return "space required between attributes"
        case 68: return "element or attribute name expected"
        case 72: return "'<' expected"
        case 73: return "'>' expected"
        case 75: return "'=' expected after an attribute name"
        case 76: return "closing tag does not match the open element"
        case 77: return "the document ends inside an element (truncated file?)"
        case 85: return "elements are not balanced"
        case 86: return "extra content at the end of the document"
        default: return nil
        }
    }
}
