import ArgumentParser
import BookCore
import Foundation

struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove from the cache folder the environments and books' results no check has used for a while.",
        discussion: "Each book.toml change builds a new environment (about 24 MB with RxSwift) and leaves the old one; this removes those unused for --unused-for days. What is removed is only time: the next check builds what it needs again."
    )

    @Option(name: .customLong("unused-for"), help: "Remove what no check has used for this many days.")
    var unusedFor: Double = 30

    @Flag(help: "Remove every environment, result and work folder, however recent.")
    var all = false

    @Option(help: ArgumentHelp(CacheFolderHelp.text, valueName: "folder"))
    var cacheFolder: String?

    func validate() throws {
        guard unusedFor.isFinite, unusedFor >= 0 else { throw ValidationError("--unused-for must be a number of days, 0 or more") }
    }

    func run() throws {
        let folder = cacheFolder ?? CacheLayout.defaultFolder()
        let report = CacheCleaner(cacheFolder: folder, unusedFor: all ? nil : unusedFor * 86_400).clean()
        for name in report.removed { print("removed \(folder)/\(name)") }
        for name in report.busy { Console.warning("\(folder)/\(name) is in use by a running check; left alone") }
        let megabytes = String(format: "%.1f", Double(report.freedBytes) / 1_048_576)
        print("removed \(report.removed.count) folder\(report.removed.count == 1 ? "" : "s") (\(megabytes) MB); kept \(report.kept)")
    }
}
