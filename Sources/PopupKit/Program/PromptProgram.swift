import PopupCore

/// The line prompt as a pure program: title, message and a question at a time (the list's pick,
/// each field, the content's answer, the numbered buttons), each typed line answering the open
/// one. No cursor addressing, no colour, no terminal, no clock: the host hands it each line with
/// the time in it and writes what it asks.
struct PromptProgram: LineProgram {
    let dialog: Dialog
    /// The question the next line answers; nil until one is asked.
    var question: Question?
    /// The fields' values so far.
    var values: [String]
    /// The items picked: from the list, else the content's.
    var items: [Int] = []
    /// The content's answer.
    var content = ContentAnswer()
    /// The list as the prompt shows it: matched, a page at a time.
    var list: ListState?
    var page = 0
    /// The program's clock at the event in hand: the questions tell the time left from it.
    var clock = 0.0

    /// What the next line answers.
    enum Question: Equatable {
        /// The list's pick: a number, a tag, or a filter.
        case listItem
        /// Field `index`'s value, and what comes once it is given.
        case field(Int, then: AfterField)
        /// The content's value (a date, a number, a path), under its name.
        case contentValue(String)
        /// The content's text, a line at a time: the lines so far.
        case contentLines([String])
        /// The content's items by number: their names.
        case contentItems([String])
        /// The button.
        case button
    }

    /// What comes once a field's value is given.
    enum AfterField: Equatable {
        /// The next field, then the rest of the dialog.
        case nextField
        /// The fields are checked again, then button `index` is chosen (a list's pick sends it).
        case submit(Int)
        /// The button is asked again.
        case button
    }

    init(_ dialog: Dialog) {
        self.dialog = dialog
        values = dialog.fields.map(\.initialText)
    }

    var wake: Double? { dialog.timeout }
    /// None: the time ends the wait for a line, and a line typed in time is an answer.
    var deadline: Double? { nil }
    var awaitsLine: Bool { question != nil }

    /// The seconds left before the timeout, at the clock of the event in hand.
    var timeLeft: Double? { dialog.timeout.map { $0 - clock } }

    func opening() -> [LineCommand] {
        var text = ""
        if dialog.image != nil { text += "[picture left out: plain mode shows text only]\n" }
        if !dialog.title.isEmpty { text += dialog.title + "\n" }
        if !dialog.message.isEmpty { text += dialog.message + "\n" }
        return [.write(text)]
    }

    mutating func start() -> [LineCommand] {
        clock = 0
        if dialog.list != nil { return startList() }
        return askFields(from: 0)
    }

    mutating func update(_ event: LineEvent) throws -> [LineCommand] {
        switch event {
        case .line(let raw, let at):
            clock = at
            return try answer(raw)
        case .endOfLines:
            return [.finish(.dismissed(.escape))]
        case .timer:
            return [.finish(TimeoutOutcome.outcome(dialog, values: values))]
        case .input:
            return []
        }
    }

    /// What a line read is before it answers anything: Esc (a line of it; a cooked terminal hands
    /// over the line only after Enter) dismisses, or with `--no-escape` asks the question again.
    enum Read {
        case text(String)
        case again
        case dismissed
    }

    func read(_ raw: String) -> Read {
        let answer = raw.trimmingWhitespace()
        guard !answer.isEmpty, answer.unicodeScalars.allSatisfy({ $0 == "\u{1B}" }) else { return .text(raw) }
        return dialog.dismissOnEscape ? .dismissed : .again
    }

    /// Written when Esc is refused, before the question is asked again.
    static let escapeRefused = LineCommand.write("Esc does not dismiss this dialog.\n")

    private mutating func answer(_ raw: String) throws -> [LineCommand] {
        switch question {
        case .listItem: return answerList(raw)
        case .field(let index, let then): return answerField(index, then: then, raw)
        case .contentValue(let name): return try answerContentValue(name, raw)
        case .contentLines(let lines): return try answerContentLines(lines, raw)
        case .contentItems(let names): return answerContentItems(names, raw)
        case .button: return answerButton(raw)
        case nil: return []
        }
    }

    /// Each field in turn from `index`, then the content's question, then the choice.
    mutating func askFields(from index: Int) -> [LineCommand] {
        guard index < dialog.fields.count else { return askContent() }
        return askField(index, then: .nextField)
    }

    /// Once the fields and the content are answered: a list's pick is the answer, as Enter on an
    /// item is in the box (one question, not two), unless more than one button takes a pick.
    mutating func decide() -> [LineCommand] {
        if dialog.list != nil && !offersAChoiceOfButtons { return submit(dialog.submitButton) }
        // A lone button (a message's OK) is no choice: nothing is asked.
        if dialog.effectiveButtons.count == 1 && !dialog.effectiveButtons[0].staysOpen { return submit(0) }
        return menu()
    }

    /// More than one button takes a pick (`-b Open -b Edit`): which one is a question of its own.
    /// A list's own OK and Cancel are not: Esc is the way out.
    private var offersAChoiceOfButtons: Bool {
        dialog.effectiveButtons.filter { $0.role != .cancel }.count > 1
    }
}
