import LayoutEngine
import LayoutText

/// Writes a screen as a layoutcalc spec, the reverse of reading one: reading the spec gives the
/// screen again. The spec is strict JSON laid out as `jq .` prints it, its keys in the order
/// the format declares them, every number in its shortest form that reads back to the same
/// double; a key whose value is its default is left out.
public enum SpecWriter {
    /// The spec of `screen`, ending in a newline; its issues, if it has any (`SpecCheck`).
    public static func bytes(of screen: Screen) throws(SpecError) -> [UInt8] {
        try SpecCheck.check(screen)
        let value = ScreenFormat.format(widthGiven: false).write(screen)
        // Writing into memory cannot fail.
        return (try? ByteArraySink.collect { (out) throws(OutputError) in
            try value.write(to: &out)
            try out.byte(UInt8(ascii: "\n"))
        }) ?? []
    }
}
