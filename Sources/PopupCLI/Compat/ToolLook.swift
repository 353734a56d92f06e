import PopupCore

/// How a tool's boxes look, as theme values: its colours and its box's furniture (`BoxChrome`)
/// for each box, on the built-in `whiptail` theme. One value per tool (`ToolLook.whiptail`,
/// `ToolLook.dialog`), read through `ToolProfile.look`; the core draws whatever it says.
struct ToolLook: Sendable {
    /// How a tab in a box's text is drawn.
    enum Tabs: Sendable, Equatable {
        /// Always this many spaces (newt's).
        case spaces(Int)
        /// To the next multiple of `width` columns, counted from `lead` columns before the text.
        case stops(Int, lead: Int)
    }

    /// How the tool draws a tab in each box's text.
    let tabs: @Sendable (CompatBox) -> Tabs
    /// Dresses `theme` (the built-in whiptail theme, with one column of padding) as the tool
    /// draws the box `request` asks for.
    let dress: @Sendable (inout Theme, CompatRequest) -> Void

    /// Sets every button role's appearance alike.
    static func buttons(_ theme: inout Theme, _ appearance: ButtonAppearance) {
        for role in ButtonRole.allCases { theme.buttons[role] = appearance }
    }
}
