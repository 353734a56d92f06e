import Foundation
import XCTest
@testable import PopupCLI
import PopupCore

final class SpecTests: XCTestCase {
    /// Every option, as flags and as the spec that means the same.
    private let pairs: [([String], String)] = [
        (["-t", "T", "-m", "M"], #"{"title":"T","message":"M"}"#),
        (["--message-file", "notes.txt"], #"{"message-file":"notes.txt"}"#),
        (["--image", "cat.png", "--image-protocol", "kitty"], #"{"image":"cat.png","image-protocol":"kitty"}"#),
        (["-b", "&Go", "--stay", "--icon", "★", "--accessory", "--button-height", "2", "--cancel", "No", "--destructive", "Del"],
         #"{"buttons":[{"label":"&Go","stay":true,"icon":"★","accessory":true,"button-height":2},{"label":"No","role":"cancel"},{"label":"Del","role":"destructive"}]}"#),
        (["-b", "A", "--default", "A"], #"{"buttons":[{"label":"A"}],"default":"A"}"#),
        (["--buttons-from", "list.txt", "--filter-buttons"], #"{"buttons-from":"list.txt","filter-buttons":true}"#),
        (["--item", "a", "--item", "b\tThe b", "--items-from", "more.txt", "--multi", "--checked", "a", "--read0", "--print0",
          "--answer-item", "a"],
         #"{"items":["a","b\tThe b"],"items-from":"more.txt","multi":true,"checked":["a"],"read0":true,"print0":true,"answer-item":["a"]}"#),
        (["--item", "a", "--default-item", "a"], #"{"items":["a"],"default-item":"a"}"#),
        (["--item", "a", "--height", "40%"], #"{"items":["a"],"height":"40%"}"#),
        (["--item", "a", "--query", "x", "--prompt", "> ", "--cycle", "--exact", "--no-sort", "--tac", "--select-1", "--exit-0", "--print-query", "--header", "H1",
          "--header", "H2", "--header-lines", "2", "--delimiter", ":", "--with-nth", "2..", "--nth", "1,-1", "--ansi"],
         #"{"items":["a"],"query":"x","prompt":"> ","cycle":true,"exact":true,"no-sort":true,"tac":true,"select-1":true,"exit-0":true,"print-query":true,"header":["H1","H2"],"header-lines":2,"delimiter":":","with-nth":"2..","nth":"1,-1","ansi":true}"#),
        (["--item", "a", "--print-matches", "a"], #"{"items":["a"],"print-matches":"a"}"#),
        (["--input", "User", "--value", "bob", "--validate", "^[a-z]+$", "--required", "--max-length", "8", "--password", "Pass"],
         #"{"fields":[{"placeholder":"User","value":"bob","validate":"^[a-z]+$","required":true,"max-length":8},{"placeholder":"Pass","password":true}]}"#),
        (["--item", "a", "--preview-command", "cat {}", "--preview-position", "below"],
         #"{"items":["a"],"preview-command":"cat {}","preview-position":"below"}"#),
        (["--inline", "--rows", "12"], #"{"inline":true,"rows":12}"#),
        (["--input", "e.g. bob", "--label", "User", "--validate", "^[a-z]+$", "--validate-message", "lower case"],
         #"{"fields":[{"placeholder":"e.g. bob","label":"User","validate":"^[a-z]+$","validate-message":"lower case"}]}"#),
        (["--style", "sheet", "--axis", "vertical", "--width", "60%", "--inline", "--no-color", "--plain"],
         #"{"style":"sheet","axis":"vertical","width":"60%","inline":true,"no-color":true,"plain":true}"#),
        (["--timeout", "2.5", "--answer", "1", "--answer-value", "x", "--answer-value", "y", "--answer-file", "answers.jsonl"],
         #"{"timeout":2.5,"answer":1,"answer-value":["x","y"],"answer-file":"answers.jsonl"}"#),
        (["--transition", "zoom-in", "--exit-transition", "fade-out"], #"{"transition":"zoom-in","exit-transition":"fade-out"}"#),
        (["--theme", "dark", "--set", "title.color=red", "--set", "border.shape=double", "--tmux", "bottom,80%"],
         #"{"theme":"dark","set":["title.color=red","border.shape=double"],"tmux":"bottom,80%"}"#),
        (["--no-escape", "--no-tap-dismiss", "--no-drag-dismiss", "--no-mouse", "--output", "json"],
         #"{"no-escape":true,"no-tap-dismiss":true,"no-drag-dismiss":true,"no-mouse":true,"output":"json"}"#),
        (["--progress", "--wait"], #"{"progress":true,"wait":true}"#),
        (["--no-wait"], #"{"no-wait":true}"#),
        (["--progress", "--", "make", "-j8"], #"{"progress":true,"command":["make","-j8"]}"#),
    ]

    func testEveryFlagRoundTripsThroughASpec() throws {
        for (flags, json) in pairs {
            let fromFlags = try InvocationBuilder.build(flags)
            let fromSpec = try InvocationBuilder.build(SpecReader.options(from: json, source: "test"))
            XCTAssertEqual(fromFlags, fromSpec, json)
        }
        let covered = Set(pairs.flatMap { $0.0 }.filter { $0.hasPrefix("-") }.compactMap { flag -> String? in
            if flag.hasPrefix("--") { return String(flag.dropFirst(2)) }
            return OptionTable.spec(short: flag.last!)?.long
        })
        for spec in OptionTable.all where !SpecReader.excluded.contains(spec.long) {
            XCTAssertTrue(covered.contains(spec.long), "--\(spec.long) has no spec round-trip case")
        }
    }

    func testFlagsAfterASpecOverrideIt() throws {
        let options = try SpecReader.options(from: #"{"title":"From spec","style":"sheet","buttons":[{"label":"A"}]}"#, source: "test")
            + ArgumentParser.parse(["-t", "From flag", "-b", "B"])
        let invocation = try InvocationBuilder.build(options)
        XCTAssertEqual(invocation.title, "From flag")
        XCTAssertEqual(invocation.style, .sheet)
        XCTAssertEqual(invocation.buttons.map(\.label), ["A", "B"])
    }

    func testSpecErrors() {
        let table: [(String, String)] = [
            (#"{"titel":"x"}"#, "unknown field 'titel' in dialog spec t; did you mean 'title'?"),
            (#"{"buttons":[{"label":"x","colour":1}]}"#, "unknown field 'buttons[0].colour' in dialog spec t"),
            (#"{"buttons":[{"role":"cancel"}]}"#, "invalid dialog spec t: buttons[0] needs a \"label\""),
            (#"{"buttons":[{"label":"x","role":"evil"}]}"#, "invalid dialog spec t: buttons[0].role is 'evil'; expected default, cancel or destructive"),
            (#"{"inline":"yes"}"#, "invalid dialog spec t: inline must be true or false"),
            (#"{"title":{}}"#, "invalid dialog spec t: title must be a string"),
            (#"{"title":5}"#, "invalid dialog spec t: title must be a string"),
            (#"{"buttons":[{"label":7}]}"#, "invalid dialog spec t: buttons[0].label must be a string"),
            (#"{"timeout":true}"#, "invalid dialog spec t: timeout must be a string or a number"),
            (#"[1]"#, "invalid dialog spec t: expected a JSON object"),
            ("{\"title\": }", "invalid dialog spec t: line 1, column 11: unexpected character"),
            (#"{"title":"a","title":"b"}"#, "invalid dialog spec t: line 1, column 21: duplicate key 'title'"),
            (#"{"help":true}"#, "unknown field 'help' in dialog spec t"),
        ]
        for (json, message) in table {
            XCTAssertThrowsError(try SpecReader.options(from: json, source: "t"), json) { error in
                XCTAssertEqual((error as? CLIError)?.description, message)
            }
        }
    }

    func testCommittedSchemaMatchesTheModel() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../man/popupctl.schema.json")
        let generated = SpecSchema.document().prettyText
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(committed, generated, "man/popupctl.schema.json is stale: run UPDATE_SNAPSHOTS=1 swift test --filter SpecTests")
        // The schema's properties are exactly the keys the reader accepts.
        let schema = try JSONParser.parse(committed)
        guard case .object(let properties)? = schema["properties"] else { return XCTFail("no properties") }
        XCTAssertEqual(properties.map(\.0), SpecReader.topLevelKeys)
        guard case .object(let buttonProperties)? = schema["properties"]?["buttons"]?["items"]?["properties"] else { return XCTFail("no button properties") }
        XCTAssertEqual(buttonProperties.map(\.0), SpecReader.buttonKeys)
        guard case .object(let fieldProperties)? = schema["properties"]?["fields"]?["items"]?["properties"] else { return XCTFail("no field properties") }
        XCTAssertEqual(fieldProperties.map(\.0), SpecReader.fieldKeys)
    }

    func testJSONParserTable() throws {
        XCTAssertEqual(try JSONParser.parse(#"{"a":[1,-2.5e1,true,false,null,"x\u00e9\n\ud83d\ude00"]}"#),
                       .object([("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null, .string("xé\n😀")]))]))
        for bad in ["", "{", "[1,]", "{\"a\":1,}", "\"\u{01}\"", "01x", "nul", String(repeating: "[", count: 100) + String(repeating: "]", count: 100)] {
            XCTAssertThrowsError(try JSONParser.parse(bad), bad)
        }
    }
}
