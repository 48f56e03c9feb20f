import Foundation

/// The module an Xcode target compiles into, when its `navgraph.json` does not name it.
enum XcodeModuleName {
    /// Xcode's default `PRODUCT_MODULE_NAME`: the target name with every character that cannot be in an
    /// identifier replaced by `_`, and `_` before a leading digit (`My App` → `My_App`).
    static func of(target name: String) -> String {
        let characters = name.unicodeScalars.map { scalar in
            scalar == "_" || CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : "_"
        }
        let module = String(characters)
        return module.first?.isNumber == true ? "_" + module : module
    }
}
