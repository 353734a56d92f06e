/// Everything that changes while a dialog is shown. Changed only by `update`.
public struct DialogState: Sendable, Equatable {
    /// What has the keyboard focus: a text field or a button.
    public var focus: Focus
    /// The first message line shown, when the message scrolls.
    public var messageScroll: Int
    /// First visible row of a stacked button list that scrolls.
    public var buttonScroll: Int
    /// Seconds left on the timeout, as shown; nil once the countdown has stopped.
    public var secondsLeft: Int?
    /// A key edited a field or moved the focus while the countdown ran: the timeout no longer
    /// chooses, so nobody's half-typed value is sent.
    public var countdownStopped = false
    /// The text fields as edited, in the dialog's order.
    public var fields: [FieldState]
    /// The field the focus comes back to when the fields are one stop (`FieldConventions.fieldsAreOneStop`).
    public var currentField = 0
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
    /// The indices of the buttons the filter keeps, in order (all of them while it is empty).
    public var shownButtons: [Int]
    /// Colours can be faded (false without colour: a fade becomes no transition).
    public var canFade: Bool
    /// When the entry began, while it runs; and the exit, with the outcome it ends in.
    public var entryStart: Double?
    /// When the exit transition began, on the dialog's clock; nil until the dialog ends with one.
    public var exitStart: Double?
    /// The outcome to finish with once the exit transition is over.
    public var exitOutcome: Outcome?
    /// The animation's effect on the box at the last tick.
    public var motion: MotionFrame
    /// The list's cursor, checks and filter; nil without a list.
    public var list: ListState?
    /// The text of the list's cursor item being renamed (`ListConventions.renameButton`); nil
    /// while nothing is.
    public var renaming: FieldState?
    /// The items whose renaming was called off, in order: dialog's --inputmenu keeps each one's
    /// tag in its result, before the tag an OK then writes (`Update+Rename`).
    public var renamesCalledOff: [Int] = []
    /// The content as the person changed it (`Dialog.content`); nil without one.
    public var content: Content?
    /// What a progress box has read of its input; nil for other dialogs.
    public var progress: ProgressState?
    /// The preview pane's output; nil without one.
    public var preview: PreviewState?
    /// The screen's size, as the last `Event.resize` said (clamped to `Size.largestScreen`).
    public var screen: Size
    /// The directory whose entries were asked for last (`Command.listDirectory`).
    public var askedDirectory: String?
    /// Commands actions have run (`Update.shellCommand`): each names its files after its number.
    public var commandsRun = 0
    /// The name of the last bound key pressed (`ListConventions.keyNames`), for `FZF_KEY`.
    public var lastKeyName = ""

    /// The state a dialog opens in on a screen of `screen` (80 × 24 unless told, the size a terminal
    /// that cannot say is taken to have): the first field focused (else `initialButtonFocus`), the
    /// clock at 0 and the entry (`Entry`) starting unless motion is reduced. `itemsArriving`: the
    /// list's items are still coming (`Event.listGrew` brings them), so tags not in yet may come.
    public init(dialog: Dialog, reducedMotion: Bool = false, canFade: Bool = true,
                screen: Size = Size(width: 80, height: 24), itemsArriving: Bool = false) {
        self.screen = screen.clampedToScreen
        self.reducedMotion = reducedMotion
        self.canFade = canFade
        exitStart = nil
        exitOutcome = nil
        let entry = Entry.of(dialog)
        let animates = entry.animates(reducedMotion: reducedMotion, canFade: canFade)
        entryStart = animates ? 0 : nil
        motion = animates ? (entry.frame(elapsed: 0, rows: 200) ?? .still) : .still
        filter = ""
        shownButtons = Array(dialog.effectiveButtons.indices)
        clock = 0
        shakeStart = nil
        let atBeginning = dialog.conventions.fields.cursorsStartAtBeginning
        fields = dialog.fields.map {
            var field = FieldState(text: $0.initialText)
            if atBeginning { field.cursor = 0 }
            return field
        }
        list = dialog.list.map { ListState($0, reading: itemsArriving) }
        currentField = dialog.fields.firstIndex { !$0.isReadOnly } ?? 0
        content = dialog.content
        preview = dialog.list?.preview.map { spec in
            var preview = PreviewState()
            preview.hidden = spec.hidden
            return preview
        }
        if dialog.conventions.messageIsFocusStop, dialog.conventions.messageFocusedFirst {
            focus = .message
        } else if dialog.list != nil {
            focus = .list
        } else if dialog.fields.contains(where: { !$0.isReadOnly }) {
            focus = .field(currentField)
        } else if let content = dialog.content, content.model.parts > 0, dialog.conventions.contentFocusedFirst {
            focus = .content(content.model.initialPart)
        } else {
            focus = .button(dialog.initialButtonFocus)
        }
        messageScroll = 0
        buttonScroll = 0
        secondsLeft = dialog.timeout.map { Int($0.rounded(.up)) }
        pressedButton = nil
        dragOrigin = nil
        shakeOffset = 0
        progress = dialog.progress.map { spec in
            var progress = ProgressState(log: spec.inputIsOutput)
            // The starting percentage comes in as a line of input would: the state changes only that way.
            if let start = spec.initialPercent, start.isFinite {
                progress.consume(Array("\(Int(min(max(start, 0), 100)))\n".utf8), at: 0)
            }
            return progress
        }
    }

    /// True while something moves on its own and the clock must tick at frame rate.
    public var isAnimating: Bool { shakeStart != nil || entryStart != nil || exitStart != nil }

    /// True while work is left that the clock's ticks do a slice at a time (a list being filtered).
    public var hasPendingWork: Bool { list?.isFiltering ?? false }

    /// The index of the focused button (in `Dialog.effectiveButtons`); nil when a field has the focus.
    public var focusedButton: Int? {
        if case .button(let index) = focus { return index }
        return nil
    }

    /// The index of the focused text field; nil when a button has the focus.
    public var focusedField: Int? {
        if case .field(let index) = focus { return index }
        return nil
    }

    /// The focused part of the content; nil when something else has the focus.
    public var focusedPart: Int? {
        if case .content(let part) = focus { return part }
        return nil
    }

    /// The values a button that is not a cancel answers with: the fields', then the content's.
    public var answeredValues: [String] { fields.map(\.text) + (content?.model.answer.values ?? []) }
}
