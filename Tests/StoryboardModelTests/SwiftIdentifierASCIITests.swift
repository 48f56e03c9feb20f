import Testing

@testable import StoryboardModel

/// The ASCII shortcut of `SwiftIdentifier.bareName` names every ASCII string exactly as the `Character` walk
/// does, so diagnostics and codegen cannot tell which path ran.
@Suite struct SwiftIdentifierASCIITests {
    /// Letters of both cases, a digit, `_`, and separators (space, `-`, `.`, CR LF, which is one `Character`).
    static let alphabet = ["a", "q", "Z", "B", "1", "_", " ", "-", ".", "\r\n"]

    /// Every string of up to four pieces of `alphabet`.
    static func strings() -> [String] {
        var all = [""]
        var level = [""]
        for _ in 0..<4 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += level
        }
        return all
    }

    @Test(arguments: [SwiftIdentifier.Case.lowerCamel, .upperCamel])
    func agreesWithTheCharacterWalkOnEveryShortASCIIString(_ style: SwiftIdentifier.Case) {
        var mismatches: [String] = []
        for raw in Self.strings() {
            let fast = SwiftIdentifier.asciiBareName(raw, style)
            let slow = SwiftIdentifier.unicodeBareName(raw, style)
            if fast != slow { mismatches.append("\(raw.debugDescription): \(fast ?? "nil") vs \(slow)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func judgesValidityAsTheCharacterWalkOnEveryShortASCIIString() {
        let raws = Self.strings() + ["class", "Self", "self_", "in", "Type", "_1", "1_", "a1"]
        let mismatches = raws.filter {
            SwiftIdentifier.asciiIsValidIdentifier($0) != SwiftIdentifier.unicodeIsValidIdentifier($0)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map(\.debugDescription))")
        #expect(!SwiftIdentifier.isValidIdentifier("class"))
        #expect(SwiftIdentifier.isValidIdentifier("_1"))
        #expect(SwiftIdentifier.asciiIsValidIdentifier("Scène") == nil)
        #expect(SwiftIdentifier.isValidIdentifier("Scène"))
    }

    @Test func agreesOnNamesAsStoryboardsWriteThem() {
        let raws = [
            "URLScreen", "URL", "showHome", "show-home", "Login Screen", "1st screen", "__x", "openAccount158x1",
            "AccountShare31ViewController", "BYZ-38-t0r", "ABCdef", "aBC", "!!!", "x.Y.z", "2FA",
        ]
        for raw in raws {
            for style in [SwiftIdentifier.Case.lowerCamel, .upperCamel] {
                #expect(SwiftIdentifier.asciiBareName(raw, style) == SwiftIdentifier.unicodeBareName(raw, style))
            }
        }
        #expect(SwiftIdentifier.bareName("URLScreen", .lowerCamel) == "urlScreen")
        #expect(SwiftIdentifier.bareName("show-home", .upperCamel) == "ShowHome")
    }

    @Test func leavesOtherTextToTheCharacterWalk() {
        #expect(SwiftIdentifier.asciiBareName("Scène", .upperCamel) == nil)
        #expect(SwiftIdentifier.bareName("Ünïcödé Scène", .lowerCamel) == "ünïcödéScène")
    }
}
