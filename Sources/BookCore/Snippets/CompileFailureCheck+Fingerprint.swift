extension CompileFailureCheck {
    /// What decides the check's result: its code, its expected message, and where its block sits
    /// in its program, so a cached result is reused only for the same check.
    var fingerprint: String {
        var hasher = SHA256()
        for segment in fileScope { hasher.update(field: segment.text) }
        hasher.update(field: "\u{0}body")
        for segment in body { hasher.update(field: segment.text) }
        hasher.update(field: expectedMessage ?? "\u{0}any")
        // Line offsets of the block within the body decide which errors count as the block's.
        hasher.update(field: "\(blockLines.lowerBound - (body.first?.firstLine ?? fileScope.first?.firstLine ?? 0))")
        return hasher.finalizeHex()
    }
}
