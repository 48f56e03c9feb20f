import Foundation
import TestSupport
import Testing

@testable import XcodeProject

/// The limits of `.xcconfig` reading (issue 36, points 3 and 4), on real files in a temporary folder: each file
/// read once, includes at most 16 deep, at most 128 files and 1 MiB, nothing read outside the project's folder.
@Suite struct XCConfigReaderTests {
    /// A fresh folder holding `files` (path → text).
    static func folder(_ files: [(String, String)]) throws -> URL {
        try MainStoryboardProjects.folder(files)
    }

    /// Issue 36: 17 files each including the next twice took 18.8 s (2^17 reads); each is now read once.
    @Test func filesIncludedTwiceAreReadOnceAndIncludesNestSixteenDeep() throws {
        let folder = try Self.folder(HostileProjects.includeChain(count: 17))
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = XCConfigReader(folder: ProjectFolder(folder.path))
        let file = try reader.load(folder.appendingPathComponent("Config/C1.xcconfig").path)
        #expect(file?.settings["PRODUCT_MODULE_NAME"]?.text == "Deep")
        #expect(reader.reads == 17)

        let deeper = try Self.folder(HostileProjects.includeChain(count: 18))
        defer { try? FileManager.default.removeItem(at: deeper) }
        #expect {
            _ = try XCConfigReader(folder: ProjectFolder(deeper.path))
                .load(deeper.appendingPathComponent("Config/C1.xcconfig").path)
        } throws: { error in
            (error as? BuildSettingNote)?.message
                == "#include \"C18.xcconfig\": #include nests deeper than 16 files: not read"
        }
    }

    @Test func moreThan128FilesOrOneMiBAreNotRead() throws {
        let many = (1...129).map { "#include \"F\($0).xcconfig\"" }.joined(separator: "\n")
        let files = [("Base.xcconfig", many)] + (1...129).map { ("F\($0).xcconfig", "A\($0) = 1\n") }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = XCConfigReader(folder: ProjectFolder(folder.path))
        #expect {
            _ = try reader.load(folder.appendingPathComponent("Base.xcconfig").path)
        } throws: { error in
            (error as? BuildSettingNote)?.message
                == "#include \"F128.xcconfig\": more than 128 .xcconfig files: not read"
        }
        #expect(reader.reads == 128)

        let big = try Self.folder([("Big.xcconfig", "A = " + String(repeating: "x", count: 1 << 20))])
        defer { try? FileManager.default.removeItem(at: big) }
        #expect {
            _ = try XCConfigReader(folder: ProjectFolder(big.path)).load(
                big.appendingPathComponent("Big.xcconfig").path)
        } throws: { error in
            (error as? BuildSettingNote)?.message == "the .xcconfig files pass 1 MiB in all: not read"
        }
    }

    /// Absolute paths, `..` and symbolic links that leave the folder are refused with one note, the same whether
    /// the file outside exists or not; inside, a link is followed.
    @Test func nothingOutsideTheFolderIsRead() throws {
        let outside = try Self.folder([("Evil.xcconfig", "PRODUCT_MODULE_NAME = Stolen\n")])
        defer { try? FileManager.default.removeItem(at: outside) }
        let evil = outside.appendingPathComponent("Evil.xcconfig").path
        let gone = outside.appendingPathComponent("Gone.xcconfig").path
        let folder = try Self.folder([
            ("Real.xcconfig", "PRODUCT_MODULE_NAME = Inside\n"), ("Config/Absolute.xcconfig", "#include \"\(evil)\"\n"),
            ("Config/Missing.xcconfig", "#include \"\(gone)\"\n"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Out.xcconfig").path, withDestinationPath: evil)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("In.xcconfig").path, withDestinationPath: "Real.xcconfig")
        let project = ProjectFolder(folder.path)
        let escaping =
            folder.appendingPathComponent("Config").path + "/../../" + outside.lastPathComponent + "/Evil.xcconfig"
        for path in [evil, gone, escaping, folder.appendingPathComponent("Out.xcconfig").path] {
            #expect(!project.holds(path), "\(path)")
            #expect {
                _ = try XCConfigReader(folder: project).load(path)
            } throws: { error in
                (error as? BuildSettingNote)?.message == "is outside the folder NavGraph was given: not read"
            }
        }
        for (file, written) in [("Absolute", evil), ("Missing", gone)] {
            let reader = XCConfigReader(folder: project)
            #expect {
                _ = try reader.load(folder.appendingPathComponent("Config/\(file).xcconfig").path)
            } throws: { error in
                (error as? BuildSettingNote)?.message
                    == "#include \"\(written)\": is outside the folder NavGraph was given: not read"
            }
            #expect(reader.reads == 1)
        }
        let linked = try XCConfigReader(folder: project).load(folder.appendingPathComponent("In.xcconfig").path)
        #expect(linked?.settings["PRODUCT_MODULE_NAME"]?.text == "Inside")
    }
}
