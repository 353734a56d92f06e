/// What a character typed into a list that does not filter does (`ListConventions.jump`): which
/// characters look for an item, where the search goes, what a tag's leading spaces count for and
/// what a digit that starts no tag does. One value, so that a dialect states its list's typing
/// whole and the core asks no program which way it types.
public struct ListJump: Sendable, Equatable {
    /// Where a typed character looks for the item it names.
    public enum Order: Sendable, Equatable {
        /// To the next item after the cursor whose tag starts with it, wrapping around (popupctl's
        /// and dialog's).
        case nextWrapping
        /// newt's (whiptail's menu): on from the cursor, without wrapping, when the cursor's item
        /// starts with it; else to the first item that does.
        case nextFromTop
        /// Nothing (whiptail's checklist and radio list).
        case none
    }

    /// Only a letter looks for an item; a digit or a sign does nothing (typing 3 in a menu of
    /// "1 …" "2 …" "3 …" stays put) unless `digitsPickRowOfPage`.
    public var lettersOnly = false
    /// Where the search goes.
    public var order = Order.nextWrapping
    /// A tag's leading spaces are passed over when a letter is matched with it; false: its first
    /// character must be the letter, as in whiptail and dialog (" Import" answers no `i`).
    public var skipsLeadingSpaces = true
    /// A digit 1–9 that starts no tag moves the cursor to that row of the page (dialog's).
    public var digitsPickRowOfPage = false

    /// popupctl's own: any character, on from the cursor and round, leading spaces passed over.
    public init() {}
}
