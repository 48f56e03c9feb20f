import UIKit

/// The settings screen, through the code the plugin generated with its defaults (internal access).
@MainActor public func makeSettingsScreen() -> SettingsViewController {
    StoryboardScene.Settings.settings.instantiate()
}
