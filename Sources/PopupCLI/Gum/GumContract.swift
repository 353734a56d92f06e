import PopupCore

/// gum's result contract (each verb's `command.go`): 0 for an answer, 1 for the negative or Esc
/// (with gum's words on stderr), 130 for Ctrl-C, 124 when the time ran out (confirm's timeout
/// chooses its default instead), and `spin` ends with its command's status. What is printed on
/// stdout is each verb's own.
struct GumContract: ResultContract, Equatable {
    enum Result: Equatable, Sendable {
        /// `confirm`: nothing, or the prompt and the answer with `--show-output`.
        case confirm(prompt: String, affirmative: String, negative: String, showOutput: Bool)
        /// `choose`, `filter`, `table`: what each picked item prints, by its index, joined by the
        /// delimiter, then a line break.
        case picks(values: [String], delimiter: String)
        /// `input`, `write`, `file`: the fields' and the content's values, one a line.
        case text
        /// `spin`, `pager`: nothing.
        case nothing
    }

    var result: Result
    /// gum's words when nothing was chosen (Esc): "nothing selected", "not submitted"; nil for none.
    var unanswered: String?
    /// `spin`: the status is its command's.
    var wrapsCommand = false
    /// `pager`: Esc and q end it as an answer does.
    var escapeAnswers = false

    var writesResult: Bool { result != .nothing }

    func status(_ outcome: Outcome?, _ ending: Plan.Ending) -> Int32 {
        guard let outcome else { return 0 }
        switch outcome {
        case .interrupted(let signal): return 128 + signal
        case .timedOut: return 124
        case .completed: return ending.command?.status ?? 0
        case .dismissed: return escapeAnswers ? 0 : 1
        case .chosen(let index, _, let role, _, _):
            if wrapsCommand { return ending.command?.status ?? 0 }
            if case .confirm = result { return index == 0 ? 0 : 1 }
            return role == .cancel ? 1 : 0
        }
    }

    func result(_ outcome: Outcome?, status: Int32, dialog: Dialog, query: String?) -> [UInt8] {
        guard let outcome else { return [] }
        switch result {
        case .confirm(let prompt, let affirmative, let negative, let showOutput):
            if case .interrupted = outcome { return [] }
            guard showOutput else { return [] }
            return Array((prompt + " " + (status == 0 ? affirmative : negative) + "\n").utf8)
        case .picks(let values, let delimiter):
            guard status == 0, case .chosen(_, _, _, _, let items) = outcome else { return [] }
            let picked = items.filter(values.indices.contains).map { values[$0] }
            return Array((picked.joined(separator: delimiter) + "\n").utf8)
        case .text:
            guard status == 0, case .chosen(_, _, _, let values, _) = outcome else { return [] }
            return Array((values.map(Sanitizer.line).joined(separator: "\n") + "\n").utf8)
        case .nothing:
            return []
        }
    }

    func notice(_ outcome: Outcome?) -> String? {
        switch outcome {
        case .timedOut?: return "timed out\n"
        case .dismissed? where !escapeAnswers: return unanswered.map { $0 + "\n" }
        case .chosen(_, _, .cancel, _, _)? where !isConfirm: return unanswered.map { $0 + "\n" }
        default: return nil
        }
    }

    private var isConfirm: Bool {
        if case .confirm = result { return true }
        return false
    }
}
