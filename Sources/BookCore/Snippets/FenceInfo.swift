/// A code fence's info string, read as a language followed by attributes:
/// `swift compile-fail="has no member 'onCompleted'"`, `swift insert-after='subject.onNext("4")'` or `swift ignore`.
package struct FenceInfo: Equatable, Sendable {
    package struct Attribute: Equatable, Sendable {
        package var name: String
        package var value: String?
        /// Byte offset of the attribute in the info string, for diagnostics.
        package var offset: Int
    }

    package var language: String
    package var attributes: [Attribute]

    static let unterminatedQuote = DiagnosticMessage(id: "bad-fence-attribute", "unterminated quoted value in the fence's attributes")

    /// Splits the info string on spaces (and commas, as rustdoc's `rust,ignore`), keeping quoted values whole.
    ///
    /// - Returns: The parsed info, or the offset of an unterminated quote.
    package static func parse(_ info: String) -> Result<FenceInfo, FenceInfoError> {
        let bytes = Array(info.utf8)
        var tokens: [(text: String, value: String?, offset: Int)] = []
        var index = 0
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
        }
        while index < bytes.count {
            if isSeparator(bytes[index]) { index += 1; continue }
            let start = index
            while index < bytes.count, !isSeparator(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            var value: String?
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    // Double quotes take backslash escapes; single quotes take every character as it
                    // is, so that Swift code such as `subject.onNext("4")` needs no escaping.
                    let quote = bytes[index]
                    index += 1
                    var text: [UInt8] = []
                    var closed = false
                    while index < bytes.count {
                        let byte = bytes[index]
                        if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                            text.append(bytes[index + 1])
                            index += 2
                        } else if byte == quote {
                            closed = true
                            index += 1
                            break
                        } else {
                            text.append(byte)
                            index += 1
                        }
                    }
                    guard closed else { return .failure(FenceInfoError(offset: start)) }
                    value = String(decoding: text, as: UTF8.self)
                } else {
                    let valueStart = index
                    while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
                    value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
                }
            }
            tokens.append((name, value, start))
        }
        guard let first = tokens.first else { return .success(FenceInfo(language: "", attributes: [])) }
        let attributes = tokens.dropFirst().map { Attribute(name: $0.text, value: $0.value, offset: $0.offset) }
        return .success(FenceInfo(language: first.text, attributes: attributes))
    }
}

package struct FenceInfoError: Error, Equatable {
    package var offset: Int
}
