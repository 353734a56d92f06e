import PopupCore
import PopupKit

/// The look under the tools' names: POPUPCTL_THEME when the person chose one, else the tool's
/// own look (`ToolProfile.look`) for the box asked for, dressed on the built-in `whiptail` theme
/// with one column of padding and `<Ok>` buttons: what people who run these scripts know, so a
/// screenshot in an installer's documentation still matches and the sizes scripts give fit as
/// they did. Then NEWT_COLORS_FILE and NEWT_COLORS (whiptail) or DIALOGRC / ~/.dialogrc (dialog)
/// on top.
enum CompatTheme {
    /// The theme, a fault in POPUPCTL_THEME kept for the runner to raise where the box is seen.
    static func load(_ request: CompatRequest, io: CommandIO) -> LoadedTheme {
        var failure: (any Error)?
        if let choice = io.environment["POPUPCTL_THEME"], !choice.isEmpty {
            let (chosen, error) = LoadedTheme.personal { try ThemeLoader.named(choice, source: "POPUPCTL_THEME", io: io) }
            guard let error else { return LoadedTheme(theme: chosen, personalFailure: nil) }
            failure = error
        }
        var theme = BuiltinThemes.named("whiptail") ?? .standard
        theme.paddingX = 1
        for role in ButtonRole.allCases { theme.buttons[role]?.brackets = ("<", ">") }
        let profile = request.profile
        profile.look.dress(&theme, for: request)
        profile.readsColorSettings(io, &theme)
        return LoadedTheme(theme: theme, personalFailure: failure)
    }

    /// Sets the buttons' unfocused (`normal`) or focused colours, every role alike.
    static func setButtons(_ theme: inout Theme, normal: Bool, _ foreground: Color?, _ background: Color?,
                           _ attributes: Attributes? = nil) {
        for role in ButtonRole.allCases {
            guard var appearance = theme.buttons[role] else { continue }
            var style = normal ? appearance.normal : appearance.focused
            if let foreground { style.foreground = foreground }
            if let background { style.background = background }
            if let attributes { style.attributes = attributes }
            if normal { appearance.normal = style } else { appearance.focused = style }
            theme.buttons[role] = appearance
        }
    }

    /// dialog's `use_colors = OFF`: the built-in mono theme, keeping the padding, the brackets and
    /// the look's furniture, its colours gone (the list's cursor in reverse video).
    static func monochrome(_ theme: Theme) -> Theme {
        var mono = BuiltinThemes.named("mono") ?? theme
        mono.paddingX = theme.paddingX
        mono.paddingY = theme.paddingY
        for role in ButtonRole.allCases { mono.buttons[role]?.brackets = theme.buttons[role]?.brackets ?? ("<", ">") }
        var chrome = theme.chrome
        chrome.shadedEdge = nil
        chrome.backtitleStyle = nil
        chrome.list.row = nil
        chrome.list.tag = nil
        chrome.list.tagKey = nil
        chrome.list.cursorTag = nil
        chrome.list.cursorTagKey = nil
        chrome.list.cursor = CellStyle(attributes: [.reverse])
        chrome.list.restingCursor = chrome.list.restingCursor.map { _ in CellStyle(attributes: [.reverse]) }
        if case .frameMarks(_, _, let overTags) = chrome.list.scrolling {
            chrome.list.scrolling = .frameMarks(arrows: .plain, percent: .plain, overTags: overTags)
        }
        if case .painted(_, _, let framed) = chrome.progress.bar {
            chrome.progress.bar = .painted(filled: CellStyle(attributes: [.reverse]), track: .plain, framed: framed)
        }
        mono.chrome = chrome
        return mono
    }
}
