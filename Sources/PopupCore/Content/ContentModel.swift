/// A kind of content a dialog holds besides its message, fields and list: a multi-line editor, a
/// calendar, a clock, a value on a slider, a tree, a file browser … Each is a plain value that holds
/// what it was given and what the person did to it, and is its own update, layout and drawing: the
/// dialog's update hands it keys, the layout gives it rows, the renderer an area to draw in.
///
/// The parts are the places inside it the focus can be (a calendar's month, year and days); the
/// focus is on part `n` as `Focus.content(n)`.
public protocol ContentModel: Sendable, Equatable {
    /// How many parts the focus can be on, in Tab order.
    var parts: Int { get }
    /// The part the focus starts on, when the content has it first.
    var initialPart: Int { get }
    /// Applies `key`. `part` is the focused part; nil while a button has the focus (a few contents
    /// take a key there too: a slider's value moves with ↑ on its OK button, as in dialog).
    /// `view` is the size of the area it is drawn in, for paging and scrolling.
    mutating func handle(_ key: Key, part: Int?, view: Size) -> ContentReply
    /// The same, drawn in the look `look` (a content whose lists show fewer rows in another look).
    mutating func handle(_ key: Key, part: Int?, view: Size, look: ContentLook) -> ContentReply
    /// Text pasted while `part` has the focus.
    mutating func paste(_ text: String, part: Int, view: Size) -> ContentReply
    /// The rows it would like on a screen of `screen`, and the fewest it shows itself in.
    func rows(screen: Size) -> (wanted: Int, least: Int)
    /// The columns it would like.
    var preferredWidth: Int { get }
    /// Draws it in `area`; `focus` is the focused part, nil when a button has the focus.
    func draw(in area: Rect, focus: Int?, theme: Theme, clip: Rect, into buffer: inout Buffer)
    /// Where the terminal's cursor marks the insertion point while `part` has the focus; nil for none.
    func cursor(in area: Rect, part: Int) -> Point?
    /// The same, drawn in the look `look` (a content whose parts move in another look).
    func cursor(in area: Rect, part: Int, look: ContentLook) -> Point?
    /// The directory whose entries it needs now (`receive`): a file browser's; nil for none.
    var wantedDirectory: String? { get }
    /// The entries of `directory`, read by the shell (none when it could not be read).
    mutating func receive(_ entries: [DirectoryEntry], of directory: String)
    /// How a line-based prompt asks for its answer (TERM=dumb, screen readers).
    var plainQuestion: PlainQuestion { get }
    /// After each key, wherever it went: `focus` is the focused part now (nil: something else).
    mutating func settle(focus: Int?)
    /// Part `part` takes the focus now (an empty list of files does not).
    func isStop(_ part: Int) -> Bool
    /// It takes the bytes of an input read while it is shown (`consume`): a log following a file.
    var readsData: Bool { get }
    /// Bytes of that input, as they arrive.
    mutating func consume(_ bytes: [UInt8])
    /// What it answers as the dialog ends with a button that is not a cancel: values after the
    /// fields' (an editor's lines, a date), and items picked (a tree's item, by index).
    var answer: ContentAnswer { get }
    /// The answer given by an unattended run: `values` (POPUPCTL_VALUES after the fields'),
    /// `items` (tags). Nil values take what it holds now; a value it cannot take is an error,
    /// never a guess.
    func answer(values: [String], items: [String]) throws -> ContentAnswer
    /// How a recording names item `index` of its answer, so that `answer(values:items:)` takes
    /// it back; nil for a content whose answer has no items.
    func tag(ofItem index: Int) -> String?
    /// Its answer is items (a build list's), recorded even when there are none.
    var answersWithItems: Bool { get }
}

extension ContentModel {
    public mutating func paste(_ text: String, part: Int, view: Size) -> ContentReply { .refused }
    public mutating func handle(_ key: Key, part: Int?, view: Size, look: ContentLook) -> ContentReply {
        handle(key, part: part, view: view)
    }
    public var readsData: Bool { false }
    public var initialPart: Int { 0 }
    public var wantedDirectory: String? { nil }
    public mutating func receive(_ entries: [DirectoryEntry], of directory: String) {}
    public func isStop(_ part: Int) -> Bool { true }
    public var plainQuestion: PlainQuestion { .none }
    public mutating func settle(focus: Int?) {}
    public mutating func consume(_ bytes: [UInt8]) {}
    public func cursor(in area: Rect, part: Int) -> Point? { nil }
    public func cursor(in area: Rect, part: Int, look: ContentLook) -> Point? { cursor(in: area, part: part) }
    public func tag(ofItem index: Int) -> String? { nil }
    public var answersWithItems: Bool { false }
    public func answer(values: [String], items: [String]) throws -> ContentAnswer {
        if let value = values.first { throw ContentError.unusedValue(value) }
        if let item = items.first { throw ContentError.unknownItem(item) }
        return answer
    }
}

/// How a line-based prompt asks for a content's answer.
public enum PlainQuestion: Sendable, Equatable {
    /// Nothing: it only shows (a log, a gauge).
    case none
    /// One line, named so, the current value offered (a date, a time, a number, a path); read
    /// by `ContentModel.answer(values:items:)`.
    case value(String)
    /// Lines until one that is a single `.` (an editor's text).
    case lines
    /// Numbers of the items listed, in the order picked (a build list).
    case items([String])
}

/// One entry of a directory: its name and whether it is a directory itself.
public struct DirectoryEntry: Sendable, Hashable {
    public var name: String
    public var isDirectory: Bool

    public init(name: String, isDirectory: Bool) {
        self.name = name
        self.isDirectory = isDirectory
    }
}

/// What a content answers: values after the fields' values, and the items picked.
public struct ContentAnswer: Sendable, Equatable {
    public var values: [String]
    public var items: [Int]

    public init(values: [String] = [], items: [Int] = []) {
        self.values = values
        self.items = items
    }
}

/// What a content made of a key.
public enum ContentReply: Sendable, Equatable {
    /// It took the key (and may have changed).
    case handled
    /// It took the key and refused it: the bell rings.
    case refused
    /// Not its key: the dialog's own keys have it (Tab, Esc, Enter on a button …).
    case pass
    /// The dialog's submit button is chosen, as Enter in a field chooses it.
    case submit
    /// It took the key, and the focus goes to its part `part` (a name picked from a list goes
    /// to the field it is edited in).
    case focus(Int)
}

/// An unattended answer a content cannot take.
public enum ContentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A value it has no use for, or cannot read (`reason` says what it takes).
    case unusedValue(String)
    case badValue(String, reason: String)
    /// An item tag it does not have.
    case unknownItem(String)

    public var description: String {
        switch self {
        case .unusedValue(let value): return "no field takes the value '\(Sanitizer.line(value))'"
        case .badValue(let value, let reason): return "'\(Sanitizer.line(value))' is not \(reason)"
        case .unknownItem(let tag): return "no item has the tag '\(Sanitizer.line(tag))'"
        }
    }
}
