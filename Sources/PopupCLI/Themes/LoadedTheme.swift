import PopupCore

/// A theme as loaded, with what went wrong in the person's own theme (POPUPCTL_THEME, the theme
/// file in their home): that matters only where a person sees the popup, so a typo in it never
/// stops an unattended run (`--answer`, CI, no terminal). The runner raises it, for every front
/// end, once it knows the popup is seen; `theme` is the standard look meanwhile.
public struct LoadedTheme {
    public var theme: Theme
    public var personalFailure: (any Error)?

    /// The theme, or the person's theme's fault: where the look is the point (`--preview`).
    public func checked() throws -> Theme {
        if let personalFailure { throw personalFailure }
        return theme
    }

    /// The person's own theme as `load` makes it, or the standard one and why not.
    static func personal(_ load: () throws -> Theme) -> (Theme, (any Error)?) {
        do {
            return (try load(), nil)
        } catch {
            return (.standard, error)
        }
    }
}
