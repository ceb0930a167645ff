// A start-up reference without a target in `make bench`: a Swift program built as layoutcalc is,
// that does nothing but print (no argument parser; the floor is ParserHello).
print("hello")
