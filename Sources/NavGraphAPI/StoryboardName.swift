/// Rules for storyboard names taken from paths (the file name without `.storyboard`).
enum StoryboardName {
    /// Throws `422` for a name that could not be a storyboard file name.
    static func validate(_ name: String) throws(APIError) {
        var problem: String?
        if name.isEmpty {
            problem = "must not be empty"
        } else if name.utf8.count > 255 {
            problem = "must be at most 255 bytes"
        } else if name == "." || name == ".." || name.contains("/") || name.contains("\\") {
            problem = "must be a file name without '/' or '\\\\'"
        } else if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            problem = "must not contain control characters"
        } else if name.hasSuffix(".storyboard") {
            problem = "is the file name without '.storyboard'"
        }
        if let problem {
            throw APIError.unprocessable(
                "invalid storyboard name '\(name)'", errors: [.init(field: "storyboard", message: problem)])
        }
    }
}
