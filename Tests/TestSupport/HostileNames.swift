import Foundation

/// The one corpus of hostile names every output is tested with (issue 20): markup that closes an attribute and
/// opens a `<script>`, `&` and quotes, line breaks followed by a GitHub workflow command, control characters,
/// a bidirectional override, Markdown and Mermaid syntax, backslash escapes, entity look-alikes and a 10 KB
/// name. They are used as scene ids, classes, storyboard IDs, segue identifiers and storyboard names.
public enum HostileNames {
    /// The script an SVG must never carry.
    public static let script = "x\"></a><script>alert(1)</script>"

    /// Every hostile name.
    public static let all: [String] = [
        script,
        "Terms & Conditions",
        "say \"hi\" & 'bye'",
        "a<b>c</b><foreignObject><img src=x onerror=alert(2)></foreignObject>",
        "line\n::error file=forged.swift,line=1::forged",
        "tab\tand\rreturn\r\n::warning::forged",
        "ctl\u{1}\u{1B}[31mred\u{7F}\u{85}\u{9B}",
        "rtl\u{202E}txt.exe\u{2066}\u{2028}end",
        "pipe | `tick` *star* _under_ [link](javascript:alert(3)) ~~del~~ #hash",
        "back\\slash \\N \\G \\l \\\" end\\",
        "&amp; &#60;script&#62; %41 %zz % #quot; #35;",
        "]]> <!-- --> <?pi?> <!DOCTYPE x>",
        "long" + String(repeating: "N", count: 10_236),
    ]

    /// The names a drawing can show whole: no control, line break or tab, at most 1,000 characters.
    public static var plain: [String] {
        all.filter { name in
            name.unicodeScalars.count <= 1_000
                && !name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                && !name.unicodeScalars.contains { [0x2028, 0x2029, 0x202E, 0x2066].contains($0.value) }
        }
    }

    /// Names XML 1.0 can carry (a storyboard is XML): the C0 controls other than tab and line breaks are left
    /// out of them, as no `.storyboard` can hold one, even as a character reference.
    public static var inXML: [String] { all.map(xmlRepresentable) }

    /// Names that can be file names on Linux and macOS: no `/` (each becomes `∕`, U+2215), no NUL, at most
    /// 200 bytes (file systems stop at 255).
    public static var asFileNames: [String] {
        all.map { name in
            var text = String(name.map { $0 == "/" ? "∕" : $0 }).replacingOccurrences(of: "\0", with: "")
            while text.utf8.count > 200 { text.removeLast() }
            return text
        }
    }

    /// `text` as an XML attribute value, with every line break and tab as a character reference (so
    /// attribute normalization keeps it) and every character XML cannot hold dropped.
    public static func xmlAttribute(_ text: String) -> String {
        var result = ""
        for scalar in xmlRepresentable(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` without the characters XML 1.0 cannot hold.
    public static func xmlRepresentable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { scalar in
                    switch scalar.value {
                    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
                    default: return false
                    }
                }))
    }

    /// A storyboard whose initial scene (`Start`, class `StartViewController`) has one `show` segue to a
    /// scene per name: the name as that scene's id, custom class, storyboard ID and title, and as the
    /// segue's identifier. With `reference`, the last scene is a storyboard reference to `reference`.
    public static func storyboard(names: [String] = inXML, reference: String? = nil) -> String {
        var scenes = ""
        var segues = ""
        for (index, name) in names.enumerated() {
            let value = xmlAttribute(name)
            segues += """
                                    <segue destination="\(value)" kind="show" identifier="\(value)" id="SEG-\(index)"/>

                """
            scenes += """
                        <scene sceneID="scene-\(index)">
                            <objects>
                                <viewController title="\(value)" storyboardIdentifier="\(value)" id="\(value)" customClass="\(value)" sceneMemberID="viewController"/>
                            </objects>
                        </scene>

                """
        }
        if let reference {
            segues += """
                                    <segue destination="REF-0" kind="show" identifier="toReference" id="SEG-ref"/>

                """
            scenes += """
                        <scene sceneID="scene-ref">
                            <objects>
                                <viewControllerPlaceholder storyboardName="\(xmlAttribute(reference))" referencedIdentifier="\(xmlAttribute(reference))" id="REF-0" sceneMemberID="viewController"/>
                            </objects>
                        </scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Start">
                <scenes>
                    <scene sceneID="scene-start">
                        <objects>
                            <viewController storyboardIdentifier="Start" id="Start" customClass="StartViewController" sceneMemberID="viewController">
                                <connections>
            \(segues)                    </connections>
                            </viewController>
                        </objects>
                    </scene>
            \(scenes)    </scenes>
            </document>

            """
    }
}
