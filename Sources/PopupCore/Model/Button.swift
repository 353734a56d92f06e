/// One choice in a dialog.
public struct Button: Sendable, Equatable, Codable {
    /// The label as shown and reported, with `&` markers removed and control characters made visible.
    public var label: String
    public var role: ButtonRole
    /// The key that chooses it, lowercased, from an `&` marker in the label as given.
    public var hotkey: String?
    /// Choosing it reports the label at once and keeps the dialog open.
    public var staysOpen: Bool

    /// `label` may mark its hotkey with `&` ("&Delete"); `&&` is a literal `&`.
    public init(_ label: String, role: ButtonRole = .default, staysOpen: Bool = false) {
        let parsed = HotkeyLabel.parse(Sanitizer.line(label))
        self.label = parsed.text
        self.hotkey = parsed.hotkey.map { String($0).lowercased() }
        self.role = role
        self.staysOpen = staysOpen
    }
}
