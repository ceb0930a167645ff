import ArgumentParser
import LayoutOutput
import LayoutSpec
import LayoutSpecReader
import LayoutcalcKit

/// The command line's specs laid out by one `LayoutRun`, each read from its file (or standard
/// input) in turn, and every problem reported on standard error as it comes: the command line
/// alone maps problems to exit codes.
struct SpecRun {
    let sources: [FileName]
    /// The run the specs are laid out by, from its start for each spec when
    /// `countsEachSpecAlone` (`validate`, whose every spec must be one the main command prints).
    let run: LayoutRun
    let countsEachSpecAlone: Bool

    /// Lays out every spec at each width, in order. If any spec failed, the exit code of the
    /// first failure is thrown (after a refused output, or running out of memory, at once: no
    /// later spec can be printed) and no layout is returned. `keepsDocuments` false keeps none
    /// (`validate`).
    func documents(keepsDocuments: Bool = true) throws -> [LaidOutDocument] {
        var documents: [LaidOutDocument] = []
        var exitCode: ExitCode?
        var run = run
        for source in sources {
            if countsEachSpecAlone { run = self.run }
            let name = source.isDash ? "<stdin>" : source.shown
            let text: [UInt8]
            do {
                text = try Self.readSpec(source)
            } catch {
                Terminal.error("\(name): error: \(error.message)")
                exitCode = exitCode ?? error.exitCode
                continue
            }
            do throws(LayoutRun.Failure) {
                let laidOut = try run.layOut(text, source: name)
                if keepsDocuments { documents += laidOut }
            } catch .invalid(let error) {
                for issue in error.issues { Terminal.error(issue.rendered(source: name, naming: .commandLine)) }
                exitCode = exitCode ?? (error.isOutOfMemory ? .internalError : .invalidSpec)
                if error.isOutOfMemory { break }
            } catch .refused(let issue, let refused) {
                Terminal.error(issue.rendered(source: refused, naming: .commandLine))
                exitCode = exitCode ?? .invalidSpec
                if !countsEachSpecAlone { break }
            }
        }
        if let exitCode { throw exitCode }
        return documents
    }

    /// The text of a spec, with the heap made ready for json-c's tree when it is big.
    private static func readSpec(_ source: FileName) throws(InputError) -> [UInt8] {
        let text = try InputFile.read(source)
        JSONHeap.prepare(forTextOf: text.count)
        return text
    }
}
