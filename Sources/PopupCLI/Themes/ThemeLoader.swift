import PopupCore
import PopupKit

/// Finds the theme: `--set base=NAME`, else `--theme NAME|PATH`, else POPUPCTL_THEME, else the
/// config file ($XDG_CONFIG_HOME/popupctl/theme, by default ~/.config/popupctl/theme); then the
/// other `--set` values on top, in order. A fault in the command line's own (`--theme`, `--set`)
/// is thrown; one in the person's own (POPUPCTL_THEME, the file) is kept in the `LoadedTheme`.
public enum ThemeLoader {
    public static func load(_ invocation: Invocation, io: CommandIO) throws -> LoadedTheme {
        let environment = io.environment
        let assignments = try invocation.themeSettings.map { assignment in
            let parts = assignment.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else {
                throw CLIError.badValue(option: "--set", value: assignment, expected: "KEY=VALUE, e.g. title.color=#ff8800")
            }
            return (key: parts[0].trimmingWhitespace(), value: String(parts[1]))
        }
        var theme = Theme.standard
        var personalFailure: (any Error)?
        if let base = assignments.last(where: { $0.key == "base" }) {
            // As in a theme file, base is what the other settings change, whatever their order.
            do {
                theme = try ThemeFile.base(base.value.trimmingWhitespace())
            } catch {
                throw CLIError.badThemeSetting(source: "--set", failure: error.description)
            }
        } else if let choice = invocation.theme {
            theme = try named(choice, source: "--theme", io: io)
        } else if let choice = environment["POPUPCTL_THEME"], !choice.isEmpty {
            (theme, personalFailure) = LoadedTheme.personal { try named(choice, source: "POPUPCTL_THEME", io: io) }
        } else if let path = configPath(environment), let bytes = try? io.readSettingsFile(path, limit: 1 << 20) {
            (theme, personalFailure) = LoadedTheme.personal { try parse(bytes, path: path) }
        }
        for (key, value) in assignments where key != "base" {
            do {
                try ThemeFile.set(key, value, on: &theme)
            } catch {
                throw CLIError.badThemeSetting(source: "--set", failure: error.description)
            }
        }
        return LoadedTheme(theme: theme, personalFailure: personalFailure)
    }

    /// A built-in theme's name first, else a theme file: any existing file, or a value that looks
    /// like a path (so that a missing one says it cannot be read). `source` is where the value came from.
    static func named(_ choice: String, source: String, io: CommandIO) throws -> Theme {
        if let builtin = BuiltinThemes.named(choice) { return builtin }
        let bytes: [UInt8]
        do {
            bytes = try io.readSettingsFile(choice, limit: 1 << 20)
        } catch {
            // A path says why it cannot be read; a bare word was most likely a misspelt name.
            guard !choice.contains("/") && !choice.contains(".") else { throw error }
            var expected = "a theme file's path or one of " + BuiltinThemes.names.joined(separator: ", ")
            if let near = EditDistance.closest(to: choice, among: BuiltinThemes.names) { expected += " (did you mean '\(near)'?)" }
            throw CLIError.badValue(option: source, value: choice, expected: expected)
        }
        return try parse(bytes, path: choice)
    }

    private static func parse(_ bytes: [UInt8], path: String) throws -> Theme {
        do {
            return try ThemeFile.apply(InputText.decode(bytes), to: .standard)
        } catch {
            throw CLIError.badThemeSetting(source: "theme file " + Excerpt.quoted(path), failure: error.description)
        }
    }

    static func configPath(_ environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + "/popupctl/theme" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/popupctl/theme" }
        return nil
    }

    /// `--theme list`: the built-in themes with a line each.
    public static func list() -> String {
        BuiltinThemes.names.map { name in
            name.padding(toLength: 10) + (BuiltinThemes.descriptions[name] ?? "")
        }.joined(separator: "\n") + "\n"
    }

    /// `--theme preview`: a sample dialog drawn in each built-in theme.
    public static func preview(depth: ColorDepth, styling: FrameText.Styling, width: Int) -> String {
        var out = ""
        let dialog = Dialog(title: "Delete 214 photos?", message: "This cannot be undone.",
                            buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)])
        for name in BuiltinThemes.names {
            guard let theme = BuiltinThemes.named(name) else { continue }
            out += "\(name):\n"
            let size = Size(width: min(max(40, width), 64), height: 11)
            let popup = Popup(dialog, theme: theme, presentation: Presentation(colorDepth: depth))
            out += FrameText.render(popup.preview(size: size), styling)
        }
        return out
    }
}

