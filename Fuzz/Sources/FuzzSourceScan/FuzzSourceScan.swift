import FuzzSupport
import SourceScan
import StoryboardModel

/// The source scanner `check --sources` runs on a project's Swift and Objective-C files, on arbitrary bytes
/// read as each language. Beyond not crashing or hanging, what it reports must come from the input: every
/// name is spelled in it, every literal's line and column point at its opening quote (or a raw string's
/// first `#`), every reference is one of the literals, in source order, and a second scan agrees. The navigation
/// reader (`navgraph sources`) reads the same text too.
@_cdecl("FuzzSourceScan_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        // `check --sources` reads files as UTF-8 with replacement, so the scanner only ever sees valid text.
        let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        for language in [SourceLanguage.swift, .objectiveC] {
            checkTokens(SourceLexer.tokens(of: text, language: language), text: text, lines: lines, language)
            checkScan(text, lines: lines, language)
        }
        checkNavigation(text, lineCount: lines.count)
        return 0
    }
}

private func checkTokens(_ tokens: [SourceToken], text: String, lines: [[UInt8]], _ language: SourceLanguage) {
    var found: Set<String> = []  // names already seen in the input, so each is looked for once
    for token in tokens {
        switch token {
        case .identifier(let name):
            require(!name.isEmpty, "an empty name (\(language))")
            if found.insert(name).inserted {
                require(contains(text.utf8, name.utf8), "a name not in the input: \(name.debugDescription)")
            }
        case .punctuation(let mark):
            require(mark == "==" || (mark.utf8.count == 1 && mark.utf8.first! < 0x80), "punctuation \(mark)")
            if found.insert(mark).inserted {
                require(contains(text.utf8, mark.utf8), "punctuation not in the input: \(mark.debugDescription)")
            }
        case .string(_, let line, let column, _):
            checkOpening(line: line, column: column, lines: lines, language)
        }
    }
}

private func checkScan(_ text: String, lines: [[UInt8]], _ language: SourceLanguage) {
    let scan = SourceScan(text, language: language)
    require(scan == SourceScan(text, language: language), "two scans of the same text differ (\(language))")
    var previous = (line: 0, column: 0)
    for reference in scan.references {
        checkOpening(line: reference.line, column: reference.column, lines: lines, language)
        require(scan.literals.contains(reference.value), "a reference that is not a literal: \(reference)")
        require(
            (reference.line, reference.column) > previous, "references out of source order: \(scan.references)")
        previous = (reference.line, reference.column)
    }
}

/// A literal's 1-based line and UTF-8 column name a byte of the input that can open a string.
/// The navigation reader on the same text as a Swift and an Objective-C file: it ends, every fact is at a line
/// of the input, and a second read agrees.
private func checkNavigation(_ text: String, lineCount: Int) {
    let files = [(path: "a.swift", text: text), (path: "a.m", text: text)]
    let document = CodeNavigationReader.read(files: files)
    let lines =
        document.edges.map(\.location.line) + document.instantiations.map(\.location.line)
        + document.unresolved.map(\.location.line)
    require(lines.allSatisfy { $0 >= 1 && $0 <= lineCount }, "a navigation fact outside the input's lines")
    require(CodeNavigationReader.read(files: files) == document, "two navigation reads of the same text differ")
}

private func checkOpening(line: Int, column: Int, lines: [[UInt8]], _ language: SourceLanguage) {
    require(lines.indices.contains(line - 1), "line \(line) of \(lines.count) (\(language))")
    let bytes = lines[line - 1]
    require(bytes.indices.contains(column - 1), "column \(column) of \(bytes.count) on line \(line)")
    let opening = bytes[column - 1]
    let expected: Set<UInt8> = language == .swift ? [0x22, 0x23] : [0x22]
    require(expected.contains(opening), "the literal at \(line):\(column) starts at byte \(opening)")
}

/// Whether `needle` occurs in `haystack` as consecutive bytes.
private func contains(_ haystack: String.UTF8View, _ needle: String.UTF8View) -> Bool {
    let hay = Array(haystack)
    let pin = Array(needle)
    guard !pin.isEmpty, pin.count <= hay.count else { return pin.isEmpty }
    for start in 0...(hay.count - pin.count) where hay[start] == pin[0] {
        if hay[start..<start + pin.count].elementsEqual(pin) { return true }
    }
    return false
}

/// Stops with `message` when `condition` fails; unlike `precondition`, the message survives `-O`.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
