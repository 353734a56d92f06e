import PopupCore

/// libFuzzer target: typed and pasted bytes through the decoder, the reducer, the renderer and the
/// encoder of a dialog with text fields. Beyond not crashing: the frame written back holds no
/// control byte but the encoder's own CSI sequences and no invisible character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    var decoder = InputDecoder()
    let expected = decoder.feed(UnsafeBufferPointer(start: data, count: size)) + decoder.expire()
    let dialog = Dialog(title: "Fuzz", message: "Decoder\nfuzzing", buttons: [Button("&Yes"), Button("No", role: .cancel)],
                        fields: [TextField(placeholder: "Name"), TextField(placeholder: "Secret", isSecure: true)])
    var state = DialogState(dialog: dialog, reducedMotion: true)
    let screen = Size(width: 40, height: 12)
    let theme = Theme.standard
    for event in expected {
        let layout = Layout.compute(dialog, state: state, screen: screen, theme: theme)
        for command in Update.apply(event, to: &state, dialog: dialog, layout: layout) {
            if case .finish = command { return 0 }
        }
    }
    let frame = DialogRenderer.draw(Layout.compute(dialog, state: state, screen: screen, theme: theme),
                                    dialog: dialog, state: state, theme: theme)
    var encoder = ANSIEncoder(depth: .truecolor, screenWidth: screen.width)
    var output: [UInt8] = []
    encoder.encodeFull(frame, into: &output)
    checkTerminalBytes(output)
    return 0
}

private func checkTerminalBytes(_ output: [UInt8]) {
    var index = 0
    var text: [UInt8] = []
    while index < output.count {
        let byte = output[index]
        if byte == 0x1B {
            guard index + 1 < output.count, output[index + 1] == UInt8(ascii: "[") else { fatalError("ESC not starting a CSI") }
            index += 2
            while index < output.count, (0x30...0x3F).contains(output[index]) { index += 1 }
            guard index < output.count, "HJKmABCDhl".utf8.contains(output[index]) else { fatalError("CSI outside the encoder's set") }
        } else if byte < 0x20 || byte == 0x7F {
            fatalError("control byte \(byte) in a frame")
        } else {
            text.append(byte)
        }
        index += 1
    }
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
        let value = scalar.value
        if (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || scalar.properties.isBidiControl {
            fatalError("invisible control U+\(String(value, radix: 16)) in a frame")
        }
    }
}
