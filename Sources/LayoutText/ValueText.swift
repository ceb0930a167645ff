/// Short renderings of values for messages.
package enum ValueText {
    package static func number(_ value: Double, precision: Int? = nil) -> String {
        var out = [UInt8](repeating: 0, count: NumberText.maximumLength)
        let length = out.withUnsafeMutableBufferPointer { NumberText.write(value, precision: precision, to: $0.baseAddress!) }
        return String(decoding: out.prefix(length), as: UTF8.self)
    }

    /// `"a", "b" or "c"`.
    package static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }
}
