#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// An element name as libxml2's SAX2 parser reports it: pointers into the parser's name dictionary, valid
/// for the duration of one callback. Compared as bytes; turned into a `String` only where a scene needs it.
struct SAXName {
    /// The local part (after any `prefix:`).
    let localName: UnsafePointer<xmlChar>
    /// The namespace prefix, or `nil`.
    let prefix: UnsafePointer<xmlChar>?

    /// Whether the name is exactly `name` (without a prefix). `name` is ASCII.
    func `is`(_ name: StaticString) -> Bool {
        prefix == nil && SAXBytes.equal(localName, name)
    }

    /// The name as written (`prefix:local` when prefixed). The input was checked to be UTF-8.
    var string: String {
        let local = String(cString: localName)
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }
}
