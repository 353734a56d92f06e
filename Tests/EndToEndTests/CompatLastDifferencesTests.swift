import Foundation
import XCTest

/// Issue 34 items 17 and 18: the drop-in's last differences, side by side with the real tools.
final class CompatLastDifferencesTests: XCTestCase {
    /// A text longer than the box: --scrolltext scrolls it.
    private static let longText = (1...40).map { "line \($0)" }.joined(separator: "\\n")

    /// whiptail --scrolltext --defaultno --yesno: the focus starts on No (Enter gives 1), then
    /// Tab goes to the text (Enter there does nothing) and on to Yes.
    static let scrollTextCorpus: [CompatDifferentialTests.Case] = [
        .init(arguments: "--scrolltext --defaultno --yesno '\(longText)' 10 40", ready: "line 1", keys: ["Enter"]),
        .init(arguments: "--scrolltext --defaultno --yesno '\(longText)' 10 40", ready: "line 1", keys: ["Tab", "Enter", "Tab", "Enter"]),
        .init(arguments: "--scrolltext --defaultno --yesno '\(longText)' 10 40", ready: "line 1",
              keys: ["Tab", "Tab", "Tab", "Enter"]),
        .init(arguments: "--scrolltext --yesno '\(longText)' 10 40", ready: "line 1", keys: ["Tab", "Enter"]),
    ]

    func testWhiptailScrollTextDefaultNoStartsOnNo() throws {
        try compareWithTool("whiptail", Self.scrollTextCorpus)
        print("whiptail --scrolltext --defaultno: \(Self.scrollTextCorpus.count) key sequences compared with whiptail 0.52")
    }

    private static let thirty = (1...30).map { "t\($0) Item\($0) off" }.joined(separator: " ")
    private static let thirtyMenu = (1...30).map { "t\($0) Item\($0)" }.joined(separator: " ")

    /// whiptail's checklist pages a screenful of rows either way, the view following the cursor.
    static let checklistPagingCorpus: [CompatDifferentialTests.Case] = [
        .init(arguments: "--checklist Pick 15 40 8 \(thirty)", ready: "Item8", keys: ["NPage", "NPage", "NPage", "Space", "Enter"]),
        .init(arguments: "--checklist Pick 15 40 8 \(thirty)", ready: "Item8",
              keys: Array(repeating: "Down", count: 10) + ["PPage", "Space", "Enter"]),
        .init(arguments: "--radiolist Pick 15 40 8 \(thirty)", ready: "Item8",
              keys: Array(repeating: "Down", count: 10) + ["PPage", "Space", "Enter"]),
    ]

    func testWhiptailChecklistPagesAsWhiptail() throws {
        try compareWithTool("whiptail", Self.checklistPagingCorpus)
        print("whiptail checklist paging: \(Self.checklistPagingCorpus.count) key sequences compared with whiptail 0.52")
    }

    /// A dialog prompt ending in `\n\n` keeps no blank rows under it: the list is as tall as
    /// dialog's, so PgDn lands where dialog's does.
    static let promptEndCorpus: [CompatDifferentialTests.Case] = [
        .init(arguments: "--menu 'Pick one\\n\\n' 0 0 0 \(thirtyMenu)", ready: "Item9", keys: ["NPage", "Enter"]),
        .init(arguments: "--checklist 'Pick one\\n\\n' 0 0 0 \(thirty)", ready: "Item9", keys: ["NPage", "Space", "Enter"]),
    ]

    func testDialogPromptEndingInBlankLinesKeepsNoRows() throws {
        try compareWithTool("dialog", Self.promptEndCorpus)
        print("dialog prompt ending in \\n\\n: \(Self.promptEndCorpus.count) key sequences compared with dialog 1.3")
    }
}
