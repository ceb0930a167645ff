/// Numbers as jq 1.6 prints them, so that `layoutcalc … | jq .` changes no byte: the shortest
/// digits that read back to the same double; plain notation unless the decimal point would sit
/// 4 or more places before the first digit or 16 or more places after the last, then
/// `d.ddde±XX`; integral values without a fraction; -0 as 0.
@usableFromInline package enum NumberText {
    /// The room `write` needs at `out`: one number takes at most 33 bytes (`-` and 17 digits
    /// followed by 15 zeros), and `write` may store up to 34, the last ones past the number's
    /// end (what follows writes over them).
    @usableFromInline package static let maximumLength = 40

    /// Writes `value`, first rounded half away from zero to `precision` decimals if given;
    /// returns the number of bytes it takes.
    @usableFromInline package static func write(_ value: Double, precision: Int?, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Integral values first: most numbers of a layout are (NaN and the infinities are not).
        if value.rounded(.towardZero) == value && abs(value) < 1e16 {
            return writeInteger(Int64(value), to: out)
        }
        guard value.isFinite else {
            // Never produced by layoutcalc's layouts, but a custom layout's answers may be
            // (a snapshot writes them): as jq renders them, so the output stays valid JSON.
            if value.isNaN { return copy("null", to: out) }
            return write(value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude, precision: precision, to: out)
        }
        let magnitude = abs(value)
        var digits: UInt64
        var exponent: Int
        let eighths = magnitude * 8  // exact: a power of two
        if magnitude < 1e12 && eighths.rounded(.towardZero) == eighths {
            // A multiple of 1/8 (95.5, 7.875: halves at scale 2, and the like) is exactly a
            // decimal of at most 3 places, and its own shortest form: below 10^12 any shorter
            // decimal is 0.001 away, another double.
            digits = UInt64(eighths) * 125
            exponent = -3
            while digits % 10 == 0 {
                digits /= 10
                exponent += 1
            }
        } else {
            (digits, exponent) = ShortestDecimal.decompose(magnitude)
        }
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

    /// `value` in decimal (-0 as 0); returns the number of bytes written.
    @usableFromInline package static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if value >= 0 && value < 100 {
            // One or two digits: the commonest numbers of all.
            let pair = Int(value) &* 2
            let pairs = digitPairs.utf8Start
            if value < 10 {
                out[0] = pairs[pair + 1]
                return 1
            }
            out[0] = pairs[pair]
            out[1] = pairs[pair + 1]
            return 2
        }
        var length = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        let count = decimalLength(value.magnitude)
        writeDigits(value.magnitude, count: count, to: out + length)
        return length + count
    }

    /// digits × 10^exponent rounded half away from zero to `decimals` decimals, trailing zeros
    /// dropped.
    package static func rounded(digits: UInt64, exponent: Int, decimals: Int) -> (UInt64, Int) {
        let dropped = -decimals - exponent
        let length = decimalLength(digits)
        var kept: UInt64
        if dropped > length {
            kept = 0
        } else {
            let divisor = powerOfTen(dropped)
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

    /// Places `digits` (× 10^exponent) in jq's notation; returns the number of bytes written.
    private static func layOut(digits: UInt64, exponent: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let digitCount = decimalLength(digits)
        let point = exponent + digitCount  // digits before the decimal point
        if point <= -4 || point > digitCount + 15 {
            // d.ddde±XX: the digits one place to the right, the first moved back before the point.
            writeDigits(digits, count: digitCount, to: out + 1)
            out[0] = out[1]
            var length = 1
            if digitCount > 1 {
                out[1] = UInt8(ascii: ".")
                length = digitCount + 1
            }
            out[length] = UInt8(ascii: "e")
            let power = point - 1
            out[length + 1] = power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            length += 2
            if abs(power) < 10 {
                out[length] = UInt8(ascii: "0")
                length += 1
            }
            let powerDigits = decimalLength(UInt64(abs(power)))
            writeDigits(UInt64(abs(power)), count: powerDigits, to: out + length)
            return length + powerDigits
        }
        if point <= 0 {
            // 0.000ddd
            out[0] = UInt8(ascii: "0")
            out[1] = UInt8(ascii: ".")
            (out + 2).initialize(repeating: UInt8(ascii: "0"), count: -point)
            writeDigits(digits, count: digitCount, to: out + 2 - point)
            return 2 - point + digitCount
        }
        if point >= digitCount {
            // ddd000
            writeDigits(digits, count: digitCount, to: out)
            (out + digitCount).initialize(repeating: UInt8(ascii: "0"), count: point - digitCount)
            return point
        }
        // dd.ddd: all the digits, then the fraction (at most 16 digits) moved one place right
        // with one 16-byte load and store, and the point put in the gap; cheaper than
        // splitting the digits with a division by a power of ten, or a call to memmove.
        writeDigits(digits, count: digitCount, to: out)
        let fraction = UnsafeRawPointer(out + point).loadUnaligned(as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out + point + 1).storeBytes(of: fraction, as: SIMD16<UInt8>.self)
        out[point] = UInt8(ascii: ".")
        return digitCount + 1
    }

    /// The `count` decimal digits of `value` (leading zeros included), from the right: eight
    /// at a time in 32-bit arithmetic, each eight as four two-digit pairs.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, count: Int, to out: UnsafeMutablePointer<UInt8>) {
        var rest = value
        var end = count
        while end > 8 {
            writeEight(UInt32(truncatingIfNeeded: rest % 100_000_000), to: out + end - 8)
            rest /= 100_000_000
            end -= 8
        }
        var small = UInt32(truncatingIfNeeded: rest)
        while end >= 2 {
            end -= 2
            copyPair(small % 100, to: out + end)
            small /= 100
        }
        if end == 1 { out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: small) }
    }

    /// The eight digits of `value` (below 10^8), leading zeros included.
    @inline(__always)
    private static func writeEight(_ value: UInt32, to out: UnsafeMutablePointer<UInt8>) {
        let high = value / 10_000
        let low = value % 10_000
        copyPair(high / 100, to: out)
        copyPair(high % 100, to: out + 2)
        copyPair(low / 100, to: out + 4)
        copyPair(low % 100, to: out + 6)
    }

    /// The two digits of `pair` (below 100).
    @inline(__always)
    private static func copyPair(_ pair: UInt32, to out: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(out).copyMemory(from: digitPairs.utf8Start + 2 * Int(pair), byteCount: 2)
    }

    /// "00", "01", … "99" back to back.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// 10^exponent for exponent 0…19: a switch, which needs no table to initialize at run time.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// The number of decimal digits of `value` (1 for 0): t = ⌊bits · log10 2⌋ (1233/4096 ≈
    /// log10 2) digits, or one more when `value` reaches 10^t.
    @inline(__always)
    package static func decimalLength(_ value: UInt64) -> Int {
        guard value > 0 else { return 1 }
        let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
        return estimate + (value >= powerOfTen(estimate) ? 1 : 0)
    }

    private static func copy(_ text: StaticString, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return text.utf8CodeUnitCount
    }
}
