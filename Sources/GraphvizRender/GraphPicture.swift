import Foundation
import StoryboardModel

/// A project's navigation graph drawn as SVG: the DOT export laid out by Graphviz, then each scene's
/// `<g id="scene:...">` given `data-` attributes (scene, storyboard, class, storyboard ID), which Graphviz
/// itself cannot emit.
public enum GraphPicture {
    /// The SVG of `graph`, drawn by `renderer`.
    public static func svg(of graph: NavigationGraph, renderer: GraphvizRenderer) throws(GraphvizError) -> Data {
        let drawn = try renderer.svg(fromDOT: graph.export(format: .dot))
        return Data(annotated(String(decoding: drawn, as: UTF8.self), graph: graph).utf8)
    }

    /// `svg` with `data-` attributes added to each scene's group.
    static func annotated(_ svg: String, graph: NavigationGraph) -> String {
        var extra: [String: String] = [:]
        for cluster in graph.document().storyboards {
            for node in cluster.scenes {
                var attributes = [
                    ("data-scene", node.ref.description), ("data-storyboard", node.ref.storyboard),
                    ("data-class", node.swiftType), ("data-kind", node.kind),
                ]
                if let identifier = node.storyboardIdentifier, !identifier.isEmpty {
                    attributes.append(("data-identifier", identifier))
                }
                extra["scene:" + node.ref.description] =
                    attributes.map { " \($0.0)=\"\(xmlEscaped($0.1))\"" }.joined()
            }
        }
        let marker = "<g id=\""
        var result = ""
        result.reserveCapacity(svg.utf8.count + extra.count * 80)
        var rest = svg[...]
        while let start = rest.range(of: marker) {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let id = String(rest[..<end])
            result += rest[...end]
            rest = rest[rest.index(after: end)...]
            if id.hasPrefix("scene:"), let attributes = extra[xmlUnescaped(id)] { result += attributes }
        }
        result += rest
        return result
    }

    /// `text` with XML's character references (`&#45;`, `&#x2d;`) and the five named entities decoded: Graphviz
    /// writes `-` in ids as `&#45;`.
    static func xmlUnescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                decoded = named[String(name)]
            }
            if let decoded {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    /// `text` escaped for an XML attribute value.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
