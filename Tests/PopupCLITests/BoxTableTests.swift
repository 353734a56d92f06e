@testable import PopupCLI
import PopupTestSupport
import Foundation
import XCTest

/// whiptail's and dialog's box tables (`WhiptailBoxes`, `DialogBoxes`): each box declared once,
/// in its tool's table, and everything else reading the declaration.
final class BoxTableTests: XCTestCase {
    private let tables = [("PopupCLI/Whiptail/WhiptailBoxes.swift", ToolProfile.whiptail),
                          ("PopupCLI/Dialog/DialogBoxes.swift", ToolProfile.dialog)]

    /// Outside the benchmark, the code spells a box's name (`"menu"`, `.menu`, `--menu`) in one
    /// file per tool that has the box: the tool's box table. What both tools share reads the
    /// box's declared properties, and a box is added or changed in one place. (Below PopupCLI no
    /// code can name a box's declaration: there a word such as `form` is only looked for as the
    /// box's option or a string.)
    func testABoxIsNamedOnlyInItsToolsTable() throws {
        // newt's colour names (NEWT_COLORS) name its widgets, not whiptail's boxes.
        let colourNames = ["PopupCLI/Whiptail/NewtColors.swift": ["textbox"]]
        let code = try sourceCode()
        let names = Set(tables.flatMap { $0.1.boxes.flatMap { [$0.name] + $0.aliases } })
        XCTAssertEqual(names.count, 30, "dialog's 29 boxes and its misspelt gauge")
        for name in names.sorted() {
            let spelled = try NSRegularExpression(pattern: "\"\(name)\"|--\(name)\\b")
            let named = try NSRegularExpression(pattern: "\\.\(name)\\b")
            let files = code.filter { path, text in
                let range = NSRange(text.startIndex..., in: text)
                return !(colourNames[path]?.contains(name) ?? false) && (spelled.firstMatch(in: text, range: range) != nil
                    || path.hasPrefix("PopupCLI/") && named.firstMatch(in: text, range: range) != nil)
            }.map(\.key)
            let tablesWithIt = tables.filter { $0.1.box(named: name) != nil }.map(\.0)
            XCTAssertEqual(files.sorted(), tablesWithIt.sorted(), "--\(name) is spelt outside its tables")
        }
    }

    /// `--help` shows each box's words as its declared shape says, and the reader takes exactly
    /// those words: the box's words filled in from `--help` are read as that box, one item (or
    /// field, or step) to each group.
    func testTheHelpShapeIsWhatTheReaderTakes() throws {
        for (_, profile) in tables {
            let help = CompatHelp.usage(profile)
            for box in profile.boxes {
                let line = "  --\(box.name) \(box.shape.help)"
                XCTAssertTrue(help.split(separator: "\n").contains { $0 == line }, "\(profile.name): \(line)")
                let words = box.shape.help.split(separator: " ").map { word in
                    Self.sample[word.filter { $0.isLetter }] ?? "1"
                }
                let request = try profile.readBox(["--\(box.name)"] + words)
                XCTAssertEqual(request.box.name, box.name, "\(profile.name) \(words)")
                let groups = box.shape.help.hasSuffix("...") ? 1 : 0
                XCTAssertEqual(request.items.count + request.formFields.count, groups, "\(profile.name) --\(box.name) \(words)")
            }
        }
    }

    /// A word for each of `--help`'s names for a box's words; any other is a number.
    private static let sample = ["TEXT": "t", "FILE": "f", "PATH": "/", "COMMAND": "true", "TAG": "a", "ITEM": "A",
                                 "LABEL": "L:", "STATUS": "on", "STATE": "0"]

    /// The code of each source file outside the benchmark, its comments taken out, by its path under Sources/.
    private func sourceCode() throws -> [String: String] {
        let sources = RepositoryFile.root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [:] }
        var code: [String: String] = [:]
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(sources.path.count + 1))
            if RepositoryFile.tools.contains(where: { path.hasPrefix($0 + "/") }) { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            code[path] = text.components(separatedBy: "\n").map { $0.components(separatedBy: "//").first ?? "" }.joined(separator: "\n")
        }
        return code
    }
}
