import Testing
import XcodeProject

/// The old-style property list grammar of `project.pbxproj`.
@Suite struct PropertyListParserTests {
    func parse(_ text: String) throws -> PropertyListValue {
        try PropertyListParser.parse(Array(text.utf8))
    }

    @Test func readsDictionariesArraysAndUnquotedStrings() throws {
        let value = try parse("{ isa = PBXGroup; children = ( A1, B2, ); path = Base.lproj/Main.storyboard; n = 77; }")
        #expect(value["isa"] == .string("PBXGroup"))
        #expect(value["children"]?.strings == ["A1", "B2"])
        #expect(value["path"]?.string == "Base.lproj/Main.storyboard")
        #expect(value["n"]?.string == "77")
    }

    @Test func skipsBlockAndLineCommentsIncludingTheHeader() throws {
        let text = """
            // !$*UTF8*$!
            {
                /* Begin PBXBuildFile section */
                A /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = B /* Main.storyboard */; };
                // a line comment
                C = ( /* nothing */ );
            }
            """
        let value = try parse(text)
        #expect(value["A"]?["fileRef"]?.string == "B")
        #expect(value["C"]?.array == [])
    }

    @Test func decodesQuotedStringEscapes() throws {
        let value = try parse(
            #"{ a = "say \"hi\"\n\ttab\\"; b = 'single'; c = "\U00e9t\U00E9"; d = "\101\102"; e = "<group>"; f = ""; }"#
        )
        #expect(value["a"]?.string == "say \"hi\"\n\ttab\\")
        #expect(value["b"]?.string == "single")
        #expect(value["c"]?.string == "été")
        #expect(value["d"]?.string == "AB")
        #expect(value["e"]?.string == "<group>")
        #expect(value["f"]?.string == "")
    }

    @Test func joinsSurrogatePairsAndKeepsUTF8Text() throws {
        let value = try parse(#"{ a = "\UD83D\UDE00"; b = "Écran d’accueil"; }"#)
        #expect(value["a"]?.string == "😀")
        #expect(value["b"]?.string == "Écran d’accueil")
    }

    @Test func readsHexData() throws {
        let value = try parse("{ d = <0fbd 7778 A0>; e = <>; }")
        #expect(value["d"] == .data([0x0F, 0xBD, 0x77, 0x78, 0xA0]))
        #expect(value["e"] == .data([]))
    }

    @Test func nestedValues() throws {
        let value = try parse("{ a = { b = ( { c = d; }, \"e f\" ); }; }")
        #expect(value["a"]?["b"]?.array?.first?["c"]?.string == "d")
        #expect(value["a"]?["b"]?.array?.last?.string == "e f")
    }

    @Test(arguments: [
        ("{ a = b }", "expected ';'", 1),
        ("{ a = \"open; }", "unterminated string", 1),
        ("{\n a = ( b c ); }", "expected ',' or ')' in an array", 2),
        ("{ a = <0g>; }", "expected a hex digit in data", 1),
        ("{ a = <0f1>; }", "data has an odd number of hex digits", 1),
        ("{ a = b; } trailing", "unexpected text after the top-level value", 1),
        ("{ /* never closed", "unterminated comment: expected '*/'", 1),
        ("{\n\n a = b;", "unterminated dictionary: expected '}'", 3),
    ])
    func malformedInputIsAnErrorWithItsLine(text: String, message: String, line: Int) {
        #expect(throws: PropertyListError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch let error as PropertyListError {
            #expect(error.message == message)
            #expect(error.line == line)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// 100,000 `(` (issue 36) is an error at the 257th, never a recursion that exhausts the stack; 256 levels of
    /// arrays and dictionaries, either kind, still read.
    @Test func nestingPastTheDepthLimitIsAnErrorNotACrash() throws {
        let deep = String(repeating: "(", count: 100_000)
        #expect(throws: PropertyListError.self) { try parse(deep) }
        do {
            _ = try parse(deep)
        } catch let error as PropertyListError {
            #expect(error.message == "arrays and dictionaries nest deeper than 256 levels")
            #expect(error.column == PropertyListParser.maxDepth + 1)
        }
        let half = PropertyListParser.maxDepth / 2
        let deepest =
            String(repeating: "{a=(", count: half) + "x" + String(repeating: ");}", count: half)
        var value: PropertyListValue? = try parse(deepest)
        for _ in 0..<half { value = value?["a"]?.array?.first }
        #expect(value == .string("x"))
        #expect(throws: PropertyListError.self) { try parse("(" + deepest + ")") }
    }
}
