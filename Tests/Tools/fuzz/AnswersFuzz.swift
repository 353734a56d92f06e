import PopupCore

/// libFuzzer target: bytes as one answer-file line through `AnswerLine.parse`, and as a progress
/// file through `AnswerProgress.read`; the first byte repeats the rest up to 4 096 times (at most
/// 1 MiB), inside `{"items":[` … `]}` when its high bit is set, so that lines of many items and
/// deep nesting come up. Oracles: a refusal is one short
/// line; the items of a line that parses, recorded as popupctl records them, read back as the same
/// tags (their exact bytes); a progress file read and written reads back the same; every box's
/// recorded line (each content, a list with its query) given what the line says reads back as it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let piece = Array(bytes.dropFirst())
    let times = min(1 << Int((bytes[0] & 0x7F) % 13), max(1, (1 << 20) / max(1, piece.count)))
    var line: [UInt8] = bytes[0] & 0x80 != 0 ? Array(#"{"items":["#.utf8) : []
    for _ in 0..<times { line += piece }
    if bytes[0] & 0x80 != 0 { line += Array(#""z"]}"#.utf8) }
    do {
        let parsed = try AnswerLine.parse(line)
        if let items = parsed.items {
            let recorded = #"{"items":["# + (0..<items.count).map { ItemTags.json(of: items[$0]).text }.joined(separator: ",") + "]}"
            guard let again = try? AnswerLine.parse(recorded), again.items == items else {
                fatalError("items do not survive recording: \(recorded.prefix(200).debugDescription)")
            }
        }
    } catch {
        if error.description.count > 600 + Excerpt.limit * 4 {
            fatalError("a \(error.description.count)-character refusal: \(error.description.prefix(200).debugDescription)")
        }
    }
    if let parsed = try? AnswerLine.parse(line) { checkEveryBoxRecords(parsed) }
    let text = String(decoding: line, as: UTF8.self)
    if let progress = AnswerProgress.read(text, file: "1:2") {
        guard AnswerProgress.read(progress.text, file: "1:2") == progress else {
            fatalError("a progress file does not survive writing and reading: \(progress.text.prefix(200).debugDescription)")
        }
    }
    return 0
}

/// The boxes whose answers are more than a button: each content, and a list with a query.
private let boxes: [Dialog] = {
    var made: [Dialog] = [
        Content.date(DatePicker(date: CivilDate(year: 2024, month: 2, day: 1))), .time(TimePicker(hour: 10, minute: 20, second: 30)),
        .range(RangeValue(minimum: -20_000, maximum: 20_000, value: 5)), .editor(TextEditor(text: "one\ntwo")),
        .files(FileBrowser(path: "/tmp/", picksDirectories: false)),
        .buildList(BuildList(items: [(text: "Apple", chosen: true), (text: "Banana", chosen: false), (text: "z", chosen: false)])),
    ].map { content in
        var dialog = Dialog(title: "Box")
        dialog.content = content
        return dialog
    }
    var listed = Dialog(title: "List")
    listed.list = ListSpec(items: ItemStore(lines: ["a", "z", "b"]))
    made.append(listed)
    return made
}()

/// A line's values and items given to each box that takes them, recorded as popupctl records
/// them and read back: the same values, the same items, the same query.
private func checkEveryBoxRecords(_ line: AnswerLine) {
    let values = line.values.compactMap { value -> String? in if case .text(let text) = value { return text } else { return nil } }
    let tags = line.items.map { items in (0..<items.count).map { String(decoding: items[$0], as: UTF8.self) } } ?? []
    for dialog in boxes {
        var answer = ContentAnswer()
        if let content = dialog.content?.model {
            guard let taken = try? content.answer(values: values, items: tags) else { continue }
            answer = taken
            if line.items?.count == 0 { answer.items = [] }
        } else if let list = dialog.list {
            answer.items = (0..<list.items.count).filter { index in tags.contains(String(decoding: list.items.tagBytes(index), as: UTF8.self)) }
        }
        let outcome = Outcome.chosen(index: 0, label: "OK", role: .default, values: answer.values, items: answer.items)
        let recorded = AnswerRecord.line(dialog, outcome, status: 0, keepSecrets: true, query: line.query).text
        guard let again = try? AnswerLine.parse(recorded) else { fatalError("a recorded line is refused: \(recorded.prefix(200).debugDescription)") }
        let readValues = again.values.compactMap { value -> String? in if case .text(let text) = value { return text } else { return nil } }
        guard readValues == answer.values || (answer.values.isEmpty && again.values.isEmpty) else {
            fatalError("values do not survive recording: \(recorded.prefix(200).debugDescription)")
        }
        if let content = dialog.content?.model, content.answersWithItems {
            let readTags = again.items.map { items in (0..<items.count).map { String(decoding: items[$0], as: UTF8.self) } } ?? []
            guard let back = try? content.answer(values: [], items: readTags), readTags.isEmpty ? answer.items.isEmpty && again.items != nil : back.items == answer.items else {
                fatalError("a content's items do not survive recording: \(recorded.prefix(200).debugDescription)")
            }
        }
        if dialog.list != nil, let query = line.query, query != "", again.query != query {
            fatalError("the query does not survive recording: \(recorded.prefix(200).debugDescription)")
        }
    }
}
