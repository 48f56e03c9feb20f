/// One token of Swift or Objective-C source, as far as finding identifiers in string literals needs.
public enum SourceToken: Sendable, Equatable {
    /// A name: `performSegue`, `withIdentifier`, `case`.
    case identifier(String)
    /// Punctuation: one character, or `==`.
    case punctuation(String)
    /// A string literal's value (escapes decoded), where it starts, and whether it interpolates (`\(...)`),
    /// in which case its value is not known statically.
    case string(String, line: Int, column: Int, interpolated: Bool)
}
