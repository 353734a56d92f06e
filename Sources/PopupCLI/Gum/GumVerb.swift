/// gum's verbs, each with the flags its `options.go` declares (read from gum v2.0.0's sources)
/// and the words its positional arguments are.
enum GumVerb: String, CaseIterable, Sendable {
    case choose, confirm, file, filter, format, input, join, log, pager, spin, style, table, write

    /// What `gum --help` says of it.
    var summary: String {
        switch self {
        case .choose: return "Choose an option from a list of choices"
        case .confirm: return "Ask a user to confirm an action"
        case .file: return "Pick a file from a folder"
        case .filter: return "Filter items from a list"
        case .format: return "Format a string using a template"
        case .input: return "Prompt for some input"
        case .join: return "Join text vertically or horizontally"
        case .log: return "Log messages to output"
        case .pager: return "Scroll through a file"
        case .spin: return "Display spinner while running a command"
        case .style: return "Apply coloring, borders, spacing to text"
        case .table: return "Render a table of data"
        case .write: return "Prompt for long-form text"
        }
    }

    /// What its positional words are called in its usage line.
    var arguments: String {
        switch self {
        case .choose, .filter: return "[<options> ...]"
        case .confirm: return "[<prompt>]"
        case .file: return "[<path>]"
        case .format: return "[<template> ...]"
        case .join, .log, .style: return "<text> ..."
        case .pager: return "[<content>]"
        case .spin: return "<command> ..."
        case .input, .table, .write: return ""
        }
    }

    /// Whether the verb asks a person (and so takes popupctl's answer flags).
    var asks: Bool {
        switch self {
        case .format, .join, .log, .style: return false
        default: return true
        }
    }

    var environmentPrefix: String { "GUM_\(rawValue.uppercased())_" }

    /// Its flags, its style groups' flags among them, then popupctl's own for what gum cannot do.
    var flags: [GumFlag] {
        let table = GumVerbFlags(self)
        return table.flags + (asks ? GumVerbFlags.popupctlFlags : [])
    }
}
