import PopupCore

/// libFuzzer target: terminal input bytes through the decoder. Beyond not crashing, an oracle:
/// the same bytes cut into reads of another size (set by the first byte) decode to the same events.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let readSize = Int(bytes[0] % 16) + 1
    let input = Array(bytes.dropFirst())

    var whole = InputDecoder()
    let expected = whole.feed(input) + whole.expire()
    var cut = InputDecoder()
    var events: [Event] = []
    var start = 0
    while start < input.count {
        let end = min(input.count, start + readSize)
        events += cut.feed(input[start..<end])
        start = end
    }
    events += cut.expire()
    if events != expected { fatalError("\(readSize)-byte reads decode differently: \(events) vs \(expected)") }
    return 0
}
