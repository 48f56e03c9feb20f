import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A second reading of a document with Foundation's `XMLParser`, to check the importer against.
protocol IndependentXMLReader: NSObject, XMLParserDelegate {
    init()
}

extension IndependentXMLReader {
    /// Reads `data` into a new reader; `nil` when it is not well-formed.
    static func count(_ data: Data) -> Self? {
        let reader = Self()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }
}
