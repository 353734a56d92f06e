/// How a dialog shown as one of several in turn on one terminal (dialog's chained boxes) shares
/// the screen: it takes it as the dialog before left it (raw, on the alternate screen, the modes
/// on) and leaves it so for the one after, so that nothing flashes between them. The last one
/// leaves it as it found it; `Popup.releaseScreen(on:)` does when the turns end early.
public struct ScreenShare: Sendable, Equatable {
    /// The dialog before left the screen set up: it is not set up again.
    public var afterAnother: Bool
    /// The screen is left set up for a dialog after this one.
    public var beforeAnother: Bool

    public init(afterAnother: Bool, beforeAnother: Bool) {
        self.afterAnother = afterAnother
        self.beforeAnother = beforeAnother
    }

    /// A dialog on its own: it sets the screen up and leaves it as it found it.
    public static let alone = ScreenShare(afterAnother: false, beforeAnother: false)
}
