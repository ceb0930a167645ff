/// Numbers as jq 1.6 prints them, so that `layoutcalc … | jq .` changes no byte: the shortest
/// digits that read back to the same double; plain notation unless the decimal point would sit
/// 4 or more places before the first digit or 16 or more places after the last, then
/// `d.ddde±XX`; integral values without a fraction; -0 as 0.
enum NumberText {
    /// The most bytes one number takes (`-` and 17 digits followed by 15 zeros, and room to spare).
    static let maximumLength = 40

    /// Writes `value`, first rounded half away from zero to `precision` decimals if given;
    /// returns the number of bytes written.
    static func write(_ value: Double, precision: Int?, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            // Never produced by a layout; jq's own rendering keeps the output valid JSON.
            if value.isNaN { return copy("null", to: out) }
            return write(value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude, precision: precision, to: out)
        }
        let magnitude = abs(value)
        if magnitude == 0 { return copy("0", to: out) }
        if magnitude < 1e16 && magnitude.rounded(.towardZero) == magnitude {
            return writeInteger(Int64(value), to: out)
        }
        var (digits, exponent) = ShortestDecimal.decompose(magnitude)
        if let precision, exponent < -precision {
            (digits, exponent) = rounded(digits: digits, exponent: exponent, decimals: precision)
            if digits == 0 { return copy("0", to: out) }
            if decimalLength(digits) > 15 {
                // 16 or 17 digits may not be the shortest form of the double they name: print that.
                var text = value < 0 ? "-" : ""
                text += String(digits) + "e" + String(exponent)
                return write(Double(text)!, precision: nil, to: out)
            }
        }
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        return length + layOut(digits: digits, exponent: exponent, to: out + length)
    }

    /// `value` in decimal; returns the number of bytes written.
    static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        return length + writeDigits(value.magnitude, to: out + length)
    }

    /// digits × 10^exponent rounded half away from zero to `decimals` decimals, trailing zeros
    /// dropped.
    static func rounded(digits: UInt64, exponent: Int, decimals: Int) -> (UInt64, Int) {
        let dropped = -decimals - exponent
        let length = decimalLength(digits)
        var kept: UInt64
        if dropped > length {
            kept = 0
        } else {
            let divisor = power(ofTen: dropped)
            kept = digits / divisor
            if digits % divisor >= divisor / 2 { kept += 1 }
        }
        var newExponent = -decimals
        while kept != 0 && kept % 10 == 0 {
            kept /= 10
            newExponent += 1
        }
        return (kept, newExponent)
    }

    /// Places `digits` (× 10^exponent) in jq's notation.
    private static func layOut(digits: UInt64, exponent: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            let digitCount = writeDigits(digits, to: scratch.baseAddress!)
            let point = exponent + digitCount  // digits before the decimal point
            var length = 0
            func put(_ byte: UInt8) {
                out[length] = byte
                length += 1
            }
            if point <= -4 || point > digitCount + 15 {
                put(scratch[0])
                if digitCount > 1 {
                    put(UInt8(ascii: "."))
                    for index in 1..<digitCount { put(scratch[index]) }
                }
                put(UInt8(ascii: "e"))
                let power = point - 1
                put(power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                if abs(power) < 10 { put(UInt8(ascii: "0")) }
                length += writeDigits(UInt64(abs(power)), to: out + length)
            } else if point <= 0 {
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "."))
                for _ in 0..<(-point) { put(UInt8(ascii: "0")) }
                for index in 0..<digitCount { put(scratch[index]) }
            } else {
                for index in 0..<digitCount {
                    if index == point { put(UInt8(ascii: ".")) }
                    put(scratch[index])
                }
                if point > digitCount {
                    for _ in 0..<(point - digitCount) { put(UInt8(ascii: "0")) }
                }
            }
            return length
        }
    }

    /// The decimal digits of `value`; returns how many.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let length = decimalLength(value)
        var rest = value
        var index = length
        repeat {
            index -= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while index > 0
        return length
    }

    static func decimalLength(_ value: UInt64) -> Int {
        var length = 1
        var threshold: UInt64 = 10
        while length < 20 && value >= threshold {
            length += 1
            if threshold > UInt64.max / 10 { break }
            threshold *= 10
        }
        return length
    }

    private static func power(ofTen exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    private static func copy(_ text: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return text.utf8CodeUnitCount
    }
}
