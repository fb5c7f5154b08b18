import Foundation

/// The files of the book `bookgen init` writes: book.toml, SUMMARY.md, a first chapter whose example
/// passes, .gitignore, and a GitHub Actions workflow that checks the book on every push.
struct BookTemplate {
    var title: String
    var authors: [String]

    /// Where the workflow gets bookgen from: change it here once bookgen has a public home.
    static let repository = "https://github.com/OWNER/bookgen.git"

    /// Each file's path in the book folder and its text, in the order they are written.
    var files: [(String, String)] {
        [
            ("book.toml", manifest),
            ("SUMMARY.md", summary),
            ("01-getting-started.md", chapter),
            (".gitignore", gitignore),
            (".github/workflows/book.yml", workflow),
        ]
    }

    /// "my-first_book" gives "My first book".
    static func title(forFolder folder: String) -> String {
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let first = words.first else { return "My book" }
        return first.uppercased() + words.dropFirst()
    }

    /// A TOML basic string; a control character (which no title needs) becomes a space.
    static func tomlString(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let isControl: (Character) -> Bool = { $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
        return "\"" + String(escaped.map { isControl($0) ? " " : $0 }) + "\""
    }

    var manifest: String {
        """
        # How bookgen checks and publishes this book: `bookgen check`, `bookgen serve`, `bookgen build`.

        [book]
        title = \(Self.tomlString(title))
        authors = [\(authors.map(Self.tomlString).joined(separator: ", "))]
        language = "en"

        # Without an [environment] table, examples compile against the Swift standard library and
        # Foundation (a snippet says `import Foundation`, as a reader's file would). To use a SwiftPM
        # package, name it by URL and exact version, or by a folder relative to this file, and list
        # the products the examples import:
        #
        # [environment.collections]
        # url = "https://github.com/apple/swift-collections"
        # version = "1.6.0"
        # products = ["Collections"]             # imported by every snippet unless `imports` says otherwise

        """
    }

    var summary: String {
        """
        # Summary

        - [Getting started](01-getting-started.md)

        """
    }

    var chapter: String {
        #"""
        # Getting started

        Every Swift example in this book runs: `bookgen check` compiles it, runs it, and compares what
        it prints with the output block under it.

        ```swift
        example(of: "greeting") {
          let names = ["Ada", "Grace"]
          for name in names {
            print("Hello, \(name)!")
          }
        }
        ```

        ```output
        --- Example of: greeting ---
        Hello, Ada!
        Hello, Grace!
        ```

        A block that does not start an example adds to the one above it, and the next output block
        holds what the new lines print:

        ```swift
          print("\(names.count) names")
        ```

        ```output
        2 names
        ```

        `example(of:)` is bookgen's, and this is all of it: paste it into a playground or a `main.swift`
        to run the examples yourself.

        ```swift include="bookgen:support"
        ```

        Change an example and run `bookgen check` to see the difference, or `bookgen check --update` to
        write what the code prints now into its output blocks.

        """#
    }

    var gitignore: String {
        """
        # What `bookgen build` writes (book.toml's [build] build-dir).
        /site/

        """
    }

    var workflow: String {
        """
        # Checks every example of the book on each push and pull request: each failure is shown on
        # its line of the chapter.
        name: book

        on:
          push:
          pull_request:

        env:
          # Where bookgen comes from: its git repository and a branch or tag.
          BOOKGEN_REPOSITORY: \(Self.repository)
          BOOKGEN_REF: main

        jobs:
          check:
            runs-on: ubuntu-latest
            # The Swift project's own image: the toolchain, git and apt.
            container: swift:6.3
            steps:
              - uses: actions/checkout@v4
              - name: Install bookgen
                run: |
                  apt-get update -qq
                  apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config zlib1g-dev
                  git clone --depth 1 --branch "$BOOKGEN_REF" "$BOOKGEN_REPOSITORY" "$RUNNER_TEMP/bookgen"
                  "$RUNNER_TEMP/bookgen/scripts/install" /usr/local/bin
              - name: Keep built environments and results between runs
                uses: actions/cache@v4
                with:
                  path: ~/.cache/bookgen
                  key: bookgen-${{ hashFiles('book.toml') }}-${{ github.sha }}
                  restore-keys: bookgen-${{ hashFiles('book.toml') }}-
              - name: Check the book
                run: bookgen check --format github

        """
    }
}
