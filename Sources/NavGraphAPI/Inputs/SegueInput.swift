import StoryboardModel

/// A segue in a JSON body. Every field but `id`, `source` and `kind` is optional; one type serves create
/// and `PATCH`.
struct SegueInput: Decodable {
    var id: String?
    var source: String?
    var destination: String?
    var kind: String?
    var identifier: String?
    var relationship: String?
    var customClass: String?
    var customModule: String?
    var unwindAction: String?
    var destinationCreationSelector: String?
    var attributes: [String: String]?
    var previewing: Bool?

    /// A new segue; `field` prefixes error paths (e.g. `segues[0]`).
    func makeSegue(field: String = "") throws(APIError) -> Segue {
        let prefix = field.isEmpty ? "" : field + "."
        var errors: [APIError.FieldError] = []
        if let problem = ElementID.problem(with: id) { errors.append(.init(field: prefix + "id", message: problem)) }
        if (source ?? "").isEmpty {
            errors.append(.init(field: prefix + "source", message: "is required: the id of the scene the segue leaves"))
        }
        if (kind ?? "").isEmpty { errors.append(.init(field: prefix + "kind", message: "is required and non-empty")) }
        errors += attributeErrors(prefix: prefix)
        if !errors.isEmpty { throw APIError.unprocessable("invalid segue", errors: errors) }
        return apply(to: Segue(id: id ?? "", source: source ?? "", destination: nil, kind: kind ?? ""))
    }

    /// Attribute names are XML attribute names as IB writes them; one starting with `$` is refused, since the
    /// store keeps its own flags under such names.
    func attributeErrors(prefix: String = "") -> [APIError.FieldError] {
        (attributes ?? [:]).keys.sorted().filter { $0.isEmpty || $0.hasPrefix("$") }.map {
            .init(field: prefix + "attributes." + $0, message: "must be a non-empty name not starting with '$'")
        }
    }

    /// `segue` with every field this input sets replaced (the id cannot change); names in NFC.
    func apply(to segue: Segue) -> Segue {
        var result = segue
        if let source { result.source = source }
        if let destination { result.destination = destination.isEmpty ? nil : destination }
        if let kind { result.kind = kind }
        if let identifier { result.identifier = identifier.isEmpty ? nil : identifier }
        if let relationship { result.relationship = relationship }
        if let customClass { result.customClass = customClass }
        if let customModule { result.customModule = customModule }
        if let unwindAction { result.unwindAction = unwindAction }
        if let destinationCreationSelector { result.destinationCreationSelector = destinationCreationSelector }
        if let attributes { result.attributes = attributes }
        if let previewing { result.previewing = previewing }
        return result.normalizingNames()
    }
}
