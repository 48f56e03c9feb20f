#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// Byte comparisons of libxml2's NUL-terminated strings against Swift literals, without making a `String`.
enum SAXBytes {
    /// Whether the NUL-terminated `bytes` equal the ASCII literal `literal`.
    static func equal(_ bytes: UnsafePointer<xmlChar>, _ literal: StaticString) -> Bool {
        let pattern = literal.utf8Start
        let count = literal.utf8CodeUnitCount
        for index in 0..<count where bytes[index] != pattern[index] { return false }
        return bytes[count] == 0
    }
}
