import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A test's raw sockets stay in the test process: a child it starts (a PostgreSQL cluster, the real binary) gets
/// none of them. Thousands of a test's idle connections inherited by `postgres` left it 36 descriptors, under
/// the 58 it needs to start, while another test opened its cluster.
#if os(Linux)
@Suite struct TestSocketTests {
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc to list a child's descriptors"))
    func aChildInheritsNoneOfATestsSockets() throws {
        let sockets = (0..<4).map { _ in TestSocket.stream() }
        defer { for fd in sockets { close(fd) } }
        #expect(sockets.allSatisfy { $0 >= 0 })
        // Spawned as the PostgreSQL clusters of the replica tests are (`Process` closes what it does not pass).
        let listed = try PlainSpawn.run(["/bin/sh", "-c", "ls /proc/$$/fd"])
        let inherited = Set(listed.output.split(separator: "\n").compactMap { Int32($0) })
        #expect(inherited.contains(0) && inherited.contains(1), "the listing holds the child's own descriptors")
        #expect(inherited.isDisjoint(with: sockets), "inherited \(inherited.intersection(sockets).sorted())")
    }
}
#endif
