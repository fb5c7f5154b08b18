import ArgumentParser

@main
struct Bookgen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookgen",
        abstract: "Check and publish a book whose every Swift example really runs.",
        version: Bookgen.version,
        subcommands: [CheckCommand.self, BuildCommand.self, ServeCommand.self, InitCommand.self, SupportCommand.self, CleanCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    /// What `bookgen --version` prints; raised with each change a book or a workflow may depend on.
    static let version = "0.10.0"
}
