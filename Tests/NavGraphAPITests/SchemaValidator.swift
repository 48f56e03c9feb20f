import Foundation

/// A JSON Schema validator for the subset `/openapi.json` uses (type, enum, pattern, lengths, minimum and
/// maximum, properties, required, additionalProperties, items, anyOf, `$ref` into `components/schemas`).
/// Written for the tests, independent of the server's own schema code: it reads the served document.
struct SchemaValidator {
    let components: [String: Any]

    init(document: [String: Any]) {
        components = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
    }

    /// Every way `value` breaks `schema`, as `path: problem` lines; empty when it conforms.
    func problems(_ value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = String(reference.split(separator: "/").last ?? "")
            guard let target = components[name] as? [String: Any] else { return ["\(path): unknown $ref \(reference)"] }
            return problems(value, against: target, at: path)
        }
        if let options = schema["anyOf"] as? [[String: Any]] {
            let failures = options.map { problems(value, against: $0, at: path) }
            return failures.contains { $0.isEmpty } ? [] : ["\(path): matches no anyOf branch: \(failures.joined())"]
        }
        var found: [String] = []
        if let type = schema["type"] as? String, !Self.has(type: type, value) {
            return ["\(path): expected \(type), got \(Self.describe(value))"]
        }
        if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
            found.append("\(path): '\(text)' is not one of \(allowed)")
        }
        if let text = value as? String {
            if let minimum = schema["minLength"] as? Int, text.unicodeScalars.count < minimum {
                found.append("\(path): shorter than \(minimum)")
            }
            if let maximum = schema["maxLength"] as? Int, text.unicodeScalars.count > maximum {
                found.append("\(path): longer than \(maximum)")
            }
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): '\(text)' does not match \(pattern)")
            }
        }
        if let number = value as? NSNumber, !Self.isBool(value) {
            if let minimum = schema["minimum"] as? Int, number.intValue < minimum {
                found.append("\(path): \(number) < \(minimum)")
            }
            if let maximum = schema["maximum"] as? Int, number.intValue > maximum {
                found.append("\(path): \(number) > \(maximum)")
            }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                found.append("\(path): missing required '\(name)'")
            }
            for (name, member) in object {
                if let property = properties[name] {
                    found += problems(member, against: property, at: "\(path).\(name)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += problems(member, against: additional, at: "\(path).\(name)")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { found += problems(item, against: items, at: "\(path)[\(index)]") }
        }
        return found
    }

    private static func isBool(_ value: Any) -> Bool {
        // JSONSerialization gives `true`/`false` a class of their own; plain numbers also cast to Bool.
        String(describing: type(of: value)).contains("Boolean") || type(of: value) == Bool.self
    }

    private static func has(type: String, _ value: Any) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBool(value)
        case "integer":
            guard let number = value as? NSNumber, !isBool(value) else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        case "number": return value is NSNumber && !isBool(value)
        case "null": return value is NSNull
        default: return false
        }
    }

    private static func describe(_ value: Any) -> String {
        String(describing: value).prefix(80).description
    }
}
