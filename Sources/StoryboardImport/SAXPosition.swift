#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// Where libxml2's parser is in the document during a callback: the line and column of the byte after the
/// construct just read (for a start tag, its `>`; Xcode writes each start tag on one line).
struct SAXPosition {
    let context: xmlParserCtxtPtr

    /// The 1-based line.
    var line: Int { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))) }

    /// The 1-based column.
    var column: Int { Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context))) }
}
