import PopupCore

extension PopupctlDialect {
    /// Replaces each `--spec` with the options its JSON stands for, in place.
    static func expandSpecs(_ options: [ParsedOption], io: CommandIO) throws -> [ParsedOption] {
        var result: [ParsedOption] = []
        var stdinTaken = false
        let specFromStdin = OptionTable.dialogSpec.shortestName + " -"
        for option in options {
            guard option.spec == OptionTable.dialogSpec, let path = option.value else {
                result.append(option)
                continue
            }
            let bytes: [UInt8]
            if option.readsStdin {
                if stdinTaken { throw CLIError.stdinUsedTwice(first: specFromStdin, second: specFromStdin) }
                stdinTaken = true
                bytes = try io.readStdin("the dialog spec", limit: PopupCommand.maxInputBytes)
            } else {
                bytes = try io.readFile(path, limit: PopupCommand.maxInputBytes)
            }
            let source = option.readsStdin ? "(stdin)" : Excerpt.quoted(path)
            result += try SpecReader.options(from: InputText.decode(bytes), source: source)
        }
        guard stdinTaken else { return result }
        if let reader = result.first(where: \.readsStdin) {
            throw CLIError.stdinUsedTwice(first: specFromStdin, second: reader.spec.shortestName + " -")
        }
        if let reader = result.first(where: { $0.spec.stdin == .unlessCommand }), !result.contains(where: { $0.spec == OptionTable.commandWord }) {
            throw CLIError.stdinUsedTwice(first: specFromStdin, second: "--" + reader.spec.long)
        }
        return result
    }
}
