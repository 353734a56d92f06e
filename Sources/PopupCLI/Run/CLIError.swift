import PopupCore
import PopupTTY

/// Everything that can be wrong with a command line or its inputs, worded in one place.
public enum CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String, valueName: String)
    case badValue(option: String, value: String, expected: String)
    /// A `--validate` pattern the matcher refuses, and why.
    case badPattern(option: String, pattern: String, reason: String)
    /// A `--validate` pattern that could take too long on the longest value its field takes.
    case patternTooSlow(pattern: String, length: Int, longest: Int)
    case unexpectedArgument(String)
    /// fzf's habit: `--preview 'cat {}'`, where ours is `--preview-command`.
    case noButtonFor(option: String, value: String, buttons: [String])
    case modifierWithoutTarget(option: String, target: String)
    case needsOption(option: String, needed: String)
    /// `option` is meaningless with `other`, for `reason` ("it does not wait for an answer").
    case conflicts(option: String, other: String, reason: String)
    case tooManyButtons(Int)
    /// `--buttons-from` read more labels than there can be buttons: a list is what holds many.
    case tooManyListedButtons(Int)
    /// An option whose meaning changed (issue 30): `option` is `now` (fzf's meaning); the old
    /// meaning, `was`, is `suggestion` now.
    case renamed(option: String, now: String, suggestion: String, for: String)
    /// No arguments at all: an empty OK box answers no question.
    case noArguments
    /// `--buttons-from` read nothing to choose; `source` is "stdin" or "'file'".
    case emptyButtonList(source: String)
    case stdinUsedTwice(first: String, second: String)
    case progressStdinIsTerminal
    /// No terminal to ask on, and no answer for an unattended run.
    case noTerminal
    case unreadable(what: String, reason: String)
    /// `source` names the file ("'cat.png'") or "stdin".
    case badImage(source: String, reason: String)
    case output(String)
    case badSpec(source: String, reason: String)
    case badThemeSetting(source: String, failure: String)
    case unknownSpecField(source: String, field: String, suggestion: String?)
    case unwritable(what: String, reason: String)
    /// An answer file's line that cannot be used: not JSON, an unknown key, a button, value or
    /// item the dialog does not have.
    case answerLine(file: String, line: Int, problem: String)
    /// The line was recorded for another dialog (its fingerprint differs).
    case answerMismatch(file: String, line: Int, expected: String, actual: String)
    /// No line left for the dialog titled `title`.
    case answersRanOut(file: String, line: Int, title: String, progress: String)
    /// The line names a variable for a password, and it is not set.
    case missingSecret(file: String, line: Int, variable: String, field: String)
    case badProgressFile(String)
    /// POPUPCTL_RECORD or POPUPCTL_ANSWER_FILE is a relative path.
    case relativeAnswerPath(variable: String, path: String)
    case recordingIntoAnswerFile(String)
    case other(String)

    /// Whether the error is about answer files or their recording: under whiptail's and dialog's
    /// names it must also reach a log, not only the result descriptor a script captures.
    public var concernsAnswerFiles: Bool {
        switch self {
        case .answerLine, .answerMismatch, .answersRanOut, .missingSecret, .badProgressFile, .recordingIntoAnswerFile, .relativeAnswerPath:
            return true
        case .unwritable(let what, _), .unreadable(let what, _):
            return what.hasPrefix("answer file ") || what.hasPrefix("progress file ") || what.hasSuffix("(POPUPCTL_RECORD)")
        default: return false
        }
    }

    /// Why a file could not be used, in words: the system's reason, or why it is not trusted.
    public static func reason(_ error: Error) -> String {
        switch error {
        case let error as TTYError: return SystemError.message(error.code)
        case FileRefusal.symbolicLink: return "it is a symbolic link, which popupctl does not follow"
        case FileRefusal.linkedDirectory: return "a directory on its path is another user's symbolic link, which popupctl does not follow"
        case FileRefusal.notRegular(let kind): return "it is \(kind), not a regular file"
        case FileRefusal.otherOwner: return "it belongs to another user"
        case FileRefusal.otherLinks: return "it has other names (hard links)"
        default: return "\(error)"
        }
    }

    /// Every message quotes text from outside (options, values, labels, paths, keys) through
    /// `Excerpt.quoted`, so no input makes a long line.
    public var description: String {
        func q(_ text: String) -> String { Excerpt.quoted(text) }
        switch self {
        case .unknownOption(let option, let suggestion):
            return "unknown option \(q(option))" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'popupctl --help'")
        case .missingValue(let option, let valueName):
            return "option \(q(option)) needs a value (\(valueName))"
        case .badValue(let option, let value, let expected):
            return "invalid value \(q(value)) for \(q(option)); expected \(expected)"
        case .badPattern(let option, let pattern, let reason):
            return "invalid pattern \(q(pattern)) for \(q(option)): \(reason)"
        case .patternTooSlow(let pattern, let length, let longest):
            return "pattern \(q(pattern)) for '--validate' is too slow to check a value of \(length) characters; "
                + "give the field '--max-length \(longest)' or less, or a simpler pattern"
        case .unexpectedArgument(let argument):
            return "unexpected argument \(q(argument)); text goes after an option such as --message"
        case .noButtonFor(let option, let value, let buttons):
            let list = Excerpt.list(buttons)
            return "\(q(option + " " + value)) names no button; expected a label (\(list)) or an index 0–\(max(0, buttons.count - 1))"
        case .modifierWithoutTarget(let option, let target):
            return "\(q(option)) applies to the \(target) just added, and none was added before it"
        case .needsOption(let option, let needed):
            return "\(q(option)) only works together with \(q(needed))"
        case .conflicts(let option, let other, let reason):
            return "\(q(option)) cannot be used with \(q(other)): \(reason)"
        case .tooManyButtons(let count):
            return "too many buttons (\(count)); at most 124, since exit statuses 124–255 have other meanings"
        case .tooManyListedButtons(let count):
            return "too many buttons (\(count)) from '--buttons-from'; at most \(Dialog.maxButtons): for one of many, "
                + "use '--items-from' (a list, any size; the pick goes to stdout)"
        case .renamed(let option, let now, let suggestion, let was):
            return "\(q(option)) is \(now); for \(was), did you mean '\(suggestion)'?"
        case .noArguments:
            return "usage: popupctl [OPTION]... e.g. popupctl -t 'Go on?' -b Yes -c No && …; see 'popupctl --help'"
        case .emptyButtonList(let source):
            return "no buttons to show: '--buttons-from' read no label from \(source)"
        case .stdinUsedTwice(let first, let second):
            return "stdin can feed only one of \(q(first)) and \(q(second))"
        case .progressStdinIsTerminal:
            return "'--progress' reads its lines from stdin, which is the terminal; pipe them in, or run a command after '--'"
        case .noTerminal:
            return "no terminal to show the dialog on (/dev/tty); give --answer LABEL|INDEX or set POPUPCTL_ANSWER for unattended runs"
        case .unreadable(let what, let reason):
            return "cannot read \(what): \(reason)"
        case .badImage(let source, let reason):
            return "cannot show the image \(source == "stdin" ? "from stdin" : source): \(reason)"
        case .output(let reason):
            return "cannot write to stdout: \(reason)"
        case .badThemeSetting(let source, let failure):
            return "\(source) \(failure)"
        case .badSpec(let source, let reason):
            return "invalid dialog spec \(source): \(reason)"
        case .unknownSpecField(let source, let field, let suggestion):
            return "unknown field \(q(field)) in dialog spec \(source)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unwritable(let what, let reason):
            return "cannot write \(what): \(reason)"
        case .answerLine(let file, let line, let problem):
            return "answer file \(q(file)) line \(line): \(problem)"
        case .answerMismatch(let file, let line, let expected, let actual):
            func name(_ text: String) -> String { text.isEmpty ? "an untitled dialog" : q(text) }
            let same = expected == actual ? " (same title; its message, buttons, fields or items changed)" : ""
            return "answer file \(q(file)) line \(line) was recorded for \(name(expected)), but this dialog is \(name(actual))" + same
        case .answersRanOut(let file, let line, let title, let progress):
            return "answer file \(q(file)) has no line \(line) left to answer \(q(title)); remove '\(progress)' to replay from the start"
        case .missingSecret(let file, let line, let variable, let field):
            return "answer file \(q(file)) line \(line): the value of \(q(field)) comes from \(variable), which is not set"
        case .recordingIntoAnswerFile(let path):
            return "POPUPCTL_RECORD names the answer file being replayed, \(q(path)); record into another file"
        case .relativeAnswerPath(let variable, let path):
            return "\(variable) is a relative path, \(q(path)): a script that changes directory would use two files; "
                + "give an absolute one (\(variable)=\"$PWD/\(Excerpt.cut(path))\")"
        case .badProgressFile(let path):
            return "'\(path)' is not a popupctl progress file; remove it to replay from the start"
        case .other(let text):
            return text
        }
    }
}
