import Foundation

/// A JSON file in the cache folder: read when it decodes, written whole through a rename.
enum CacheFile {
    static func load<Value: Decodable>(_ type: Value.Type, from path: String) -> Value? {
        FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(type, from: $0) }
    }

    /// Writes `value` with sorted keys, so an unchanged cache is byte for byte the same. A cache that
    /// cannot be written only costs time on the next run, so failures are ignored.
    static func save<Value: Encodable>(_ value: Value, to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return }
        _ = CacheLayout.createPrivateFolder((path as NSString).deletingLastPathComponent)
        try? OutputUpdater.writeAtomically([UInt8](data), to: path, as: .privateFile)
    }
}
