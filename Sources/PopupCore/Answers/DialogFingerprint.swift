extension Dialog {
    /// What identifies the question, hashed: title, message, buttons (label and role), fields
    /// (placeholder, masked or not) and list (how it picks, its items). Looks, timeout and the
    /// like are left out: a replay must still match when only the theme changed. Linear in the
    /// items' bytes, so a list of a million lines costs one pass over them.
    public var fingerprint: String {
        var hash = FNV1a64()
        hash.add(field: "popupctl dialog 1")
        hash.add(field: title)
        hash.add(field: message)
        let buttons = effectiveButtons
        hash.add(field: "buttons \(buttons.count)")
        for button in buttons {
            hash.add(field: button.label)
            hash.add(field: button.role.rawValue)
        }
        hash.add(field: "fields \(fields.count)")
        for field in fields {
            hash.add(field: field.placeholder)
            hash.add(field: field.isSecure ? "secure" : "plain")
        }
        if let list {
            hash.add(field: "list \(list.selection.rawValue) \(list.items.count)")
            for index in 0..<list.items.count {
                hash.add(list.items.lineBytes(index))
                hash.add(CollectionOfOne(0xFF))
            }
        }
        return "fnv1a64:" + hash.hex
    }
}
