import Testing

@testable import HTTPServer

/// The word-at-a-time checks of request bytes agree with the byte-by-byte rules of the RFCs, for every
/// byte value at every position of a word.
@Suite struct ByteChecksTests {
    static func isToken(_ byte: UInt8) -> Bool {
        let symbols = Array("!#$%&'*+-.^_`|~".utf8)
        return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || symbols.contains(byte)
    }

    @Test func tokenCharactersAreExactlyTchar() {
        for byte in UInt8.min...UInt8.max {
            #expect(ASCII.isTokenCharacter(byte) == Self.isToken(byte), "byte \(byte)")
        }
    }

    @Test func everyByteIsJudgedAtEveryPlaceOfAWord() {
        for byte in UInt8.min...UInt8.max {
            let valueOK = byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
            let uriOK = byte > 0x20 && byte < 0x7F
            for length in [1, 7, 8, 9, 17] {
                for place in 0..<length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    bytes.withUnsafeBytes { buffer in
                        #expect(ASCII.isFieldValue(buffer) == valueOK, "byte \(byte) at \(place) of \(length)")
                        #expect(ASCII.isURI(buffer) == uriOK, "byte \(byte) at \(place) of \(length)")
                    }
                }
            }
        }
        #expect([UInt8]().withUnsafeBytes { ASCII.isFieldValue($0) && ASCII.isURI($0) })
    }
}
