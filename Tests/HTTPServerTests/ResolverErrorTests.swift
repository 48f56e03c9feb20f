import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `getaddrinfo` answers with its own status codes, not `errno`: a host that resolves to nothing is said with the
/// resolver's words (`gai_strerror`), for `navgraph serve --host` and the plain-HTTP client of `navgraph push`.
@Suite struct ResolverErrorTests {
    @Test func aResolverStatusIsDescribedByTheResolver() {
        let error = SystemError.resolving("example.invalid", status: EAI_NONAME, errno: 0)
        #expect(error.message == String(cString: gai_strerror(EAI_NONAME)))
        #expect(
            error.description == "getaddrinfo(example.invalid) failed: \(String(cString: gai_strerror(EAI_NONAME)))")
        #expect(error.message != String(cString: strerror(EINVAL)))
    }

    @Test func aSystemFailureOfTheResolverKeepsItsErrno() {
        let error = SystemError.resolving("example.invalid", status: EAI_SYSTEM, errno: EMFILE)
        #expect(error.resolverStatus == nil)
        #expect(error.errno == EMFILE)
        #expect(error.description.hasSuffix("(errno \(EMFILE))"))
    }

    @Test func anUnresolvableHostFailsWithTheResolversStatus() {
        // `.invalid` never resolves (RFC 6761); without a resolver at all the status is another EAI_ code.
        #expect {
            _ = try Socket.address(host: "navgraph.invalid", port: 80, passive: false)
        } throws: { error in
            guard let error = error as? SystemError, let status = error.resolverStatus else { return false }
            return status != 0 && error.message == String(cString: gai_strerror(status))
        }
    }
}
