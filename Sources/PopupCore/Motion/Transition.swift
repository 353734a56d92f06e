/// How the dialog arrives when a script names it: PopupDialog's and TSAlertController's transitions
/// in whole cells (unnamed, the box is in place at once: `Entry`).
public enum Transition: String, Sendable, Codable, CaseIterable {
    /// Rises from below the screen, overshoots by a row and settles.
    case bounceUp = "bounce-up"
    /// Drops from above the screen, overshoots by a row and settles.
    case bounceDown = "bounce-down"
    /// Grows from the middle of where it will be.
    case zoomIn = "zoom-in"
    /// Fades in from the background (needs colour; without it there is no transition).
    case fadeIn = "fade-in"
    /// Slides up from below the screen.
    case slideUp = "slide-up"
    /// Slides down from above the screen.
    case slideDown = "slide-down"
    /// Appears at once.
    case none

    /// How long every entry transition takes, in seconds.
    public static let duration = 0.28
}

/// How the dialog leaves, kept short so scripts never wait on it.
public enum ExitTransition: String, Sendable, Codable, CaseIterable {
    /// Fades into the background (needs colour; without it there is no transition).
    case fadeOut = "fade-out"
    /// Drops off the bottom of the screen.
    case slideDown = "slide-down"
    /// Shrinks towards its middle.
    case zoomOut = "zoom-out"
    /// Disappears at once.
    case none

    /// How long every exit transition takes, in seconds.
    public static let duration = 0.15
}
