import StoryboardModel

@testable import CodeGen

extension ProgramBuilder {
    /// The class the stand-in storyboard creates for `scene`, read from the storyboard's own attributes
    /// rather than from the generator: `customModule.customClass` when the class belongs to another module
    /// than the app (so generated code that names the app's class of the same name traps at its cast), the
    /// class alone for the app's own classes, and the generator's framework class otherwise.
    func storyboardClass(of scene: Scene) -> String {
        let type = context.type(of: scene)
        guard let customClass = scene.customClass, type.isCustom else { return type.name }
        guard let module = scene.customModule, !module.isEmpty, !scene.inheritsModuleFromTarget,
            module != graph.project.module
        else { return customClass }
        return "\(module).\(customClass)"
    }
}
