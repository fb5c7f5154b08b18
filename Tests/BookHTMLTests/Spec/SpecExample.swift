import Foundation
import Testing

/// One conformance example of cmark-gfm's `spec.txt` or `extensions.txt`.
struct SpecExample: Sendable, CustomTestStringConvertible {
    /// `spec.txt` or `extensions.txt`.
    var file: String
    /// 1-based, counted within its file, as cmark's test runner numbers them.
    var number: Int
    /// The section heading the example sits under.
    var section: String
    var markdown: String
    var html: String
    /// What the example's header names after `example`: extensions, or `disabled`.
    var tags: [String]

    /// cmark's runner skips the examples marked `disabled`, and so does this one.
    var isDisabled: Bool { tags.contains("disabled") }

    var testDescription: String { "\(file) example \(number) (\(section))" }

    /// Where the reference copy of cmark-gfm's test files lives, `../shared/reference` beside the
    /// repository (as CI has it); absent on a user's fresh clone.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../../shared/reference/cmark-gfm-spec").standardizedFileURL.path

    static var available: Bool {
        FileManager.default.fileExists(atPath: folder + "/spec.txt") && FileManager.default.fileExists(atPath: folder + "/extensions.txt")
    }

    /// The examples of one file: the Markdown between a line of 32 backticks followed by ` example`
    /// and a line holding a single `.`, then the expected HTML up to the closing backticks; `→` is a tab.
    static func load(_ name: String) throws -> [SpecExample] {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [SpecExample] = []
        var section = ""
        var markdown: [Substring]?
        var html: [Substring]?
        var tags: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = html {
                if line.hasPrefix(fence) {
                    examples.append(SpecExample(file: name, number: examples.count + 1, section: section,
                                                markdown: joined(markdown ?? []), html: joined(lines), tags: tags))
                    markdown = nil
                    html = nil
                } else {
                    lines.append(line)
                    html = lines
                }
            } else if var lines = markdown {
                if line == "." {
                    html = []
                } else {
                    lines.append(line)
                    markdown = lines
                }
            } else if line.hasPrefix(fence + " example") {
                markdown = []
                tags = line.dropFirst(fence.count + " example".count).split(separator: " ").map(String.init)
            } else if line.hasPrefix("#") {
                section = String(line.drop { $0 == "#" }.drop { $0 == " " })
            }
        }
        return examples
    }

    private static func joined(_ lines: [Substring]) -> String {
        lines.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
    }
}
