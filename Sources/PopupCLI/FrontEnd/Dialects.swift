/// The dialects popupctl speaks, looked up by the name it was run as: a value with a standard
/// default, passed to `FrontEnd.run` (tests add their own to it).
struct Dialects: Sendable {
    /// In the order they are asked; the first answers to any name no other answers to.
    var all: [any Dialect]

    /// popupctl's own options (under any other name), whiptail's and dialog's.
    static let standard = Dialects(all: [
        PopupctlDialect(),
        CompatDialect.whiptail,
        CompatDialect.dialog,
        GumDialect(),
        FzfDialect(),
    ])

    /// The dialect a program path names (`/usr/local/bin/whiptail` → whiptail's), else the first.
    func dialect(invokedAs path: String) -> any Dialect {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return all.first { $0.names.contains(name) } ?? all[0]
    }

    /// These and `dialect` too.
    func adding(_ dialect: any Dialect) -> Dialects {
        Dialects(all: all + [dialect])
    }
}
