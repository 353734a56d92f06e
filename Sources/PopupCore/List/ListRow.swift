/// How one item reads on screen: the cursor marker, the check mark, the tag in its column and the
/// description. Only rows in view are made, so a list of millions costs what a screenful costs.
public enum ListRow {
    /// Before the cursor's row, and before the others (no colour needed to see the cursor).
    public static let cursorMarker = "› "
    /// Before the other rows: as wide as the cursor marker, so the columns line up.
    public static let otherMarker = "  "
    /// Items measured for the box width and the tag column: the first of them.
    public static let measuredItems = 200
    /// Columns between the tag column and the descriptions.
    public static let columnGap = 2

    /// Columns before an item's mark: the cursor marker's, when the list shows one.
    public static func markerWidth(_ conventions: ListConventions) -> Int { conventions.marksCursor ? cursorMarker.count : 0 }

    /// The check mark and its space, for a selection mode and a state; `checkedMark` inside a
    /// checked checklist item's brackets.
    public static func mark(_ selection: ListSpec.Selection, checked: Bool, checkedMark: String = "x") -> String {
        switch selection {
        case .single: return ""
        case .multiple: return checked ? "[\(checkedMark)] " : "[ ] "
        case .radio: return checked ? "(*) " : "( ) "
        }
    }

    /// The tag as shown: one line, control characters made harmless, cut to a sane length first.
    public static func tag(_ spec: ListSpec, _ item: Int) -> String {
        Sanitizer.line(String(decoding: spec.items.tagBytes(item).prefix(maxBytes), as: UTF8.self))
    }

    /// The description as shown; nil without one (or when descriptions are hidden).
    public static func description(_ spec: ListSpec, _ item: Int) -> String? {
        guard spec.showsDescriptions, let bytes = spec.items.descriptionBytes(item) else { return nil }
        return Sanitizer.line(String(decoding: bytes.prefix(maxBytes), as: UTF8.self))
    }

    /// No row shows more than this many bytes of an item (a 1 MB line is cut, not measured whole).
    static let maxBytes = 4096

    /// What the first items measure, in one pass: the box width and the tag column come from it,
    /// on every layout (each slice of a running filter makes one).
    public struct Columns: Sendable, Equatable {
        /// The widest of the first items' tags (0 when tags are hidden).
        public var widestTag = 0
        /// The widest row after the marker and mark, for a tag column as wide as the widest tag.
        public var widestRow = 0
        /// Some of the first items have a description beside their tag.
        public var described = false

        /// Measures the first `measuredItems` of the `loaded` items, `columnGap` between tags and descriptions.
        public init(_ spec: ListSpec, loaded: Int, columnGap: Int = ListRow.columnGap) {
            var widestDescription = 0
            var widestTagless = 0
            for item in 0..<min(loaded, ListRow.measuredItems) {
                let description = ListRow.description(spec, item).map { DisplayWidth.of($0) }
                if spec.showsTags {
                    widestTag = max(widestTag, DisplayWidth.of(ListRow.tag(spec, item)))
                    if let description {
                        described = true
                        widestDescription = max(widestDescription, description)
                    }
                } else {
                    widestTagless = max(widestTagless, description ?? 0)
                }
            }
            widestRow = spec.showsTags ? widestTag + (described ? columnGap + widestDescription : 0) : widestTagless
        }

        /// The width of the tag column: the widest tag, at most half the room when there are
        /// descriptions beside the tags.
        public func tagColumn(room: Int) -> Int {
            described ? min(widestTag, max(1, room / 2)) : widestTag
        }

        /// The columns the first items would like, mark and marker included.
        public func preferredWidth(_ spec: ListSpec, _ conventions: ListConventions) -> Int {
            min(ListRow.markerWidth(conventions) + ListRow.mark(spec.selection, checked: false).count + widestRow, 4096)
        }
    }

    /// The text of a row after the marker and mark: the tag padded to its column, then the
    /// description, cut to `width`. Also where the tag starts and the description starts, for
    /// highlighting.
    public static func text(_ spec: ListSpec, _ item: Int, tagColumn: Int, width: Int, columnGap: Int = ListRow.columnGap) -> String {
        var text = ""
        if spec.showsTags {
            if let description = description(spec, item) {
                let tag = Wrap.truncate(tag(spec, item), width: max(1, tagColumn))
                text = tag + String(repeating: " ", count: max(0, tagColumn - DisplayWidth.of(tag)) + columnGap) + description
            } else {
                text = tag(spec, item)
            }
        } else {
            text = description(spec, item) ?? tag(spec, item)
        }
        return Wrap.truncate(text, width: max(1, width))
    }
}
