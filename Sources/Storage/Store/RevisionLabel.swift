/// A name a write gives the revision it makes, such as a git commit SHA: accepted wherever a revision number is.
public enum RevisionLabel {
    /// The longest label, in characters (a SHA-256 commit id in hex is 64).
    public static let maximumLength = 128

    /// Whether `text` can be a label: 1 to 128 characters of `[A-Za-z0-9._/-]`, not all digits (a number is a
    /// revision, so a label never reads as one).
    public static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...maximumLength).contains(bytes.count) else { return false }
        let allowed = bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"),
                UInt8(ascii: "-"):
                true
            default: false
            }
        }
        return allowed && !bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// The label the write running on this thread gives the revision it makes (an HTTP write's `NavGraph-Label`
    /// header), bound around the store call with `naming(_:_:)`. Each write that records a revision reads it
    /// inside its own transaction: the revision made (or, for a write that changed nothing, the current one)
    /// gets the label; a label already naming another revision is a `conflict` unless nothing changed and
    /// that revision holds the same contents, and then the write rolls back whole.
    @TaskLocal public static var ofWrite: String?

    /// Runs `write` (store calls on this thread) with `ofWrite` bound to `label`: the one way a write is given
    /// its label, whatever the write (a snapshot, an import, an ordinary write with `NavGraph-Label`).
    public static func naming<Value, Failure: Error>(
        _ label: String?, _ write: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome = $ofWrite.withValue(label) { () -> Result<Value, Failure> in
            do throws(Failure) {
                return .success(try write())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Throws `StoreError.invalid` naming the rule unless `text` is a valid label.
    public static func validate(_ text: String) throws(StoreError) {
        guard isValid(text) else {
            throw StoreError.invalid(
                "label '\(text)' must be 1 to \(maximumLength) characters of A-Z a-z 0-9 . _ / - and not all digits "
                    + "(a number is a revision)")
        }
    }
}
