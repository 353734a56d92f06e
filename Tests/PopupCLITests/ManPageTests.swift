import Foundation
import PopupCore
import PopupKit
import XCTest
@testable import PopupCLI

/// man/popupctl.1 against the code: the same options in the same groups and order, the same
/// environment variables, the same exit statuses. (The lint runs in EndToEndTests.)
final class ManPageTests: XCTestCase {
    private func manPage() throws -> [String] {
        try RepositoryFile.read("man/popupctl.1").components(separatedBy: "\n")
    }

    /// The lines of one `.Sh` section.
    private func section(_ name: String, in lines: [String]) -> [String] {
        guard let start = lines.firstIndex(of: ".Sh " + name) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix(".Sh ") })
    }

    struct Entry: Equatable, CustomStringConvertible {
        var group: String
        var names: [String]
        var value: String?
        var description: String { "\(group): \(names.joined(separator: ", "))\(value.map { " " + $0 } ?? "")" }
    }

    /// `.It Fl t , Fl \-title Ar text` → ["-t", "--title"], "text"; the group is the `.Ss` above it.
    static func parseOptions(_ lines: [String]) -> [Entry] {
        var entries: [Entry] = []
        var group = ""
        for line in lines {
            if line.hasPrefix(".Ss ") { group = String(line.dropFirst(4)) }
            guard line.hasPrefix(".It Fl ") else { continue }
            let tokens = line.split(separator: " ").map { $0.replacingOccurrences(of: "\\-", with: "-") }
            var names: [String] = []
            var value: String?
            var index = 1
            while index < tokens.count {
                if tokens[index] == "Fl", index + 1 < tokens.count, value == nil {
                    names.append("-" + tokens[index + 1])
                    index += 2
                } else if tokens[index] == "Ar" || value != nil {
                    // In a value, a bare `Fl` is the dash that stands for stdin.
                    if tokens[index] == "Fl" {
                        value = (value ?? "") + "-"
                    } else if !["Ar", "Ns"].contains(tokens[index]) {
                        value = (value ?? "") + tokens[index]
                    }
                    if value == nil { value = "" }
                    index += 1
                } else {
                    index += 1
                }
            }
            entries.append(Entry(group: group, names: names, value: value))
        }
        return entries
    }

    func testOptionsMatchTheOptionTable() throws {
        let documented = Self.parseOptions(section("DESCRIPTION", in: try manPage()))
        let table = OptionTable.all.map { option in
            Entry(group: option.group.rawValue,
                  names: (option.short.map { ["-\($0)"] } ?? []) + ["--" + option.long],
                  value: option.valueName?.lowercased())
        }
        XCTAssertEqual(documented.map(\.description), table.map(\.description))
    }

    func testParserReadsValueSpellings() {
        let entries = Self.parseOptions([".Ss Layout", #".It Fl w , Fl \-width Ar n Ns | Ns Ar n Ns % Ns | Ns Ar min Ns .. Ns Ar max"#,
                                         #".It Fl \-no\-color"#])
        XCTAssertEqual(entries, [Entry(group: "Layout", names: ["-w", "--width"], value: "n|n%|min..max"),
                                 Entry(group: "Layout", names: ["--no-color"], value: nil)])
        XCTAssertEqual(Self.parseOptions([#".It Fl \-spec Ar path Ns | Ns Fl"#]).first?.value, "path|-")
    }

    /// Every variable the code reads is documented, and nothing else is.
    func testEnvironmentMatchesWhatTheCodeReads() throws {
        var documented = Set<String>()
        for line in section("ENVIRONMENT", in: try manPage()) where line.hasPrefix(".It Ev ") {
            let tokens = line.split(separator: " ")
            for (index, token) in tokens.enumerated() where token == "Ev" && index + 1 < tokens.count {
                documented.insert(String(tokens[index + 1]))
            }
        }
        var read = Set<String>()
        let lookup = try Regex(#"(?:environment\[|getenv\()"([A-Z][A-Z0-9_]*)"[\])]"#)
        for source in try RepositoryFile.sources() {
            for match in source.matches(of: lookup) {
                if let name = match.output[1].substring { read.insert(String(name)) }
            }
        }
        XCTAssertFalse(read.isEmpty)
        XCTAssertEqual(documented.sorted(), read.sorted())
    }

    /// The theme file keys documented are the ones a theme file takes.
    func testThemeKeysMatchTheSettings() throws {
        let lines = section("DESCRIPTION", in: try manPage())
        guard let start = lines.firstIndex(of: ".Ss Theme files") else { return XCTFail("no Theme files subsection") }
        var documented: [String] = []
        for line in lines[start...].prefix(while: { $0 == ".Ss Theme files" || !$0.hasPrefix(".Ss ") }) where line.hasPrefix(".It Cm ") {
            let tokens = line.split(separator: " ")
            for (index, token) in tokens.enumerated() where token == "Cm" && index + 1 < tokens.count {
                documented.append(String(tokens[index + 1]))
            }
        }
        XCTAssertEqual(documented.count, Set(documented).count, "a key documented twice")
        XCTAssertEqual(documented.sorted(), (ThemeSettings.all.map(\.key) + ["base"]).sorted())
    }

    func testExitStatusesMatchHelpAndReadme() throws {
        let man = section("EXIT STATUS", in: try manPage()).compactMap { line -> String? in
            line.hasPrefix(".It ") ? String(line.dropFirst(4)).replacingOccurrences(of: #"\(en"#, with: "-") : nil
        }
        let readme = try RepositoryFile.read("README.md").components(separatedBy: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("| "), let first = cells.first, first.first?.isNumber == true else { return nil }
            return first
        }
        let help = HelpText.exitStatuses.map(\.0)
        XCTAssertEqual(Self.statuses(man), Self.statuses(help))
        XCTAssertEqual(Self.statuses(readme), Self.statuses(help))
        XCTAssertEqual(Self.statuses(help), Set(0...125).union([129, 130, 131, 143, 254, 255]))
    }

    /// "0-123", "129, 130, 143" → the numbers they name.
    static func statuses(_ entries: [String]) -> Set<Int> {
        var result = Set<Int>()
        for entry in entries {
            for part in entry.split(whereSeparator: { $0 == "," || $0 == " " }) {
                let bounds = part.split(whereSeparator: { $0 == "-" || $0 == "–" }).compactMap { Int($0) }
                if bounds.count == 2 { result.formUnion(bounds[0]...bounds[1]) } else if let one = bounds.first { result.insert(one) }
            }
        }
        return result
    }

    /// The text of one option's `.It` entry, up to the next `.It`.
    private func entry(_ heading: String, in lines: [String]) -> String {
        guard let start = lines.firstIndex(of: heading) else { return "" }
        return lines[(start + 1)...].prefix { !$0.hasPrefix(".It ") }.joined(separator: "\n")
    }

    /// What the man page says of `--validate` and `--stay` (issue 18) is what the code does.
    func testValidateAndStayDocumentedAsTheyBehave() throws {
        let lines = try manPage()
        let validate = entry(".It Fl \\-validate Ar regex", in: lines)
        XCTAssertTrue(validate.contains("an empty value is not checked"), validate)
        XCTAssertTrue(validate.contains("refused at start: status 125"), validate)
        let field = TextField(placeholder: "Branch", pattern: "[a-z]+")
        XCTAssertNil(FieldValidation.refusal("", for: field))
        var required = field
        required.isRequired = true
        XCTAssertEqual(FieldValidation.refusal("", for: required), "required")

        let stay = entry(".It Fl \\-stay", in: lines)
        let dialog = Dialog(title: "", message: "", buttons: [Button("Copy"), Button("Done")])
        let event = OutcomeFormatter.report(index: 0, mode: .json, dialog: dialog).trimmingCharacters(in: .newlines)
        XCTAssertTrue(stay.contains(".Ql " + event), "the --stay entry shows \(event)")
        XCTAssertTrue(stay.contains("naming the button ends the run with it"), stay)
        var staying = dialog
        staying.buttons[0].staysOpen = true
        let answered = try Popup(staying).answer("Copy")
        XCTAssertEqual(answered, .chosen(index: 0, label: "Copy", role: .default, values: []))
        XCTAssertTrue(entry(".It Fl a , Fl \\-answer Ar label Ns | Ns Ar index", in: lines).contains(".Fl \\-stay\nbutton may be named"))
    }

    func testRequiredSectionsInOrder() throws {
        let headings = try manPage().filter { $0.hasPrefix(".Sh ") }.map { String($0.dropFirst(4)) }
        XCTAssertEqual(headings, ["NAME", "SYNOPSIS", "DESCRIPTION", "ANSWER FILES", "TMUX", "GUM VERBS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
                                  "COMPATIBILITY", "SEE ALSO"])
        let seeAlso = section("SEE ALSO", in: try manPage()).joined(separator: " ")
        XCTAssertTrue(seeAlso.contains("Xr whiptail 1") && seeAlso.contains("Xr dialog 1"))
    }
}
