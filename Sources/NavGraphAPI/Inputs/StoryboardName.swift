/// Rules for storyboard names taken from paths (the file name without `.storyboard`).
enum StoryboardName {
    /// Throws `422` for a name that could not be a storyboard file name.
    static func validate(_ name: String) throws(APIError) {
        if let problem = problem(with: name) {
            throw APIError.unprocessable(
                "invalid storyboard name '\(name)'", errors: [.init(field: "storyboard", message: problem)])
        }
    }

    /// What is wrong with `name` as a storyboard name (`must not be empty`, ...), or nil for a good one: the one
    /// rule for the `.../storyboards/{name}` routes and the files of a snapshot.
    static func problem(with name: String) -> String? {
        problem(with: name, fileExtension: "storyboard")
    }

    /// The same rule for the file name without `.fileExtension` (`xib`: the `.../nibs/{name}` routes, `NibName`).
    static func problem(with name: String, fileExtension: String) -> String? {
        if name.isEmpty {
            return "must not be empty"
        } else if name.utf8.count > 255 {
            return "must be at most 255 bytes"
        } else if name == "." || name == ".." || name.contains("/") || name.contains("\\") {
            return "must be a file name without '/' or '\\\\'"
        } else if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "must not contain control characters"
        } else if name.hasSuffix("." + fileExtension) {
            return "is the file name without '.\(fileExtension)'"
        }
        return nil
    }
}

/// Rules for nib names taken from paths (the `.xib` file name without `.xib`): the storyboard name rules.
enum NibName {
    /// Throws `422` for a name that could not be a nib file name.
    static func validate(_ name: String) throws(APIError) {
        if let problem = StoryboardName.problem(with: name, fileExtension: "xib") {
            throw APIError.unprocessable(
                "invalid nib name '\(name)': it \(problem)", errors: [.init(field: "nib", message: problem)])
        }
    }
}
