#ifndef LAYOUTCALC_FUZZER_DRIVER_H
#define LAYOUTCALC_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/* libFuzzer's entry point for programs that have a main of their own (SwiftPM's executables
   do): it runs the fuzzing loop over `callback`. Provided by -sanitize=fuzzer. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
