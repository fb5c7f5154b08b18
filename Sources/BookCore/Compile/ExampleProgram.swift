/// One version of an example as the checker compiles, caches and runs it: a function of its own in
/// a batch program, with its own cache key and its own run.
struct ExampleProgram: Sendable {
    var example: Example
    var version: Int

    /// The example's id for its first version (so the cache's records of examples without insertions
    /// keep their names), with the version number after a control character no example name can hold.
    var id: String {
        version == 0 ? example.id : "\(example.id)\u{1}version \(version)"
    }

    var steps: [ExampleVersion.Step] { example.versions[version].steps }
    var expectsCrash: Bool { example.versions[version].expectsCrash }
    var compileOnly: Bool { example.compileOnly }

    /// Seconds the run may take: the example's own `timeout=`, else `--timeout`.
    func timeout(default fallback: Double) -> Double { example.timeout ?? fallback }

    /// Every version of `example`, first to last.
    static func all(of example: Example) -> [ExampleProgram] {
        example.versions.indices.map { ExampleProgram(example: example, version: $0) }
    }

    /// A digest of the code and of where the checkpoints cut it, independent of line numbers.
    var codeFingerprint: String {
        var hasher = SHA256()
        for step in steps {
            switch step {
            case .code(let segment): hasher.update(field: segment.text)
            case .checkpoint: hasher.update(field: "\u{0}output")
            }
        }
        hasher.update(field: example.closing.text)
        return hasher.finalizeHex()
    }
}
