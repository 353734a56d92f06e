import PopupCore

/// fzf's `--color`: base schemes and `name:colour[:attribute…]` pairs, comma-separated, set on
/// the look's parts.
enum FzfColor {
    /// Whether `spec` reads as fzf reads it.
    static func isValid(_ spec: String) -> Bool {
        var picker = PickerLook()
        var theme = Theme.standard
        return apply(spec, to: &picker, theme: &theme)
    }

    /// Sets what `spec` names; false when a part of it is not fzf's.
    @discardableResult
    static func apply(_ spec: String, to picker: inout PickerLook, theme: inout Theme) -> Bool {
        var valid = true
        for part in spec.split(separator: ",").map({ $0.trimmingSpaces }) where !part.isEmpty {
            switch part {
            case "dark": continue
            case "light", "16", "bw":
                if part == "bw" { picker = picker.colourless }
                continue
            default: break
            }
            let words = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard words.count >= 2, let style = style(words.dropFirst()) else { valid = false; continue }
            let name = words[0]
            switch name {
            case "fg": set(&picker.text, style)
            case "bg": picker.text.background = style.foreground
            case "hl": set(&picker.matched, style)
            case "fg+", "current-fg": set(&picker.current, style)
            case "bg+", "current-bg":
                picker.current.background = style.foreground
                picker.gutterStyle.foreground = style.foreground
            case "hl+", "current-hl": set(&picker.currentMatched, style)
            case "info": set(&picker.infoStyle, style)
            case "prompt": set(&picker.prompt, style)
            case "query", "input-fg": set(&picker.query, style)
            case "pointer": set(&picker.pointerStyle, style)
            case "marker": set(&picker.markerStyle, style)
            case "header", "header-fg": set(&picker.header, style)
            case "gutter": picker.gutterStyle.foreground = style.foreground
            case "separator": set(&picker.separatorStyle, style)
            case "scrollbar": set(&picker.scrollbarStyle, style)
            case "border", "list-border": theme.borderStyle = style
            case "label", "list-label": theme.title = style
            default:
                // fzf's other parts (preview, spinner, disabled, selected…) are read and not drawn apart.
                if !otherNames.contains(name) { valid = false }
            }
        }
        return valid
    }

    static let otherNames: Set<String> = [
        "preview-fg", "preview-bg", "preview-border", "preview-label", "preview-scrollbar", "spinner", "disabled", "selected-fg",
        "selected-bg", "selected-hl", "nth", "ghost", "input-bg", "input-border", "input-label", "header-bg", "header-border",
        "header-label", "footer", "footer-fg", "footer-bg", "footer-border", "footer-label", "alt-bg", "list-fg", "list-bg",
        "preview-scrollbar",
    ]

    /// The colour and attributes after the name: `-1`, 0–255, `#rrggbb` or a name, then `bold`,
    /// `underline`, `reverse`, `dim`, `italic`, `strikethrough` or `regular`, any of them alone.
    private static func style(_ words: ArraySlice<String>) -> CellStyle? {
        var style = CellStyle()
        for word in words where !word.isEmpty {
            switch word {
            case "-1": style.foreground = .default
            case "bold": style.attributes.insert(.bold)
            case "underline": style.attributes.insert(.underline)
            case "reverse": style.attributes.insert(.reverse)
            case "dim": style.attributes.insert(.dim)
            case "italic": style.attributes.insert(.italic)
            case "strikethrough", "strike": style.attributes.insert(.strikethrough)
            case "regular": style.attributes = []
            default:
                guard let colour = ColorName.parse(word) else { return nil }
                style.foreground = colour
            }
        }
        return style
    }

    /// `style`'s colour on `target`, and its attributes in place of `target`'s when it names any.
    private static func set(_ target: inout CellStyle, _ style: CellStyle) {
        target.foreground = style.foreground
        if !style.attributes.isEmpty { target.attributes = style.attributes }
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
