import PopupCore

/// How a tool's boxes look, as theme values: its colours and its box's furniture (`BoxChrome`)
/// on the built-in `whiptail` theme, what a box changes of it declared with the box
/// (`CompatBox.Look`). One value per tool (`ToolLook.whiptail`, `ToolLook.dialog`), read through
/// `ToolProfile.look`; the core draws whatever it says.
struct ToolLook: Sendable {
    /// How a tab in a box's text is drawn.
    enum Tabs: Sendable, Equatable {
        /// Always this many spaces (newt's).
        case spaces(Int)
        /// To the next multiple of `width` columns, counted from `lead` columns before the text.
        case stops(Int, lead: Int)
    }

    /// How the tool draws a tab in a box's text, unless the box says otherwise (`CompatBox.Look`).
    let standardTabs: Tabs
    /// Dresses `theme` (the built-in whiptail theme, with one column of padding) as the tool
    /// draws every box `request` may ask for; the box's own look (`CompatBox.Look`) goes on top.
    let dress: @Sendable (inout Theme, CompatRequest) -> Void

    /// How the tool draws a tab in `box`'s text.
    func tabs(_ box: CompatBox) -> Tabs { box.look.tabs ?? standardTabs }

    /// `theme` dressed as the tool draws the box `request` asks for: the tool's look, then the box's.
    func dress(_ theme: inout Theme, for request: CompatRequest) {
        dress(&theme, request)
        request.box.look.dress(&theme, request)
    }

    /// Sets every button role's appearance alike.
    static func buttons(_ theme: inout Theme, _ appearance: ButtonAppearance) {
        for role in ButtonRole.allCases { theme.buttons[role] = appearance }
    }
}
