import XCTest

/// fzf's command actions (`become`, `execute`, `execute-silent`), their placeholders and the
/// variables they are given, under fzf 0.74.5 and popupctl linked as `fzf`: same stdout, status
/// and terminal left as found (`FzfDifferentialTests.compare`).
final class FzfCommandDifferentialTests: XCTestCase {
    typealias Case = FzfDifferentialTests.Case

    static let twoWords = "printf 'a b\\nc d\\n'"
    static let fields = FzfDifferentialTests.fields

    static let corpus: [Case] = [
        // Placeholders, through become.
        Case(arguments: #"--bind 'load:become(printf "%s|" {1} {2..} {+} {q} {n})'"#, input: twoWords, ready: nil),
        Case(arguments: #"--bind 'enter:become(printf "%s|" {} {-1} {..-2} {1,2} {s1} {r} {+n})'"#, input: twoWords, ready: "c d",
             keys: ["Up", "Enter"]),
        Case(arguments: #"-d: --bind 'enter:become(printf "%s|" {2} {-1} {1..2} {2..3} {s1} {r1} {9})'"#, input: fields,
             ready: "third", keys: ["Up", "Enter"]),
        Case(arguments: #"-m --bind 'enter:become(printf "%s|" {+} {+1} {+n} {})'"#, keys: ["BTab", "BTab", "Enter"]),
        Case(arguments: #"-m --bind 'enter:become(cat {+f}; cat {f1}; printf "%s|" {+r})'"#, keys: ["BTab", "BTab", "Enter"]),
        Case(arguments: #"--bind 'enter:become(printf "%s|" {} {q} {q:1} {q:2..} {fzf:query} \{} {n})'"#,
             input: "printf \"it's\\n\\$(x)\\n\"", ready: "it's", keys: ["=it", "?1/2", "Enter"]),
        Case(arguments: #"-q zz --bind 'enter:become(printf "[%s]" {} {q} {n})'"#, ready: "zz", keys: ["Enter"]),
        Case(arguments: #"-q zz --bind 'enter:become(echo {})'"#, ready: "zz", keys: ["Enter", "Escape"]),
        Case(arguments: #"--bind 'enter:become(exit 7)'"#, keys: ["Enter"]),
        Case(arguments: #"--with-shell 'bash -c' --bind 'enter:become(echo "$0" {})'"#, keys: ["Enter"]),
        // execute and execute-silent come back to the list where it was.
        Case(arguments: #"--bind 'enter:execute(echo {} > log)+up+become(cat log; echo {})'"#, keys: ["Enter"]),
        Case(arguments: #"--bind 'enter:execute-silent(echo {q} {} > log)+become(cat log)'"#, keys: ["=be", "?1/6", "Enter"]),
        Case(arguments: #"-m --bind 'enter:execute(printf "%s\\n" {+} > log)+execute-silent(echo {n} >> log)+become(cat log)'"#,
             keys: ["BTab", "BTab", "Enter"]),
        // reload and reload-sync: the items are the command's output, read as stdin is.
        Case(arguments: #"--bind 'start:reload(printf "new1\\nnew2\\n")'"#, ready: "new2", keys: ["Up", "Enter"]),
        Case(arguments: #"--bind 'start:reload-sync(printf "s1\\ns2\\n")'"#, ready: "s2", keys: ["Enter"]),
        Case(arguments: #"-q zz --bind 'zero:reload(printf "zz1\\nzz2\\n")'"#, ready: "zz2", keys: ["Enter"]),
        Case(arguments: #"-m --bind 'ctrl-r:reload(printf "new1\\nnew2\\n")'"#, keys: ["BTab", "C-r", "?new2", "BTab", "Enter"]),
        Case(arguments: #"--bind 'ctrl-r:reload(printf "%s-1\\n%s-2\\n" {q} {q})+clear-query'"#,
             keys: ["=ab", "C-r", "?ab-2", "Enter"]),
        Case(arguments: #"--bind 'ctrl-r:reload(printf "new1\\nnew2\\n")'"#, keys: ["Up", "Up", "Up", "C-r", "?new2", "Enter"]),
        Case(arguments: #"--header-lines=1 --bind 'ctrl-r:reload(printf "H\\nr1\\nr2\\n")'"#, keys: ["C-r", "?r2", "Enter"]),
        Case(arguments: #"--bind 'ctrl-r:reload(echo {} {n}; echo more)'"#, keys: ["Up", "C-r", "?more", "Up", "Enter"]),
        // transform and transform-query: the output is more actions, or the query. fzf matches a new
        // query apart from its keys: its count is waited for before the next key.
        Case(arguments: #"--bind 'enter:transform[echo "change-query(gam)+up"],ctrl-y:accept'"#, keys: ["Enter", "?1/6", "C-y"]),
        Case(arguments: #"--bind 'enter:transform([ {n} = 0 ] && echo up || echo accept)'"#, keys: ["Enter", "Enter"]),
        Case(arguments: #"--bind 'ctrl-t:transform-query(echo {q} | rev; echo second line)'"#, keys: ["=ammag", "?0/6", "C-t", "?1/6", "Enter"]),
        Case(arguments: #"-q zz --bind 'enter:transform(echo "change-query({})"),ctrl-y:accept'"#, ready: "zz", keys: ["Enter", "?6/6", "C-y"]),
        Case(arguments: #"--bind 'enter:transform(echo bogus-action),ctrl-y:accept'"#, keys: ["Enter", "Up", "C-y"]),
        // fzf's variables.
        Case(arguments: #"-m -q a --bind 'enter:become(echo "$FZF_QUERY|$FZF_MATCH_COUNT|$FZF_TOTAL_COUNT|$FZF_SELECT_COUNT|$FZF_POS|$FZF_PROMPT")'"#,
             ready: "alpha", keys: ["BTab", "Enter"]),
        Case(arguments: #"--bind 'ctrl-y:become(echo "$FZF_KEY"),alt-x:execute-silent(echo "$FZF_KEY" > log)+become(cat log)'"#,
             keys: ["C-y"]),
        Case(arguments: #"--bind 'alt-x:execute-silent(echo "$FZF_KEY" > log)+become(cat log)'"#, keys: ["M-x"]),
    ]

    func testCommandActionsGiveWhatFzfGives() throws {
        try FzfDifferentialTests.compare(Self.corpus)
    }
}
