/// What Swift and Objective-C sources do with the cells of nibs and the classes of File's Owners, as
/// `check --sources` reads them (`CellCodeReader` in SourceScan): the nibs they register, the reuse identifiers
/// they dequeue, the classes they declare. Facts of several files add up into one value.
public struct NibCodeFacts: Sendable, Equatable {
    /// Every `register` call that hands a table or collection view a nib, a class or a dynamic value.
    public var registrations: [CellRegistration]
    /// Every dequeue whose identifier or class the code spells.
    public var dequeues: [CellDequeue]
    /// The classes the sources declare: Swift `class X` (and `@objc(X)`), Objective-C `@interface X` and
    /// `@implementation X`.
    public var declaredClasses: Set<String>
    /// String literals the sources spell outside dequeues: what a dynamic registration may be handed.
    public var mentionedStrings: Set<String>
    /// Classes the sources name as values (`X.self`, `[X class]`) outside dequeues.
    public var mentionedTypes: Set<String>

    /// Creates facts.
    public init(
        registrations: [CellRegistration] = [], dequeues: [CellDequeue] = [], declaredClasses: Set<String> = [],
        mentionedStrings: Set<String> = [], mentionedTypes: Set<String> = []
    ) {
        self.registrations = registrations
        self.dequeues = dequeues
        self.declaredClasses = declaredClasses
        self.mentionedStrings = mentionedStrings
        self.mentionedTypes = mentionedTypes
    }

    /// Adds the facts of another file.
    public mutating func add(_ other: NibCodeFacts) {
        registrations += other.registrations
        dequeues += other.dequeues
        declaredClasses.formUnion(other.declaredClasses)
        mentionedStrings.formUnion(other.mentionedStrings)
        mentionedTypes.formUnion(other.mentionedTypes)
    }
}

/// One registration of a cell or reusable view: what nib (or class) it registers, for what identifier, where.
public struct CellRegistration: Sendable, Hashable {
    /// The nib a registration hands the table or collection view, as far as the code spells it.
    public enum NibSource: Sendable, Hashable {
        /// A literal nib name: `UINib(nibName: "X", bundle: nil)`, `[UINib nibWithNibName:@"X" bundle:nil]`, a
        /// local holding one, a literal passed to a `register...` helper.
        case named(String)
        /// A class: `X.self`, `X.nib`, `[X class]`, Reusable's `register(cellType: X.self)`, a class passed to a
        /// `register...` helper. It registers the nib named `X` or a nib whose cell is an `X`.
        case type(String)
        /// NavGraph's generated catalogue member `Nibs.x`, named from the nib's name.
        case generated(String)
        /// R.swift's `R.nib.x`, named from the nib's name.
        case rswift(String)
        /// A value the code computes (a parameter, `UINib(nibName: name, ...)`, a generic `T`): any nib.
        case unknown
    }

    /// The nib registered.
    public var nib: NibSource
    /// The reuse identifier, when the call spells it as a literal.
    public var identifier: String?
    /// Where the call is.
    public var location: SourceLocation

    /// Creates a registration.
    public init(nib: NibSource, identifier: String? = nil, location: SourceLocation) {
        self.nib = nib
        self.identifier = identifier
        self.location = location
    }
}

/// One dequeue of a cell or reusable view whose identifier or class the code spells.
public struct CellDequeue: Sendable, Hashable {
    /// How the dequeue names what it wants.
    public enum Key: Sendable, Hashable {
        /// A literal reuse identifier: `dequeueReusableCell(withIdentifier: "id", for:)` and the other forms.
        case identifier(String)
        /// NavGraph's generated `ReuseIdentifier.Nibs.x`, named from the reuse identifier.
        case generated(String)
        /// Reusable's typed dequeue of class `X` (`dequeueReusableCell(for:) as X`, `cellType: X.self`), whose
        /// reuse identifier is the class's name.
        case type(String)
        /// An identifier the code takes from class `X`'s name (`X.reuseIdentifier`, `X.className`,
        /// `String(describing: X.self)`), which by the convention of such helpers is `X`.
        case named(String)
    }

    /// What is dequeued.
    public var key: Key
    /// Where the dequeue is.
    public var location: SourceLocation

    /// Creates a dequeue.
    public init(key: Key, location: SourceLocation) {
        self.key = key
        self.location = location
    }
}
