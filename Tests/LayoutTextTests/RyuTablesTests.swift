@testable import LayoutText
import Testing

/// Every entry of Ryu's tables, recomputed exactly from its definition.
@Suite struct RyuTablesTests {
    @Test func powersOfFiveAreTheTop125BitsOfEachPower() {
        #expect(RyuTables.powersOfFive.count == 2 * 326)
        var power = Magnitude(1)
        for i in 0..<326 {
            let value = power.bits(from: power.bitLength - RyuTables.bitCount)
            #expect(entry(RyuTables.powersOfFive, i) == value, "5^\(i)")
            power.multiply(by: 5)
        }
    }

    @Test func inversePowersOfFiveAreTwoToTheJOverEachPowerPlusOne() {
        #expect(RyuTables.inversePowersOfFive.count == 2 * 342)
        // ⌊2^K ÷ 5^i⌋ by repeated exact division by 5, then shifted down to 2^j ÷ 5^i.
        let k = 1024
        var quotient = Magnitude(1).shiftedLeft(by: k)
        for i in 0..<342 {
            let j = ShortestDecimal.pow5Bits(i) - 1 + RyuTables.inverseBitCount
            let value = quotient.bits(from: k - j) + 1
            #expect(entry(RyuTables.inversePowersOfFive, i) == value, "2^\(j) ÷ 5^\(i)")
            quotient.divide(by: 5)
        }
    }

    /// Spot checks written out by hand: 5^0 = 2^0 and 5^1 = 1.25 × 2^2 at the top of 125 bits;
    /// 2^125 ÷ 1 + 1.
    @Test func firstEntries() {
        #expect(entry(RyuTables.powersOfFive, 0) == UInt128(1) << 124)
        #expect(entry(RyuTables.powersOfFive, 1) == UInt128(5) << 122)
        #expect(entry(RyuTables.inversePowersOfFive, 0) == (UInt128(1) << 125) + 1)
    }

    private func entry(_ table: [UInt64], _ index: Int) -> UInt128 {
        UInt128(table[2 * index + 1]) << 64 | UInt128(table[2 * index])
    }
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
    /// by 5 take a 1024-bit number down to 230 bits).
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
