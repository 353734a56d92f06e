import XCTest
@testable import PopupCore

/// fzf's placeholders filled in as fzf 0.74.5 fills them (its `replacePlaceholder`).
final class PlaceholdersTests: XCTestCase {
    private let items = ["a b", "  c  d  e ", "x:y:z", "it's", "one"]

    private func expand(_ template: String, current: Int? = 0, selected: [Int] = [], query: String = "",
                        delimiter: String? = nil, files: inout [Placeholders.File]) -> String? {
        var placeholders = Placeholders { Array(self.items[$0].utf8) }
        placeholders.current = current
        placeholders.selected = selected
        placeholders.query = query
        placeholders.prompt = "> "
        placeholders.action = "execute"
        placeholders.delimiter = delimiter.map { Array($0.utf8) }
        placeholders.matched = { [4, 0] }
        placeholders.fileName = { "/tmp/f\($0)" }
        guard let expansion = placeholders.expand(template) else { return nil }
        files = expansion.files
        return String(decoding: expansion.command, as: UTF8.self)
    }

    private func expand(_ template: String, current: Int? = 0, selected: [Int] = [], query: String = "",
                        delimiter: String? = nil) -> String? {
        var files: [Placeholders.File] = []
        return expand(template, current: current, selected: selected, query: query, delimiter: delimiter, files: &files)
    }

    func testTable() {
        let cases: [(template: String, current: Int?, selected: [Int], query: String, delimiter: String?, expected: String?)] = [
            ("echo {}", 0, [], "", nil, "echo 'a b'"),
            ("echo {+}", 0, [], "", nil, "echo 'a b'"),
            ("echo {+}", 0, [2, 4], "", nil, "echo 'x:y:z' 'one'"),
            ("echo {}", 0, [2, 4], "", nil, "echo 'a b'"),
            ("echo {q} {fzf:query}", 0, [], "x y", nil, "echo 'x y' 'x y'"),
            ("echo {n} {+n}", 1, [3, 4], "", nil, "echo 1 3 4"),
            ("echo {1} {-1} {2..} {..-2} {1,3} {2..3}", 1, [], "", nil, "echo 'c' 'e' 'd  e' 'c  d' 'c  e' 'd  e'"),
            ("echo {s1}|{s-1}|{s2..}", 1, [], "", nil, "echo 'c  '|'e '|'d  e '"),
            ("echo {2} {-1} {1..2} {9}", 2, [], "", ":", "echo 'y' 'z' 'x:y' ''"),
            ("echo {r} {r1}", 0, [], "", nil, "echo a b a"),
            ("echo {}", 3, [], "", nil, #"echo 'it'\''s'"#),
            ("echo \\{} {}", 4, [], "", nil, "echo {} 'one'"),
            ("echo {*}", 4, [], "", nil, "echo 'one' 'a b'"),
            ("echo {q:1} {q:2..} {q:s-1}", 0, [], "  p q r ", nil, "echo 'p' 'q r' 'r '"),
            ("echo {fzf:prompt} {fzf:action}", 0, [], "", nil, "echo '> ' execute"),
            ("awk '{print}' {x} {0} {-2..3} {", 0, [], "", nil, "awk '{print}' {x} {0} {-2..3} {"),
            ("echo {}", nil, [], "", nil, nil),
            ("echo {+}", nil, [], "", nil, nil),
            ("echo {+}", nil, [1], "", nil, "echo '  c  d  e '"),
            ("echo {} {q}", nil, [], "q", nil, "echo '' 'q'"),
            ("echo {n} {q}", nil, [], "", nil, "echo '' ''"),
            ("echo plain", nil, [], "", nil, "echo plain"),
        ]
        for (template, current, selected, query, delimiter, expected) in cases {
            XCTAssertEqual(expand(template, current: current, selected: selected, query: query, delimiter: delimiter), expected, template)
        }
    }

    func testFileFlagWritesTheValuesOnePerLine() {
        var files: [Placeholders.File] = []
        XCTAssertEqual(expand("wc -l {+f} {f1}", selected: [0, 2], files: &files), "wc -l /tmp/f0 /tmp/f1")
        XCTAssertEqual(files, [
            Placeholders.File(path: "/tmp/f0", contents: Array("a b\nx:y:z\n".utf8)),
            Placeholders.File(path: "/tmp/f1", contents: Array("a\n".utf8)),
        ])
    }

    func testHostileItemsStayOneWord() {
        var placeholders = Placeholders { _ in Array("'; touch pwned #$(x)".utf8) }
        placeholders.current = 0
        XCTAssertEqual(placeholders.expand("cat {} {1}").map { String(decoding: $0.command, as: UTF8.self) },
                       #"cat ''\''; touch pwned #$(x)' ''\'';'"#)
    }

    func testTheQueryMakesTheCommandFollowIt() {
        XCTAssertTrue(Placeholders.usesQuery("grep {q} {}"))
        XCTAssertTrue(Placeholders.usesQuery("grep {q:1}"))
        XCTAssertFalse(Placeholders.usesQuery("cat {} \\{q}"))
    }
}
