import BookArchive

/// Packs the EPUB's files into its ZIP container (OCF): `mimetype` first and stored, then every
/// other file deflated, in the order given; byte for byte the same for the same files
/// (`ReproducibleZip`).
enum EPUBArchive {
    /// The container built file by file: `mimetype` first and stored, then each file added, deflated.
    final class Builder {
        private let zip: ReproducibleZip.Builder

        init() throws {
            zip = try ReproducibleZip.Builder()
            try zip.add(ReproducibleZip.Entry(path: "mimetype", contents: Array("application/epub+zip".utf8), stored: true))
        }

        func add(_ path: String, _ contents: [UInt8]) throws {
            try zip.add(ReproducibleZip.Entry(path: path, contents: contents))
        }

        func finish() throws -> [UInt8] {
            try zip.finish()
        }
    }
}
