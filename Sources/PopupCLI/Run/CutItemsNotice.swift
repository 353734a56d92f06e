import PopupCore

/// The one line said when items were longer than a list keeps (`ItemStore.maxItemBytes`): the
/// picks of a cut item are its first bytes, and a script should know.
enum CutItemsNotice {
    /// The line for stderr, nil when nothing was cut.
    static func text(_ list: ListSpec?) -> String? {
        guard let cut = list?.items.cutItems, cut > 0 else { return nil }
        let size = ItemStore.maxItemBytes >> 20
        return "popupctl: \(cut == 1 ? "an item was" : "\(cut) items were") longer than \(size) MiB, the most a list keeps of one; cut to that\n"
    }
}
