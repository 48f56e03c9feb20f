import CLibXML2

/// Where libxml2's parser is in the document during a callback: the line and column of the byte after the
/// construct just read (for a start tag, its `>`; Xcode writes each start tag on one line).
struct SAXPosition {
    let context: xmlParserCtxtPtr

    /// The 1-based line.
    var line: Int { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))) }

    /// The 1-based column.
    var column: Int { Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context))) }
}
