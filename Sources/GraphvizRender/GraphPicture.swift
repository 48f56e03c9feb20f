import Foundation
import StoryboardModel

/// A project's navigation graph drawn as SVG: the DOT export laid out by Graphviz, then each scene's
/// `<g id="scene:...">` given `data-` attributes (scene, storyboard, class, storyboard ID), which Graphviz
/// itself cannot emit.
public enum GraphPicture {
    /// The SVG of `graph`, drawn by `renderer` and checked by `SVGCheck` (`unsafeOutput` when it fails).
    public static func svg(of graph: NavigationGraph, renderer: GraphvizRenderer) throws(GraphvizError) -> Data {
        let svg = annotated(try renderer.svg(fromDOT: graph.export(format: .dot)), graph: graph)
        if let problem = SVGCheck.problem(in: svg) { throw GraphvizError.unsafeOutput(problem) }
        return svg
    }

    /// `svg` with `data-` attributes added to each scene's group. Works on bytes: drawings of thousands of
    /// scenes are megabytes.
    static func annotated(_ svg: Data, graph: NavigationGraph) -> Data {
        var extra: [String: [UInt8]] = [:]
        for cluster in graph.document().storyboards {
            for node in cluster.scenes {
                var attributes = [
                    ("data-scene", node.ref.description), ("data-storyboard", node.ref.storyboard),
                    ("data-class", node.swiftType), ("data-kind", node.kind),
                ]
                if let identifier = node.storyboardIdentifier, !identifier.isEmpty {
                    attributes.append(("data-identifier", identifier))
                }
                // Keyed on the id as Graphviz writes it back (`drawingID`, what `DOTText` let it see).
                guard let id = graph.drawingID(of: node.ref) else { continue }
                extra[id] = Array(
                    attributes.map { " \($0.0)=\"\(XMLText.escaped($0.1))\"" }.joined().utf8)
            }
        }
        let marker = Array("<g id=\"scene:".utf8)
        let bytes = [UInt8](svg)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + extra.count * 100)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == marker[0], index + marker.count <= bytes.count,
                bytes[index..<index + marker.count].elementsEqual(marker),
                let close = bytes[(index + marker.count)...].firstIndex(of: UInt8(ascii: "\""))
            else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let idStart = index + marker.count - "scene:".utf8.count
            result.append(contentsOf: bytes[index...close])
            let id = xmlUnescaped(String(decoding: bytes[idStart..<close], as: UTF8.self))
            if let attributes = extra[id] { result.append(contentsOf: attributes) }
            index = close + 1
        }
        return Data(result)
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
}
