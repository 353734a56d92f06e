/// Everything a dialog asks: a plain value, built by the CLI or by a Swift program.
public struct Dialog: Sendable, Equatable {
    /// The line at the top of the box; made a single line, with control characters made harmless.
    public var title: String { didSet { title = Sanitizer.line(title) } }
    /// The body text; line breaks are kept, tabs expanded, control characters made harmless.
    public var message: String { didSet { message = Sanitizer.text(message) } }
    /// The choices in order; when empty, a single OK is shown (see `effectiveButtons`).
    public var buttons: [Button]
    /// The preferred action: focused first, chosen by Enter from a field and on timeout.
    public var defaultButton: Int?
    /// Single-line text fields; their values come back in `Outcome.chosen`.
    public var fields: [TextField]
    /// Where the box sits: a centred alert, a bottom sheet or a floating card.
    public var style: DialogStyle
    /// Whether the buttons sit side by side or stacked.
    public var axis: ButtonAxis
    /// How wide the box is; by default as the content wants, from 40 to 56 columns.
    public var width: WidthRule
    /// Seconds until the default button is chosen (or the dialog times out); at most a year, and
    /// a value that is not a number or is infinite means no timeout.
    public var timeout: Double? { didSet { timeout = Self.normalized(timeout) } }
    /// A click outside the box dismisses it (`.dismissed(.tapOutside)`).
    public var dismissOnTapOutside: Bool
    /// Esc dismisses it (`.dismissed(.escape)`).
    public var dismissOnEscape: Bool
    /// Dragging the box down with the mouse dismisses it (`.dismissed(.drag)`).
    public var dismissOnDrag: Bool
    /// A picture pinned to the top of the box, as wide as the box, its height set by its aspect ratio.
    public var image: RGBAImage?
    /// Typing filters the buttons (long lists, e.g. from --buttons-from).
    public var filterable: Bool
    /// How it arrives; nil: in place from the first frame, the dressing around it fading in (`Entry`).
    public var transition: Transition?
    /// How it leaves; by default it simply disappears.
    public var exitTransition: ExitTransition = .none
    /// A list of items to pick from, shown between the message and the fields.
    public var list: ListSpec?
    /// More to edit or pick, shown after the list: a multi-line editor, a calendar … (`Content`).
    /// Its answer follows the fields' values in `Outcome.chosen`.
    public var content: Content?
    /// A line at the top left of the screen, behind the box (a screen title, such as an
    /// installer's name); drawn only where the backdrop is painted.
    public var backtitle = "" { didSet { backtitle = Sanitizer.line(backtitle) } }
    /// The box's height as the caller asked for it, border included: the box is drawn this tall
    /// when the screen has room, a list giving up rows (down to a few) to keep it so, and the rows
    /// it has to spare left empty above the buttons (or given to a list that fills its box). What
    /// else does not fit makes it taller, never hidden; nil fits the content.
    public var height: Int?
    /// Style changes inside the title and the message (dialog's `--colors`), by character of the
    /// sanitised text, in order; empty for text in one style.
    public var titleStyles: [StyleMark] = []
    public var messageStyles: [StyleMark] = []
    /// How it behaves where dialog programs differ (timeout, fields, list); popupctl's own by default.
    public var conventions = Conventions.standard
    /// Makes it a progress box, fed by lines of input (`Event.data`).
    public var progress: ProgressSpec?
    /// Drawn and left on the screen, it asks nothing (`--no-wait`, an infobox): it shows no
    /// button, since nobody can press one.
    public var asksNothing = false
    /// The buttons are implied, not drawn (a bare picker, as fzf's): Enter chooses the submit
    /// button and Esc dismisses as ever, but they take no rows, no focus and no hotkeys.
    public var buttonsImplied = false

    /// The most buttons a dialog takes: their exit statuses 0…123 stay clear of 124 (timed out).
    public static let maxButtons = 124

    /// A dialog from its parts; the title and message are sanitised (see `Sanitizer`).
    public init(title: String = "", message: String = "", buttons: [Button] = [],
                defaultButton: Int? = nil, fields: [TextField] = [], style: DialogStyle = .alert,
                axis: ButtonAxis = .auto, width: WidthRule = .standard, timeout: Double? = nil,
                dismissOnTapOutside: Bool = true, dismissOnEscape: Bool = true, dismissOnDrag: Bool = true,
                filterable: Bool = false, image: RGBAImage? = nil) {
        self.title = Sanitizer.line(title)
        self.message = Sanitizer.text(message)
        self.buttons = buttons
        self.defaultButton = defaultButton
        self.fields = fields
        self.style = style
        self.axis = axis
        self.width = width
        self.timeout = Self.normalized(timeout)
        self.dismissOnTapOutside = dismissOnTapOutside
        self.dismissOnEscape = dismissOnEscape
        self.dismissOnDrag = dismissOnDrag
        self.filterable = filterable
        self.image = image
    }

    /// The buttons shown: the given ones, or a single OK (none on a progress box that closes by
    /// itself, nor on a dialog that asks nothing).
    public var effectiveButtons: [Button] {
        if asksNothing { return [] }
        guard buttons.isEmpty else { return buttons }
        if progress.map({ $0.waitsAtEnd }) == false { return [] }
        // A list is picked from, so it can be called off: OK (the default) and Cancel.
        return list == nil ? [Button("OK")] : [Button("OK"), Button("Cancel", role: .cancel)]
    }

    /// First focus among the buttons: the default, else the first cancel-role button, else the first.
    public var initialButtonFocus: Int {
        let buttons = effectiveButtons
        if let index = defaultButton, buttons.indices.contains(index) { return index }
        // With a list the person is picking, not deciding: the button that takes the pick comes first.
        if list != nil { return submitButton }
        return buttons.firstIndex { $0.role == .cancel } ?? 0
    }

    /// What Enter in the last text field chooses: the default, else the first button that is not
    /// cancel-role (a form is filled in to be sent), else the first.
    public var submitButton: Int {
        let buttons = effectiveButtons
        if let index = defaultButton, buttons.indices.contains(index) { return index }
        return buttons.firstIndex { $0.role != .cancel } ?? 0
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

extension Dialog {
    /// A timeout the clock and the countdown can hold: finite, from 0 to a year.
    static func normalized(_ timeout: Double?) -> Double? {
        guard let timeout, timeout.isFinite else { return nil }
        return min(max(0, timeout), 365 * 86_400)
    }
}
