/// The shortest decimal that reads back as a given double, by Ryu (Ulf Adams, PLDI 2018).
///
/// Among the shortest digit strings inside the double's rounding interval it picks the one
/// closest to the exact value, like jq's, JavaScript's and Swift's own printing. The work is a
/// few 128-bit multiplications and at most 17 divisions by 10, with no allocation.
enum ShortestDecimal {
    /// `value` (finite, > 0) as `digits` × 10^`exponent`, `digits` as short as possible.
    static func decompose(_ value: Double) -> (digits: UInt64, exponent: Int) {
        let bits = value.bitPattern
        let ieeeMantissa = bits & ((1 << 52) - 1)
        let ieeeExponent = Int((bits >> 52) & 0x7FF)
        let e2: Int
        let m2: UInt64
        if ieeeExponent == 0 {
            e2 = 1 - 1023 - 52 - 2
            m2 = ieeeMantissa
        } else {
            e2 = ieeeExponent - 1023 - 52 - 2
            m2 = (1 << 52) | ieeeMantissa
        }
        let acceptBounds = m2 & 1 == 0

        // The interval of decimals that read back as the value: (mm, mp) around mv, times 4.
        let mv = 4 * m2
        let mmShift: UInt64 = ieeeMantissa != 0 || ieeeExponent <= 1 ? 1 : 0
        var vr: UInt64
        var vp: UInt64
        var vm: UInt64
        let e10: Int
        var vmIsTrailingZeros = false
        var vrIsTrailingZeros = false
        let tables = RyuTables.shared
        if e2 >= 0 {
            let q = log10Pow2(e2) - (e2 > 3 ? 1 : 0)
            e10 = q
            let k = RyuTables.inverseBitCount + pow5Bits(q) - 1
            let shift = -e2 + q + k
            let factor = (tables.inversePowersOfFive[2 * q], tables.inversePowersOfFive[2 * q + 1])
            vr = mulShift(4 * m2, factor, shift)
            vp = mulShift(4 * m2 + 2, factor, shift)
            vm = mulShift(4 * m2 - 1 - mmShift, factor, shift)
            if q <= 21 {
                if mv % 5 == 0 {
                    vrIsTrailingZeros = isMultipleOfPowerOfFive(mv, q)
                } else if acceptBounds {
                    vmIsTrailingZeros = isMultipleOfPowerOfFive(mv - 1 - mmShift, q)
                } else if isMultipleOfPowerOfFive(mv + 2, q) {
                    vp -= 1
                }
            }
        } else {
            let q = log10Pow5(-e2) - (-e2 > 1 ? 1 : 0)
            e10 = q + e2
            let index = -e2 - q
            let k = pow5Bits(index) - RyuTables.bitCount
            let shift = q - k
            let factor = (tables.powersOfFive[2 * index], tables.powersOfFive[2 * index + 1])
            vr = mulShift(4 * m2, factor, shift)
            vp = mulShift(4 * m2 + 2, factor, shift)
            vm = mulShift(4 * m2 - 1 - mmShift, factor, shift)
            if q <= 1 {
                vrIsTrailingZeros = true
                if acceptBounds {
                    vmIsTrailingZeros = mmShift == 1
                } else {
                    vp -= 1
                }
            } else if q < 63 {
                vrIsTrailingZeros = mv & ((1 << UInt64(q)) - 1) == 0
            }
        }

        // The shortest decimal in the interval: drop digits while the bounds still differ.
        var removed = 0
        var lastRemovedDigit: UInt64 = 0
        let output: UInt64
        if vmIsTrailingZeros || vrIsTrailingZeros {
            while vp / 10 > vm / 10 {
                vmIsTrailingZeros = vmIsTrailingZeros && vm % 10 == 0
                vrIsTrailingZeros = vrIsTrailingZeros && lastRemovedDigit == 0
                lastRemovedDigit = vr % 10
                vr /= 10
                vp /= 10
                vm /= 10
                removed += 1
            }
            if vmIsTrailingZeros {
                while vm % 10 == 0 {
                    vrIsTrailingZeros = vrIsTrailingZeros && lastRemovedDigit == 0
                    lastRemovedDigit = vr % 10
                    vr /= 10
                    vp /= 10
                    vm /= 10
                    removed += 1
                }
            }
            if vrIsTrailingZeros && lastRemovedDigit == 5 && vr % 2 == 0 {
                lastRemovedDigit = 4  // an exact tie rounds to even
            }
            let outside = vr == vm && (!acceptBounds || !vmIsTrailingZeros)
            output = vr + (outside || lastRemovedDigit >= 5 ? 1 : 0)
        } else {
            var roundUp = false
            if vp / 100 > vm / 100 {
                roundUp = vr % 100 >= 50
                vr /= 100
                vp /= 100
                vm /= 100
                removed += 2
            }
            while vp / 10 > vm / 10 {
                roundUp = vr % 10 >= 5
                vr /= 10
                vp /= 10
                vm /= 10
                removed += 1
            }
            output = vr + (vr == vm || roundUp ? 1 : 0)
        }
        return (output, e10 + removed)
    }

    /// (m × factor) >> shift, the factor a 128-bit (low, high) pair.
    @inline(__always)
    private static func mulShift(_ m: UInt64, _ factor: (UInt64, UInt64), _ shift: Int) -> UInt64 {
        let low = UInt128(m) * UInt128(factor.0)
        let high = UInt128(m) * UInt128(factor.1)
        return UInt64(truncatingIfNeeded: ((low >> 64) + high) >> (shift - 64))
    }

    private static func isMultipleOfPowerOfFive(_ value: UInt64, _ power: Int) -> Bool {
        var value = value
        var count = 0
        while value > 0 && value % 5 == 0 {
            value /= 5
            count += 1
        }
        return count >= power
    }

    /// ⌈log2(5^e)⌉ for e ≥ 1 (and 1 for e = 0): the bit length of 5^e.
    @inline(__always)
    static func pow5Bits(_ e: Int) -> Int { Int((UInt32(e) &* 1_217_359) >> 19) + 1 }

    /// ⌊log10(2^e)⌋.
    @inline(__always)
    private static func log10Pow2(_ e: Int) -> Int { Int((UInt32(e) &* 78913) >> 18) }

    /// ⌊log10(5^e)⌋.
    @inline(__always)
    private static func log10Pow5(_ e: Int) -> Int { Int((UInt32(e) &* 732_923) >> 20) }
}

/// Ryu's tables: the top 125 bits of 5^i, and of 2^j ÷ 5^i (j = bits(5^i) − 1 + 125), plus one.
///
/// They are computed once, exactly, with a small multi-word integer, rather than pasted in as
/// a thousand generated constants.
struct RyuTables: Sendable {
    static let bitCount = 125
    static let inverseBitCount = 125
    static let shared = RyuTables()

    /// (low, high) pairs of ⌊5^i ÷ 2^(bits(5^i) − 125)⌋ for i in 0..<326.
    let powersOfFive: [UInt64]
    /// (low, high) pairs of ⌊2^(bits(5^i) − 1 + 125) ÷ 5^i⌋ + 1 for i in 0..<342.
    let inversePowersOfFive: [UInt64]

    private init() {
        var powers: [UInt64] = []
        var power = Magnitude(1)
        for _ in 0..<326 {
            let value = power.bits(from: power.bitLength - Self.bitCount)
            powers.append(UInt64(truncatingIfNeeded: value))
            powers.append(UInt64(truncatingIfNeeded: value >> 64))
            power.multiply(by: 5)
        }
        powersOfFive = powers

        // ⌊2^K ÷ 5^i⌋ by repeated exact division by 5, then shifted down to 2^j ÷ 5^i.
        let k = 1024
        var quotient = Magnitude(1).shiftedLeft(by: k)
        var inverses: [UInt64] = []
        for i in 0..<342 {
            let j = ShortestDecimal.pow5Bits(i) - 1 + Self.inverseBitCount
            let value = quotient.bits(from: k - j) + 1
            inverses.append(UInt64(truncatingIfNeeded: value))
            inverses.append(UInt64(truncatingIfNeeded: value >> 64))
            quotient.divide(by: 5)
        }
        inversePowersOfFive = inverses
    }

    /// An unsigned integer of any size, in 32-bit words, least significant first.
    private struct Magnitude {
        var words: [UInt32]

        init(_ value: UInt32) { words = [value] }

        var bitLength: Int {
            guard let top = words.lastIndex(where: { $0 != 0 }) else { return 0 }
            return top * 32 + (32 - words[top].leadingZeroBitCount)
        }

        func shiftedLeft(by count: Int) -> Magnitude {
            var result = Magnitude(0)
            result.words = [UInt32](repeating: 0, count: count / 32) + words + [0]
            result.multiply(by: 1 << UInt32(count % 32))
            return result
        }

        mutating func multiply(by factor: UInt32) {
            var carry: UInt64 = 0
            for index in words.indices {
                let product = UInt64(words[index]) * UInt64(factor) + carry
                words[index] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry > 0 { words.append(UInt32(carry)) }
        }

        /// Divides in place, dropping the zero words the quotient leaves on top (342 divisions
        /// by 5 take a 1024-bit number down to 230 bits). Inlined, so that a constant divisor
        /// compiles to a multiplication rather than a division instruction per word.
        @inline(__always)
        mutating func divide(by divisor: UInt32) {
            var remainder: UInt64 = 0
            for index in words.indices.reversed() {
                let current = remainder << 32 | UInt64(words[index])
                words[index] = UInt32(current / UInt64(divisor))
                remainder = current % UInt64(divisor)
            }
            while words.count > 1 && words.last == 0 { words.removeLast() }
        }

        /// The 128 bits starting at bit `start` (bits below 0 read as zeros).
        func bits(from start: Int) -> UInt128 {
            var result: UInt128 = 0
            // The words that hold bits start..<start+128, each shifted into place.
            for index in max(0, start >> 5)...max(0, (start + 127) >> 5) where index < words.count {
                let shift = index * 32 - start
                let word = UInt128(words[index])
                if shift >= 0 {
                    if shift < 128 { result |= word << UInt128(shift) }
                } else if -shift < 32 {
                    result |= word >> UInt128(-shift)
                }
            }
            return result
        }
    }
}
