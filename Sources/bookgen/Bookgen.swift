import ArgumentParser

@main
struct Bookgen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookgen",
        abstract: "Check and publish a book whose every Swift example really runs.",
        subcommands: [CheckCommand.self, BuildCommand.self, ServeCommand.self, InitCommand.self, SupportCommand.self],
        defaultSubcommand: CheckCommand.self
    )
}
