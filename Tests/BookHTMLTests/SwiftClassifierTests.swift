import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing
@testable import BookHTML

/// The highlighter's classifier gives exactly the ranges SwiftIDEUtils' `classifications` gives,
/// on code that meets every one of its rules and on every Swift block of the bundled book.
@Suite struct SwiftClassifierTests {
    static let tricky: [String] = [
        // Attributes: the name is forced whole, arguments are not.
        "@MainActor final class A: @unchecked Sendable {}\n@available(iOS 15, macOS 12, *) func f() {}\n@objc(doIt:) func g(_ x: Int) {}",
        "@_spi(RawSyntax) import SwiftSyntax\n@propertyWrapper struct W<T> { var wrappedValue: T }\n@W var x = 1",
        // Conditional compilation: directives and the identifiers of their conditions.
        "#if DEBUG && !os(Linux)\nlet a = 1\n#elseif canImport(Combine)\nimport Combine\n#else\nlet b = 2\n#endif",
        "if #available(iOS 16, *) { print(1) } else if #unavailable(macOS 13) { print(2) }",
        // Operators, precedence groups, modifiers, labels.
        "infix operator <~> : Fancy\nprecedencegroup Fancy { associativity: left\n higherThan: AdditionPrecedence }\nfunc <~> (a: Int, b: Int) -> Int { a &+ b }",
        "public private(set) nonisolated(unsafe) static var x = 0\nfunc f(label name: Int, _ other: String) { f(label: 1, \"s\") }",
        // Types, member types, generics, closures with $0, key paths.
        "let d: [String: Swift.Array<Int>]? = nil\nlet m = [1, 2].map { $0 * 2 }.filter(\\.isMultiple(of:))\nlet k = \\Foo.bar.baz",
        // Literals of every kind, comments of every kind, placeholders, bad tokens.
        "let s = \"a \\(b) c\"\nlet r = #\"raw \\#(x)\"#\nlet m = \"\"\"\n  multi\n  \"\"\"\nlet f = 1.5e3, h = 0xFF, re = /a+b/, c: Character = \"x\"",
        "/// Doc.\n/** Block doc */\n/* block /* nested */ */\n// line\nlet p = <#placeholder#>\nlet bad = \"unterminated\n'single'",
        // Comments before the first token and after the last, as a listing's `// Prints` has.
        "// Leading.\nprint(1)\n// Prints \"1\"\n",
        "", "\n\n", "   // only a comment",
        // Broken code still classifies.
        "func (x: { let = }\n@ class", "struct S { var x: Int = \n",
    ]

    @Test(arguments: tricky)
    func agreesOnTrickyCode(_ code: String) {
        Self.expectAgreement(code)
    }

    @Test func agreesOnEveryBlockOfTheBundledBook() throws {
        let chapters = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Chapters").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: chapters.path).filter { $0.hasSuffix(".md") }
        var blocks = 0
        for name in names {
            let text = try String(contentsOf: chapters.appendingPathComponent(name), encoding: .utf8)
            for block in text.components(separatedBy: "```swift").dropFirst() {
                guard let end = block.range(of: "\n```") else { continue }
                let code = String(block[..<end.lowerBound].drop { $0 != "\n" }.dropFirst())
                Self.expectAgreement(code)
                blocks += 1
            }
        }
        #expect(blocks > 100)
    }

    static func expectAgreement(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = Parser.parse(source: code)
        let theirs = tree.classifications.map {
            SwiftClassifier.ClassifiedRange(kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
        }
        let ours = SwiftClassifier.classify(tree)
        #expect(ours == theirs, "\(code)", sourceLocation: sourceLocation)
    }
}
