import PopupCore

/// libFuzzer target: `--ansi` items. The input is a stream of items (split as `--items-from`
/// splits them) in a list that reads colours; its first byte repeats the rest (its low bits), so
/// that short inputs grow into long unterminated sequences and long runs of codes. Beyond not
/// crashing: the text without codes is no longer than the item, each span lies inside it, in
/// order and apart, what a pick answers is that text, and no item is past the most a list keeps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzANSI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let repeats = Int(bytes[0] & 0x3F) * 16 + 1
    var stream: [UInt8] = []
    for _ in 0..<repeats { stream += bytes.dropFirst() }
    let store = ItemStore()
    var splitter = ItemSplitter(nulSeparated: bytes[0] & 0x40 != 0)
    splitter.feed(stream, into: store)
    splitter.finish(into: store)
    var list = ListSpec(items: store, selection: .single)
    list.ansi = true
    for item in 0..<store.count {
        let line = Array(store.lineBytes(item))
        if line.count > ItemStore.maxItemBytes { fatalError("an item of \(line.count) bytes, past the most kept") }
        let coloured = line.withUnsafeBufferPointer { ANSIText($0) }
        if coloured.text.count > line.count { fatalError("\(coloured.text.count) bytes of text from \(line.count)") }
        var end = 0
        for span in coloured.spans {
            if span.range.isEmpty || span.range.lowerBound < end || span.range.upperBound > coloured.text.count {
                fatalError("span \(span.range) after \(end) in \(coloured.text.count) bytes")
            }
            end = span.range.upperBound
        }
        if list.answerBytes(item) != coloured.text { fatalError("a pick answers other than the text shown") }
    }
    return 0
}
