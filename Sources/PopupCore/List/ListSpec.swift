/// A list of items in the dialog: a menu, a checklist or a radio list. The person picks item(s);
/// the buttons under it still decide the exit status.
public struct ListSpec: Sendable, Equatable {
    /// How items are picked.
    public enum Selection: String, Sendable, Equatable, CaseIterable {
        /// One item: the one under the cursor when a button is chosen.
        case single
        /// Any number, toggled with Space (`[x]`); with none checked, Enter takes the one under the cursor.
        case multiple
        /// Exactly one, marked `(*)`; Space marks the item under the cursor.
        case radio
    }

    /// The items; more may arrive while the dialog is open, when its input says so (PopupKit's `ItemFeed`).
    public var items: ItemStore
    /// How items are picked.
    public var selection: Selection
    /// Tags that start checked (multiple) or marked (radio); matched as items arrive.
    public var checkedTags: [String]
    /// The tag the cursor starts on, when there is such an item.
    public var initialTag: String?
    /// Typing filters the items.
    public var filterable: Bool
    /// Rows the list would like; nil: as many as the items need, up to what the screen has.
    public var preferredRows: Int?
    /// Show each item's tag (whiptail's and dialog's --notags hides it).
    public var showsTags: Bool
    /// Show each item's description (--noitem hides it).
    public var showsDescriptions: Bool
    /// Streamed items are separated by NUL, not newlines (`find -print0`).
    public var nulSeparated: Bool = false
    /// Typed words are substrings rather than letters in order (`--exact`; `'word` flips one).
    public var exact = false
    /// How matches are ordered: best first (the default) or as they came, and later items first.
    public var ranking = ListRanking()
    /// The fields shown and matched (`--delimiter`, `--with-nth`, `--nth`); nil: the whole line.
    /// With fields, or with `ansi`, an item is its whole line: no tag and description, and the
    /// whole line is what picking it answers.
    public var fields: ItemFields?
    /// Items carry ANSI colours (`--ansi`): SGR colours are shown, other sequences dropped, and
    /// the text without them is matched and answered.
    public var ansi = false
    /// The query typed when the list opens (`--query`).
    public var initialQuery = ""
    /// What stands before the query on its row (`--prompt`).
    public var prompt = ListSpec.defaultPrompt
    public static let defaultPrompt = "› "
    /// ↑ on the first item goes to the last, ↓ on the last to the first (`--cycle`).
    public var cycles = false
    /// Lines shown above the items, never picked (`--header`); more come from the first lines of
    /// the items when the store keeps some (`ItemStore(headerLines:)`).
    public var header: [String] = []
    /// When the items are all in and exactly one matches the query, it is the answer, with the
    /// default button, and nothing is drawn (`--select-1`).
    public var selectsOnlyMatch = false
    /// When the items are all in and none matches, the answer is the cancel button's (or a
    /// dismissal), and nothing is drawn (`--exit-0`).
    public var exitsWithoutMatch = false
    /// A pane showing a command's output for the item under the cursor.
    public var preview: PreviewSpec?
    /// What matching runs on: one thread unless given more (PopupKit's run loop gives the cores).
    public var workers = MatchWorkers.serial

    /// A list over `items`.
    public init(items: ItemStore, selection: Selection = .single, checkedTags: [String] = [], initialTag: String? = nil,
                filterable: Bool = true, preferredRows: Int? = nil, showsTags: Bool = true,
                showsDescriptions: Bool = true) {
        self.items = items
        self.selection = selection
        self.checkedTags = checkedTags
        self.initialTag = initialTag
        self.filterable = filterable
        self.preferredRows = preferredRows
        self.showsTags = showsTags
        self.showsDescriptions = showsDescriptions
    }

    /// The most header lines a list takes from its items (`--header-lines`).
    public static let maxHeaderLines = 1000

    /// `text` read as this list reads queries.
    public func query(_ text: String) -> ItemQuery {
        ItemQuery(text, exact: exact, scheme: ranking.scheme, forward: ranking.matchesForward)
    }

    /// An item is its whole line, not a tag and a description.
    public var isWholeLine: Bool { ansi || fields != nil }

    /// What picking `item` answers: its tag in its original bytes, or its whole line (without
    /// colour codes under `ansi`).
    public func answerBytes(_ item: Int) -> [UInt8] {
        if ansi { return items.withLine(item) { ANSIText($0).text } }
        return Array(fields == nil ? items.tagBytes(item) : items.lineBytes(item))
    }
}
