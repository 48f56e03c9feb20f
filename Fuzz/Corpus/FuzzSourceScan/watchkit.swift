class HUDController: WKInterfaceController {
    func go(name: String) {
        presentController(withName: ListController.className, context: nil)
        pushController(withName: "Detail", context: self)
        presentController(withNames: ["A", String(describing: B.self)], contexts: nil)
        presentController(withNamesAndContexts: [(name: "Pick", context: self as AnyObject)])
        WKInterfaceController.reloadRootPageControllers(withNames: [name], contexts: nil, orientation: .vertical, pageIndex: 0)
    }
}
