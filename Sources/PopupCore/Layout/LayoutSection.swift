/// One band of the box, top to bottom: the rows it would like, the fewest it can show itself in,
/// and the rows it has been given so far.
struct LayoutSection: Equatable {
    /// The bands, in the order they stack in the box.
    enum Kind: Int, CaseIterable {
        case picture, title, message, progress, listFilter, listHeader, list, content, fields, filter, buttonRule, buttons

        /// A gap separates this band from the next one that has rows; a picture, a filter row, a
        /// list's filter row and header, and the rule above the buttons sit flush against what
        /// follows them.
        var isGapped: Bool {
            switch self {
            case .picture, .listFilter, .listHeader, .filter, .buttonRule: false
            case .title, .message, .progress, .list, .content, .fields, .buttons: true
            }
        }
    }

    let kind: Kind
    /// Rows it would like.
    let wanted: Int
    /// The fewest it can be cut to and still show: one line of a title, message, list or button
    /// row, a progress bar without its output, a few rows of picture; fields and filter rows all.
    let least: Int
    /// Rows it has now.
    var rows: Int

    init(_ kind: Kind, wanted: Int, least: Int) {
        self.kind = kind
        self.wanted = wanted
        self.least = min(wanted, least)
        rows = wanted
    }

    /// A band that gives up no rows.
    static func whole(_ kind: Kind, _ rows: Int) -> LayoutSection {
        LayoutSection(kind, wanted: rows, least: rows)
    }
}
