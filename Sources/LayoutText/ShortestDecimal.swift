/// The shortest decimal that reads back as a given double, by Ryu (Ulf Adams, PLDI 2018).
///
/// Among the shortest digit strings inside the double's rounding interval it picks the one
/// closest to the exact value, like jq's, JavaScript's and Swift's own printing. The work is a
/// few 128-bit multiplications and at most 17 divisions by 10, with no allocation.
package enum ShortestDecimal {
    /// `value` (finite, > 0) as `digits` × 10^`exponent`, `digits` as short as possible.
    package static func decompose(_ value: Double) -> (digits: UInt64, exponent: Int) {
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
        if e2 >= 0 {
            let q = log10Pow2(e2) - (e2 > 3 ? 1 : 0)
            e10 = q
            let k = RyuTables.inverseBitCount + pow5Bits(q) - 1
            let shift = -e2 + q + k
            let factor = (RyuTables.inversePowersOfFive[2 * q], RyuTables.inversePowersOfFive[2 * q + 1])
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
            let factor = (RyuTables.powersOfFive[2 * index], RyuTables.powersOfFive[2 * index + 1])
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
    package static func pow5Bits(_ e: Int) -> Int { Int((UInt32(e) &* 1_217_359) >> 19) + 1 }

    /// ⌊log10(2^e)⌋.
    @inline(__always)
    private static func log10Pow2(_ e: Int) -> Int { Int((UInt32(e) &* 78913) >> 18) }

    /// ⌊log10(5^e)⌋.
    @inline(__always)
    private static func log10Pow5(_ e: Int) -> Int { Int((UInt32(e) &* 732_923) >> 20) }
}
