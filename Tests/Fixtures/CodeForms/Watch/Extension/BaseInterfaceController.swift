import WatchKit

/// The base of the watch app's screens; no scene has this class itself.
class BaseInterfaceController: WKInterfaceController {
    func logEntry() {
        presentController(withName: LogEntryController.className, context: nil)
    }

    func showPages() {
        presentController(withNames: ["SummaryPage", "TrendPage"], contexts: nil)
    }

    func open(_ name: String) {
        pushController(withName: name, context: nil)
    }
}

final class StatusController: BaseInterfaceController, Named {}

final class LogEntryController: WKInterfaceController, Named {}
