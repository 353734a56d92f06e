/// Everything a dialog asks: a plain value, built by the CLI or by a Swift program.
public struct Dialog: Sendable, Equatable {
    public var title: String { didSet { title = Sanitizer.line(title) } }
    public var message: String { didSet { message = Sanitizer.text(message) } }
    public var buttons: [Button]
    /// The preferred action: focused first, chosen by Enter from a field and on timeout.
    public var defaultButton: Int?
    public var fields: [TextField]
    public var style: DialogStyle
    public var axis: ButtonAxis
    public var width: WidthRule
    /// Seconds until the default button is chosen (or the dialog times out).
    public var timeout: Double?
    public var dismissOnTapOutside: Bool
    public var dismissOnEscape: Bool
    public var dismissOnDrag: Bool
    /// Typing filters the buttons (long lists, e.g. from --buttons-from).
    public var filterable: Bool
    /// How it arrives; nil gives the style's own (bounce-up for alerts, slide-up for sheets).
    public var transition: Transition?
    public var exitTransition: ExitTransition = .none

    public static let maxButtons = 124

    public init(title: String = "", message: String = "", buttons: [Button] = [],
                defaultButton: Int? = nil, fields: [TextField] = [], style: DialogStyle = .alert,
                axis: ButtonAxis = .auto, width: WidthRule = .standard, timeout: Double? = nil,
                dismissOnTapOutside: Bool = true, dismissOnEscape: Bool = true, dismissOnDrag: Bool = true,
                filterable: Bool = false) {
        self.title = Sanitizer.line(title)
        self.message = Sanitizer.text(message)
        self.buttons = buttons
        self.defaultButton = defaultButton
        self.fields = fields
        self.style = style
        self.axis = axis
        self.width = width
        self.timeout = timeout
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnEscape = dismissOnEscape
        self.dismissOnDrag = dismissOnDrag
        self.filterable = filterable
    }

    /// The entry transition in effect.
    public var effectiveTransition: Transition { transition ?? .standard(for: style) }

    /// The buttons shown: the given ones, or a single OK.
    public var effectiveButtons: [Button] {
        buttons.isEmpty ? [Button("OK")] : buttons
    }

    /// First focus among the buttons: the default, else the first cancel-role button, else the first.
    public var initialButtonFocus: Int {
        let buttons = effectiveButtons
        if let index = defaultButton, buttons.indices.contains(index) { return index }
        return buttons.firstIndex { $0.role == .cancel } ?? 0
    }

    /// Finds a button by its label (exact, then ignoring case) or by its index.
    public func buttonIndex(matching answer: String) -> Int? {
        let buttons = effectiveButtons
        if let exact = buttons.firstIndex(where: { $0.label == answer }) { return exact }
        let lowered = answer.lowercased()
        let caseless = buttons.indices.filter { buttons[$0].label.lowercased() == lowered }
        if caseless.count == 1 { return caseless[0] }
        if let index = Int(answer), buttons.indices.contains(index) { return index }
        return nil
    }
}
