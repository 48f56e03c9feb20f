import Testing

@testable import TarArchive

/// Hand-built archives for what the real `tar` will not write: each is refused with the entry and the rule.
struct HostileArchiveTests {
    typealias H = HandBuilt

    static func archive(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } + H.end }

    @Test(arguments: chunkSizes)
    func parentReferencesAreRefusedWithTheEntryAndTheRule(chunk: Int) {
        let error = failure(
            Self.archive(H.file("ok.storyboard", "x"), H.file("a/../../etc/passwd", "root")), chunk: chunk)
        #expect(error == .unsafePath(entry: "a/../../etc/passwd", rule: .parentReference))
        #expect(error?.description == "entry 'a/../../etc/passwd': a path may not contain '..'")
    }

    @Test func pathRulesNameWhatIsWrong() {
        func refusal(_ name: [UInt8], limits: TarLimits = TarLimits()) -> TarError? {
            failure(Self.archive(H.header(name, size: 0)), limits: limits)
        }
        #expect(refusal(Array("/etc/passwd".utf8)) == .unsafePath(entry: "/etc/passwd", rule: .absolute))
        #expect(refusal(Array("..".utf8)) == .unsafePath(entry: "..", rule: .parentReference))
        #expect(refusal(Array("./.".utf8)) == .unsafePath(entry: "./.", rule: .empty))
        #expect(refusal([0x61, 0xFF, 0xFE]) == .unsafePath(entry: "a\u{FFFD}\u{FFFD}", rule: .invalidUTF8))
        #expect(
            refusal(Array("abcdefghijklmnopq".utf8), limits: TarLimits(maxPathBytes: 16))
                == .unsafePath(entry: "abcdefghijklmnopq", rule: .tooLong(limit: 16)))
        #expect(
            refusal(Array("a/b/c/d".utf8), limits: TarLimits(maxPathDepth: 3))
                == .unsafePath(entry: "a/b/c/d", rule: .tooDeep(limit: 3)))
        // A NUL inside a name only arrives through pax or a GNU long name; a header field ends at it.
        let nul = H.pax([("path", Array("a\u{0}b".utf8))]) + H.header(Array("x".utf8))
        #expect(failure(Self.archive(nul)) == .unsafePath(entry: "a\\u{0}b", rule: .nulByte))
        let long = String(repeating: "n", count: 256)
        #expect(
            failure(Self.archive(H.pax([("path", Array(long.utf8))]) + H.header(Array("x".utf8))))
                == .unsafePath(entry: long, rule: .componentTooLong(limit: 255)))
    }

    @Test func devicesFIFOsLinksAndSparseFilesAreRefused() {
        func refusal(_ type: Character, link: String = "") -> TarError? {
            failure(
                Self.archive(
                    H.header(
                        Array("dev/thing".utf8), type: UInt8(ascii: type.unicodeScalars.first!), link: Array(link.utf8))
                ))
        }
        #expect(refusal("3") == .unsupportedType(entry: "dev/thing", type: .characterDevice))
        #expect(refusal("4") == .unsupportedType(entry: "dev/thing", type: .blockDevice))
        #expect(refusal("6") == .unsupportedType(entry: "dev/thing", type: .fifo))
        #expect(refusal("7") == .unsupportedType(entry: "dev/thing", type: .contiguous))
        #expect(refusal("S") == .unsupportedType(entry: "dev/thing", type: .sparse))
        #expect(refusal("V") == .unsupportedType(entry: "dev/thing", type: .other(flag: UInt8(ascii: "V"))))
        #expect(
            refusal("2", link: "../../etc")
                == .unsupportedType(entry: "dev/thing", type: .symbolicLink(target: "../../etc")))
        #expect(refusal("1", link: "Main") == .unsupportedType(entry: "dev/thing", type: .hardLink(target: "Main")))
        // GNU's pax sparse formats mark a regular-file entry with GNU.sparse.* keys.
        let paxSparse = H.pax([("GNU.sparse.major", Array("1".utf8))]) + H.header(Array("big".utf8))
        #expect(failure(Self.archive(paxSparse)) == .unsupportedType(entry: "big", type: .sparse))
        #expect(
            refusal("3")?.description
                == "entry 'dev/thing': a character device; only regular files and directories are accepted")
    }

    @Test(arguments: chunkSizes)
    func duplicatesAreFoundAfterNormalisation(chunk: Int) {
        func refusal(_ names: [String], types: [Character]? = nil) -> TarError? {
            let headers = names.enumerated().map { index, name in
                H.header(Array(name.utf8), type: UInt8(ascii: (types?[index] ?? "0").unicodeScalars.first!))
            }
            return failure(Self.archive(headers.flatMap { $0 }), chunk: chunk)
        }
        #expect(
            refusal(["Main.storyboard", "Main.storyboard"])
                == .duplicate(entry: "Main.storyboard", previous: "Main.storyboard"))
        #expect(refusal(["a/b", "a/./b"]) == .duplicate(entry: "a/./b", previous: "a/b"))
        #expect(refusal(["a//b", "./a/b"]) == .duplicate(entry: "./a/b", previous: "a//b"))
        #expect(refusal(["x/", "x"], types: ["5", "5"]) == .duplicate(entry: "x", previous: "x/"))
        // A file and a directory of one name, either way round.
        #expect(refusal(["x", "x/"], types: ["0", "5"]) == .duplicate(entry: "x/", previous: "x"))
        #expect(refusal(["a/b", "a"]) == .duplicate(entry: "a", previous: "a/"))
        #expect(refusal(["a", "a/b"]) == .parentIsFile(entry: "a/b", parent: "a"))
        // One file on a Mac's case-insensitive, normalisation-insensitive file system.
        #expect(
            refusal(["Main.storyboard", "main.STORYBOARD"])
                == .duplicate(entry: "main.STORYBOARD", previous: "Main.storyboard"))
        #expect(refusal(["caf\u{E9}", "cafe\u{301}"]) == .duplicate(entry: "cafe\u{301}", previous: "caf\u{E9}"))
        // A folder named first by its files may still have its own entry.
        #expect(refusal(["a/b", "a/"], types: ["0", "5"]) == nil)
    }

    @Test func aBadChecksumNamesTheHeaderOffset() {
        let bad = H.header(Array("b".utf8), checksum: "0000001\u{0}")
        #expect(failure(Self.archive(H.file("a", "x"), bad)) == .badChecksum(offset: 1024))
        // Random bytes are not an archive.
        let noise = (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        #expect(failure(noise) == .badChecksum(offset: 0))
    }

    @Test(arguments: chunkSizes)
    func truncationInsideAFileSaysHowMuchArrived(chunk: Int) {
        let content = String(repeating: "s", count: 9_216)
        let whole = Self.archive(H.file("Main.storyboard", content))
        let error = failure(Array(whole[..<(512 + 2_048)]), chunk: chunk)
        #expect(error == .truncated(entry: "Main.storyboard", received: 2_048, expected: 9_216))
        #expect(error?.description == "archive truncated in entry 'Main.storyboard' (2,048 of 9,216 bytes)")
    }

    @Test(arguments: chunkSizes)
    func truncationInsideAHeaderOrBeforeTheEndIsRefused(chunk: Int) {
        let whole = Self.archive(H.file("a", "x"), H.file("b", "y"))
        #expect(
            failure(Array(whole[..<(1024 + 300)]), chunk: chunk) == .truncated(entry: nil, received: 300, expected: 512)
        )
        // Both files whole, but no end-of-archive blocks, or only one.
        #expect(failure(Array(whole[..<2048]), chunk: chunk) == .truncated(entry: nil, received: 0, expected: 0))
        #expect(failure(Array(whole[..<2560]), chunk: chunk) == .truncated(entry: nil, received: 0, expected: 0))
        #expect(failure([], chunk: chunk) == .truncated(entry: nil, received: 0, expected: 0))
    }

    @Test func dataAfterTheEndIsIgnoredButALoneZeroBlockIsNot() throws {
        let (collector, _) = try read(Self.archive(H.file("a", "x")) + Array("garbage, not a header".utf8) + H.end)
        #expect(collector.paths == ["a"])
        let lone = H.file("a", "x") + [UInt8](repeating: 0, count: 512) + H.file("hidden", "y") + H.end
        #expect(
            failure(lone)
                == .badHeader(entry: nil, offset: 1536, reason: "a lone zero block is followed by more headers"))
    }

    @Test(arguments: chunkSizes)
    func paxRecordsOverrideThePathSizeAndTime(chunk: Int) throws {
        let pax = H.pax([
            ("path", Array("Long/Name.storyboard".utf8)), ("size", Array("5".utf8)),
            ("mtime", Array("1700000123.25".utf8)),
        ])
        let (collector, summary) = try read(
            Self.archive(pax, H.header(Array("short".utf8), size: 0), H.padded(Array("hello".utf8))), chunk: chunk)
        #expect(collector.contents == ["Long/Name.storyboard": Array("hello".utf8)])
        #expect(collector.entries.map(\.modificationTime) == [1_700_000_123])
        #expect(summary.entries == 1)
    }

    @Test func malformedOrOversizedExtendedHeadersAreRefused() {
        let bad =
            H.header(Array("PaxHeaders/x".utf8), size: 11, type: UInt8(ascii: "x"))
            + H.padded(Array("99 path=a\n\n".utf8))
        #expect(
            failure(Self.archive(bad, H.header(Array("a".utf8))))
                == .badHeader(entry: nil, offset: 512, reason: "its pax extended header is malformed (a record length)")
        )
        let big = H.pax([("comment", [UInt8](repeating: 0x41, count: 70_000))])
        #expect(
            failure(Self.archive(big, H.header(Array("a".utf8))))
                == .headerTooLarge(entry: nil, size: 70_015, limit: 65_536))
        #expect(
            failure(Self.archive(H.pax([("path", Array("a".utf8))])))
                == .badHeader(entry: nil, offset: 1536, reason: "an extended header is followed by no entry"))
    }

    @Test func limitsOnEntriesAndFileSizeHoldBeforeContentIsDelivered() {
        let four = Self.archive(H.file("1", "a"), H.file("2", "b"), H.file("3", "c"), H.file("4", "d"))
        #expect(failure(four, limits: TarLimits(maxEntries: 3)) == .tooManyEntries(entry: "4", limit: 3))
        let big = Self.archive(H.file("Big.storyboard", String(repeating: "b", count: 1_025)))
        let error = failure(big, limits: TarLimits(maxFileBytes: 1 << 10))
        #expect(error == .fileTooLarge(entry: "Big.storyboard", size: 1_025, limit: 1_024))
        #expect(error?.description == "entry 'Big.storyboard' is 1,025 bytes, more than the 1 KiB limit for one file")
        // A declared size alone passes the expanded limit: refused at the header.
        let declared = H.header(Array("huge".utf8), size: 0o77777777777)
        #expect(
            failure(declared + H.end, limits: TarLimits(maxFileBytes: .max))
                == .expandedTooLarge(entry: "huge", limit: 512 << 20))
    }

    @Test func theFilterSkipsContentButStillChecksEveryEntry() throws {
        let files = Self.archive(
            H.file("README.md", "read me"), H.file("App/Main.storyboard", "<document/>"),
            H.file("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!"), H.file("App/Info.plist", "<plist/>"),
            H.file("Config/Base.xcconfig", "A = 1"), H.file("App/Cells/ProductCell.xib", "<document/>"))
        let (collector, summary) = try read(files, filter: .snapshotSources)
        #expect(
            Set(collector.contents.keys) == [
                "App/Main.storyboard", "App.xcodeproj/project.pbxproj", "App/Info.plist", "Config/Base.xcconfig",
                "App/Cells/ProductCell.xib",
            ])
        #expect(collector.entries.filter { !$0.isSelected }.map(\.path) == ["README.md"])
        #expect(summary.skippedFiles == 1 && summary.selectedFiles == 5)
        let hostile = Self.archive(H.file("../README.md", "x"))
        #expect(
            failure(hostile, filter: .snapshotSources) == .unsafePath(entry: "../README.md", rule: .parentReference))
    }

    @Test func gnuBase256SizesAndOldDirectoryNamesAreRead() throws {
        var header = H.header(Array("f".utf8))
        // GNU writes sizes octal cannot hold in base 256: 0x80 then the value, big-endian.
        for index in 124..<136 { header[index] = 0 }
        header[124] = 0x80
        header[135] = 3
        for index in 148..<156 { header[index] = 0x20 }
        let sum = header.reduce(0) { $0 + Int($1) }
        for (index, byte) in (H.octal(sum, digits: 6) + "\u{0} ").utf8.enumerated() { header[148 + index] = byte }
        let v7Directory = H.header(Array("old/".utf8), type: 0)
        let (collector, _) = try read(Self.archive(header, H.padded(Array("abc".utf8)), v7Directory))
        #expect(collector.contents["f"] == Array("abc".utf8))
        #expect(collector.entries.last?.kind == .directory)
    }
}
