@testable import PopupCLI
import PopupTestSupport
import XCTest

/// Every option of `man dialog` and `man whiptail` (written down in Tests/CompatFixtures from
/// reading those pages) is accepted by popupctl under that tool's name: an option the real tool
/// takes is never refused. Each is given with sample values before a box it applies to; a box
/// option with the words of one such box.
final class CompatOptionListTests: XCTestCase {
    /// One line of a list: the option and its sample words; `box` for a box option.
    private struct Entry {
        var words: [String]
        var isBox: Bool
    }

    private func entries(_ file: String) throws -> [Entry] {
        try RepositoryFile.read("Tests/CompatFixtures/\(file)").split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.isEmpty else { return nil }
            var words = line.split(separator: " ").map(String.init)
            let isBox = words.first == "box"
            if isBox { words.removeFirst() }
            return Entry(words: words, isBox: isBox)
        }
    }

    private let files: [String: [UInt8]] = ["notes.txt": Array("a note\n".utf8), "argsfile": Array("--title \"From a file\"".utf8)]

    func testEveryDialogOptionIsAccepted() throws {
        let list = try entries("dialog-options.txt")
        XCTAssertGreaterThan(list.count, 130, "the whole manual page")
        for entry in list where !entry.isBox {
            let option = entry.words[0]
            let io = MemoryIO(files: files)
            // dialog takes --separate-output for a checklist only.
            let box = option == "--separate-output" ? ["--checklist", "Text", "0", "0", "0", "a", "A", "on"] : ["--msgbox", "Text", "0", "0"]
            let arguments = option == "--and-widget" ? box + entry.words + box : entry.words + box
            let invocation: CompatInvocation
            do {
                invocation = try ToolProfile.dialog.readArguments(arguments, io)
            } catch {
                XCTFail("\(option) refused: \(error)")
                continue
            }
            switch option {
            case "--help": XCTAssertEqual(invocation.action, .help, option)
            case "--version": XCTAssertEqual(invocation.action, .version, option)
            default:
                XCTAssertEqual(invocation.action, .show, option)
                XCTAssertEqual(invocation.steps.count, option == "--and-widget" ? 2 : 1, option)
                for step in invocation.steps {
                    XCTAssertEqual(try? step.box.get().box.name, box[0].dropFirst(2).description, "\(option): \(step.box)")
                }
            }
        }
    }

    func testEveryWhiptailOptionIsAccepted() throws {
        let list = try entries("whiptail-options.txt")
        XCTAssertGreaterThan(list.count, 30, "the whole manual page")
        for entry in list where !entry.isBox {
            let option = entry.words[0]
            let arguments = entry.words + ["--msgbox", "Text", "0", "0"]
            let invocation: CompatInvocation
            do {
                invocation = try ToolProfile.whiptail.readArguments(arguments, MemoryIO(files: files))
            } catch {
                XCTFail("\(option) refused: \(error)")
                continue
            }
            switch option {
            case "--help", "-h": XCTAssertEqual(invocation.action, .help, option)
            case "--version", "-v": XCTAssertEqual(invocation.action, .version, option)
            default: XCTAssertEqual(try invocation.firstBox.box, .msgbox, option)
            }
        }
    }

    /// A box the tool has is read (whiptail's all; dialog's, or named as one popupctl does not draw).
    func testEveryBoxIsKnown() throws {
        for (file, profile) in [("dialog-options.txt", ToolProfile.dialog), ("whiptail-options.txt", ToolProfile.whiptail)] {
            for entry in try entries(file) where entry.isBox {
                let name = String(entry.words[0].dropFirst(2))
                do {
                    let request = try profile.readArguments(entry.words, MemoryIO(files: files)).firstBox
                    XCTAssertEqual(request.box.name, name == "guage" ? "gauge" : name, "\(profile.name) \(entry.words)")
                } catch let error as CompatError {
                    XCTAssertEqual(error, .unsupportedBox(name), "\(profile.name) \(entry.words)")
                    XCTAssertTrue(profile.unsupportedBoxes.contains(name), name)
                }
            }
        }
    }

    /// The lists hold every option the tables have: the tables were written from the same pages.
    func testTheTablesHoldNothingTheManualPagesLack() throws {
        for (file, profile) in [("dialog-options.txt", ToolProfile.dialog), ("whiptail-options.txt", ToolProfile.whiptail)] {
            let listed = Set(try entries(file).filter { !$0.isBox }.map { String($0.words[0].drop { $0 == "-" }) })
            XCTAssertEqual(Set(profile.options.keys).subtracting(listed), [], profile.name)
        }
    }
}
