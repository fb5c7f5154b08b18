/// Characters an expected-output block cannot hold as themselves: every control character but the
/// tab and the line feed. A carriage return would end the line for a Markdown reader, a NUL or an
/// escape would be invisible in an editor; `--update` refuses them and diffs show them.
enum OutputCharacters {
    static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }

    /// Each unwritable character of `text` once, with the 1-based line it first appears on.
    static func unwritable(in text: String) -> [(scalar: Unicode.Scalar, line: Int)] {
        var found: [(scalar: Unicode.Scalar, line: Int)] = []
        var line = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
            } else if isUnwritable(scalar), !found.contains(where: { $0.scalar == scalar }) {
                found.append((scalar, line))
            }
        }
        return found
    }

    /// `U+000D (carriage return)`: how messages name a character.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let names: [UInt32: String] = [0x00: "NUL", 0x07: "bell", 0x08: "backspace", 0x0B: "vertical tab",
                                       0x0C: "form feed", 0x0D: "carriage return", 0x1B: "escape", 0x7F: "delete"]
        return "\(code) (\(names[scalar.value] ?? "a control character"))"
    }

    /// The line with each unwritable character shown as a visible symbol: Unicode's control
    /// pictures (`␍` for a carriage return, `␀` for NUL), or `<U+0085>` where there is none.
    static func visible(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isUnwritable) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20, isUnwritable(scalar), let picture = Unicode.Scalar(0x2400 + scalar.value) {
                result.unicodeScalars.append(picture)
            } else if scalar.value == 0x7F {
                result += "\u{2421}"
            } else if isUnwritable(scalar) {
                result += "<\(name(scalar).prefix(6))>"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
