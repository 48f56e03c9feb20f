extension SwiftIdentifier {
    /// `bareName(_:_:)` of an all-ASCII `raw`, computed on its bytes, or `nil` when `raw` has other characters.
    ///
    /// The same rule as the general path, where every ASCII case is decided by bytes: an identifier character
    /// is `_`, a letter or a digit; upper and lower case are `A`-`Z` and `a`-`z`. Storyboard IDs, segue
    /// identifiers and class names are nearly always ASCII, and `check` names thousands of them: walking
    /// them as `Character`s was most of its instructions.
    static func asciiBareName(_ raw: String, _ style: Case) -> String? {
        var joined: [UInt8] = []
        joined.reserveCapacity(raw.utf8.count + 1)
        var wordStart = true
        for byte in raw.utf8 {
            guard byte < 0x80 else { return nil }
            guard isASCIIIdentifierByte(byte) else {
                wordStart = true
                continue
            }
            // A word after the first starts with its first letter in upper case (`show-home` → `showHome`).
            joined.append(wordStart && !joined.isEmpty ? asciiUpper(byte) : byte)
            wordStart = false
        }
        guard let first = joined.first else { return "_" }
        switch style {
        case .upperCamel:
            joined[0] = asciiUpper(first)
        case .lowerCamel:
            // The leading run of capitals is one word: `URLScreen` → `urlScreen`, `Login` → `login`.
            var upperCount = 0
            while upperCount < joined.count, isASCIIUpper(joined[upperCount]) { upperCount += 1 }
            let lowered = upperCount <= 1 || upperCount == joined.count ? upperCount : upperCount - 1
            for index in 0..<lowered { joined[index] |= 0x20 }
        }
        if joined[0] >= UInt8(ascii: "0"), joined[0] <= UInt8(ascii: "9") { joined.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: joined, as: UTF8.self)
    }

    /// `isValidIdentifier(_:)` of an all-ASCII `raw`, decided on its bytes, or `nil` when `raw` has other
    /// characters: not empty, no leading digit, not a keyword, only `_`, letters and digits.
    static func asciiIsValidIdentifier(_ raw: String) -> Bool? {
        var valid = true
        for byte in raw.utf8 {
            guard byte < 0x80 else { return nil }
            if !isASCIIIdentifierByte(byte) { valid = false }
        }
        guard valid, let first = raw.utf8.first, first < UInt8(ascii: "0") || first > UInt8(ascii: "9") else {
            return false
        }
        return !keywords.contains(raw)
    }

    private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isASCIIUpper(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isASCIIUpper(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func asciiUpper(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte
    }
}
