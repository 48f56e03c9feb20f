/// The quoted strings of DOT text with the attribute each is the value of (`""` for node names), decoded as
/// Graphviz's lexer decodes them: `\"` is a quote, and every other backslash pair stays as written (Graphviz
/// keeps `\\`, `\N`, `\n` for its own label escapes, then writes the string to the SVG).
enum DOTStrings {
    static func attributes(of dot: String) -> [(attribute: String, value: String)] {
        var result: [(String, String)] = []
        let scalars = Array(dot.unicodeScalars)
        var index = 0
        var word = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                var value = ""
                index += 1
                while index < scalars.count && scalars[index] != "\"" {
                    if scalars[index] == "\\" && index + 1 < scalars.count {
                        if scalars[index + 1] != "\"" { value.unicodeScalars.append("\\") }
                        index += 1
                    }
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                precondition(index < scalars.count, "a DOT string is never closed")
                result.append((word, value))
                word = ""
            } else if scalar.properties.isAlphabetic || scalar == "_" {
                if index == 0 || !(scalars[index - 1].properties.isAlphabetic || scalars[index - 1] == "_") {
                    word = ""
                }
                word.unicodeScalars.append(scalar)
            } else if scalar != "=" {
                if scalar != " " { word = "" }
            }
            index += 1
        }
        return result
    }
}
