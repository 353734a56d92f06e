import PopupTestSupport
import PopupCore
import XCTest
@testable import PopupCLI

/// The option table is complete: every entry means something, every spec key and every rule
/// names an entry, and what an entry says (its choices, its target, its stdin use) is what the
/// builder and `--spec` do. Each test walks the table, so a new entry is covered by being added.
final class OptionTableTests: XCTestCase {
    private let entries = OptionTable.withCommandWord

    func testNamesAreUniqueAndLookedUp() {
        let longs = entries.map(\.long)
        XCTAssertEqual(Set(longs).count, longs.count, "a long name twice")
        let shorts = OptionTable.all.compactMap(\.short)
        XCTAssertEqual(Set(shorts).count, shorts.count, "a short name twice")
        for option in OptionTable.all {
            XCTAssertEqual(OptionTable.spec(long: option.long)?.long, option.long)
            if let short = option.short { XCTAssertEqual(OptionTable.spec(short: short)?.long, option.long) }
        }
    }

    /// Every entry changes the invocation for some value; `--spec` alone is read before building.
    func testEveryEntryApplies() throws {
        for option in entries where option != OptionTable.dialogSpec {
            XCTAssertNotNil(try sample(option), "--\(option.long) changes nothing for any of \(candidates(option))")
        }
        XCTAssertThrowsError(try InvocationBuilder.build(["--spec", "dialog.json"])) { error in
            XCTAssertEqual(error as? CLIError, .other("'--spec' must be expanded before the options are built"))
        }
    }

    /// A modifier names what it needs when nothing was added before it; given after one, it changes that one.
    func testEveryModifierNeedsItsTarget() throws {
        // `--height` before any button is fzf's: testHeightBeforeAnyButtonIsFzfs.
        for option in OptionTable.all where option.long != "height" {
            guard let target = option.modifies else { continue }
            let value = try XCTUnwrap(try sample(option), option.long).value
            var empty = Invocation()
            XCTAssertThrowsError(try option.apply(&empty, use(option, value)), option.long) { error in
                XCTAssertEqual(error as? CLIError, .modifierWithoutTarget(option: "--" + option.long, target: target.rawValue))
            }
            XCTAssertEqual(option.group, adder(of: target).group, "--\(option.long) is listed with what it modifies")
        }
    }

    /// `--height` is fzf's (issue 30); a button's rows are `--button-height`, and `--height`
    /// after a button, where it once meant those, names it.
    func testHeightIsFzfsAndAButtonsRowsAreButtonHeight() throws {
        let fzf = try InvocationBuilder.build(["--items-from", "-", "--height", "40%"])
        XCTAssertTrue(fzf.inline)
        XCTAssertEqual(fzf.inlineRows, HeightRule(parsing: "40%"))
        let button = try InvocationBuilder.build(["-b", "OK", "--button-height", "3"])
        XCTAssertFalse(button.inline)
        XCTAssertNil(button.inlineRows)
        XCTAssertEqual(button.buttons.first?.height, 3)
        XCTAssertThrowsError(try InvocationBuilder.build(["-b", "OK", "--button-height", "40%"])) { error in
            XCTAssertEqual(error as? CLIError, .badValue(option: "--button-height", value: "40%", expected: "rows from 1 to 5"))
        }
        XCTAssertThrowsError(try InvocationBuilder.build(["-b", "OK", "--height", "3"])) { error in
            XCTAssertEqual((error as? CLIError)?.description,
                           "'--height' is fzf's inline height; for the rows of the button just added, did you mean '--button-height'?")
        }
        XCTAssertThrowsError(try InvocationBuilder.build(["--height", "lots"])) { error in
            XCTAssertEqual(error as? CLIError, .badValue(option: "--height", value: "lots",
                                                         expected: "rows (10) or a percentage of the terminal's rows (40%)"))
        }
    }

    /// Every listed choice is taken; a closed list refuses anything else, naming the choices.
    func testEveryChoiceIsTaken() throws {
        for option in entries where !option.choices.isEmpty {
            for choice in option.choices {
                var invocation = Invocation()
                XCTAssertNoThrow(try option.apply(&invocation, use(option, choice)), "--\(option.long) \(choice)")
                XCTAssertNoThrow(try option.apply(&invocation, use(option, choice.uppercased())), "--\(option.long) \(choice.uppercased())")
            }
            guard !option.completesFiles else { continue }
            var invocation = Invocation()
            XCTAssertThrowsError(try option.apply(&invocation, use(option, "qqqqqqqqqq")), option.long) { error in
                XCTAssertEqual(error as? CLIError, .badValue(option: "--" + option.long, value: "qqqqqqqqqq",
                                                             expected: "one of " + option.choices.joined(separator: ", ")))
            }
        }
    }

    /// Each key a spec takes is an entry's, and each kind of structured entry is there once.
    func testEverySpecKeyMapsToAnEntry() {
        let containers = ["buttons", "fields", "items", "command"]
        XCTAssertEqual(Array(SpecReader.topLevelKeys.suffix(containers.count)), containers)
        for key in SpecReader.topLevelKeys.dropLast(containers.count) {
            let option = OptionTable.spec(long: key)
            XCTAssertNotNil(option, key)
            XCTAssertNil(option?.modifies, key)
            XCTAssertTrue(option?.hasNamedKey ?? false, key)
        }
        for (keys, target) in [(SpecReader.buttonKeys, OptionSpec.Target.button), (SpecReader.fieldKeys, .textField)] {
            XCTAssertEqual(Array(keys.dropFirst(2)), OptionTable.all.filter { $0.modifies == target }.map(\.long), target.rawValue)
        }
        for role in ButtonRole.allCases {
            XCTAssertEqual(OptionTable.all.filter { $0.specKey == .button(role) }.count, 1, "role \(role)")
        }
        for secure in [false, true] {
            XCTAssertEqual(OptionTable.all.filter { $0.specKey == .field(secure: secure) }.count, 1, "password \(secure)")
        }
        XCTAssertEqual(OptionTable.all.filter { $0.specKey == .item }.count, 1)
        XCTAssertEqual(entries.filter { $0.specKey == .command }.map(\.long), [OptionTable.commandWord.long])
        // What no key stands for is refused by name.
        for option in OptionTable.all where option.specKey == .none {
            XCTAssertTrue(SpecReader.excluded.contains(option.long))
            XCTAssertThrowsError(try SpecReader.options(from: #"{"\#(option.long)":true}"#, source: "t"), option.long) { error in
                guard case .unknownSpecField(_, let field, _)? = error as? CLIError else { return XCTFail("\(error)") }
                XCTAssertEqual(field, option.long)
            }
        }
    }

    /// Each entry written in a spec where its key says builds what its flag builds, and changes something.
    func testEveryEntryMeansTheSameInASpec() throws {
        for option in entries where option.specKey != .none {
            let value = try XCTUnwrap(try sample(option), option.long).value
            let before = try prerequisites(option)
            let flags = before + [flag(option)] + (value.map { [$0] } ?? [])
            var jsonValues = [value.map(jsonString) ?? "true"]
            if option.specKey == .named(.number), let value, let number = Double(value) { jsonValues.append(String(number)) }
            for jsonValue in jsonValues {
                let json: String
                switch option.specKey {
                case .named:
                    let member = #""\#(option.long)":\#(jsonValue)"#
                    switch option.modifies {
                    case .button?: json = #"{"buttons":[{"label":"T",\#(member)}]}"#
                    case .textField?: json = #"{"fields":[{"placeholder":"T",\#(member)}]}"#
                    case nil: json = "{\(member)}"
                    }
                case .button(let role): json = #"{"buttons":[{"label":\#(jsonValue),"role":"\#(role.rawValue)"}]}"#
                case .field(let secure): json = #"{"fields":[{"placeholder":\#(jsonValue),"password":\#(secure)}]}"#
                case .item: json = #"{"items":[\#(jsonValue)]}"#
                case .command: json = #"{"command":[\#(jsonValue)]}"#
                case .none: continue
                }
                let fromFlags = try InvocationBuilder.build(targetFlags(option) + flags)
                let fromSpec = try InvocationBuilder.build(ArgumentParser.parse(before) + SpecReader.options(from: json, source: "t"))
                XCTAssertEqual(fromFlags, fromSpec, json)
                XCTAssertNotEqual(fromFlags, try InvocationBuilder.build(targetFlags(option) + before), json)
            }
        }
    }

    /// The options the table says read stdin with '-' are the ones that clash over it, with each
    /// other and with a spec read from stdin; one that reads it unless a command is given clashes
    /// with them too.
    func testStdinUseComesFromTheTable() throws {
        let readers = OptionTable.all.filter { $0.stdin == .dash && $0 != OptionTable.dialogSpec }
        XCTAssertGreaterThanOrEqual(readers.count, 5)
        for first in readers {
            for second in readers where second != first {
                XCTAssertThrowsError(try InvocationBuilder.build([flag(first), "-", flag(second), "-"])) { error in
                    XCTAssertEqual(error as? CLIError, .stdinUsedTwice(first: flag(first) + " -", second: flag(second) + " -"))
                }
            }
            let io = MemoryIO(stdin: Array(#"{"title":"Pick"}"#.utf8))
            XCTAssertEqual(PopupCommand.run(["--spec", "-", flag(first), "-", "--answer", "OK"], io: io), 125, first.long)
            XCTAssertEqual(io.stderr, "popupctl: stdin can feed only one of '--spec -' and '\(first.shortestName) -'\n")
        }
        let unlessCommand = OptionTable.all.filter { $0.stdin == .unlessCommand }
        XCTAssertFalse(unlessCommand.isEmpty)
        for option in unlessCommand {
            XCTAssertThrowsError(try InvocationBuilder.build(["-m", "-", flag(option)])) { error in
                XCTAssertEqual(error as? CLIError, .stdinUsedTwice(first: "-m -", second: flag(option)))
            }
            XCTAssertNoThrow(try InvocationBuilder.build(["-m", "-", flag(option), "--", "cat"]), "a command frees stdin")
            let io = MemoryIO(stdin: Array(#"{"title":"Pick"}"#.utf8))
            XCTAssertEqual(PopupCommand.run(["--spec", "-", flag(option), "--answer", "OK"], io: io), 125, option.long)
            XCTAssertEqual(io.stderr, "popupctl: stdin can feed only one of '--spec -' and '\(flag(option))'\n")
        }
    }

    /// Rules name entries, and each is worded as before; rules are checked once all options are
    /// in, so the order options are given in does not matter.
    func testRulesNameEntriesAndReadAsBefore() throws {
        for option in entries {
            for name in option.rules.flatMap(\.names) {
                XCTAssertNotNil(OptionTable.spec(long: name), "--\(option.long) has a rule naming --\(name)")
            }
        }
        let table: [([String], String)] = [
            (["--multi"], "'--multi' only works together with '--item or --items-from'"),
            (["--checked", "a"], "'--checked' only works together with '--item or --items-from'"),
            (["--items-from", "list.txt", "--checked", "a"], "'--checked' only works together with '--multi'"),
            (["--read0"], "'--read0' only works together with '--item or --items-from'"),
            (["--print0"], "'--print0' only works together with '--item or --items-from'"),
            (["--size", "60x16"], "'--size' only works together with '--print-frame'"),
            (["--progress", "--", "make"], ""),
            (["--checked", "a", "--multi", "--item", "a"], ""),
            (["--wait", "--progress"], ""),
            (["--size", "9x9", "--print-frame"], ""),
            // Two rules broken: the first in table order is named.
            (["--size", "2x2", "--wait"], "'--wait' only works together with '--progress'"),
        ]
        for (arguments, message) in table {
            do {
                _ = try InvocationBuilder.build(arguments)
                XCTAssertEqual("", message, "\(arguments)")
            } catch {
                XCTAssertEqual(error.description, message, "\(arguments)")
            }
        }
    }

    // MARK: - Helpers built from the table itself

    private func flag(_ option: OptionSpec) -> String {
        option == OptionTable.commandWord ? "--" : "--" + option.long
    }

    private func use(_ option: OptionSpec, _ value: String?) -> ParsedOption {
        ParsedOption(spec: option, name: flag(option), value: value)
    }

    /// The option that adds what a modifier changes.
    private func adder(of target: OptionSpec.Target) -> OptionSpec {
        OptionTable.all.first { $0.specKey == (target == .button ? .button(.default) : .field(secure: false)) }!
    }

    private func targetFlags(_ option: OptionSpec) -> [String] {
        option.modifies.map { [flag(adder(of: $0)), "T"] } ?? []
    }

    private func candidates(_ option: OptionSpec) -> [String?] {
        option.takesValue ? option.choices + ["x", "2", "10x10", "-"] : [nil]
    }

    /// A value the option takes and that changes the invocation it is applied to.
    private func sample(_ option: OptionSpec) throws -> (value: String?, applied: Invocation)? {
        var base = Invocation()
        if let target = option.modifies { try adder(of: target).apply(&base, use(adder(of: target), "T")) }
        for value in candidates(option) {
            var applied = base
            guard (try? option.apply(&applied, use(option, value))) != nil, applied != base else { continue }
            return (value, applied)
        }
        return nil
    }

    /// Flags that satisfy what the option needs, each need met by the first option it names.
    private func prerequisites(_ option: OptionSpec) throws -> [String] {
        var flags: [String] = []
        for case .needs(let names) in option.rules {
            let needed = try XCTUnwrap(OptionTable.spec(long: names[0]))
            let value = try XCTUnwrap(try sample(needed), needed.long).value
            flags += try prerequisites(needed) + [flag(needed)] + (value.map { [$0] } ?? [])
        }
        return flags
    }

    private func jsonString(_ text: String) -> String {
        JSONValue.string(text).text
    }
}
