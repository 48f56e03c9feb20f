import NavGraphLog
import StoryboardModel

/// The `objc-backed` style's reuse identifiers: one `NSString *const` per reuse identifier and storyboard,
/// `ReuseIdentifier<Storyboard><Identifier>`, declared in the header and defined in the implementation, so
/// Objective-C (and Swift, through the bridging header) names a prototype cell without a string literal.
extension ObjCBackedStyle {
    /// The constants' names and values, in storyboard and member order.
    var reuseIdentifierConstants: [(name: String, value: String, doc: String)] {
        let typeNames = context.storyboardTypeNames
        var constants: [(name: String, value: String, doc: String)] = []
        var taken: Set<String> = []
        for storyboard in context.storyboards {
            let board = Self.asciiName(typeNames[storyboard.name] ?? storyboard.name)
            for entry in context.reusableEntries(of: storyboard).entries {
                let name = Self.unique("ReuseIdentifier" + board, entry.name, taken: &taken)
                let doc = "\(entry.first.cell.kindDescription) of class \(entry.type.name) in \(storyboard.name)"
                constants.append((name, entry.identifier, doc))
            }
        }
        let nibDecls = NibDecls(context: context)
        let nibBoard = Self.asciiName(nibDecls.reuseEnumName)
        for entry in nibDecls.cellEntries().entries {
            let name = Self.unique("ReuseIdentifier" + nibBoard, entry.name, taken: &taken)
            constants.append(
                (
                    name, entry.identifier,
                    "\(entry.cell.elementName) of class \(entry.type.name) in \(entry.nib.fileName)"
                ))
        }
        let nibNames = nibDecls.catalogueNames
        for nib in context.nibs {
            let name = Self.unique("NibName", nibNames[nib.name] ?? nib.name, taken: &taken)
            constants.append((name, nib.name, "the name of \(nib.fileName), for UINib and initWithNibName:bundle:"))
        }
        return constants
    }

    /// `prefix` and the member `name` in upper camel case, ASCII, made unique among `taken`.
    private static func unique(_ prefix: String, _ name: String, taken: inout Set<String>) -> String {
        let member = asciiName(NameTable.bare(name))
        let base = prefix + member.prefix(1).uppercased() + member.dropFirst()
        var unique = base
        var counter = 2
        while !taken.insert(unique).inserted {
            unique = "\(base)\(counter)"
            counter += 1
        }
        return unique
    }

    /// The header's `extern` declarations (nothing without dequeued cells).
    var reuseIdentifierDeclarations: [ObjCSource.Line] {
        let constants = reuseIdentifierConstants
        guard !constants.isEmpty else { return [] }
        let heading =
            context.nibs.isEmpty
            ? "Reuse identifiers of prototype cells and reusable views, by storyboard."
            : "Reuse identifiers of prototype cells and reusable views, by storyboard, then of nibs' cells; nib names."
        return [.blank, .comment(heading)]
            + constants.flatMap { constant -> [ObjCSource.Line] in
                [.comment(constant.doc), .code("extern NSString *const \(constant.name);")]
            }
    }

    /// The implementation's definitions (nothing without dequeued cells).
    var reuseIdentifierDefinitions: [ObjCSource.Line] {
        let constants = reuseIdentifierConstants
        guard !constants.isEmpty else { return [] }
        return [.blank]
            + constants.map { .code("NSString *const \($0.name) = @\(Self.objectiveCString($0.value));") }
    }

    /// `name` with every character outside ASCII letters, digits and `_` spelled `_uXXXX`: Objective-C names
    /// stay ASCII whatever the storyboard says.
    static func asciiName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar == "_" || (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_u" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// An Objective-C string literal's body for `raw` (without the `@`): quotes and backslashes escaped;
    /// `?` (trigraphs), control characters, line separators and bidirectional controls as the octal escapes
    /// of their UTF-8 bytes (the same string, but the source reads as it runs); other characters as written
    /// (clang reads `@"..."` as UTF-8).
    static func objectiveCString(_ raw: String) -> String {
        var result = "\""
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "?": result += "\\077"
            default:
                if PlainText.isControl(scalar) {
                    for byte in String(scalar).utf8 {
                        let octal = String(byte, radix: 8)
                        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
