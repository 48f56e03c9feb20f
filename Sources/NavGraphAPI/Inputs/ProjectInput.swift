import StoryboardModel

/// The body of `POST /v1/projects`.
struct ProjectInput: Decodable {
    var name: String
    var module: String?
    var mainStoryboards: [String]?
    var platform: Platform?

    /// Checks the slug and module name; every problem is reported at once.
    func validated() throws(APIError) -> Project {
        var errors: [APIError.FieldError] = []
        if !Project.isValidName(name) {
            errors.append(.init(field: "name", message: "must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}"))
        }
        if let module, let problem = Self.problem(withModule: module) {
            errors.append(.init(field: "module", message: problem))
        }
        if let mainStoryboards, let problem = Self.problem(withMainStoryboards: mainStoryboards) {
            errors.append(.init(field: "mainStoryboards", message: problem))
        }
        if !errors.isEmpty { throw APIError.unprocessable("invalid project", errors: errors) }
        return Project(
            name: name.nfc, module: module.nfc, mainStoryboards: mainStoryboards.map(Self.normalized),
            platform: platform ?? .ios)
    }

    /// The most main storyboards a project keeps (an `Info.plist` declares one or two).
    static let maxMainStoryboards = 64

    /// What is wrong with `names` as a project's main storyboards, or nil.
    static func problem(withMainStoryboards names: [String]) -> String? {
        if names.count > maxMainStoryboards { return "must name at most \(maxMainStoryboards) storyboards" }
        for name in names {
            if let problem = StoryboardName.problem(with: name) { return "'\(name)': a storyboard name \(problem)" }
        }
        return nil
    }

    /// `names` in NFC (as stored storyboard names are), each once, in their order.
    static func normalized(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.map(\.nfc).filter { seen.insert($0).inserted }
    }

    /// What is wrong with `module` as a project's Swift module name, or nil (`Project.problem(withModule:)`).
    static func problem(withModule module: String) -> String? {
        Project.problem(withModule: module)
    }
}

/// The body of `PATCH /v1/projects/{project}` (JSON merge patch, RFC 7396: `null` removes `module`).
struct ProjectPatch: Decodable {
    /// `.some(nil)` when the body says `"module": null`.
    var module: String??
    /// `.some(nil)` when the body says `"mainStoryboards": null` (not known: a storyboard named Main counts);
    /// as written (`normalizedMainStoryboards` is what is stored).
    var mainStoryboards: [String]??

    /// `mainStoryboards` in NFC, each once.
    var normalizedMainStoryboards: [String]?? {
        mainStoryboards.map { $0.map(ProjectInput.normalized) }
    }
    var platform: Platform?

    private enum CodingKeys: String, CodingKey {
        case module, mainStoryboards, platform, name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.name) {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container, debugDescription: "a project cannot be renamed")
        }
        if container.contains(.module) {
            module = .some(try container.decodeIfPresent(String.self, forKey: .module).nfc)
        }
        if container.contains(.mainStoryboards) {
            mainStoryboards = .some(try container.decodeIfPresent([String].self, forKey: .mainStoryboards))
        }
        // A merge patch's `null` removes a member (RFC 7396): a project always has a platform.
        if container.contains(.platform), try container.decodeNil(forKey: .platform) {
            throw DecodingError.dataCorruptedError(
                forKey: .platform, in: container,
                debugDescription:
                    "cannot be removed: a project always has one (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        platform = try container.decodeIfPresent(Platform.self, forKey: .platform)
    }

    func validate() throws(APIError) {
        if case .some(.some(let name)) = module, let problem = ProjectInput.problem(withModule: name) {
            throw APIError.unprocessable("invalid project", errors: [.init(field: "module", message: problem)])
        }
        if case .some(.some(let names)) = mainStoryboards,
            let problem = ProjectInput.problem(withMainStoryboards: names)
        {
            throw APIError.unprocessable("invalid project", errors: [.init(field: "mainStoryboards", message: problem)])
        }
    }
}
