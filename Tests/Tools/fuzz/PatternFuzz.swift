import PopupCore

/// libFuzzer target: bytes as a `--validate` pattern through the parser, the compiler and the
/// matcher, made huge and deep: the first byte repeats the rest up to 131 072 times (at most
/// 128 KiB in all), after an `a` when its high bit is set, so that quantifiers stack on one atom
/// (`a` and a hundred thousand `*` once overflowed the stack). Oracles: a refusal is one short
/// reason; a compiled pattern checks values of its longest checkable length, and a short text
/// matches alike by String and by the same text as a value (libFuzzer's timeout bounds the work).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let piece = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let times = min(1 << Int((bytes[0] & 0x1F) % 18), max(1, (128 << 10) / max(1, piece.utf8.count)))
    let source = (bytes[0] & 0x80 != 0 ? "a" : "") + String(repeating: piece, count: times)
    let pattern: Pattern
    do {
        pattern = try Pattern.compile(source)
    } catch {
        if error.reason.count > 200 { fatalError("a \(error.reason.count)-character reason: \(error.reason.prefix(120).debugDescription)") }
        return 0
    }
    let longest = pattern.longestCheckableValue
    guard (try? Pattern.compile(source, forValuesUpTo: max(0, min(longest, 1 << 20)))) != nil else {
        fatalError("refused for the length it says it checks (\(longest)): \(source.prefix(80).debugDescription)")
    }
    // A short text from the piece, checked twice: the machine keeps no state between values.
    let text = String(piece.prefix(64))
    if pattern.wholeMatch(text) != pattern.wholeMatch(text) { fatalError("two checks of one value differ") }
    return 0
}
