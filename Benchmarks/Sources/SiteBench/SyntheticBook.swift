import Foundation

/// A made-up book for the site benchmark: chapters shaped like the real ones (headings, prose with
/// inline code and links, lists, a table, Swift examples with output blocks), no two alike.
enum SyntheticBook {
    /// Writes `chapters` chapters and a SUMMARY.md into `folder`, replacing what was there.
    static func write(chapters: Int, into folder: String) throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var summary = "# A Synthetic Book\n\n"
        for number in 1...chapters {
            if number % 50 == 1 { summary += "\n## Part \(number / 50 + 1)\n\n" }
            summary += "- [Chapter \(number)](\(name(number)))\n"
            try Data(chapter(number, of: chapters).utf8).write(to: URL(fileURLWithPath: folder + "/" + name(number)))
        }
        try Data(summary.utf8).write(to: URL(fileURLWithPath: folder + "/SUMMARY.md"))
    }

    static func name(_ number: Int) -> String {
        String(format: "%04d-chapter.md", number)
    }

    static func chapter(_ number: Int, of total: Int) -> String {
        let next = number % total + 1
        var text = "# Chapter \(number)\n\n"
        text += "This chapter, number \(number), shows how a `PublishSubject<Int>` passes events \(number) times to every "
        text += "subscriber it has *right now*, and why a late subscriber sees **nothing** before it arrives. "
        text += "See [the next chapter](\(name(next))#section-2-of-chapter-\(next)) for more.\n\n"
        for section in 1...6 {
            text += "## Section \(section) of chapter \(number)\n\n"
            text += "A paragraph about subjects and relays with `onNext(\(section))`, a [link](#section-1-of-chapter-\(number)), "
            text += "and some words that make the search index grow: replay buffer \(number * section), behavior value, async last element.\n"
            text += "It goes on for a second line so that paragraphs have soft breaks, as real prose does.\n\n"
            text += "- first point about `dispose()`\n- second point, ~~struck~~ and *emphasised*\n- [x] a finished task\n\n"
            text += """
            ```swift
            # import Foundation
            example(of: "Example \(section) of chapter \(number)") {
              let subject = PublishSubject<String>()
              let bag = DisposeBag()
              subject
                .subscribe(onNext: { print("got", $0) })
                .disposed(by: bag)
              subject.onNext("value \(section)")
            }
            ```

            ```output
            --- Example of: Example \(section) of chapter \(number) ---
            got value \(section)
            ```


            """
            if section == 3 {
                text += "| subject | replays | stops |\n|---|:---:|---:|\n"
                for row in 1...4 { text += "| `Subject\(row)` | \(row) elements | yes |\n" }
                text += "\n"
            }
        }
        return text
    }
}
