import Foundation

/// The bodies that crashed the service in issue 8 (one invalid UTF-8 byte in an element or attribute name),
/// and helpers to build documents in other encodings.
enum Reproducers {
    /// The storyboard of issue 8 with `0xEC` inside the attribute name `row`.
    static let badAttributeName: Data =
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch."
                + "Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"a\"><objects><viewController id=\"v\" ro")
                .utf8) + Data([0xEC]) + Data("w=\"1\"/></objects></scene></scenes></document>".utf8)

    /// The same document with `0xEC` inside the element name `viewController`.
    static let badElementName: Data =
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch."
                + "Storyboard.XIB\" version=\"3.0\"><scenes><scene sceneID=\"a\"><objects><viewContr").utf8)
        + Data([0xEC]) + Data("oller/></objects></scene></scenes></document>".utf8)

    /// The short bodies: a bare element with the bad name, and the single byte `0xFF`.
    static let bareElement = Data("<viewContr".utf8) + Data([0xEC]) + Data("oller/>".utf8)
    static let singleFF = Data([0xFF])

    /// Every reproducer, named.
    static let all: [(name: String, data: Data)] = [
        ("attribute name", badAttributeName), ("element name", badElementName), ("bare element", bareElement),
        ("0xFF", singleFF),
    ]

    /// The 1-based line and byte column of the first byte of `data` at or above 0x80 (the test's own reading).
    static func positionOfFirstHighByte(_ data: Data) -> (line: Int, column: Int)? {
        let bytes = [UInt8](data)
        guard let index = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
        let before = bytes[..<index]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, index - lineStart + 1)
    }

    /// A storyboard whose DTD declares an internal entity used as a scene's custom class: were it read,
    /// `customClass` would become `InjectedViaEntity`.
    static let entityStoryboard = """
        <?xml version="1.0" encoding="ENCODING"?>
        <!DOCTYPE document [<!ENTITY cls "InjectedViaEntity">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects>
        <viewController id="v" customClass="&cls;" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    /// `entityStoryboard` declaring `encoding`, in UTF-16 or UTF-32 code units of either byte order,
    /// with or without a byte order mark.
    static func wide(_ encoding: String, unitBytes: Int, bigEndian: Bool, bom: Bool) -> Data {
        let text = (bom ? "\u{FEFF}" : "") + entityStoryboard.replacingOccurrences(of: "ENCODING", with: encoding)
        var data = Data()
        for scalar in text.unicodeScalars {
            let units: [UInt32] = unitBytes == 4 ? [scalar.value] : Array(String(scalar).utf16).map { UInt32($0) }
            for unit in units {
                var bytes = (0..<unitBytes).map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
                if bigEndian { bytes.reverse() }
                data.append(contentsOf: bytes)
            }
        }
        return data
    }

    /// `entityStoryboard` declaring `IBM037`, in EBCDIC code page 037 (every character it uses is mapped).
    static func ebcdic() -> Data {
        var table: [Character: UInt8] = [
            " ": 0x40, ".": 0x4B, "<": 0x4C, "&": 0x50, "!": 0x5A, ";": 0x5E, "-": 0x60, "/": 0x61, "_": 0x6D,
            ">": 0x6E, "?": 0x6F, ":": 0x7A, "'": 0x7D, "=": 0x7E, "\"": 0x7F, "[": 0xBA, "]": 0xBB, "\n": 0x25,
        ]
        let ranges: [(String, UInt8)] = [
            ("abcdefghi", 0x81), ("jklmnopqr", 0x91), ("stuvwxyz", 0xA2), ("ABCDEFGHI", 0xC1), ("JKLMNOPQR", 0xD1),
            ("STUVWXYZ", 0xE2), ("0123456789", 0xF0),
        ]
        for (letters, first) in ranges {
            for (offset, letter) in letters.enumerated() { table[letter] = first + UInt8(offset) }
        }
        let text = entityStoryboard.replacingOccurrences(of: "ENCODING", with: "IBM037")
        return Data(text.map { table[$0] ?? 0x6F })
    }
}
