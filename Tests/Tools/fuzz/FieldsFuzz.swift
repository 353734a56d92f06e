import PopupCore

/// libFuzzer target: terminal bytes, cut into reads of a size the first byte sets, through the
/// decoder into the reducer of a dialog with text fields (one with a short limit), a filterable
/// list of buttons and a running timeout, with the clock ticking between reads. Beyond not
/// crashing, what every key must keep true: the cursor inside its text, no field past its limit,
/// the shown buttons exactly those the filter query matches, and the focus on something that is.
/// When the first byte's high bit is set the dialog also has a list (its next bits choose menu,
/// checklist or radio list, filtering or first-letter jumps): its cursor stays on a shown item,
/// its checks on real items, and a finished filter shows exactly what a fresh scan finds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFields(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let readSize = Int(bytes[0] % 32) + 1
    let input = bytes.dropFirst()
    let buttons = ["&Apply", "Apricot", "banana split", "Cherry", "Délicieux", "日本語", "Cancel"].map { Button($0) }
    var dialog = Dialog(title: "Fuzz", message: "Fields and a filter", buttons: buttons,
                        fields: [TextField(placeholder: "Name"), TextField(placeholder: "Code", isSecure: true, maxLength: 8)])
    dialog.filterable = true
    dialog.timeout = 30
    if bytes[0] & 0x80 != 0 {
        let lines = ["apple\tA red fruit", "Apricot", "banana split\tyellow", "cherry", "Délicieux\té", "日本語\tkanji", "a", "b c", "\tno tag"]
        let selections: [ListSpec.Selection] = [.single, .multiple, .radio, .multiple]
        dialog.list = ListSpec(items: ItemStore(lines: lines), selection: selections[Int(bytes[0] >> 5 & 3)],
                               checkedTags: ["cherry"], filterable: bytes[0] & 0x10 == 0)
    }
    var state = DialogState(dialog: dialog, reducedMotion: true)
    var decoder = InputDecoder()
    let screen = Size(width: 44, height: 14)
    var clock = 0.0
    var start = input.startIndex
    while start < input.endIndex {
        let end = min(input.endIndex, start + readSize)
        clock += 0.25
        var events = [Event.tick(clock)] + decoder.feed(input[start..<end])
        if end == input.endIndex { events += decoder.expire() }
        start = end
        for event in events {
            let layout = Layout.compute(dialog, state: state, screen: screen, theme: .standard)
            for command in Update.apply(event, to: &state, dialog: dialog, layout: layout) {
                if case .finish = command { return 0 }
            }
            check(state, dialog)
        }
    }
    _ = DialogRenderer.draw(Layout.compute(dialog, state: state, screen: screen, theme: .standard),
                            dialog: dialog, state: state, theme: .standard)
    return 0
}

private func check(_ state: DialogState, _ dialog: Dialog) {
    for (field, edited) in zip(dialog.fields, state.fields) {
        let count = edited.text.count
        if edited.cursor < 0 || edited.cursor > count { fatalError("cursor \(edited.cursor) outside \(count) characters") }
        if count > field.limit { fatalError("\(count) characters in a field of \(field.limit)") }
    }
    let expected = ButtonFilter.matches(dialog.effectiveButtons, query: state.filter)
    if state.shownButtons != expected { fatalError("filter '\(state.filter)' shows \(state.shownButtons), not \(expected)") }
    if let list = dialog.list, let listed = state.list {
        if listed.shownCount > 0 && listed.cursor >= listed.shownCount { fatalError("cursor \(listed.cursor) past \(listed.shownCount) items") }
        if listed.checked.contains(where: { $0 >= listed.loaded }) { fatalError("a checked item that is not in the list") }
        if list.selection == .radio && listed.checked.count > 1 { fatalError("\(listed.checked.count) marked in a radio list") }
        if !listed.isFiltering {
            var fresh = MatchList(list.query(listed.filter), narrowing: nil, ranking: list.ranking)
            fresh.advance(in: list, loaded: listed.loaded, budget: .max)
            let shown = (0..<listed.shownCount).map(listed.item(at:))
            let expected = listed.filter.isEmpty ? Array(0..<listed.loaded) : (0..<fresh.count).map { fresh[$0] }
            if shown != expected { fatalError("filter '\(listed.filter)' shows \(shown), not \(expected)") }
        }
    }
    switch state.focus {
    case .list:
        if state.list == nil { fatalError("focus on a list the dialog does not have") }
    case .field(let index):
        if !state.fields.indices.contains(index) { fatalError("focus on field \(index)") }
    case .button(let index):
        if !dialog.effectiveButtons.indices.contains(index) { fatalError("focus on button \(index)") }
    case .message:
        if !dialog.conventions.messageIsFocusStop { fatalError("focus on a message that is no stop") }
    case .content(let part):
        if !(0..<(state.content?.model.parts ?? 0)).contains(part) { fatalError("focus on content part \(part)") }
    }
    if state.countdownStopped && state.secondsLeft != nil { fatalError("a stopped countdown still shown") }
}
