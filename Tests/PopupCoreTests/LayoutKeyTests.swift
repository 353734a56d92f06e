import PopupTestSupport
import XCTest
@testable import PopupCore

/// A layout is cached under its `LayoutKey`: whatever a layout reads makes a new key (so a stale
/// layout is never served), and what it does not read leaves the key as it was (so a tick or a
/// keystroke in a field costs no layout).
final class LayoutKeyTests: XCTestCase {
    private struct Inputs {
        var dialog: Dialog
        var state: DialogState
        var theme = Theme.standard
        var screen = Size(width: 60, height: 16)
        var imageRowLimit: Int?

        init(_ dialog: Dialog, itemsArriving: Bool = false) {
            self.dialog = dialog
            state = DialogState(dialog: dialog, reducedMotion: true, itemsArriving: itemsArriving)
        }

        /// These inputs, changed by `change`.
        func with(_ change: (inout Inputs) -> Void) -> Inputs {
            var changed = self
            change(&changed)
            return changed
        }

        var key: LayoutKey { LayoutKey(dialog: dialog, state: state, screen: screen, theme: theme, imageRowLimit: imageRowLimit) }
        var layout: DialogLayout { Layout.compute(dialog, state: state, screen: screen, theme: theme, imageRowLimit: imageRowLimit) }
    }

    private static let photos = Dialog(title: "Delete 214 photos?", message: (1...30).map { "Line \($0)" }.joined(separator: "\n"),
                                       buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)],
                                       fields: [TextField(placeholder: "Reason")])
    private static let short = Dialog(title: "Delete 214 photos?", message: "They are gone for good.",
                                      buttons: [Button("Keep", role: .cancel), Button("Delete", role: .destructive)])
    private static let stacked: Dialog = {
        var dialog = Dialog(title: "Open which log?", buttons: (1...12).map { Button("log-\($0)") }, axis: .vertical, filterable: true)
        dialog.image = RGBAImage(width: 20, height: 20, pixels: Array(repeating: 90, count: 20 * 20 * 4))
        return dialog
    }()
    private static func hosts() -> Dialog {
        var dialog = Dialog(title: "Hosts")
        dialog.list = ListSpec(items: ItemStore(lines: (1...40).map { "host-\($0)" }))
        return dialog
    }
    private static func progress() -> Dialog {
        var dialog = Dialog(title: "Deploying", message: "Starting")
        dialog.progress = ProgressSpec()
        return dialog
    }

    private static func filtered(_ dialog: Dialog, _ state: inout DialogState, by text: String) {
        let reducer = Reducer(screen: Size(width: 60, height: 16))
        reducer.type(dialog, &state, text)
        // The filter's slices once every key is in, not after each.
        reducer.settle(dialog, &state)
    }

    /// The theme was not part of the cache's key before: the state alone is the same, the layout is not.
    func testAThemeChangeIsANewKeyAndANewLayout() {
        let before = Inputs(Self.short)
        var brackets = before
        brackets.theme.buttons[.cancel]?.brackets = ("<<", ">>")
        var padding = before
        padding.theme.paddingY = 0
        var tall = before
        tall.theme.buttonHeight = 3
        var flat = before
        flat.theme.border = .none
        for (name, after) in [("brackets", brackets), ("padding", padding), ("button height", tall), ("border", flat)] {
            XCTAssertEqual(after.state, before.state, name)
            XCTAssertNotEqual(after.key, before.key, name)
            XCTAssertNotEqual(after.layout, before.layout, "\(name): a cache under the old key would serve a stale layout")
        }
    }

    /// Each input a layout reads, changed alone, changes the layout, and so must change the key.
    func testEveryInputALayoutReadsMakesANewKey() {
        let cases: [(String, Inputs, (inout Inputs) -> Void)] = [
            ("screen width", Inputs(Self.photos), { $0.screen.width = 50 }),
            ("screen height", Inputs(Self.photos), { $0.screen.height = 12 }),
            ("picture rows", Inputs(Self.stacked), { $0.imageRowLimit = 2 }),
            ("title", Inputs(Self.photos), { $0.dialog.title = "Delete 215 photos?" }),
            ("message scroll", Inputs(Self.photos), { $0.state.messageScroll = 3 }),
            ("field error", Inputs(Self.photos), { $0.state.fields[0].error = "Say why" }),
            ("shake", Inputs(Self.photos), { $0.state.shakeOffset = 2 }),
            ("motion", Inputs(Self.photos), { $0.state.motion.dy = 3 }),
            ("focus", Inputs(Self.stacked), { $0.state.focus = .button(11) }),
            ("button scroll", Inputs(Self.stacked).with { $0.state.focus = .button(6) }, { $0.state.buttonScroll = 4 }),
            ("buttons shown", Inputs(Self.stacked), { $0.state.shownButtons = [0, 1] }),
            ("list cursor", Inputs(Self.hosts(), itemsArriving: true), { $0.state.list?.cursor = 30 }),
            ("list scroll", Inputs(Self.hosts(), itemsArriving: true).with { $0.state.list?.cursor = 30 }, { $0.state.list?.scroll = 30 }),
            ("items loaded", Inputs(Self.hosts(), itemsArriving: true), { $0.state.list?.loaded = 3 }),
            ("items ended", Inputs(Self.hosts(), itemsArriving: true).with { $0.state.list?.loaded = 3 }, { $0.state.list?.reading = false }),
            ("list filter", Inputs(Self.hosts(), itemsArriving: true), { inputs in
                inputs.state.list?.cursor = 25
                inputs.state.list?.scroll = 25
                Self.filtered(inputs.dialog, &inputs.state, by: "host-1")
                inputs.state.list?.cursor = 25
                inputs.state.list?.scroll = 25
            }),
            ("progress message", Inputs(Self.progress()), { $0.state.progress?.consume(Array("# Copying files\n".utf8), at: 1) }),
            ("progress output", Inputs(Self.progress()), { $0.state.progress?.consume(Array("copied a\n".utf8), at: 1) }),
            ("tail reserved", Inputs(Self.progress()), { $0.state.progress?.reservesTail = true }),
        ]
        for (name, before, change) in cases {
            var after = before
            change(&after)
            if name == "list filter" { XCTAssertNotEqual(after.state.list?.shownCount, before.state.list?.shownCount) }
            XCTAssertNotEqual(after.layout, before.layout, "\(name) changes the layout")
            XCTAssertNotEqual(after.key, before.key, "\(name) must change the key")
        }
    }

    /// What a layout does not read leaves the key alone, and the layout kept under it is the one
    /// the changed state would get.
    func testWhatALayoutDoesNotReadKeepsTheKey() {
        let cases: [(String, Inputs, (inout Inputs) -> Void)] = [
            ("clock", Inputs(Self.photos), { $0.state.clock = 5 }),
            ("fade", Inputs(Self.photos), { $0.state.motion.opacity = 0.5 }),
            ("zoom", Inputs(Self.photos), { $0.state.motion.scale = 0.5 }),
            ("field text", Inputs(Self.photos), { $0.state.fields[0] = FieldState(text: "No longer needed") }),
            ("countdown", Inputs(Self.photos), { $0.state.secondsLeft = 3 }),
            ("pressed button", Inputs(Self.photos), { $0.state.pressedButton = 1 }),
            ("drag", Inputs(Self.photos), { $0.state.dragOrigin = Point(x: 3, y: 4) }),
            ("shake start", Inputs(Self.photos), { $0.state.shakeStart = 1 }),
            ("list checks", Inputs(Self.hosts(), itemsArriving: true), { $0.state.list?.checked = [1, 2] }),
            ("progress percent", Inputs(Self.progress()), { $0.state.progress?.consume(Array("70\n".utf8), at: 1) }),
            ("output past the lines kept", Inputs(Self.progress()).with {
                $0.state.progress?.consume(Array((1...ProgressState.tailCapacity).map { "line \($0)\n" }.joined().utf8), at: 0)
            }, { $0.state.progress?.consume(Array("d\ne\n".utf8), at: 1) }),
        ]
        for (name, before, change) in cases {
            var after = before
            change(&after)
            XCTAssertNotEqual(after.state, before.state, "\(name) changes the state")
            XCTAssertEqual(after.key, before.key, "\(name) is not read by a layout")
            XCTAssertEqual(Layout.compute(before.key), after.layout, "\(name): the layout kept under the key is the right one")
        }
    }
}
