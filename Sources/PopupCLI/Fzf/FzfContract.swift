import PopupCore

/// fzf's result contract: the picked lines on stdout (each ended by a line break, or NUL with
/// `--print0`), the query first with `--print-query`, then the key that accepted with `--expect`
/// (empty for Enter); 0 when something was picked, 1 when the accept found no match, 130 when
/// aborted (Esc, Ctrl-C, a cancel), 2 for an error (`FzfError`).
struct FzfContract: ResultContract, Equatable {
    var printsQuery = false
    var expectsKeys = false
    var nulSeparated = false
    /// `--accept-nth`: the fields printed of a picked line.
    var acceptNth: FieldSelection?
    var delimiter: String?

    var writesResult: Bool { true }

    static let noMatch: Int32 = 1
    static let aborted: Int32 = 130

    func status(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
        switch outcome {
        case .chosen(_, _, let role, _, let items)?:
            if role == .cancel { return Self.aborted }
            return items.isEmpty ? Self.noMatch : 0
        case .interrupted(let signal)?: return signal == 2 ? Self.aborted : 128 + signal
        case .dismissed?, .timedOut?: return Self.aborted
        case .completed?, nil: return 0
        }
    }

    func result(_ outcome: Outcome?, status: Int32, dialog: Dialog, query: String?) -> [UInt8] {
        guard case .chosen(let index, let label, let role, _, let items)? = outcome, role != .cancel, let list = dialog.list else { return [] }
        let end: UInt8 = nulSeparated ? 0 : 0x0A
        var out: [UInt8] = []
        if printsQuery { out += Array(Sanitizer.line(query ?? list.initialQuery).utf8) + [end] }
        // The key that accepted: an --expect key's button is named after it; Enter is an empty line.
        if expectsKeys { out += (index >= FzfInvocation.expectButtons ? Array(label.utf8) : []) + [end] }
        for item in items { out += line(item, list) + [end] }
        return out
    }

    /// What a picked item prints: its line, or the fields `--accept-nth` takes of it.
    func line(_ item: Int, _ list: ListSpec) -> [UInt8] {
        let whole = list.answerBytes(item)
        guard let acceptNth else { return whole }
        return ItemFields(delimiter: delimiter).taking(acceptNth, from: whole)
    }
}
