import PopupCore

/// The fields' questions and the choice of button: the numbered buttons, where an empty answer
/// takes the first-focus button (after fields, the button Enter in the last field chooses).
/// Fields are checked when a button other than a cancel is chosen, as in the box: a refused one
/// is asked again first.
extension PromptProgram {
    /// Asks for field `index`'s value, its echo off while a password is typed.
    mutating func askField(_ index: Int, then: AfterField) -> [LineCommand] {
        let field = dialog.fields[index]
        var prompt = fieldName(index)
        if !field.initialText.isEmpty && !field.isSecure { prompt += " [\(field.initialText)]" }
        question = .field(index, then: then)
        return [.write(prompt + ": ")] + (field.isSecure ? [.echo(false)] : [])
    }

    mutating func answerField(_ index: Int, then: AfterField, _ raw: String) -> [LineCommand] {
        let field = dialog.fields[index]
        let echoOn: [LineCommand] = field.isSecure ? [.echo(true)] : []
        switch read(raw) {
        case .dismissed:
            return echoOn + [.finish(.dismissed(.escape))]
        case .again:
            return [Self.escapeRefused] + echoOn + askField(index, then: then)
        case .text(let raw):
            let value = Sanitizer.line(raw)
            values[index] = value.isEmpty ? field.initialText : field.fitted(value)
            switch then {
            case .nextField: return echoOn + askFields(from: index + 1)
            case .submit(let button): return echoOn + submit(button)
            case .button: return echoOn + askButton()
            }
        }
    }

    /// Chooses button `index` with the fields checked first, as in the box: a refused field is
    /// asked again.
    mutating func submit(_ index: Int) -> [LineCommand] {
        if dialog.effectiveButtons[index].role != .cancel, let refused = FieldValidation.firstRefusal(dialog: dialog, values: values) {
            return correct(refused, then: .submit(index))
        }
        return [.finish(chosen(index, values))]
    }

    /// Says why a field's value is refused and asks for it again.
    private mutating func correct(_ refused: (index: Int, refusal: FieldRefusal), then: AfterField) -> [LineCommand] {
        [.write("Not accepted: \(fieldName(refused.index)): \(refused.refusal.shown)\n")] + askField(refused.index, then: then)
    }

    /// The numbered buttons, then the question.
    mutating func menu() -> [LineCommand] {
        var menu = "\n"
        for (index, button) in dialog.effectiveButtons.enumerated() {
            let role = button.role == .default ? "" : " (\(button.role.rawValue))"
            menu += "  \(index + 1)) \(button.label)\(shownHotkey(index).map { " [\($0)]" } ?? "")\(role)\n"
        }
        return [.write(menu)] + askButton()
    }

    private mutating func askButton() -> [LineCommand] {
        var prompt = "Choose 1-\(dialog.effectiveButtons.count) [\(firstButton + 1)]"
        if let seconds = timeLeft { prompt += " (\(Int(seconds.rounded(.up)))s)" }
        question = .button
        return [.write(prompt + ": ")]
    }

    mutating func answerButton(_ raw: String) -> [LineCommand] {
        let buttons = dialog.effectiveButtons
        let answer: String
        switch read(raw) {
        case .dismissed: return [.finish(.dismissed(.escape))]
        case .again: return [Self.escapeRefused] + askButton()
        case .text(let raw): answer = raw.trimmingWhitespace()
        }
        guard let index = answer.isEmpty ? firstButton : buttonIndex(answering: answer) else {
            return [.write("Please answer with a number from 1 to \(buttons.count), or a label.\n")] + askButton()
        }
        if buttons[index].role != .cancel, let refused = FieldValidation.firstRefusal(dialog: dialog, values: values) {
            return correct(refused, then: .button)
        }
        return [.finish(chosen(index, values + (buttons[index].role == .cancel ? [] : content.values)))]
    }

    /// The button an empty answer takes: without fields the first focus stays the safe one.
    private var firstButton: Int {
        dialog.fields.isEmpty ? dialog.initialButtonFocus : dialog.submitButton
    }

    /// The field's label, else its placeholder, else "Value".
    private func fieldName(_ index: Int) -> String {
        let field = dialog.fields[index]
        return [field.label ?? "", field.placeholder].first { !$0.isEmpty } ?? "Value"
    }

    /// The button an answer names: its number, its label in any case, or its hotkey.
    private func buttonIndex(answering answer: String) -> Int? {
        let buttons = dialog.effectiveButtons
        if let number = Int(answer), buttons.indices.contains(number - 1) { return number - 1 }
        let lowered = answer.lowercased()
        return buttons.firstIndex { $0.label.lowercased() == lowered } ?? buttons.firstIndex { $0.hotkey == lowered }
            ?? yesOrNo(lowered)
    }

    /// y, yes, n and no, for two buttons of which one is a cancel (an affirmative and its way
    /// out), when no label or hotkey took the word first.
    private func yesOrNo(_ word: String) -> Int? {
        let buttons = dialog.effectiveButtons
        guard buttons.count == 2, let cancel = buttons.firstIndex(where: { $0.role == .cancel }),
              buttons[1 - cancel].role != .cancel else { return nil }
        switch word {
        case "y", "yes": return 1 - cancel
        case "n", "no": return cancel
        default: return nil
        }
    }

    /// The hotkey listed with a button: only one that, typed, answers that button (not a digit
    /// that is another button's number, nor another's label).
    private func shownHotkey(_ index: Int) -> String? {
        guard let hotkey = dialog.effectiveButtons[index].hotkey, buttonIndex(answering: hotkey) == index else { return nil }
        return hotkey
    }

    private func chosen(_ index: Int, _ values: [String]) -> Outcome {
        let button = dialog.effectiveButtons[index]
        return .chosen(index: index, label: button.label, role: button.role, values: values,
                       items: button.role == .cancel ? [] : items)
    }
}
