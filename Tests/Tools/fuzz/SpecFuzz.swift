import PopupCLI
import PopupCore

/// libFuzzer target: bytes as a `--spec` document through the JSON parser, the spec reader and
/// the option builder (and so the `--validate` pattern compiler and matcher). Oracles: parsed JSON
/// written out and parsed again is the same value; a refusal is a CLIError whose message is one
/// short line however long the input (quoted input is cut to a prefix).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let value = try? JSONParser.parse(text) {
        guard let again = try? JSONParser.parse(value.text), again == value else {
            fatalError("JSON does not survive writing and reading: \(value.text.debugDescription)")
        }
    }
    do {
        let invocation = try InvocationBuilder.build(SpecReader.options(from: text, source: "(fuzz)"))
        for field in invocation.fields {
            _ = FieldValidation.refusal(field.value, for: field)
        }
    } catch {
        let message = error.description
        // Fixed wording plus a few quoted excerpts: never the size of the input.
        if message.count > 600 + Excerpt.limit * 4 {
            fatalError("a \(message.count)-character error message: \(message.prefix(200).debugDescription)")
        }
    }
    return 0
}
