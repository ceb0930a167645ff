import ArgumentParser
import LayoutOutput

@main
struct LayoutCalc: ParsableCommand {
    /// The root command has no help flag of its own: `layoutcalc --help` falls through to the
    /// default command, `layout`, whose help shows the arguments and flags people came for
    /// and, in its usage, the subcommands. (`layoutcalc help` shows this command's help.) Each
    /// subcommand therefore names its help flags itself.
    static let configuration = CommandConfiguration(
        commandName: "layoutcalc",
        abstract: "Computes the frames UICollectionViewCompositionalLayout would give a screen described in JSON.",
        usage: usage,
        discussion: discussion,
        version: "0.1.0",
        subcommands: [Layout.self, Validate.self, Check.self, Diff.self, Schema.self],
        defaultSubcommand: Layout.self,
        helpNames: [])

    static let usage = """
        layoutcalc [<spec> ...] [--format \(OutputFormat.valueNames)] [--width W[,W...]] [--height H]
                   [--scale S] [--precision N] [--offset X ...] [--scroll-offset X,Y ...]
                   [--output FILE]
        layoutcalc validate <spec> ...
        layoutcalc check <spec> --expected FILE [--update]
        layoutcalc diff <old> <new> [--diff-svg PICTURE]
        layoutcalc schema
        """

    static let discussion = """
        Reads a spec (a file, or - for standard input) and prints every item's frame, each \
        section's height and the carousel's scale transforms.

        Exit codes: 0 success, 1 check or diff found a difference, 64 usage error, 65 invalid spec, \
        66 input cannot be read, 70 internal error (or out of memory), 74 output cannot be written.
        """

    /// The arguments as the command line holds them, bytes that are not UTF-8 included (see
    /// `ArgumentText`), rather than as `CommandLine.arguments` repairs them. Running out of
    /// memory is exit 70 from the start, reading the arguments included (see `OutOfMemory`).
    static func main() {
        OutOfMemory.exitOnAbort()
        let arguments = ArgumentText.arguments()
        guard let layout = DirectLayout.command(arguments) else { return main(arguments) }
        do { try layout.run() } catch { exit(withError: error) }
    }
}
