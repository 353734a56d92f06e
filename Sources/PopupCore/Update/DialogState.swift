/// Everything that changes while a dialog is shown. Changed only by `update`.
public struct DialogState: Sendable, Equatable {
    public var focus: Focus
    public var messageScroll: Int
    /// First visible row of a stacked button list that scrolls.
    public var buttonScroll: Int
    /// Seconds left on the timeout, as shown.
    public var secondsLeft: Int?
    public var fields: [FieldState]
    /// The button under a mouse press, chosen if the release lands on it too.
    public var pressedButton: Int?
    /// Where a press inside the box began, for drag-down dismissal.
    public var dragOrigin: Point?
    /// Columns the box is pushed sideways (the shake when input is refused).
    public var shakeOffset: Int
    /// When the current shake began, on the dialog's clock.
    public var shakeStart: Double?
    /// The dialog's clock: seconds since it was shown, as of the last tick.
    public var clock: Double
    /// Skip animation (POPUPCTL_REDUCE_MOTION, plain terminals).
    public var reducedMotion: Bool
    /// The filter typed over a filterable list, and the buttons it keeps (original indices).
    public var filter: String
    public var shownButtons: [Int]

    public init(dialog: Dialog, reducedMotion: Bool = false) {
        self.reducedMotion = reducedMotion
        filter = ""
        shownButtons = Array(dialog.effectiveButtons.indices)
        clock = 0
        shakeStart = nil
        fields = dialog.fields.map { FieldState(text: $0.value) }
        focus = dialog.fields.isEmpty ? .button(dialog.initialButtonFocus) : .field(0)
        messageScroll = 0
        buttonScroll = 0
        secondsLeft = dialog.timeout.map { Int($0.rounded(.up)) }
        pressedButton = nil
        dragOrigin = nil
        shakeOffset = 0
    }

    /// True while something moves on its own and the clock must tick at frame rate.
    public var isAnimating: Bool { shakeStart != nil }

    public var focusedButton: Int? {
        if case .button(let index) = focus { return index }
        return nil
    }

    public var focusedField: Int? {
        if case .field(let index) = focus { return index }
        return nil
    }
}
