import StoryboardModel

/// The generated APIs a Swift chain may name (NavGraph's, SwiftGen's, R.swift's) and the segues a call performs.
extension FileNavigationReader {
    /// SwiftGen's and NavGraph's `StoryboardScene.Main.home.instantiate()`, R.swift's `R.storyboard.main.home()`.
    func generatedScene(_ names: [String?], _ steps: [ChainStep]) -> ReadValue? {
        guard steps.count == 5, case .call = steps[4], let storyboard = names[2], let scene = names[3] else {
            return nil
        }
        if names[0] == "StoryboardScene", let storyboardName = names[1], scene == "instantiate" {
            let destination = CodeDestination.generated(
                storyboard: storyboardName, scene: storyboard == "initialScene" ? nil : storyboard)
            return .viewController(destination, containers: [], method: .generated)
        }
        if names[0] == "R", names[1] == "storyboard" {
            let destination = CodeDestination.generated(
                storyboard: storyboard, scene: scene == "instantiateInitialViewController" ? nil : scene)
            return .viewController(destination, containers: [], method: .generated)
        }
        return nil
    }

    mutating func segueValue(_ argument: Argument) -> ReadValue {
        if let generated = generatedSegue(argument) {
            let destination = CodeDestination(kind: .segue, identifier: generated, generatedNames: true)
            return .viewController(destination, containers: [], method: .generated)
        }
        guard let identifier = stringValue(argument) else { return .unresolved(.dynamicName) }
        return .viewController(.segue(identifier), containers: [], method: .storyboard)
    }

    /// SwiftGen's `StoryboardSegue.Main.showHome.rawValue`, R.swift's `R.segue.homeViewController.showDetail`:
    /// the segue's generated Swift name.
    func generatedSegue(_ argument: Argument) -> String? {
        guard source.language == .swift, let steps = chain(argument.start, argument.end), steps.count >= 4 else {
            return nil
        }
        let names = steps.compactMap { step -> String? in if case .name(let name) = step { name } else { nil } }
        guard names.count == steps.count else { return nil }
        if names.count == 4, names[0] == "StoryboardSegue", names[3] == "rawValue" { return names[2] }
        if names.count == 4, names[0] == "R", names[1] == "segue" { return names[3] }
        return nil
    }

    /// A segue is one of the scene that performs it: the calling type's when the receiver is `self`, `super`
    /// or none (`receiver` nil). Another receiver (`vc.performSegue(...)`) names no segue of the calling type:
    /// the call is unresolved with the receiver's reason, and the receiver is its expression.
    mutating func segueCall(_ argument: Argument, receiver: Range<Int>?, line: Int) {
        guard let receiver else {
            record(
                call: .performSegue, value: segueValue(argument), expression: argument.start..<argument.end, line: line)
            return
        }
        var value = ReadValue.unresolved(.unknownExpression)
        if case .unresolved(let reason) = read(receiver.lowerBound, receiver.upperBound, depth: 0) {
            value = .unresolved(reason)
        }
        record(call: .performSegue, value: value, expression: receiver, line: line)
    }

    /// The receiver of the Swift call named at `index` (`vc` in `vc.performSegue(...)`), or `nil` for none,
    /// `self` or `super` (`self?.`, `self!.` too).
    func swiftReceiver(of index: Int) -> Range<Int>? {
        guard source.isPunctuation(index - 1, ".") else { return nil }
        let start = chainStart(at: index)
        var end = index - 1
        while end > start, source.isPunctuation(end - 1, "?") || source.isPunctuation(end - 1, "!") { end -= 1 }
        if end == start + 1, let word = source.identifier(at: start), word == "self" || word == "super" { return nil }
        return start < end ? start..<end : (index - 1)..<index
    }

    /// The generated `perform(segue: .showHome)`, `perform(segue: StoryboardSegue.Main.showHome)`.
    mutating func generatedSegueCall(_ argument: Argument, receiver: Range<Int>?, line: Int) {
        guard receiver == nil else { return segueCall(argument, receiver: receiver, line: line) }
        var value = ReadValue.unresolved(.dynamicName)
        let last = argument.end - 1
        if let name = source.identifier(at: last), source.isPunctuation(last - 1, "."),
            argument.start == last - 1
                || (source.identifier(at: argument.start) != nil && chain(argument.start, argument.end) != nil)
        {
            value = .viewController(
                CodeDestination(kind: .segue, identifier: name, generatedNames: true), containers: [],
                method: .generated)
        }
        record(call: .performSegue, value: value, expression: argument.start..<argument.end, line: line)
    }
}
