#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// The attributes of one start tag as libxml2's SAX2 parser reports them, read without copying.
///
/// libxml2 passes five pointers per attribute (local name, prefix, namespace URI, value start, value end);
/// values are decoded (character references and the five predefined entities; `&` see `value`) and normalized.
/// Valid for the duration of one callback.
struct SAXAttributes {
    private let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    /// The number of attributes.
    let count: Int

    init(_ base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        self.base = base
        self.count = base == nil ? 0 : max(0, count)
    }

    /// The value of the unprefixed attribute `name`, or `nil` when the tag has none.
    subscript(_ name: StaticString) -> String? {
        guard let base else { return nil }
        for index in 0..<count {
            let slot = base + index * 5
            guard let local = slot[0], slot[1] == nil, SAXBytes.equal(local, name) else { continue }
            return value(slot)
        }
        return nil
    }

    /// Every attribute, named as written (`prefix:local` when prefixed).
    func all() -> [(name: String, value: String)] {
        guard let base else { return [] }
        var result: [(name: String, value: String)] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let slot = base + index * 5
            guard let local = slot[0] else { continue }
            let name = slot[1].map { String(cString: $0) + ":" } ?? ""
            result.append((name + String(cString: local), value(slot)))
        }
        return result
    }

    private func value(_ slot: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) -> String {
        guard let start = slot[3], let end = slot[4], end >= start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        let text = String(decoding: bytes, as: UTF8.self)
        // Without XML_PARSE_NOENT libxml2 reports every `&` of a value (`&amp;`, `&#38;`) as the text `&#38;`,
        // so that a serializer could write it back; every other reference arrives decoded. `&` is data.
        guard bytes.contains(UInt8(ascii: "&")) else { return text }
        return text.replacing("&#38;", with: "&")
    }
}
