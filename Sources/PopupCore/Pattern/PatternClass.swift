/// A set of Characters: a bracket class (`[a-z_]`, `[^0-9]`), an escape (`\d`, `\W`) or a
/// property (`\p{Lu}`).
///
/// A Character is tested by its scalars: a range takes a Character of exactly one scalar in it;
/// a property looks at the first scalar (the base letter of "é" written as e + accent); a literal
/// compares whole Characters, so a precomposed and a decomposed "é" are the same.
struct PatternClass: Sendable, Hashable {
    enum Item: Sendable, Hashable {
        case literal(Character)
        case range(UInt32, UInt32)
        case property(Property, negated: Bool)
    }

    enum Property: Sendable, Hashable {
        /// `\d`: a decimal digit of any script.
        case digit
        /// `\w`: a letter, mark, decimal digit or connector (`_`).
        case word
        /// `\s`
        case space
        /// `\p{L}`, `\p{Lu}`: a general category, by its one- or two-letter code.
        case category(String)
        /// `[:alpha:]` and the other names in `posixNames`.
        case posix(String)
    }

    var items: [Item]
    var negated = false
    /// `(?i)`: a Character is in the set when it, its lowercase or its uppercase is.
    var ignoresCase = false

    func contains(_ character: Character) -> Bool {
        if items.contains(where: { $0.matches(character) }) { return !negated }
        if ignoresCase {
            for variant in [character.lowercased(), character.uppercased()] where variant.count == 1 {
                if items.contains(where: { $0.matches(Character(variant)) }) { return !negated }
            }
        }
        return negated
    }

    static func isWord(_ character: Character) -> Bool { Item.property(.word, negated: false).matches(character) }
}

extension PatternClass.Item {
    func matches(_ character: Character) -> Bool {
        switch self {
        case .literal(let literal):
            return literal == character
        case .range(let low, let high):
            let scalars = character.unicodeScalars
            guard let first = scalars.first, scalars.count == 1 else { return false }
            return (low...high).contains(first.value)
        case .property(let property, let negated):
            guard let first = character.unicodeScalars.first else { return negated }
            return property.matches(first, character) != negated
        }
    }
}

extension PatternClass.Property {
    /// The POSIX class names `[[:alpha:]]` takes.
    static let posixNames: Set<String> = ["alpha", "digit", "alnum", "upper", "lower", "space", "blank", "punct",
                                          "xdigit", "word", "cntrl", "print", "graph"]

    func matches(_ scalar: Unicode.Scalar, _ character: Character) -> Bool {
        let properties = scalar.properties
        switch self {
        case .digit:
            return properties.numericType == .decimal
        case .word:
            if properties.isAlphabetic || properties.numericType == .decimal { return true }
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
            default: return false
            }
        case .space:
            return character.isWhitespace
        case .category(let code):
            let own = Self.code(properties.generalCategory)
            return code.count == 1 ? own.hasPrefix(code) : own == code
        case .posix(let name):
            switch name {
            case "alpha": return properties.isAlphabetic
            case "digit": return properties.numericType == .decimal
            case "alnum": return properties.isAlphabetic || properties.numericType == .decimal
            case "upper": return properties.isUppercase
            case "lower": return properties.isLowercase
            case "space": return character.isWhitespace
            case "blank": return scalar == " " || scalar == "\t"
            case "punct": return Self.code(properties.generalCategory).hasPrefix("P")
            case "xdigit": return scalar.isASCII && character.isHexDigit
            case "word": return PatternClass.Property.word.matches(scalar, character)
            case "cntrl": return properties.generalCategory == .control
            case "print": return properties.generalCategory != .control
            case "graph": return properties.generalCategory != .control && !character.isWhitespace
            default: return false
            }
        }
    }

    /// The general category codes `\p{…}` accepts.
    static let categoryCodes: Set<String> = [
        "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No",
        "P", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "S", "Sm", "Sc", "Sk", "So",
        "Z", "Zs", "Zl", "Zp", "C", "Cc", "Cf", "Cs", "Co", "Cn",
    ]

    static func code(_ category: Unicode.GeneralCategory) -> String {
        switch category {
        case .uppercaseLetter: return "Lu"
        case .lowercaseLetter: return "Ll"
        case .titlecaseLetter: return "Lt"
        case .modifierLetter: return "Lm"
        case .otherLetter: return "Lo"
        case .nonspacingMark: return "Mn"
        case .spacingMark: return "Mc"
        case .enclosingMark: return "Me"
        case .decimalNumber: return "Nd"
        case .letterNumber: return "Nl"
        case .otherNumber: return "No"
        case .connectorPunctuation: return "Pc"
        case .dashPunctuation: return "Pd"
        case .openPunctuation: return "Ps"
        case .closePunctuation: return "Pe"
        case .initialPunctuation: return "Pi"
        case .finalPunctuation: return "Pf"
        case .otherPunctuation: return "Po"
        case .mathSymbol: return "Sm"
        case .currencySymbol: return "Sc"
        case .modifierSymbol: return "Sk"
        case .otherSymbol: return "So"
        case .spaceSeparator: return "Zs"
        case .lineSeparator: return "Zl"
        case .paragraphSeparator: return "Zp"
        case .control: return "Cc"
        case .format: return "Cf"
        case .surrogate: return "Cs"
        case .privateUse: return "Co"
        case .unassigned: return "Cn"
        @unknown default: return "Cn"
        }
    }
}
