/// The decoded parameters of the route that matched, and the route's pattern (for metrics and logs).
public struct RouteParameters: Sendable {
    /// The pattern of the matched route, e.g. `/v1/projects/{project}`.
    public let pattern: String
    private let values: [(name: String, value: String)]

    /// Creates parameters (the router does this; tests may too).
    public init(pattern: String, values: [(name: String, value: String)] = []) {
        self.pattern = pattern
        self.values = values
    }

    /// The percent-decoded value of `name`; empty when the pattern has no such parameter.
    public subscript(name: String) -> String {
        values.first { $0.name == name }?.value ?? ""
    }

    /// The value of `name`, or `nil` when the pattern has no such parameter.
    public func value(_ name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    /// Every parameter, in pattern order.
    public var all: [(name: String, value: String)] { values }
}
