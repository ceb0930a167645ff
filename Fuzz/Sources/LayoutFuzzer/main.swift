import CFuzzerDriver
import Glibc

// SwiftPM gives an executable a main of its own; from it libFuzzer takes over, reading its
// flags and corpus directories from the command line.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) })
