/// How the dialog arrives: PopupDialog's and TSAlertController's transitions in whole cells.
public enum Transition: String, Sendable, Codable, CaseIterable {
    case bounceUp = "bounce-up"
    case bounceDown = "bounce-down"
    case zoomIn = "zoom-in"
    case fadeIn = "fade-in"
    case slideUp = "slide-up"
    case slideDown = "slide-down"
    case none

    /// The entry each style gets unless told otherwise.
    public static func standard(for style: DialogStyle) -> Transition {
        style == .alert ? .bounceUp : .slideUp
    }

    public static let duration = 0.28
}

/// How the dialog leaves, kept short so scripts never wait on it.
public enum ExitTransition: String, Sendable, Codable, CaseIterable {
    case fadeOut = "fade-out"
    case slideDown = "slide-down"
    case zoomOut = "zoom-out"
    case none

    public static let duration = 0.15
}
