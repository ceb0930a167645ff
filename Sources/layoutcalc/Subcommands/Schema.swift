import ArgumentParser
import LayoutSpec
import LayoutText
import LayoutOutput

/// `layoutcalc schema`: prints the spec format's JSON Schema.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema (draft 2020-12) of the spec format, for editors and validators.",
        helpNames: .shortAndLong)

    func run() throws {
        try Terminal.run {
            Terminal.reportWriteErrors()
            try OutputDestination.standardOutput.write { (out: inout ByteWriter) throws(OutputError) in
                try SpecSchema.write(to: &out)
            }
        }
    }
}
