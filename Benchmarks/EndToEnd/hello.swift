// The start-up floor: a Swift program built as layoutcalc is, that does nothing but print.
print("hello")
