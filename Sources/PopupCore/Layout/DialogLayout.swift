/// Where everything goes, for one dialog, state and screen size; also the hit areas for the mouse.
public struct DialogLayout: Sendable, Equatable {
    public struct PlacedButton: Sendable, Equatable {
        public var index: Int
        /// The decorated label as drawn ("[ OK ]"), already cut to fit.
        public var text: String
        public var origin: Point
        /// Where a click chooses it.
        public var hitArea: Rect
    }

    public struct PlacedField: Sendable, Equatable {
        public var index: Int
        public var area: Rect
        /// The row under the field where its error is shown, when it has one.
        public var errorRow: Int?
    }

    public var screen: Size
    public var box: Rect
    /// The area inside border and padding.
    public var content: Rect
    public var titleLines: [String]
    public var titleTop: Int
    public var messageLines: [String]
    public var messageViewport: Rect
    public var messageScroll: Int
    public var fields: [PlacedField]
    public var buttons: [PlacedButton]
    public var axis: ButtonAxis
    /// Rows the stacked buttons have on screen, and the first one shown.
    public var buttonRows: Rect
    public var buttonScroll: Int
    /// Buttons in the list (after filtering).
    public var buttonCount: Int
    /// Where the filter query is shown, for a filterable list.
    public var filterRow: Rect?

    public var maxMessageScroll: Int { max(0, messageLines.count - messageViewport.height) }
    public var messageScrolls: Bool { maxMessageScroll > 0 }
    public var visibleButtonRows: Int { axis == .vertical ? buttonRows.height : buttonCount }
    public var buttonsScroll: Bool { axis == .vertical && buttonCount > buttonRows.height }
}
