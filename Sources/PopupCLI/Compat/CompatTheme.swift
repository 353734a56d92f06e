import PopupCore
import PopupKit

/// The look under the tools' names: POPUPCTL_THEME when the person chose one, else the built-in
/// `whiptail` theme — the blue screen and grey window that people who run these scripts know
/// from both tools, so a screenshot in an installer's documentation still matches — with
/// whiptail's one-column padding and `<Ok>` buttons, so the sizes scripts give fit as they did.
/// Then NEWT_COLORS_FILE and NEWT_COLORS (whiptail) or DIALOGRC / ~/.dialogrc (dialog) on top.
enum CompatTheme {
    /// The theme, a fault in POPUPCTL_THEME kept for the runner to raise where the box is seen.
    static func load(_ profile: ToolProfile, io: CommandIO) -> LoadedTheme {
        var failure: (any Error)?
        if let choice = io.environment["POPUPCTL_THEME"], !choice.isEmpty {
            let (chosen, error) = LoadedTheme.personal { try ThemeLoader.named(choice, source: "POPUPCTL_THEME", io: io) }
            guard let error else { return LoadedTheme(theme: chosen, personalFailure: nil) }
            failure = error
        }
        var theme = BuiltinThemes.named("whiptail") ?? .standard
        theme.paddingX = 1
        for role in ButtonRole.allCases { theme.buttons[role]?.brackets = ("<", ">") }
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

    /// dialog's `use_colors = OFF`: the built-in mono theme, keeping the padding and brackets.
    static func monochrome(_ theme: Theme) -> Theme {
        var mono = BuiltinThemes.named("mono") ?? theme
        mono.paddingX = theme.paddingX
        for role in ButtonRole.allCases { mono.buttons[role]?.brackets = theme.buttons[role]?.brackets ?? ("<", ">") }
        return mono
    }
}
