import StoryboardModel

extension SceneInput {
    /// `scene` without the members a merge patch removes (`"customClass": null`: RFC 7396), as their `""` clears
    /// them: a flag becomes `false`, the cells none; `422` for the id and kind, which a scene always has.
    static func removing(_ members: Set<String>, from scene: Scene) throws(APIError) -> Scene {
        try MergePatch.refuseRemoving(members, required: ["id", "kind"], of: "scene")
        var result = scene
        for member in members {
            switch member {
            case "customClass": result.customClass = nil
            case "customModule": result.customModule = nil
            case "inheritsModuleFromTarget": result.inheritsModuleFromTarget = false
            case "storyboardIdentifier": result.storyboardIdentifier = nil
            case "title": result.title = nil
            case "userLabel": result.userLabel = nil
            case "referencedStoryboard": result.referencedStoryboard = nil
            case "referencedIdentifier": result.referencedIdentifier = nil
            case "bundleIdentifier": result.bundleIdentifier = nil
            case "cells": result.cells = []
            case "notificationCategory": result.notificationCategory = nil
            case "menuItem": result.menuItem = nil
            default: continue
            }
        }
        return result
    }
}
