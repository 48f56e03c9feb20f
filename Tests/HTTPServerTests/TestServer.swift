import TestSupport

/// The old name of `RouterServer` in this target, kept only so that test files written against it on
/// branches not yet merged still build; new tests say `RouterServer` (this module's tests use no NavGraph
/// `TestServer`). Remove once no file here says `TestServer`.
typealias TestServer = RouterServer
