import HTTPServer
import StoryboardModel

/// The API's Unicode boundary: every path parameter and query value a handler reads is in NFC, so a name
/// sent precomposed (`Na%C3%AFve`) and one sent decomposed (`Nai%CC%88ve`) address the same row in SQLite,
/// which compares bytes.
enum NameNormalization {
    /// `parameters` with every value in NFC.
    static func parameters(_ parameters: RouteParameters) -> RouteParameters {
        // The hot path (ASCII names) copies nothing.
        guard parameters.all.contains(where: { !$0.value.isNFC }) else { return parameters }
        return RouteParameters(pattern: parameters.pattern, values: parameters.all.map { ($0.name, $0.value.nfc) })
    }

    /// `request` with every query value in NFC (names of query parameters are ASCII by the API's contract).
    static func request(_ request: HTTPRequest) -> HTTPRequest {
        guard request.query.values.contains(where: { !$0.isNFC }) else { return request }
        var normalized = request
        normalized.query = request.query.mapValues(\.nfc)
        return normalized
    }
}
