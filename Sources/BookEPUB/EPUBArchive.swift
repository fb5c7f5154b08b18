import BookArchive

/// Packs the EPUB's files into its ZIP container (OCF): `mimetype` first and stored, then every
/// other file deflated, in the order given; byte for byte the same for the same files
/// (`ReproducibleZip`).
enum EPUBArchive {
    /// The archive's bytes.
    ///
    /// - Parameter files: Paths inside the container and their contents, in the order to store them.
    /// - Throws: ZIPFoundation's error when the in-memory archive cannot be written.
    static func zip(_ files: [(path: String, contents: [UInt8])]) throws -> [UInt8] {
        let mimetype = ReproducibleZip.Entry(path: "mimetype", contents: Array("application/epub+zip".utf8), stored: true)
        return try ReproducibleZip.archive([mimetype] + files.map { ReproducibleZip.Entry(path: $0.path, contents: $0.contents) })
    }
}
