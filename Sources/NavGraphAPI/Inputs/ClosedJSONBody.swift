import Foundation

/// A request body whose members are all listed: any other is refused rather than ignored, since a misspelt one
/// (`"modlue"`) would leave the write without it behind a success. `JSONCoding.decode` checks it.
protocol ClosedJSONBody {
    /// The members the body takes, in the order a refusal lists them.
    static var members: [String] { get }
    /// What the body describes, for a refusal ("a project").
    static var subject: String { get }
}

extension ClosedJSONBody {
    /// `422` naming the first member of `body`, a JSON object, that `members` does not list.
    static func refuseOtherMembers(in body: Data) throws(APIError) {
        guard let other = JSONSyntax.members(of: body).first(where: { !members.contains($0.name) })?.name else {
            return
        }
        let accepted = members.joined(separator: ", ")
        throw APIError.unprocessable(
            "unknown member '\(other)': \(subject) takes \(accepted)",
            errors: [.init(field: other, message: "is not a member of \(subject) (\(accepted))")])
    }
}

extension ProjectInput: ClosedJSONBody {
    static let members = ["name", "module", "mainStoryboards", "platform"]
    static let subject = "a project"
}

extension ProjectPatch: ClosedJSONBody {
    // `name` is refused by the decoder itself: a project cannot be renamed.
    static let members = ["module", "mainStoryboards", "platform"]
    static let subject = "a project's PATCH"
}
