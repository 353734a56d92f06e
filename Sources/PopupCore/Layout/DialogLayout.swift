/// Where everything goes, for one dialog, state and screen size; also the hit areas for the mouse.
public struct DialogLayout: Sendable, Equatable {
    /// A button as placed on screen.
    public struct PlacedButton: Sendable, Equatable {
        /// The button's index in `Dialog.effectiveButtons`.
        public var index: Int
        /// The decorated label as drawn ("[ OK ]"), already cut to fit.
        public var text: String
        /// Where the label starts: its column, and the middle row of a taller button.
        public var origin: Point
        /// Where a click chooses it.
        public var hitArea: Rect
        /// Columns from `origin` to the label itself, past any bracket or icon.
        public var labelOffset: Int = 0
    }

    /// A text field as placed on screen.
    public struct PlacedField: Sendable, Equatable {
        /// The field's index in `Dialog.fields`.
        public var index: Int
        /// The field's one row, as wide as the content.
        public var area: Rect
        /// The row under the field where its error is shown, when it has one.
        public var errorRow: Int?
        /// The frame around the field, when the look frames fields.
        public var frame: Rect? = nil
        /// The row above the field where its name is drawn (`FieldLabel`), when it has one.
        public var labelRow: Int?
        /// Where its label stands beside it (a tool's form: `FieldConventions.showsLabels`, or
        /// the label's place, `FieldPlace`); nil when it has none there.
        public var beside: Rect? = nil
    }

    /// The screen size this layout is for.
    public var screen: Size
    /// The box on screen, border included, moved by any shake or motion.
    public var box: Rect
    /// The area inside border and padding.
    public var content: Rect
    /// The title wrapped to the content width, cut to the rows it gets.
    public var titleLines: [String]
    /// The row of the first title line.
    public var titleTop: Int
    /// The whole message wrapped to the content width; `messageViewport` shows part of it.
    public var messageLines: WrappedText
    /// The rows the message is shown in.
    public var messageViewport: Rect
    /// The first message line shown (clamped to what can scroll).
    public var messageScroll: Int
    /// The text fields, top to bottom.
    public var fields: [PlacedField]
    /// The buttons on screen, in order; a scrolled list holds only the ones in view.
    public var buttons: [PlacedButton]
    /// The axis in effect: `.horizontal` or `.vertical`, never `.auto`.
    public var axis: ButtonAxis
    /// Rows the stacked buttons have on screen, and the first one shown.
    public var buttonRows: Rect
    /// The first stacked button in view, as a position in the shown (filtered) list; 0 side by side.
    public var buttonScroll: Int
    /// Buttons in the list (after filtering).
    public var buttonCount: Int
    /// Where the filter query is shown, for a filterable list.
    public var filterRow: Rect?
    /// The cells the picture covers, at the top of the box inside the border; nil without one.
    public var image: Rect? = nil
    /// The rows the list's items are shown in; nil without a list.
    public var listArea: Rect? = nil
    /// The frame around all the fields, when the look frames them together.
    public var fieldsFrame: Rect? = nil
    /// The frame around the list's rows, when the look frames the list.
    public var listFrame: Rect? = nil
    /// The frame around the content's area, when the look frames it (`ContentLook.frame`).
    public var contentFrame: Rect? = nil
    /// The row of the rule across the box above the buttons, when the look draws one.
    public var buttonRule: Int? = nil
    /// The row above the list where its filter and count are shown; nil when it is not filterable.
    public var listFilterRow: Rect? = nil
    /// The items are drawn from the bottom of `listArea` up (fzf's default layout, `PickerLook`).
    public var listRowsUpward = false
    /// fzf's reverse-list layout: the header lines taken from the items, above the first item at
    /// the top, apart from `--header`'s beside the info line; nil otherwise.
    public var listTakenHeader: Rect? = nil
    /// fzf's info line beside the prompt's row (`PickerLook`): the counts, or the separator alone.
    public var listInfoRow: Rect? = nil
    /// The rows between the filter row and the items where the list's header is shown; nil without one.
    public var listHeader: Rect? = nil
    /// The first shown position in view (clamped so the cursor is in view).
    public var listScroll: Int = 0
    /// Rows each item takes in the list's area (`ListLook.entryRows`).
    public var listEntryRows = 1
    /// How many items the list's area shows.
    public var listItemsInView: Int { max(1, (listArea?.height ?? 1) / max(1, listEntryRows)) }
    /// Columns of the tag column.
    public var listTagColumn: Int = 0
    /// Columns the cursor's highlight spans: the widest of the first items, as whiptail's does,
    /// so a cursor step repaints two short rows, not two whole ones.
    public var listRowWidth: Int = 0
    /// The rows the content is drawn in (`Dialog.content`); nil without one.
    public var contentArea: Rect? = nil
    /// How the content is drawn there (`BoxChrome.content`): its keys move by the rows it shows.
    public var contentLook = ContentLook()
    /// Where the preview pane goes, and the list beside or above it; nil without one.
    public var preview: PreviewPlacement? = nil
    /// Where a progress box draws its bar, its times and its output's newest lines.
    public var progress: ProgressPlacement? = nil
    /// The screen cannot show the focused button (or field) and a line of the message: it says
    /// so instead of the dialog, and nothing can be chosen until it is larger.
    public var tooSmall = false

    /// The column the list's scrollbar rides: the box's right border, or the line between the
    /// list and a preview pane beside it.
    public var listScrollbarColumn: Int { preview.flatMap { $0.beside ? $0.separator.x : nil } ?? box.maxX - 1 }
    /// How far the message can scroll: its lines that do not fit the viewport.
    public var maxMessageScroll: Int { max(0, messageLines.count - messageViewport.height) }
    /// True when the message is longer than its viewport.
    public var messageScrolls: Bool { maxMessageScroll > 0 }
    /// Stacked: the rows the button list has on screen; side by side: the number of buttons.
    public var visibleButtonRows: Int { axis == .vertical ? buttonRows.height : buttonCount }
    /// True when stacked buttons are more than their rows hold, so the list scrolls.
    public var buttonsScroll: Bool { axis == .vertical && buttonCount > buttonRows.height }
}
