/// The dialects popupctl speaks, looked up by the name it was run as: a value with a standard
/// default, passed to `FrontEnd.run` (tests add their own to it).
struct Dialects: Sendable {
    /// A dialect by the names it answers to, made only when a run is asked by one of them:
    /// whiptail's and dialog's tables cost a start under any other name for nothing.
    struct Entry: Sendable {
        let names: [String]
        let make: @Sendable () -> any Dialect
    }

    /// In the order they are asked; the first answers to any name no other answers to.
    var entries: [Entry]

    /// popupctl's own options (under any other name), whiptail's, dialog's, gum's and fzf's.
    static let standard = Dialects(entries: [
        Entry(names: ["popupctl"]) { PopupctlDialect() },
        Entry(names: ["whiptail"]) { CompatDialect.whiptail },
        Entry(names: ["dialog"]) { CompatDialect.dialog },
        Entry(names: ["gum"]) { GumDialect() },
        Entry(names: ["fzf"]) { FzfDialect() },
    ])

    /// The dialect a program path names (`/usr/local/bin/whiptail` → whiptail's), else the first.
    func dialect(invokedAs path: String) -> any Dialect {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return (entries.first { $0.names.contains(name) } ?? entries[0]).make()
    }

    /// These and `dialect` too.
    func adding(_ dialect: any Dialect) -> Dialects {
        Dialects(entries: entries + [Entry(names: dialect.names) { dialect }])
    }
}
