import PopupCore
import PopupTTY

/// The tmux server a caller runs under and the client that shows the caller's pane: what a popup
/// needs before it is opened, asked of the server in one command.
struct TmuxClient: Equatable {
    /// The server's version, as major and minor number.
    struct Version: Comparable {
        var major: Int
        var minor: Int

        /// The first with `display-popup`.
        static let popups = Version(major: 3, minor: 2)
        /// The first that opens a popup without a border of its own (`-B`).
        static let borderless = Version(major: 3, minor: 3)

        /// "3.3a", "next-3.5", "3.4-rc"; a name without a number ("master", a distribution's own)
        /// is taken as a version newer than any numbered one.
        init(_ text: String) {
            let digits = text.drop { !$0.isNumber }
            let parts = digits.split(separator: ".", maxSplits: 1).map { $0.prefix { $0.isNumber } }
            if parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) {
                self.init(major: major, minor: minor)
            } else {
                self.init(major: Int.max, minor: 0)
            }
        }

        init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }

        static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
    }

    var version: Version
    /// The client's name, for `display-popup -c`.
    var name: String
    var size: Size

    /// What is asked of the server, a field a tab.
    static let format = "#{version}\t#{client_name}\t#{client_width}\t#{client_height}"

    /// The server's answer to `format`; nil when no client shows the pane (a detached session).
    init?(answer: String) {
        let fields = answer.split(separator: "\n").first.map { $0.split(separator: "\t", omittingEmptySubsequences: false) } ?? []
        guard fields.count == 4, !fields[1].isEmpty, let width = Int(fields[2]), let height = Int(fields[3]),
              width > 0, height > 0 else { return nil }
        version = Version(String(fields[0]))
        name = String(fields[1])
        size = Size(width: width, height: height).clampedToScreen
    }

    /// Asks the server behind $TMUX about the client showing `pane`; nil when tmux does not
    /// answer within a second or no client shows it.
    static func query(pane: String) -> TmuxClient? {
        guard let answer = ChildProcess.run(["tmux", "display-message", "-p", "-t", pane, format], limit: 4096, timeout: 1),
              answer.status == 0 else { return nil }
        return TmuxClient(answer: String(decoding: answer.output, as: UTF8.self))
    }
}
