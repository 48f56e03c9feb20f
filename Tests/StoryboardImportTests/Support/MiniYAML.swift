/// A tiny reader for the block-style YAML that SwiftGen writes as expected parser contexts: maps, lists
/// (`- ` items, also at their key's indentation), `[]`/`{}` and double-quoted or plain scalars. Enough for
/// those files and nothing more; anchors, flow collections and multi-line scalars are not supported.
indirect enum MiniYAML: Equatable {
    case scalar(String)
    case list([MiniYAML])
    case map([String: MiniYAML])

    /// The value under `key` of a map.
    subscript(key: String) -> MiniYAML? {
        if case .map(let entries) = self { return entries[key] }
        return nil
    }

    /// The items of a list (empty for anything else).
    var items: [MiniYAML] {
        if case .list(let items) = self { return items }
        return []
    }

    /// The text of a scalar.
    var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// Parses `text`.
    static func parse(_ text: String) -> MiniYAML {
        var lines: [(indent: Int, text: String)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            lines.append((line.count - trimmed.count, String(trimmed)))
        }
        var index = 0
        return block(&lines, &index, indent: lines.first?.indent ?? 0)
    }

    private static func block(_ lines: inout [(indent: Int, text: String)], _ index: inout Int, indent: Int) -> MiniYAML
    {
        guard index < lines.count else { return .map([:]) }
        if lines[index].text.hasPrefix("- ") { return list(&lines, &index, indent: indent) }
        return map(&lines, &index, indent: indent)
    }

    private static func list(_ lines: inout [(indent: Int, text: String)], _ index: inout Int, indent: Int) -> MiniYAML
    {
        var items: [MiniYAML] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") {
            let content = String(lines[index].text.dropFirst(2))
            if keyAndRest(content) == nil {
                items.append(scalarValue(content))
                index += 1
            } else {
                // `- key: value` opens a map whose keys sit two columns further in.
                lines[index] = (indent + 2, content)
                items.append(map(&lines, &index, indent: indent + 2))
            }
        }
        return .list(items)
    }

    private static func map(_ lines: inout [(indent: Int, text: String)], _ index: inout Int, indent: Int) -> MiniYAML {
        var entries: [String: MiniYAML] = [:]
        while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- "),
            let (key, rest) = keyAndRest(lines[index].text)
        {
            index += 1
            if !rest.isEmpty {
                entries[key] = rest == "[]" ? .list([]) : rest == "{}" ? .map([:]) : scalarValue(rest)
            } else if index < lines.count,
                lines[index].indent > indent || (lines[index].indent == indent && lines[index].text.hasPrefix("- "))
            {
                entries[key] = block(&lines, &index, indent: lines[index].indent)
            } else {
                entries[key] = .scalar("")
            }
        }
        return .map(entries)
    }

    /// `key: rest` split at the first `: ` (or a trailing `:`) outside quotes.
    private static func keyAndRest(_ text: String) -> (String, String)? {
        if text.hasPrefix("\"") { return nil }
        if text.hasSuffix(":") { return (String(text.dropLast()), "") }
        guard let range = text.range(of: ": ") else { return nil }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    private static func scalarValue(_ text: String) -> MiniYAML {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return .scalar(text) }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return .scalar(result)
    }
}
