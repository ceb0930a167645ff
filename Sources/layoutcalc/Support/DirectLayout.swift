import ArgumentParser

/// The default command parsed as a command of its own, when the arguments could mean nothing
/// else: `layoutcalc spec.json …` then skips what the root command costs every run.
///
/// swift-argument-parser, given the root command, builds and reflects over the parsers of every
/// subcommand to learn which one the arguments name and whether they ask for a completion
/// script, before it parses `layout`'s own arguments: a good part of the home screen's start-up,
/// most of it the runtime's conformance searches (docs/performance.md, "The default command
/// parsed directly"). When no argument is a subcommand's name or one of the parser's own flags,
/// the root would hand every argument to `layout` unchanged, so parsing them with `Layout` alone
/// gives the same command. Anything else, and any argument `Layout` refuses, goes through the
/// root as before, which then prints its own messages: the shortcut never changes what a run
/// prints or exits with.
enum DirectLayout {
    /// The arguments' `layout` command, when they cannot mean another and parse as one.
    static func command(_ arguments: [String]) -> Layout? {
        guard !arguments.contains(where: isRootArgument) else { return nil }
        return try? Layout.parseAsRoot(arguments) as? Layout
    }

    /// Whether the root command, not `layout`, reads `argument`: a subcommand's name (which
    /// would only be one as the first argument, but any place is left to the root, simply) or
    /// a flag the parser answers itself (help, version, completion scripts, the help dump).
    private static func isRootArgument(_ argument: String) -> Bool {
        rootWords.contains(argument) || argument.hasPrefix("--generate-completion-script")
    }

    /// The subcommands' names, `help`'s among them, and the flags the parser reads itself.
    private static let rootWords = Set(
        LayoutCalc.configuration.subcommands.map { $0._commandName }
            + ["help", "-h", "--help", "--version", "--experimental-dump-help"])
}
