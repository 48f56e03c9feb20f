/// A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as much of it as the API's contract uses.
indirect enum JSONSchema: Sendable {
    /// Constraints on a string.
    struct StringRules: Sendable {
        var allowed: [String]? = nil
        var pattern: String? = nil
        var minLength: Int? = nil
        var maxLength: Int? = nil
        var format: String? = nil
    }

    /// One member of an object.
    struct Property: Sendable {
        var name: String
        var schema: JSONSchema
        var required: Bool
        var description: String?
    }

    case string(StringRules)
    case integer(minimum: Int?, maximum: Int?)
    case boolean
    case array(JSONSchema)
    /// An object; `additional` describes members not listed (nil: any member allowed).
    case object([Property], additional: JSONSchema?)
    /// An object used as a map: every member name matches `keys` (`propertyNames`), every value `values`.
    case map(keys: JSONSchema, values: JSONSchema)
    /// A shared schema in `components/schemas`.
    case ref(String)
    case anyOf([JSONSchema])
    case null
    /// No value at all: as an object's `additional`, members not listed are refused (`additionalProperties:
    /// false`).
    case nothing

    /// Any string.
    static let text = JSONSchema.string(StringRules())
    /// A non-empty string.
    static let nonEmpty = JSONSchema.string(StringRules(minLength: 1))
    /// A count.
    static let count = JSONSchema.integer(minimum: 0, maximum: nil)

    /// `schema` or JSON `null` (request members the decoders read as absent when null).
    static func nullable(_ schema: JSONSchema) -> JSONSchema { .anyOf([schema, .null]) }

    /// One of the raw values of a `CaseIterable` enum the handlers decode or encode.
    static func oneOf<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> JSONSchema where T.RawValue == String {
        .string(StringRules(allowed: type.allCases.map(\.rawValue)))
    }

    /// An object whose listed members are `required` by name; `closed`: no other member is taken (a request body
    /// whose other members are refused).
    static func object(
        required: [String] = [], closed: Bool = false, _ properties: [(String, JSONSchema)]
    ) -> JSONSchema {
        .object(
            properties.map { Property(name: $0.0, schema: $0.1, required: required.contains($0.0), description: nil) },
            additional: closed ? .nothing : nil)
    }

    /// The schema as a JSON object for `/openapi.json`.
    var document: [String: Any] {
        switch self {
        case .string(let rules):
            var result: [String: Any] = ["type": "string"]
            if let allowed = rules.allowed { result["enum"] = allowed }
            if let pattern = rules.pattern { result["pattern"] = pattern }
            if let minLength = rules.minLength { result["minLength"] = minLength }
            if let maxLength = rules.maxLength { result["maxLength"] = maxLength }
            if let format = rules.format { result["format"] = format }
            return result
        case .integer(let minimum, let maximum):
            var result: [String: Any] = ["type": "integer"]
            if let minimum { result["minimum"] = minimum }
            if let maximum { result["maximum"] = maximum }
            return result
        case .boolean:
            return ["type": "boolean"]
        case .array(let items):
            return ["type": "array", "items": items.document]
        case .object(let properties, let additional):
            var result: [String: Any] = [
                "type": "object",
                "properties": Dictionary(
                    properties.map { property -> (String, Any) in
                        var schema = property.schema.document
                        if let description = property.description { schema["description"] = description }
                        return (property.name, schema)
                    }, uniquingKeysWith: { first, _ in first }),
            ]
            let required = properties.filter(\.required).map(\.name)
            if !required.isEmpty { result["required"] = required }
            if case .nothing = additional {
                result["additionalProperties"] = false
            } else if let additional {
                result["additionalProperties"] = additional.document
            }
            return result
        case .map(let keys, let values):
            return ["type": "object", "propertyNames": keys.document, "additionalProperties": values.document]
        case .ref(let name):
            return ["$ref": "#/components/schemas/\(name)"]
        case .anyOf(let schemas):
            return ["anyOf": schemas.map(\.document)]
        case .null:
            return ["type": "null"]
        case .nothing:
            return ["not": [String: Any]()]
        }
    }
}
