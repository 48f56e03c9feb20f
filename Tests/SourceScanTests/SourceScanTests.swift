import SourceScan
import Testing

/// The lexer and the call patterns: which literals count as storyboard names and identifiers, and which
/// (in comments, interpolated, in other calls) do not.
@Suite struct SourceScanTests {
    static func references(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceScan(text, language: language).references.map { "\($0.kind.rawValue):\($0.value)@\($0.line)" }
    }

    @Test func swiftCallsAreFound() {
        let text = """
            performSegue(withIdentifier: "showDetail", sender: self)
            let vc = storyboard.instantiateViewController(withIdentifier: "Login") as! LoginViewController
            let sb = UIStoryboard(name: "Settings", bundle: nil)
            let modern = storyboard.instantiateViewController(identifier: "Profile") { ProfileViewController(coder: $0) }
            func unwind(_ segue: UIStoryboardSegue) { if segue.identifier == "compose" { } }
            """
        #expect(
            Self.references(text) == [
                "segueIdentifier:showDetail@1", "storyboardIdentifier:Login@2", "storyboard:Settings@3",
                "storyboardIdentifier:Profile@4", "segueIdentifier:compose@5",
            ])
    }

    @Test func casesCountOnlyInASwitchOverASegueIdentifier() {
        let text = """
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch segue.identifier {
                case "a", "b": break
                case .some("c"): break
                default: break
                }
            }
            func other(_ text: String) {
                switch text { case "notASegue": break; default: break }
            }
            """
        #expect(Self.references(text) == ["segueIdentifier:a@3", "segueIdentifier:b@3"])
    }

    @Test func commentsAndInterpolationAreSkipped() {
        let text = #"""
            // performSegue(withIdentifier: "inLineComment", sender: nil)
            /* outer /* nested performSegue(withIdentifier: "nested", sender: nil) */ still comment "x" */
            performSegue(withIdentifier: "row\(index)", sender: nil)
            performSegue(withIdentifier: "after \("quoted )") interpolation", sender: nil)
            performSegue(withIdentifier: "real", sender: nil)
            """#
        let scan = SourceScan(text, language: .swift)
        #expect(scan.references.map(\.value) == ["real"])
        #expect(scan.references.first?.line == 5)
        #expect(!scan.literals.contains("inLineComment"))
        #expect(!scan.literals.contains("nested"))
        #expect(!scan.literals.contains("x"), "Swift block comments nest")
    }

    @Test func rawAndMultilineStringsAndEscapes() {
        let text = ##"""
            performSegue(withIdentifier: #"raw"quote"#, sender: nil)
            performSegue(withIdentifier: "esc\"aped", sender: nil)
            let doc = """
                performSegue(withIdentifier: "insideMultiline", sender: nil)
                """
            performSegue(withIdentifier: #"raw\(notInterpolated)"#, sender: nil)
            performSegue(withIdentifier: "last", sender: nil)
            """##
        #expect(
            Self.references(text) == [
                #"segueIdentifier:raw"quote@1"#, #"segueIdentifier:esc"aped@2"#,
                #"segueIdentifier:raw\(notInterpolated)@6"#, "segueIdentifier:last@7",
            ])
    }

    @Test func objectiveCForms() {
        let text = """
            // [self performSegueWithIdentifier:@"commented" sender:nil];
            char quote = '"';
            [self performSegueWithIdentifier:@"showDetail" sender:self];
            UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
            id vc = [sb instantiateViewControllerWithIdentifier:@"Login"];
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"compose"]) { }
                if ([name isEqualToString:@"notASegue"]) { }
            }
            """
        #expect(
            Self.references(text, .objectiveC) == [
                "segueIdentifier:showDetail@3", "storyboard:Main@4", "storyboardIdentifier:Login@5",
                "segueIdentifier:compose@7",
            ])
    }

    @Test func unterminatedInputEndsCleanly() {
        #expect(Self.references("performSegue(withIdentifier: \"open") == ["segueIdentifier:open@1"])
        #expect(Self.references("/* never closed performSegue(withIdentifier: \"x\"").isEmpty)
        #expect(Self.references("#\"\"\"", .swift).isEmpty)
    }

    // Found by FuzzSourceScan; the same bytes are in Fuzz/Regressions/FuzzSourceScan. A line break the lexer
    // stepped over uncounted put every later finding of `check --sources` on the wrong line.

    @Test("a backslash before a line break in a string still counts the line")
    func lineContinuationInStringCountsTheLine() {
        let text = "let a = \"\\\n\"\nperformSegue(withIdentifier: \"b\", sender: nil)\n"
        let scan = SourceScan(text, language: .swift)
        #expect(scan.references.map { "\($0.value)@\($0.line):\($0.column)" } == ["b@3:30"])
        #expect(scan.literals.contains(""), "the continued string is empty")
    }

    @Test("an Objective-C character literal left open or spliced with a backslash keeps the line count")
    func characterLiteralKeepsTheLineCount() {
        let text = "char c = '\\\n';\nchar d = 'x\n[self performSegueWithIdentifier:@\"b\" sender:self];\n"
        let scan = SourceScan(text, language: .objectiveC)
        #expect(scan.references.map { "\($0.value)@\($0.line):\($0.column)" } == ["b@4:35"])
    }

    @Test("strings nested 50,000 interpolations deep are read without exhausting the stack")
    func deeplyNestedInterpolationsEndCleanly() {
        let levels = 50_000
        let nested = String(repeating: "\"\\(", count: levels) + String(repeating: ")\"", count: levels)
        let text = nested + "\nperformSegue(withIdentifier: \"after\", sender: nil)\n"
        #expect(Self.references(text) == ["segueIdentifier:after@2"])
        // Left open, as in Fuzz/Regressions/FuzzSourceScan/swift-interpolations-nested-deep.
        #expect(Self.references(String(repeating: "\"\\(", count: levels)).isEmpty)
    }

    @Test("every string of a 16,000-string case inside prepare(for:sender:) is a segue identifier")
    func longCaseListsAreFoundInOnePass() {
        let strings = (0..<16_000).map { "\"s\($0)\"" }.joined(separator: ", ")
        let text = """
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch segue.identifier {
            case \(strings): break
            }
            }
            """
        let references = SourceScan(text, language: .swift).references
        #expect(references.count == 16_000)
        #expect(references.last.map { "\($0.kind.rawValue):\($0.value)@\($0.line)" } == "segueIdentifier:s15999@3")
        #expect(
            Self.references(
                "func prepare(for s: UIStoryboardSegue) { switch s.identifier { case \"a\", x, \"b\": break } }")
                == ["segueIdentifier:a@1"],
            "a string after a name is not in the list")
    }
}
