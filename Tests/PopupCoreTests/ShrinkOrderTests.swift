import XCTest
@testable import PopupCore

/// On a screen that gets shorter a row at a time, the parts of the box give way in the order
/// `Layout.shrinkOrder` lists them: each starts giving rows only once the ones before it have.
final class ShrinkOrderTests: XCTestCase {
    private let theme = Theme.standard
    private let pictureRows = 8

    private func dialogAndState() -> (Dialog, DialogState) {
        var dialog = Dialog(title: "Deploying the whole fleet to every region tonight",
                            message: (1...12).map { "Step \($0) of twelve" }.joined(separator: "\n"),
                            buttons: [Button("Pause"), Button("Details"), Button("Stop", role: .cancel)],
                            axis: .vertical, width: .fixed(30))
        dialog.image = RGBAImage(width: 40, height: 40, pixels: Array(repeating: 200, count: 40 * 40 * 4))
        dialog.list = ListSpec(items: ItemStore(lines: (1...20).map { "host-\($0)" }), preferredRows: 6)
        dialog.list?.header = ["HOST", "every region"]
        dialog.progress = ProgressSpec()
        var editor = TextEditor(text: (1...10).map { "line \($0)" }.joined(separator: "\n"))
        editor.preferredRows = 6
        dialog.content = .editor(editor)
        var state = DialogState(dialog: dialog, reducedMotion: true)
        state.progress?.consume(Array("40\none\ntwo\nthree\nfour\nfive\nsix\n".utf8), at: 1)
        return (dialog, state)
    }

    private func layout(height: Int) -> DialogLayout {
        let (dialog, state) = dialogAndState()
        return Layout.compute(dialog, state: state, screen: Size(width: 80, height: height), theme: theme, imageRowLimit: pictureRows)
    }

    /// True when `part` has given up rows in `layout`, against the layout on a screen with room for all.
    private func hasGiven(_ part: ShrinkStep.Part, _ layout: DialogLayout, roomy: DialogLayout) -> Bool {
        switch part {
        case .padding: return layout.content.y - layout.box.y - 1 - (layout.image?.height ?? 0) < theme.paddingY
        case .gaps: return layout.messageViewport.y == layout.titleTop + layout.titleLines.count
        case .margins: return layout.box.height > layout.screen.height - 2 * theme.marginY
        case .section(let kind):
            switch kind {
            case .picture: return (layout.image?.height ?? 0) < (roomy.image?.height ?? 0)
            case .title: return layout.titleLines.count < roomy.titleLines.count
            case .message: return layout.messageViewport.height < roomy.messageViewport.height
            case .progress: return (layout.progress?.tail.height ?? 0) < (roomy.progress?.tail.height ?? 0)
            case .list: return (layout.listArea?.height ?? 0) < (roomy.listArea?.height ?? 0)
            case .content: return (layout.contentArea?.height ?? 0) < (roomy.contentArea?.height ?? 0)
            case .listHeader: return (layout.listHeader?.height ?? 0) < (roomy.listHeader?.height ?? 0)
            case .buttons: return layout.buttonRows.height < roomy.buttonRows.height
            case .listFilter, .fields, .filter, .buttonRule: return false
            }
        }
    }

    func testPartsGiveWayInTheOrderOfTheTable() {
        let roomy = layout(height: 200)
        XCTAssertEqual(roomy.image?.height, pictureRows)
        XCTAssertGreaterThan(roomy.titleLines.count, 1)
        // The dialog asks no height of its own: the steps that fit the box to one do not apply.
        var expected: [ShrinkStep.Part] = []
        for step in Layout.shrinkOrder where step.room == .screen && !expected.contains(step.part) { expected.append(step.part) }

        var firstGiven: [(part: ShrinkStep.Part, height: Int)] = []
        for height in stride(from: 200, through: 1, by: -1) {
            let placed = layout(height: height)
            for part in expected where hasGiven(part, placed, roomy: roomy) && !firstGiven.contains(where: { $0.part == part }) {
                firstGiven.append((part, height))
            }
        }
        XCTAssertEqual(firstGiven.map(\.part), expected, "\(firstGiven)")
        for (earlier, later) in zip(firstGiven, firstGiven.dropFirst()) {
            XCTAssertGreaterThan(earlier.height, later.height, "\(later.part) gave rows as soon as \(earlier.part)")
        }
    }
}
