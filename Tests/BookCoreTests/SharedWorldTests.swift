import Foundation
import Testing

/// The showcase book declares what its examples share once, in `Chapters/World.swift`. Each chapter
/// that uses some of it carries those declarations in a hidden block, so that the chapter runs on its
/// own; the copies must be the file's text, declaration for declaration, or the book has two worlds.
@Suite struct SharedWorldTests {
    static let chapters = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    /// The top-level pieces of Swift text: a piece starts at an unindented line after a blank line.
    static func pieces(_ text: String) -> [String] {
        var pieces: [[Substring]] = []
        var previousBlank = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let blank = line.allSatisfy { $0 == " " }
            if !blank, previousBlank, line.first != " " || pieces.isEmpty { pieces.append([]) }
            if !pieces.isEmpty { pieces[pieces.count - 1].append(line) }
            previousBlank = blank
        }
        return pieces.map { $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// The contents of every ```swift hidden block of a chapter, with the line its fence is on.
    static func hiddenBlocks(_ chapter: String) -> [(line: Int, text: String)] {
        var blocks: [(Int, String)] = []
        var current: (Int, [Substring])?
        for (index, line) in chapter.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var open = current {
                if line == "```" {
                    blocks.append((open.0, open.1.joined(separator: "\n")))
                    current = nil
                } else {
                    open.1.append(line)
                    current = open
                }
            } else if line == "```swift hidden" {
                current = (index + 1, [])
            }
        }
        return blocks
    }

    /// Whether `part` is `whole` with some elements left out, in the same order.
    static func isOrderedSubset(_ part: [String], of whole: [String]) -> Bool {
        var rest = whole[...]
        for element in part {
            guard let found = rest.firstIndex(of: element) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    @Test func everyCopyOfTheWorldIsTheFilesText() throws {
        let world = Self.pieces(try String(contentsOf: Self.chapters.appendingPathComponent("World.swift"), encoding: .utf8))
        let header = try #require(world.first)
        var copies = 0
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.chapters.path).filter { $0.hasSuffix(".md") }.sorted()
        for name in names {
            let text = try String(contentsOf: Self.chapters.appendingPathComponent(name), encoding: .utf8)
            for block in Self.hiddenBlocks(text) {
                let pieces = Self.pieces(block.text)
                guard pieces.first == header else { continue }
                copies += 1
                let strays = pieces.filter { !world.contains($0) }
                #expect(strays.isEmpty, "Chapters/\(name):\(block.line): the hidden copy of World.swift differs from it in: \(strays.map { $0.prefix(60) })")
                if strays.isEmpty {
                    #expect(Self.isOrderedSubset(pieces, of: world), "Chapters/\(name):\(block.line): keep World.swift's order")
                }
            }
        }
        // Most chapters use the world; finding none means this test no longer finds the copies.
        #expect(copies >= 8)
    }

    @Test func piecesSplitAtUnindentedLinesAfterABlankLine() {
        let text = "// head\n\nenum A {\n  case a\n\n  case b\n}\n\n/// Doc.\nfunc f() {}\n"
        #expect(Self.pieces(text) == ["// head", "enum A {\n  case a\n\n  case b\n}", "/// Doc.\nfunc f() {}"])
    }
}
