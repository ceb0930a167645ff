import ArgumentParser

/// Takes one file name, as layoutcalc does for the home screen, and prints a greeting.
@main
struct ParserHello: ParsableCommand {
    @Argument var file: String

    func run() {
        print("hello")
    }
}
