/// The framework classes of the elements a nib's top level holds, and which of them are views.
extension NibObject {
    /// The kind of a top-level element `elementName` on `platform`.
    public static func kind(ofElement elementName: String, platform: Platform?) -> Kind {
        switch elementName {
        case "tableViewCell": return .tableViewCell
        case "collectionViewCell": return .collectionViewCell
        case "collectionReusableView": return .collectionReusableView
        case "tableCellView": return .tableCellView
        case "customObject": return .customObject
        default: break
        }
        if uiKitViews[elementName] != nil || appKitViews[elementName] != nil { return .view }
        // A view controller's element is the scene kind of a storyboard; AppKit's bindings controllers
        // (`arrayController`, `objectController`, ...) are not view controllers and have no framework class here.
        for candidate in [platform ?? .ios, .ios, .macos]
        where Scene.frameworkClass(forKind: elementName, platform: candidate) != nil {
            return .viewController
        }
        return .other
    }

    /// The framework class of a top-level element on `platform`, or `nil` for an element not listed here.
    public static func frameworkClass(forElement elementName: String, platform: Platform) -> String? {
        let appKit = platform == .macos
        switch elementName {
        case "tableViewCell": return "UITableViewCell"
        case "collectionViewCell": return "UICollectionViewCell"
        case "collectionReusableView": return "UICollectionReusableView"
        case "tableCellView": return "NSTableCellView"
        case "customObject": return "NSObject"
        case "window": return appKit ? "NSWindow" : "UIWindow"
        default: break
        }
        if let view = (appKit ? appKitViews : uiKitViews)[elementName] { return view }
        return Scene.frameworkClass(forKind: elementName, platform: platform)
    }

    /// UIKit view elements IB writes, with their classes.
    static let uiKitViews: [String: String] = [
        "view": "UIView", "stackView": "UIStackView", "scrollView": "UIScrollView", "label": "UILabel",
        "button": "UIButton", "imageView": "UIImageView", "textField": "UITextField", "textView": "UITextView",
        "tableView": "UITableView", "collectionView": "UICollectionView", "switch": "UISwitch",
        "slider": "UISlider", "segmentedControl": "UISegmentedControl", "pageControl": "UIPageControl",
        "progressView": "UIProgressView", "activityIndicatorView": "UIActivityIndicatorView",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "stepper": "UIStepper",
        "searchBar": "UISearchBar", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar",
        "tabBar": "UITabBar", "visualEffectView": "UIVisualEffectView", "mapView": "MKMapView",
        "wkWebView": "WKWebView", "webView": "UIWebView",
    ]

    /// AppKit view elements IB writes, with their classes.
    static let appKitViews: [String: String] = [
        "view": "NSView", "customView": "NSView", "stackView": "NSStackView", "scrollView": "NSScrollView",
        "textField": "NSTextField", "button": "NSButton", "imageView": "NSImageView", "box": "NSBox",
        "tableView": "NSTableView", "outlineView": "NSOutlineView", "collectionView": "NSCollectionView",
        "splitView": "NSSplitView", "tabView": "NSTabView", "visualEffectView": "NSVisualEffectView",
        "popUpButton": "NSPopUpButton", "segmentedControl": "NSSegmentedControl", "slider": "NSSlider",
        "progressIndicator": "NSProgressIndicator", "textView": "NSTextView", "wkWebView": "WKWebView",
    ]
}
