/// The box's furniture beyond its colours: where the title sits, the lines drawn across and
/// around its parts, how its bands are spaced and its buttons placed, how its list, fields and
/// progress bar are dressed. `BoxChrome()` is popupctl's own look; a front end that stands in for
/// another program (whiptail, dialog) sets these values from that program's look, so the core
/// draws every look from values and never asks which program it is.
public struct BoxChrome: Sendable, Equatable {
    /// Where the title is drawn.
    public var title: TitlePlacement = .inside
    /// The bottom and right edges of the border, and of every frame, in this style: a box lit from
    /// the top left, its frames sunk into it. Nil draws every edge in the border's style.
    public var shadedEdge: CellStyle?
    /// A rule across the box, joined to its border, between the content and the buttons.
    public var buttonRule = false
    /// Rows between two bands that have rows (the title, the message, the list…).
    public var bandGap = 1
    /// Rows between the last band and the bottom border; nil keeps `Theme.paddingY`, as above.
    public var paddingBottom: Int?
    /// How buttons side by side share their row.
    public var buttonRow: ButtonRow = .balanced
    /// While the focus is in a field or the list, the button Enter chooses is drawn focused.
    public var marksEnterButton = false
    /// The buttons' hotkeys are not marked while the list has the focus or one of its items is
    /// renamed (a letter there moves in the list, or is typed).
    public var hidesHotkeysInList = false
    /// The buttons' hotkeys are never marked (a letter always goes to the content).
    public var hidesHotkeys = false
    /// The box and its shadow are centred together on the screen, not the box alone.
    public var centresShadow = false
    /// The backtitle's column on the screen's first row, and its style (nil: the backdrop's, in bold).
    public var backtitleColumn = 1
    public var backtitleStyle: CellStyle?
    /// A rule across the screen under the backtitle.
    public var backtitleRule = false
    /// How the list's rows are placed and dressed.
    public var list = ListLook()
    /// How the text fields are dressed.
    public var field = FieldLook()
    /// How a progress box draws its bar and its output.
    public var progress = ProgressLook()
    /// How the contents (an editor, a file browser, a build list …) dress their parts.
    public var content = ContentLook()

    /// popupctl's own look.
    public init() {}

    /// popupctl's own look.
    public static let standard = BoxChrome()
}
