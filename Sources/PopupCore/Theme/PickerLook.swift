/// fzf's furniture around a bare list (`ListLook.picker`): the prompt's row, the info line with
/// its counts and separator, the header beside them, and before each row the pointer (the
/// cursor's), the marker (a marked item's) or the gutter, each in its own colour.
public struct PickerLook: Sendable, Equatable {
    /// Where the counts go (fzf's `--info`).
    public enum Info: Sendable, Equatable {
        /// On a line of their own between the prompt and the list, a separator after them.
        case line
        /// On the prompt's row after the query, behind `  < `, a separator after them.
        case inline
        /// At the right end of the prompt's row; a separator line between the prompt and the list.
        case inlineRight
        /// Not shown; the separator line stays.
        case hidden
    }

    public var info = Info.line
    /// The prompt and the info above the list (fzf's `--layout=reverse`); false: below it.
    public var promptOnTop = false
    /// The header on the far side of the prompt from the list (`--header-first`).
    public var headerFirst = false
    /// Before the cursor's row, before a marked one, before the others; the pointer's width
    /// decides the column's.
    public var pointer = "▌"
    public var marker = "┃"
    public var gutter = "▌"
    public var separator = "─"
    public var scrollbar = "│"
    /// Columns left blank on the left of every row (fzf's inside a border).
    public var inset = 0
    /// The number of marked items after the counts, as fzf shows it with `-m`.
    public var countsMarked = false
    /// The most that may be marked (`-m N`), shown after the marked count.
    public var markLimit: Int?
    /// Rows kept between the cursor and the edge of the view it scrolls toward (`--scroll-off`),
    /// at most half the view.
    public var scrollOff = 3

    /// The items' text (`fg`, `bg`), the cursor's row (`fg+`, `bg+`), the matched letters (`hl`, `hl+`).
    public var text = CellStyle()
    public var current = CellStyle(foreground: .indexed(254), background: .indexed(236), attributes: [.bold])
    public var matched = CellStyle(foreground: .indexed(108))
    public var currentMatched = CellStyle(foreground: .indexed(151), attributes: [.bold])
    public var prompt = CellStyle(foreground: .indexed(110), attributes: [.bold])
    public var query = CellStyle(attributes: [.bold])
    public var infoStyle = CellStyle(foreground: .indexed(144))
    public var separatorStyle = CellStyle(foreground: .indexed(59))
    public var header = CellStyle(foreground: .indexed(109))
    public var pointerStyle = CellStyle(foreground: .indexed(161), attributes: [.bold])
    public var markerStyle = CellStyle(foreground: .indexed(168))
    /// The gutter's colour: `bg+`'s unless `--color gutter:` says otherwise.
    public var gutterStyle = CellStyle(foreground: .indexed(236))
    public var scrollbarStyle = CellStyle(foreground: .indexed(59))

    /// fzf 0.74's dark look.
    public init() {}

    /// fzf 0.74's look on a terminal of 16 colours (its `16` scheme).
    public static var sixteen: PickerLook {
        var look = PickerLook()
        look.current = CellStyle(foreground: .ansi(15), background: .ansi(8), attributes: [.bold])
        look.matched = CellStyle(foreground: .ansi(2))
        look.currentMatched = CellStyle(foreground: .ansi(10), attributes: [.bold])
        look.prompt = CellStyle(foreground: .ansi(4), attributes: [.bold])
        look.infoStyle = CellStyle(foreground: .ansi(3))
        look.separatorStyle = CellStyle(attributes: [.dim])
        look.header = CellStyle(foreground: .ansi(6))
        look.pointerStyle = CellStyle(foreground: .ansi(1), attributes: [.bold])
        look.markerStyle = CellStyle(foreground: .ansi(5))
        look.gutterStyle = CellStyle(foreground: .ansi(8))
        look.scrollbarStyle = CellStyle(attributes: [.dim])
        return look
    }

    /// Rows the prompt and the info take together.
    public var promptRows: Int { info == .inline ? 1 : 2 }

    /// No colour at all (`--no-color`, `--color bw`): the cursor's row and the prompt kept by their attributes.
    public var colourless: PickerLook {
        var look = self
        for path in [\PickerLook.text, \.current, \.matched, \.currentMatched, \.prompt, \.query, \.infoStyle, \.separatorStyle, \.header,
                     \.pointerStyle, \.markerStyle, \.gutterStyle, \.scrollbarStyle] as [WritableKeyPath<PickerLook, CellStyle>] {
            look[keyPath: path].foreground = .default
            look[keyPath: path].background = .default
        }
        // fzf's `bw`: the cursor's row reversed, the gutter, separator and scroll bar dim.
        look.current.attributes = [.bold, .reverse]
        look.currentMatched.attributes = [.bold, .underline, .reverse]
        for path in [\PickerLook.gutterStyle, \.separatorStyle, \.scrollbarStyle] as [WritableKeyPath<PickerLook, CellStyle>] {
            look[keyPath: path].attributes = [.dim]
        }
        return look
    }
}
