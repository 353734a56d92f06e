import PopupCore
import PopupKit

/// The look under the tools' names: POPUPCTL_THEME when the person chose one, else the built-in
/// `whiptail` theme, the blue screen and grey window scripts' users know from both tools.
enum CompatTheme {
    static func load(_ tool: CompatTool, io: CommandIO) throws -> Theme {
        if let choice = io.environment["POPUPCTL_THEME"], !choice.isEmpty {
            return try ThemeLoader.named(choice, source: "POPUPCTL_THEME", io: io)
        }
        return BuiltinThemes.named("whiptail") ?? .standard
    }
}
