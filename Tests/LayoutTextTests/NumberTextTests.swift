@testable import LayoutText
import Testing
import TestSupport

@Suite struct NumberTextTests {
    func text(_ value: Double, precision: Int? = nil) -> String {
        var bytes = [UInt8](repeating: 0, count: NumberText.maximumLength)
        let length = bytes.withUnsafeMutableBufferPointer { NumberText.write(value, precision: precision, to: $0.baseAddress!) }
        return String(decoding: bytes.prefix(length), as: UTF8.self)
    }

    /// jq 1.6 printed these for the same inputs (`jq -c .` on this machine). Three inputs are
    /// written as the doubles they read as, which Swift's literals must be exactly: jq read
    /// 123456789012345678, 12345678901234567890 and 5e-324.
    @Test(arguments: [
        (1e-5, "1e-05"), (0.0001, "0.0001"), (0.001, "0.001"), (1e17, "1e+17"), (1e16, "1e+16"),
        (1e15, "1000000000000000"), (123456789012345680, "123456789012345680"), (1.5e300, "1.5e+300"),
        (0.1, "0.1"), (-0.0, "0"), (0, "0"), (1.0, "1"), (100, "100"), (143.60902255639098, "143.60902255639098"),
        (Double.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (12345678901234567168, "12345678901234567000"), (1e-7, "1e-07"), (0.000123, "0.000123"), (2.5e-5, "2.5e-05"),
        (1e21, "1e+21"), (1e22, "1e+22"), (123456789012345.6, "123456789012345.6"),
        (1234567890123456.7, "1234567890123456.8"),
        // Digits are written eight at a time: runs of 8, 9 and 16 digits, a fraction after them.
        (12345678, "12345678"), (123456789, "123456789"), (4503599627370497, "4503599627370497"),
        (-98765432, "-98765432"), (1234567.875, "1234567.875"), (0.12345678901234567, "0.12345678901234566"),
        (99999999.5, "99999999.5"),
    ])
    func printsAsJQDoes(value: Double, expected: String) {
        #expect(text(value) == expected)
    }

    @Test func digitCounts() {
        var value: UInt64 = 1
        for digits in 1...19 {
            #expect(NumberText.decimalLength(value) == digits)
            #expect(NumberText.decimalLength(value * 10 - 1) == digits)
            value *= 10
        }
        #expect(NumberText.decimalLength(0) == 1)
        #expect(NumberText.decimalLength(UInt64.max) == 20)
    }

    /// The longest plain number (33 bytes), a 16-digit fraction (the widest move of the digits
    /// after the point) and the other notations, as jq 1.6 prints them: nothing is stored past
    /// `maximumLength` bytes.
    @Test(arguments: [
        (-1.2345678901234567e31, "-12345678901234567000000000000000"), (-1234567890123456.8, "-1234567890123456.8"),
        (-1.2345678901234567, "-1.2345678901234567"), (-0.00012345678901234567, "-0.00012345678901234567"),
        (-1.2345678901234567e-300, "-1.2345678901234568e-300"),
    ])
    func staysWithinItsRoom(value: Double, expected: String) {
        // Guard bytes unlike the room's, so that a store of bytes moved from the room shows.
        let guardByte: UInt8 = 0xA5
        var bytes = [UInt8](repeating: 0, count: NumberText.maximumLength) + [UInt8](repeating: guardByte, count: 16)
        let length = bytes.withUnsafeMutableBufferPointer { NumberText.write(value, precision: nil, to: $0.baseAddress!) }
        #expect(String(decoding: bytes.prefix(length), as: UTF8.self) == expected)
        #expect(bytes[NumberText.maximumLength...].allSatisfy { $0 == guardByte })
    }

    @Test func negativeNumbersKeepTheirSign() {
        #expect(text(-390) == "-390")
        #expect(text(-0.5) == "-0.5")
        #expect(text(-1e-7) == "-1e-07")
    }

    @Test func everyDoubleReadsBackAndIsAsShortAsSwiftsOwn() {
        // A seeded sweep over bit patterns: all exponents, random mantissas.
        var generator = SeededRandom(seed: 0x5EED)
        for _ in 0..<200_000 {
            let value = Double(bitPattern: generator.next() & ~(1 << 63))
            guard value.isFinite, value != 0 else { continue }
            let printed = text(value)
            #expect(Double(printed) == value, "\(printed) does not read back as \(value)")
            #expect(significantDigits(printed) == significantDigits(value.description), "\(printed) vs \(value)")
        }
    }

    @Test func eighthsPrintExactly() {
        // Every multiple of 1/8 up to 10^6, each checked against the shortest digits.
        for numerator in stride(from: 1, to: 8_000_000, by: 97) where numerator % 8 != 0 {
            let value = Double(numerator) / 8
            let printed = text(value)
            #expect(Double(printed) == value)
            #expect(significantDigits(printed) == significantDigits(value.description), "\(printed) vs \(value)")
        }
        #expect(text(7.875) == "7.875")
        #expect(text(-0.125) == "-0.125")
        #expect(text(0.5) == "0.5")
        #expect(text(123456789.25) == "123456789.25")
    }

    @Test func layoutSizedValuesAreShortest() {
        var generator = SeededRandom(seed: 42)
        for _ in 0..<100_000 {
            let value = Double(generator.next() % 2_000_000) / Double(generator.next() % 997 + 1)
            let printed = text(value)
            #expect(Double(printed) == value)
            #expect(significantDigits(printed) == significantDigits(value.description))
        }
    }

    /// The digits of a printed number without sign, point, exponent or leading/trailing zeros.
    func significantDigits(_ text: String) -> String {
        let mantissa = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).first ?? ""
        let digits = mantissa.filter(\.isNumber)
        return String(digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
    }

    @Test(arguments: [
        (1.005, 2, "1.01"), (0.125, 2, "0.13"), (2.5, 0, "3"), (-2.5, 0, "-3"), (0.0004, 3, "0"), (-0.0004, 3, "0"),
        (1234.5678, 2, "1234.57"), (1e-7, 10, "1e-07"), (1e-7, 6, "0"), (137.593984962406, 3, "137.594"), (390, 0, "390"),
        (0.5, 0, "1"), (9.995, 2, "10"), (123456789.123456789, 8, "123456789.12345679"), (0.05, 1, "0.1"),
    ])
    func precisionRoundsHalfAwayFromZero(value: Double, decimals: Int, expected: String) {
        #expect(text(value, precision: decimals) == expected)
    }
}

