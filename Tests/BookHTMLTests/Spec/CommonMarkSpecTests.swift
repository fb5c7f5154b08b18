import Foundation
import Testing
@testable import BookHTML

/// cmark-gfm's own conformance examples (test/spec.txt and test/extensions.txt), run through the
/// chapter renderer. Needs the reference copy in ../shared/reference/cmark-gfm-spec;
/// without it the test is skipped, and says so.
@Suite struct CommonMarkSpecTests {
    /// Exact matches when this test was written; the count may grow, never shrink.
    static let exactBaseline = 399

    /// Real failures, each with the reason it is left.
    static let knownFailures: [String: String] = [
        "extensions.txt 23": "footnotes: the parser does not turn on cmark-gfm's footnote option",
    ]

    /// The examples that failed on link encoding before destinations were percent-encoded as cmark does.
    static let encodingExamples = [164, 316, 356, 510, 511, 512, 534, 546, 611]

    @Test(.enabled(if: SpecExample.available, "skipped: cmark-gfm's spec examples are not at \(SpecExample.folder)"))
    func specExamplesMatchOrDifferOnlyByDesign() throws {
        let examples = try SpecExample.load("spec.txt") + SpecExample.load("extensions.txt")
        var exact: [String] = []
        var byDesign: [SpecRenderer.Reason: Int] = [:]
        var failures: [String] = []
        for example in examples where !example.isDisabled {
            let result = SpecRenderer.run(example)
            let name = "\(example.file) \(example.number)"
            switch result.verdict {
            case .exact: exact.append(name)
            case .byDesign(let reason): byDesign[reason, default: 0] += 1
            case .failure:
                failures.append(name)
                if ProcessInfo.processInfo.environment["SPEC_VERBOSE"] != nil {
                    print("=== \(example.testDescription)\n\(example.markdown)--- expected\n\(SpecHTMLNormalizer.normalize(example.html))\n--- site\n\(SpecHTMLNormalizer.normalize(result.html))")
                }
            }
        }
        let designed = byDesign.values.reduce(0, +)
        let reasons = byDesign.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", ")
        print("cmark-gfm spec: \(exact.count + designed + failures.count) examples, \(exact.count) exact, \(designed) by design (\(reasons)), \(failures.count) failures: \(failures.joined(separator: ", "))")

        #expect(exact.count >= Self.exactBaseline, "exact matches fell from \(Self.exactBaseline) to \(exact.count)")
        let unexpected = Set(failures).subtracting(Self.knownFailures.keys)
        #expect(unexpected.isEmpty, "new failures (SPEC_VERBOSE=1 shows them): \(unexpected.sorted())")
        for number in Self.encodingExamples {
            #expect(exact.contains("spec.txt \(number)"), "spec.txt example \(number) does not match")
        }
    }

    /// Extensions example 19: autolinks with non-ASCII characters are encoded as cmark encodes
    /// them; its only other difference is the network image, which the site refuses.
    @Test(.enabled(if: SpecExample.available, "skipped: cmark-gfm's spec examples are not at \(SpecExample.folder)"))
    func extendedAutolinksArePercentEncoded() throws {
        let example = try #require(try SpecExample.load("extensions.txt").first { $0.number == 19 })
        let result = SpecRenderer.run(example)
        #expect(result.verdict == .byDesign(.refusedLink))
        var expected = example.html
        expected.replace(/<img src="[^"]*" alt="([^"]*)" \/>/) { String($0.1) }
        #expect(SpecHTMLNormalizer.normalize(result.html) == SpecHTMLNormalizer.normalize(expected))
        #expect(result.html.contains("href=\"http://%F0%9F%8D%84.ga/\""))
    }
}
