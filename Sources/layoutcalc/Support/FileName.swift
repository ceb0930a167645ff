import ArgumentParser

/// A file name from the command line, kept as its bytes: they need not be UTF-8, and the file
/// is read, created or replaced under exactly those bytes.
struct FileName: ExpressibleByArgument, Equatable {
    /// The argument as the parser saw it (see `ArgumentText`).
    let argument: String

    init(argument: String) {
        self.argument = argument
    }

    /// A name made of `bytes`, such as the file a symbolic link names.
    init(bytes: some Collection<UInt8>) {
        argument = ArgumentText.string(bytes)
    }

    /// `-`, which names standard input.
    var isDash: Bool { argument == "-" }

    /// The name for messages: a byte that is not part of UTF-8 text is written `\xFF`.
    var shown: String { ArgumentText.shown(argument) }

    /// The name's bytes, without a terminating NUL.
    var bytes: [UInt8] { ArgumentText.bytes(argument) }

    /// Calls `body` with the name as the C library takes a path.
    func withPath<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { bytes in
            try bytes.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    static var defaultCompletionKind: CompletionKind { .file() }
}
