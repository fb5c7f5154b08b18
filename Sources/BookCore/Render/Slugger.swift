/// Turns heading text into anchors the way GitHub does, and keeps them unique within a page.
///
/// GitHub's rule (github-slugger): lower-case the text, drop everything but letters, digits,
/// spaces, hyphens and underscores, and turn each space into a hyphen. A repeated slug gets
/// `-1`, `-2`, ... appended, so links written against GitHub's rendering keep working here.
package struct Slugger: Sendable {
    private var used: Set<String>
    /// For each base slug, the suffix to try next: every smaller one is taken, so none is tried twice
    /// and a chapter of 20,000 identical headings takes linear time.
    private var nextSuffix: [String: Int] = [:]
    /// How many candidates `unique` has tried in all: the measure of its cost, for the tests.
    private(set) var probes = 0

    /// - Parameter reserved: Identifiers the page template already uses; a heading never takes one.
    package init(reserved: Set<String> = []) {
        used = reserved
    }

    /// The GitHub slug of `text`, without de-duplication.
    package static func slug(_ text: String) -> String {
        asciiSlug(text) ?? characterSlug(text)
    }

    /// `characterSlug` of an ASCII text, worked out on its bytes (most headings are ASCII, and
    /// lower-casing and walking characters made planning a large book's anchors slow); nil for
    /// any other text.
    static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): bytes.append(byte)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            default: break
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// The slug by GitHub's rule, character by character.
    static func characterSlug(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            if character == " " {
                result.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                result.append(character)
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// An id the author chose (`{#id}`), taken as it is, so that no later slug is the same.
    package mutating func claim(_ id: String) -> String {
        used.insert(id)
        return id
    }

    /// A slug for `text` not handed out before on this page.
    package mutating func unique(_ text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var counter = nextSuffix[base, default: 0]
        if counter > 0 { candidate = "\(base)-\(counter)" }
        while used.contains(candidate) {
            probes += 1
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        nextSuffix[base] = counter
        used.insert(candidate)
        return candidate
    }
}
