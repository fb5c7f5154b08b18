import Foundation
import Testing
@testable import BookCore

/// The syntax cache answers from disk what the parser said, exactly.
struct SyntaxCacheTests {
    @Test func shapesSurviveTheTripThroughTheCacheFile() throws {
        let folder = NSTemporaryDirectory() + "bookgen-syntax-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blocks = [
            "struct Bid { let amount: Int }\n@discardableResult func twice() -> Int { 2 }\nlet shared = 1",
            "let x = 2\nexample(of: \"A \\(x)\") {\n  print(x)\n}",
            "example(of: \"open\") {\n  print(1)",
            "print(\"statement\")",
        ]
        let first = SyntaxCache(folder: folder)
        let parsed = blocks.map { first.shape(of: $0) }
        first.save(prune: false)
        let reread = SyntaxCache(folder: folder)
        for (block, shape) in zip(blocks, parsed) {
            #expect(reread.shape(of: block).items == shape.items)
        }
        #expect(parsed[0].items.map(\.declaredNames) == [[], ["twice"], []])
        #expect(parsed[0].items.map(\.madeFilePrivate) == [true, false, true])
        #expect(parsed[1].exampleCall?.name == nil)
        #expect(parsed[2].exampleCall?.closingBraceLine == nil)
    }
}
