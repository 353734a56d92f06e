extension CompatBox {
    /// The words after a box's option, as one declaration that both the reader (`CompatShape`)
    /// and `--help` (`CompatHelp`) follow: what comes before the size, the size (`H W`), and
    /// what comes after it.
    struct Shape: Sendable, Equatable {
        /// What comes before the size.
        enum Lead: Sendable, Equatable {
            /// A word that must be there, named as `--help` names it (TEXT, FILE, PATH).
            case text(String)
            /// A text that may be left out: `H W` alone.
            case optionalText
            /// A command run with `sh -c`, the text before it only when four words are given.
            case textAndCommand
        }

        /// The columns of each item after its tag.
        struct Columns: Sendable, Equatable {
            /// An on/off status word after the text.
            var status = false
            /// Its depth in a tree after the status.
            var depth = false
            /// The text is always there, whatever --no-items says.
            var keepsText = false
        }

        /// What comes after the size.
        enum Tail: Sendable, Equatable {
            case none
            /// One word that may be left out (an initial value, a percentage).
            case optional(String)
            /// One word that must be there (a pause's seconds).
            case required(String)
            /// Numbers, the first `least` of them needed.
            case numbers([String], least: Int)
            /// The list's height (named as `--help` names it), then the items.
            case items(height: String, Columns)
            /// A percentage, then pairs of a step's name and its state.
            case steps
            /// The form's height, then each field's eight words (nine when `typed`).
            case fields(typed: Bool)
        }

        var lead: Lead
        var tail: Tail = .none

        /// A text, the size and `tail`.
        static func text(_ tail: Tail = .none) -> Shape { Shape(lead: .text("TEXT"), tail: tail) }
        /// A file's name and the size.
        static let file = Shape(lead: .text("FILE"))
        /// A path and the size.
        static let path = Shape(lead: .text("PATH"))

        /// The columns of its items; nil when it has none.
        var columns: Columns? {
            if case .items(_, let columns) = tail { return columns }
            return nil
        }

        /// As `--help` spells it: `TEXT H W LH [TAG ITEM STATUS]...`.
        var help: String {
            var words: [String]
            switch lead {
            case .text(let name): words = [name]
            case .optionalText: words = ["[TEXT]"]
            case .textAndCommand: words = ["[TEXT]", "COMMAND"]
            }
            words += ["H", "W"]
            switch tail {
            case .none: break
            case .optional(let name): words.append("[\(name)]")
            case .required(let name): words.append(name)
            case .numbers(let names, let least):
                // Numbers all optional are one group; after those needed, each needs the one before.
                if least == 0 {
                    words.append("[" + names.joined(separator: " ") + "]")
                } else {
                    let optional = names.dropFirst(least)
                    words += names.prefix(least)
                    if !optional.isEmpty {
                        words.append(optional.map { "[" + $0 }.joined(separator: " ") + String(repeating: "]", count: optional.count))
                    }
                }
            case .items(let height, let columns):
                let item = ["TAG", "ITEM"] + (columns.status ? ["STATUS"] : []) + (columns.depth ? ["DEPTH"] : [])
                words += [height, "[" + item.joined(separator: " ") + "]..."]
            case .steps:
                words += ["PERCENT", "[TAG STATE]..."]
            case .fields(let typed):
                words += ["FH", "[LABEL Y X ITEM Y X FLEN ILEN" + (typed ? " TYPE" : "") + "]..."]
            }
            return words.joined(separator: " ")
        }
    }
}
