/// The bench's command line.
struct BenchOptions {
    enum Section: String, CaseIterable {
        case yesno, message, list, transitions, image, startup, stream, menu, progress, compat, memory, tmux
    }

    var runs = 15
    /// Silence that ends a frame, in seconds.
    var quiet = 0.04
    var columns = 80
    var rows = 24
    /// The popupctl to measure; nil: the one `swift build -c release` put beside the bench.
    var popupctl: String?
    /// Other popupctl builds measured for start-up and first frame (e.g. a static one).
    var alternates: [(label: String, path: String)] = []
    var sections = Set(Section.allCases)
    /// Also build the static executable README recommends, and measure it as popupctl.
    var showHelp = false
    /// Section 8: the line counts, and the query typed.
    var lineCounts = ListScenario.sizes
    var listQuery = ListScenario.query
    /// A peer's executable by name (whiptail, dialog, fzf), instead of the first on PATH.
    var peers: [String: String] = [:]

    static let usage = """
    usage: swift run -c release popupctl-bench [OPTION]...
    Measures popupctl against whiptail and dialog in a pseudo-terminal and prints medians.
      --runs N               runs per measurement (default 15)
      --quiet MS             silence that ends a frame, in ms (default 40)
      --size COLSxROWS       the terminal (default 80x24)
      --popupctl PATH        the popupctl to measure (default: swift build -c release,
                             a static executable, and measure it)
      --also LABEL=PATH      another popupctl build, for start-up and first frame rows
      --peer NAME=PATH       the whiptail, dialog or fzf to compare with (default: the
                             first on PATH; a script there, such as a pyenv shim, would
                             add its own start-up to the peer's times)
      --lines N,N            section 8's line counts (default 1000000,10000000)
      --query TEXT           section 8's fuzzy query (default n77l), lower case
      --only LIST            some of: \(Section.allCases.map(\.rawValue).joined(separator: ","))
      -h, --help             this text
    """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("\(name) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--runs":
                guard let runs = Int(try value(argument)), runs > 0 else { throw BenchError("--runs takes a positive count") }
                options.runs = runs
            case "--quiet":
                guard let ms = Double(try value(argument)), ms > 0 else { throw BenchError("--quiet takes milliseconds") }
                options.quiet = ms / 1000
            case "--size":
                let parts = try value(argument).split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 60, parts[1] >= 20 else { throw BenchError("--size takes COLSxROWS, at least 60x20") }
                (options.columns, options.rows) = (parts[0], parts[1])
            case "--popupctl":
                options.popupctl = try value(argument)
            case "--no-static":
                // Once it skipped a second, static build; the release build is the static one now.
                break
            case "--also":
                let text = try value(argument)
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { throw BenchError("--also takes LABEL=PATH") }
                options.alternates.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
            case "--peer":
                let text = try value(argument)
                guard let equals = text.firstIndex(of: "="), let kind = Tool.Kind(rawValue: String(text[..<equals])),
                      kind != .popupctl else { throw BenchError("--peer takes NAME=PATH, NAME one of whiptail, dialog, fzf") }
                options.peers[kind.rawValue] = String(text[text.index(after: equals)...])
            case "--only":
                var chosen = Set<Section>()
                for name in try value(argument).split(separator: ",") {
                    guard let section = Section(rawValue: String(name)) else { throw BenchError("--only: unknown section '\(name)'") }
                    chosen.insert(section)
                }
                options.sections = chosen
            case "--lines":
                let counts = try value(argument).split(separator: ",").compactMap { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 && $0 <= 100_000_000 }) else {
                    throw BenchError("--lines takes counts from 1 to 100000000, comma-separated")
                }
                options.lineCounts = counts
            case "--query":
                let query = try value(argument)
                guard !query.isEmpty, query.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !(0x41...0x5A).contains($0) }) else {
                    throw BenchError("--query takes lower-case printable ASCII without spaces")
                }
                options.listQuery = query
            case "-h", "--help":
                options.showHelp = true
            default:
                throw BenchError("unknown option '\(argument)' (try --help)")
            }
        }
        return options
    }
}
