import PopupCore

/// libFuzzer target: bytes as one answer-file line through `AnswerLine.parse`, and as a progress
/// file through `AnswerProgress.read`; the first byte repeats the rest up to 4 096 times (at most
/// 1 MiB), inside `{"items":[` … `]}` when its high bit is set, so that lines of many items and
/// deep nesting come up. Oracles: a refusal is one short
/// line; the items of a line that parses, recorded as popupctl records them, read back as the same
/// tags (their exact bytes); a progress file read and written reads back the same.
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
    let text = String(decoding: line, as: UTF8.self)
    if let progress = AnswerProgress.read(text, file: "1:2") {
        guard AnswerProgress.read(progress.text, file: "1:2") == progress else {
            fatalError("a progress file does not survive writing and reading: \(progress.text.prefix(200).debugDescription)")
        }
    }
    return 0
}
