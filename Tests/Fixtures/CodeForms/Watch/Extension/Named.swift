import Foundation

/// A class's name as a string, for interface controllers named after their class.
protocol Named: AnyObject {
    static var className: String { get }
}

extension Named {
    static var className: String { String(describing: self) }
}
