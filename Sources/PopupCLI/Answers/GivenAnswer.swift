import PopupCore

/// What the command line and the environment say to answer with, before the dialog is known:
/// each flag, else its environment variable (an empty variable is as good as unset).
public struct GivenAnswer: Sendable, Equatable {
    /// `--answer` / POPUPCTL_ANSWER: a button label or index.
    public var answer: String?
    /// `--answer-value` / POPUPCTL_VALUES (one a line).
    public var values: [String]?
    /// `--answer-item` / POPUPCTL_ITEMS (one tag a line).
    public var items: [String]?
    /// `--answer-file` / POPUPCTL_ANSWER_FILE.
    public var file: String?

    public init(answer: String? = nil, values: [String]? = nil, items: [String]? = nil, file: String? = nil,
                environment: [String: String]) {
        func given(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        self.answer = answer ?? given(environment["POPUPCTL_ANSWER"])
        self.values = values ?? environment["POPUPCTL_VALUES"].map(GivenAnswer.valueLines)
        self.items = items ?? given(environment["POPUPCTL_ITEMS"]).map(GivenAnswer.valueLines)
        self.file = file ?? given(environment["POPUPCTL_ANSWER_FILE"])
    }

    /// POPUPCTL_VALUES: one value a line, LF or CR LF, a final line break ending the last line
    /// (`$(printf '%s\n' a b)` and a file's text alike).
    static func valueLines(_ text: String) -> [String] {
        var lines = Lines.split(text).map(String.init)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// True when the dialog will be answered without asking anyone.
    public var isGiven: Bool { answer != nil || items != nil || file != nil }

    /// Only the answer file: for what is not asked (`--no-wait`, a progress box), which takes its
    /// line to stay in step with the recording but has no button to answer with.
    public var fileOnly: GivenAnswer {
        var copy = self
        copy.answer = nil
        copy.values = nil
        copy.items = nil
        return copy
    }
}
