import Testing

@testable import TarArchive

/// The messages a user reads in a problem's `detail`: the entry, the rule or the limit, numbers grouped.
struct ErrorTextTests {
    @Test func messagesNameTheEntryAndTheRule() {
        #expect(
            TarError.unsafePath(entry: "a/../../etc/passwd", rule: .parentReference).description
                == "entry 'a/../../etc/passwd': a path may not contain '..'")
        #expect(
            TarError.truncated(entry: "Main.storyboard", received: 2_048, expected: 9_216).description
                == "archive truncated in entry 'Main.storyboard' (2,048 of 9,216 bytes)")
        #expect(
            TarError.expandedTooLarge(entry: "zeros.bin", limit: 512 << 20).description
                == "expanded size passes the 512 MiB limit in entry 'zeros.bin'")
        #expect(
            TarError.unsupportedType(entry: "passwd", type: .symbolicLink(target: "/etc/passwd")).description
                == "entry 'passwd': a symbolic link (to '/etc/passwd'); only regular files and directories are accepted"
        )
        #expect(
            TarError.tooManyEntries(entry: "x", limit: 20_000).description
                == "entry 'x' passes the limit of 20,000 entries in one archive")
        #expect(
            TarError.truncated(entry: nil, received: 300, expected: 512).description
                == "archive truncated inside a header block (300 of 512 bytes)")
    }

    @Test func controlCharactersInANameAreShownEscaped() {
        let archive = HandBuilt.header(Array("a\u{1B}[2Jb/../x".utf8)) + HandBuilt.end
        #expect(failure(archive) == .unsafePath(entry: "a\\u{1b}[2Jb/../x", rule: .parentReference))
    }
}
