import ArgumentParser

@main
struct LayoutCalc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutcalc",
        abstract: "Computes the frames UICollectionViewCompositionalLayout would give a screen described in JSON.",
        usage: """
            layoutcalc [<spec> ...] [--format json|table|ndjson|svg] [--width W[,W...]] [--height H]
                       [--scale S] [--precision N] [--offset X ...] [--scroll-offset X,Y ...]
                       [--output FILE]
            layoutcalc validate <spec> ...
            layoutcalc check <spec> --expected FILE [--update]
            layoutcalc schema
            """,
        discussion: """
            Reads a spec (a file, or - for standard input) and prints every item's frame, each \
            section's height and the carousel's scale transforms.

            Exit codes: 0 success, 1 check found a difference, 64 usage error, 65 invalid spec, \
            66 input cannot be read, 70 internal error, 74 output cannot be written.
            """,
        version: "0.1.0",
        subcommands: [Layout.self, Validate.self, Check.self, Schema.self],
        defaultSubcommand: Layout.self
    )
}
