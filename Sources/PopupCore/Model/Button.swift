/// One choice in a dialog.
public struct Button: Sendable, Equatable, Codable {
    /// The label as shown and reported, with `&` markers removed and control characters made visible.
    public var label: String
    /// What the button means: it sets the look, and a cancel-role choice skips field validation.
    public var role: ButtonRole
    /// The key that chooses it, lowercased, from an `&` marker in the label as given.
    public var hotkey: String?
    /// Choosing it reports the label at once and keeps the dialog open.
    public var staysOpen: Bool
    /// A leading symbol ("★", "⚠").
    public var icon: String? { didSet { icon = icon.map(Sanitizer.line) } }
    /// A trailing › that says the choice leads somewhere.
    public var accessory: Bool
    /// Rows the button takes (its label in the middle).
    public var height: Int

    /// `label` may mark its hotkey with `&` ("&Delete"); `&&` is a literal `&`.
    public init(_ label: String, role: ButtonRole = .default, staysOpen: Bool = false, icon: String? = nil,
                accessory: Bool = false, height: Int = 1) {
        let parsed = HotkeyLabel.parse(Sanitizer.line(label))
        self.label = parsed.text
        self.hotkey = parsed.hotkey.map { String($0).lowercased() }
        self.role = role
        self.staysOpen = staysOpen
        self.icon = icon.map(Sanitizer.line)
        self.accessory = accessory
        self.height = max(1, min(height, 5))
    }
}
