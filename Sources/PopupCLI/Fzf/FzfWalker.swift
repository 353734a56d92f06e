import PopupTTY

/// fzf's built-in walker: what it lists when neither stdin nor FZF_DEFAULT_COMMAND gives items.
/// Paths under the root (without the root itself when it is `.`), directories ending in `/`,
/// hidden ones only with `hidden`, the names in `--walker-skip` never entered.
enum FzfWalker {
    /// `--walker=file,dir,follow,hidden`.
    struct Kinds: Equatable {
        var files = true
        var directories = false
        var follows = true
        var hidden = true

        init() {}

        init(parsing text: String) throws(FzfError) {
            files = false
            follows = false
            hidden = false
            for word in text.split(separator: ",") {
                switch word {
                case "file": files = true
                case "dir": directories = true
                case "follow": follows = true
                case "hidden": hidden = true
                default: throw .badValue(option: "--walker", value: text)
                }
            }
        }
    }

    /// The most paths listed, and the deepest directory entered (links followed may loop).
    static let maxPaths = 1_000_000
    static let maxDepth = 64

    /// The paths under `root`, a directory before its contents, breadth first.
    static func paths(root: String, kinds: Kinds, skip: [String]) -> [String] {
        let prefix = root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
        var paths: [String] = []
        if kinds.directories && !prefix.isEmpty { paths.append(prefix) }
        var queue: [(path: String, depth: Int)] = [(prefix, 0)]
        var next = 0
        let skipped = Set(skip)
        while next < queue.count, paths.count < maxPaths {
            let (directory, depth) = queue[next]
            next += 1
            guard let entries = DirectoryReader.entries(of: directory.isEmpty ? "." : directory, limit: maxPaths - paths.count) else { continue }
            for entry in entries.sorted(by: { $0.name < $1.name }) where entry.name != "." && entry.name != ".." {
                if entry.name.hasPrefix(".") && !kinds.hidden { continue }
                let path = directory + entry.name
                if entry.isDirectory {
                    if skipped.contains(entry.name) { continue }
                    if kinds.directories { paths.append(path + "/") }
                    if depth < maxDepth { queue.append((path + "/", depth + 1)) }
                } else if kinds.files {
                    paths.append(path)
                }
            }
        }
        return paths
    }
}
