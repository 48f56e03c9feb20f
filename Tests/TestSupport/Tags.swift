import Testing

extension Tag {
    /// A suite whose every test runs in-process (`TestServer()` without `.socket`, or no server at all):
    /// it never reaches an event loop, so `scripts/test-both-backends.sh` leaves it out of the `poll(2)`
    /// pass, reading this tag from the test files. `TestServer(.socket)` inside such a suite is an issue.
    @Tag public static var inProcess: Self
}
