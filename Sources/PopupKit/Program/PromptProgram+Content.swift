import PopupCore

/// The content's question in the line prompt (`ContentModel.plainQuestion`): a value on one line
/// (a date, a time, a number, a path), an editor's text line by line, a build list's items by
/// number.
extension PromptProgram {
    /// Asks the content's question; with none (or no content), on to the choice.
    mutating func askContent() -> [LineCommand] {
        guard let model = dialog.content?.model else { return decide() }
        switch model.plainQuestion {
        case .none:
            return answered(model.answer)
        case .value(let name):
            return askContentValue(name)
        case .lines:
            var commands: [LineCommand] = [.write("Text, a line at a time; a line of a single . ends it (at once: keep it as it is):\n")]
            for line in model.answer.values { commands.append(.write("  " + Sanitizer.line(line) + "\n")) }
            question = .contentLines([])
            return commands
        case .items(let names):
            var list = ""
            for (index, name) in names.enumerated() { list += "  \(index + 1)) \(Sanitizer.line(name))\n" }
            return [.write(list)] + askContentItems(names)
        }
    }

    /// The content's answer is given: the items it picked are the dialog's, and the choice comes next.
    private mutating func answered(_ answer: ContentAnswer) -> [LineCommand] {
        content = answer
        items = answer.items
        return decide()
    }

    private mutating func askContentValue(_ name: String) -> [LineCommand] {
        let current = dialog.content?.model.answer.values.first ?? ""
        question = .contentValue(name)
        return [.write("\(name) [\(Sanitizer.line(current))]: ")]
    }

    mutating func answerContentValue(_ name: String, _ raw: String) throws -> [LineCommand] {
        guard let model = dialog.content?.model else { return [] }
        switch read(raw) {
        case .dismissed: return [.finish(.dismissed(.escape))]
        case .again: return [Self.escapeRefused] + askContentValue(name)
        case .text(let raw):
            let typed = raw.trimmingWhitespace()
            if typed.isEmpty { return answered(model.answer) }
            do {
                return answered(try model.answer(values: [typed], items: []))
            } catch let error as ContentError {
                return [.write("Not accepted: \(error.description)\n")] + askContentValue(name)
            }
        }
    }

    mutating func answerContentLines(_ lines: [String], _ raw: String) throws -> [LineCommand] {
        guard let model = dialog.content?.model else { return [] }
        switch read(raw) {
        case .dismissed: return [.finish(.dismissed(.escape))]
        case .again: return [Self.escapeRefused]
        case .text(let raw):
            if raw == "." { return answered(lines.isEmpty ? model.answer : try model.answer(values: lines, items: [])) }
            question = .contentLines(lines + [raw])
            return []
        }
    }

    private mutating func askContentItems(_ names: [String]) -> [LineCommand] {
        question = .contentItems(names)
        return [.write("Numbers, in order (empty: as chosen): ")]
    }

    mutating func answerContentItems(_ names: [String], _ raw: String) -> [LineCommand] {
        guard let model = dialog.content?.model else { return [] }
        switch read(raw) {
        case .dismissed: return [.finish(.dismissed(.escape))]
        case .again: return [Self.escapeRefused] + askContentItems(names)
        case .text(let raw):
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "," })
            if words.isEmpty { return answered(model.answer) }
            let picked = words.compactMap { Int($0) }.filter { names.indices.contains($0 - 1) }
            if picked.count == words.count { return answered(ContentAnswer(items: picked.map { $0 - 1 })) }
            return [.write("Please answer with numbers from 1 to \(names.count).\n")] + askContentItems(names)
        }
    }
}
