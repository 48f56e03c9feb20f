import StoryboardModel

extension SegueInput {
    /// `segue` without the members a merge patch removes (`"identifier": null`: RFC 7396): a flag becomes
    /// `false`, the attributes none; `422` for the id, source and kind, which a segue always has.
    static func removing(_ members: Set<String>, from segue: Segue) throws(APIError) -> Segue {
        try MergePatch.refuseRemoving(members, required: ["id", "source", "kind"], of: "segue")
        var result = segue
        for member in members {
            switch member {
            case "destination": result.destination = nil
            case "identifier": result.identifier = nil
            case "relationship": result.relationship = nil
            case "customClass": result.customClass = nil
            case "customModule": result.customModule = nil
            case "unwindAction": result.unwindAction = nil
            case "destinationCreationSelector": result.destinationCreationSelector = nil
            case "attributes": result.attributes = [:]
            case "previewing": result.previewing = false
            default: continue
            }
        }
        return result
    }
}
