/// gum's `--border` shapes (lipgloss's borders).
enum GumBorder: String, Sendable, Equatable {
    case none, hidden, normal, rounded, thick, double

    struct Glyphs {
        var top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight: String
    }

    var glyphs: Glyphs {
        switch self {
        case .none, .hidden: return Glyphs(top: " ", bottom: " ", left: " ", right: " ", topLeft: " ", topRight: " ",
                                           bottomLeft: " ", bottomRight: " ")
        case .normal: return Glyphs(top: "─", bottom: "─", left: "│", right: "│", topLeft: "┌", topRight: "┐",
                                    bottomLeft: "└", bottomRight: "┘")
        case .rounded: return Glyphs(top: "─", bottom: "─", left: "│", right: "│", topLeft: "╭", topRight: "╮",
                                     bottomLeft: "╰", bottomRight: "╯")
        case .thick: return Glyphs(top: "━", bottom: "━", left: "┃", right: "┃", topLeft: "┏", topRight: "┓",
                                   bottomLeft: "┗", bottomRight: "┛")
        case .double: return Glyphs(top: "═", bottom: "═", left: "║", right: "║", topLeft: "╔", topRight: "╗",
                                    bottomLeft: "╚", bottomRight: "╝")
        }
    }
}
