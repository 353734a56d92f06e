/// Everything a layout is made from, and nothing else: `Layout.compute(_:wrap:)` reads only this,
/// so two equal keys give the same layout and a cached layout is kept under its key. A change to
/// the theme, the sizes or any part of the state the layout reads makes a new key.
public struct LayoutKey: Sendable, Equatable {
    /// The parts of `DialogState` a layout reads. Compared field by field; the state's own
    /// equality (its clock, field texts, checks and all) is not what decides a new layout.
    public struct State: Sendable, Equatable {
        /// A list's progress through its items, as the layout sees it.
        public struct List: Sendable, Equatable {
            /// Items loaded so far: the first of them set the list's width.
            public var loaded: Int
            /// Items are still arriving: the list keeps a screenful of rows for them.
            public var reading: Bool
            /// Items shown (the matches, when filtered).
            public var shown: Int
            /// The cursor's position among the shown items.
            public var cursor: Int
            /// The first shown position in view, as the state has it.
            public var scroll: Int
            /// Header lines taken from the items so far.
            public var headerLines: Int
            /// Header lines a bound action gave (`ListState.header`); nil: the spec's.
            public var header: Int?
        }

        /// What a progress box has read, as the layout sees it.
        public struct Progress: Sendable, Equatable {
            /// The message that replaces the dialog's, once one came.
            public var message: String?
            /// Rows the output's tail would like: a row for each line kept, or, inline, a few from the start.
            public var tailRows: Int
        }

        /// What has the focus: the layout says when the screen cannot show it.
        public var focus: Focus
        /// The first message line shown, as the state has it.
        public var messageScroll: Int
        /// The first stacked button shown, as the state has it.
        public var buttonScroll: Int
        /// The buttons the filter keeps (original indices).
        public var shownButtons: [Int]
        /// One for each text field: true when it shows an error under it.
        public var fieldErrors: [Bool]
        /// Columns a shake pushes the box sideways.
        public var shakeOffset: Int
        /// Rows an animation moves the box down.
        public var motionRows: Int
        /// The list's part; nil without a list.
        public var list: List?
        /// The progress box's part; nil for other dialogs.
        public var progress: Progress?
        /// The preview pane is hidden, and where it goes as actions changed it (nil: the spec's place).
        public var previewHidden = false
        public var previewPosition: PreviewSpec.Position?

        /// The parts of `state` a layout reads.
        public init(_ state: DialogState) {
            focus = state.focus
            messageScroll = state.messageScroll
            buttonScroll = state.buttonScroll
            shownButtons = state.shownButtons
            fieldErrors = state.fields.map { $0.error != nil }
            shakeOffset = state.shakeOffset
            motionRows = state.motion.dy
            list = state.list.map {
                List(loaded: $0.loaded, reading: $0.reading, shown: $0.shownCount, cursor: $0.cursor, scroll: $0.scroll, headerLines: $0.headerLines,
                     header: $0.header?.count)
            }
            previewHidden = state.preview?.hidden ?? false
            previewPosition = state.preview?.position
            progress = state.progress.map { progress in
                // Inline, the rows are counted once: the tail has its rows before any output comes.
                let wanted = progress.reservesTail ? ProgressPlacement.keptTailRows : progress.tail.count
                return Progress(message: progress.message, tailRows: wanted)
            }
        }
    }

    /// The dialog as given; a progress box's newest message is in `state`.
    public var dialog: Dialog
    public var state: State
    /// The whole theme: a change to any of it is a new layout.
    public var theme: Theme
    /// The size laid out on.
    public var screen: Size
    /// Rows the picture may take at most; nil is a third of `screen`.
    public var imageRowLimit: Int?

    /// The key for laying `dialog` out in `state` on `screen`.
    public init(dialog: Dialog, state: DialogState, screen: Size, theme: Theme, imageRowLimit: Int? = nil) {
        self.dialog = dialog
        self.state = State(state)
        self.theme = theme
        self.screen = screen
        self.imageRowLimit = imageRowLimit
    }
}
