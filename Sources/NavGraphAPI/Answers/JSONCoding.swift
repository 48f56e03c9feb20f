import Foundation

/// The one JSON encoder and decoder configuration of the API: sorted keys so output is stable.
enum JSONCoding {
    /// `value` as JSON ending in a newline, so a shell prompt after `curl` starts on its own line (the
    /// newline is JSON whitespace, part of the bytes an ETag covers).
    static func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            return data
        } catch {
            // Our response types are plain structs of strings, numbers and arrays; encoding cannot fail for
            // them. Answer with a valid document that says so rather than crash the server.
            return Data("{\"error\":\"response encoding failed\"}\n".utf8)
        }
    }

    /// Decodes `type` from a JSON body; a decoding failure is a 422 naming the field.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws(APIError) -> T {
        guard !body.isEmpty else {
            throw APIError.unprocessable("the request body is empty; a JSON object is required")
        }
        // The grammar first: Foundation's decoder says only that a body is not JSON, not where, and takes a
        // trailing comma on Linux that it refuses on macOS.
        if let failure = JSONSyntax.firstFailure(in: body) {
            throw APIError.unprocessable("the request body is not valid JSON: \(failure.description)")
        }
        do {
            let value = try JSONDecoder().decode(type, from: body)
            if let closed = type as? any ClosedJSONBody.Type { try closed.refuseOtherMembers(in: body) }
            return value
        } catch let error as APIError {
            throw error
        } catch let error as DecodingError {
            throw describe(error, body: body)
        } catch {
            throw APIError.unprocessable("the request body is not valid JSON: \(error)")
        }
    }

    private static func describe(_ error: DecodingError, body: Data) -> APIError {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "(body)" : text
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                // The grammar passed (`JSONSyntax`): what Foundation calls "not valid JSON" here is a number no
                // field of the API takes, read lazily, so it says neither which nor where.
                guard let number = JSONSyntax.firstNumberNotWhole(in: body) else {
                    return .unprocessable("the request body is JSON, but not JSON this route can read")
                }
                return .unprocessable("the request body is JSON, but \(number.description)")
            }
            let field = path(context.codingPath)
            // The detail says what is wrong too (the values a `Choice` accepts): a client may show it alone.
            return .unprocessable(
                "invalid value for '\(field)': \(context.debugDescription)",
                errors: [.init(field: field, message: context.debugDescription)])
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key])
            return .unprocessable("missing field '\(field)'", errors: [.init(field: field, message: "is required")])
        case .typeMismatch(let type, let context):
            let field = path(context.codingPath)
            return .unprocessable(
                "wrong type for '\(field)'", errors: [.init(field: field, message: "must be \(typeName(type))")])
        case .valueNotFound(let type, let context):
            let field = path(context.codingPath)
            return .unprocessable(
                "'\(field)' must not be null", errors: [.init(field: field, message: "must be \(typeName(type))")])
        @unknown default:
            return .unprocessable("the request body could not be decoded")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        case is [Any].Type: return "an array"
        default: return "an object"
        }
    }
}
