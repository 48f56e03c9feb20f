/// An Objective-C message send `[receiver part: argument part: argument]` as token ranges: what the cell
/// reader matches its `registerNib:...` and `dequeue...` forms against.
struct ObjCMessage {
    /// One selector part and the tokens of its argument.
    struct Part {
        let name: String
        /// The index of the part's name.
        let index: Int
        let start: Int
        var end: Int
    }

    /// The index of the `[`.
    let open: Int
    /// The index of the `]`.
    let close: Int
    /// The selector parts, in order; empty for a message without arguments (`[Foo class]`).
    let parts: [Part]

    /// The message opening at `open`, if the bracket closes and holds a receiver and a selector.
    init?(_ source: TokenizedSource, at open: Int) {
        guard source.isPunctuation(open, "["), source.partner[open] > open else { return nil }
        let close = source.partner[open]
        var parts: [Part] = []
        var index = open + 1
        while index < close {
            // `name:` at the top level starts a part (a ternary's `a ? b : c` would too: no register or
            // dequeue form passes one before its reuse identifier).
            if index > open + 1, source[index].kind == .identifier, source.isPunctuation(index + 1, ":") {
                if !parts.isEmpty { parts[parts.count - 1].end = index }
                parts.append(Part(name: source[index].text, index: index, start: index + 2, end: close))
                index += 2
                continue
            }
            index = source.after(index, limit: close)
        }
        guard !parts.isEmpty || close - open == 3 else { return nil }
        self.open = open
        self.close = close
        self.parts = parts
    }

    /// The first selector part's name, or the selector of a message without arguments.
    func selector(in source: TokenizedSource) -> String? {
        parts.first?.name ?? source.identifier(at: close - 1)
    }

    /// The part named `name`, if the message has one.
    func part(_ name: String) -> Part? {
        parts.first { $0.name == name }
    }
}
