extension NavigationGraph {
    /// WatchKit element kinds the system creates by itself: a static notification interface when a
    /// notification of its category arrives, a glance when the user swipes up on the watch face. They are
    /// entry points like an initial scene, and what they lead to by relationship (the dynamic notification
    /// interfaces) is reached from them.
    static let watchSystemEntryKinds: Set<String> = ["notificationController", "glanceController"]

    /// The relationships of a static notification interface to its dynamic ones (IB writes
    /// `relationship="dynamicNotificationInterface"` and `"dynamicInteractiveNotificationInterface"`).
    static let notificationRelationships: Set<String> = [
        "dynamicNotificationInterface", "dynamicInteractiveNotificationInterface",
    ]

    /// Whether the platform's system creates scene `index` itself, so it needs no initial scene, storyboard
    /// ID or segue to be reachable: a watchOS notification or glance, or a macOS scene an item of the main
    /// menu opens (`Scene.menuItem`).
    func isSystemEntryPoint(_ index: Int) -> Bool {
        let node = nodes[index]
        switch platform(ofStoryboard: node.storyboard) {
        case .watchos: return Self.watchSystemEntryKinds.contains(node.scene.kind)
        case .macos: return node.scene.menuItem != nil
        default: return false
        }
    }

    /// Whether scene `index` is the dynamic (or dynamic interactive) interface of a notification.
    func isDynamicNotificationInterface(_ index: Int) -> Bool {
        incoming[index].contains { edge in
            edges[edge].segue.relationship.map { Self.notificationRelationships.contains($0) } ?? false
        }
    }

    /// The class a message names for scene `index`, with the WatchKit role where the element alone does not
    /// tell it: a dynamic notification interface without a custom class is a
    /// `WKUserNotificationInterfaceController`, a glance a `WKInterfaceController` shown as a glance.
    func describedType(_ index: Int) -> String {
        let node = nodes[index]
        let custom = !(node.scene.customClass ?? "").isEmpty
        guard platform(ofStoryboard: node.storyboard) == .watchos else { return node.summary.swiftType }
        if node.scene.kind == "glanceController" { return node.summary.swiftType + ", glance" }
        if node.scene.kind == "notificationController" {
            let category = node.scene.notificationCategory.map { " for category '\($0)'" } ?? ""
            return node.summary.swiftType + ", static notification" + category
        }
        if isDynamicNotificationInterface(index) {
            return (custom ? node.summary.swiftType : "WKUserNotificationInterfaceController")
                + ", dynamic notification"
        }
        return node.summary.swiftType
    }
}
