import Foundation
import TestSupport
import Testing

@testable import Storage

/// Vectors from FIPS 180-4's examples (NIST CSVP) and block-boundary lengths.
@Suite struct SHA256Tests {
    @Test func matchesNISTExamples() {
        #expect(
            SHA256.hexDigest(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hexDigest(Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let long =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
            + "mnopqrstnopqrstu"
        #expect(
            SHA256.hexDigest(Array(long.utf8)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func hashesAMillionBytes() {
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hexDigest(million) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 55/56-byte padding boundary and one or two whole blocks.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ])
    func handlesPaddingBoundaries(length: Int, expected: String) {
        #expect(SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: length)) == expected)
    }

    @Test func hashesUTF8Text() {
        #expect(
            SHA256.hexDigest(Array("Scène ✓ 🚀".utf8))
                == "a6b7f91a7a0429cb3acc85b444ea41ec49c87c4731e6f17a5914563ca60c7503")
        #expect(SHA256.digest(Array("abc".utf8)).count == 32)
    }

    /// A contiguous message is hashed where it lies, anything else copied first: `Data` (a storyboard's
    /// source), a slice of it that starts past 0, and a collection without contiguous storage all agree.
    @Test func hashesDataSlicesAndLazyCollectionsAlike() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(SHA256.hexDigest(Data(repeating: UInt8(ascii: "a"), count: 1_000_000)) == expected)
        let padded = Data(repeating: UInt8(ascii: "a"), count: 1_000_007)
        #expect(SHA256.hexDigest(padded[3..<1_000_003]) == expected)
        #expect(SHA256.hexDigest(repeatElement(UInt8(ascii: "a"), count: 1_000_000)) == expected)
    }

    /// The processor's SHA instructions and the portable rounds give the same digest for every length up to
    /// five blocks and at unaligned starts, and for a storyboard-sized message.
    @Test func hardwareAndPortableRoundsAgree() {
        var generator = RandomStoryboards(seed: 22)
        let bytes = (0..<(1 << 20) + 77).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        for length in 0...(5 * 64 + 1) {
            for start in [0, 1, 3] {
                let message = bytes[start..<(start + length)]
                #expect(
                    SHA256.digest(message, useHardware: true) == SHA256.digest(message, useHardware: false),
                    "length \(length) at offset \(start)")
            }
        }
        #expect(SHA256.digest(bytes, useHardware: true) == SHA256.digest(bytes, useHardware: false))
        #expect(
            SHA256.hexDigest(Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Where the processor says it has SHA-256 instructions, they are used: `sha_ni` in /proc/cpuinfo on x86-64,
    /// `sha2` on arm64 Linux, and every Apple arm64 processor (the GitHub macOS job's).
    @Test(
        .enabled(
            if: Self.cpuHasSHAExtensions,
            "this processor has no SHA-256 instructions (sha_ni or sha2 in /proc/cpuinfo, or Apple arm64)"))
    func usesTheSHAInstructionsWhereThereAreAny() {
        #expect(SHA256.hasHardwareRounds)
    }

    static var cpuHasSHAExtensions: Bool {
        #if os(Linux)
        #if arch(x86_64)
        let (field, flag): (Substring, Substring) = ("flags", "sha_ni")
        #elseif arch(arm64)
        let (field, flag): (Substring, Substring) = ("Features", "sha2")
        #else
        let (field, flag): (Substring, Substring) = ("", "")
        #endif
        guard !flag.isEmpty, let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
            return false
        }
        return info.split(separator: "\n").contains { $0.hasPrefix(field) && $0.split(separator: " ").contains(flag) }
        #elseif canImport(Darwin) && arch(arm64)
        return true
        #else
        return false
        #endif
    }
}
