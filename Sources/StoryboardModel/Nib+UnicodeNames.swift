extension Nib {
    /// This nib with its name and every name inside it (ids, classes, modules, the owner's outlet) in NFC, as a
    /// storyboard's; reuse identifiers keep their bytes (UIKit compares them code unit by code unit).
    public func normalizingNames() -> Nib {
        var nib = self
        nib.name = name.nfc
        if var owner {
            owner.customClass = owner.customClass.nfc
            owner.customModule = owner.customModule.nfc
            owner.viewOutlet = owner.viewOutlet.nfc
            nib.owner = owner
        }
        nib.objects = objects.map { object in
            var normalized = object
            normalized.id = object.id.nfc
            normalized.customClass = object.customClass.nfc
            normalized.customModule = object.customModule.nfc
            return normalized
        }
        return nib
    }
}
