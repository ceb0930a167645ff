# layoutcalc: `make run` and `make test` work on a fresh Debian machine or Mac; each installs what
# is missing first (json-c's headers; for the tests jq, rsvg-convert, Python's jsonschema and
# headless Chromium): on Debian with apt-get (pip for jsonschema when python3 has it), directly
# as root and through sudo otherwise; on macOS with Homebrew, which runs as the user (never
# through sudo).

SWIFT ?= swift
SWIFTC ?= swiftc
PLATFORM := $(shell uname -s)
ifeq ($(PLATFORM),Darwin)
# How the release build links on macOS: as Apple's toolchain links, against the Swift runtime
# that is part of the system (it links neither a static executable nor a static Swift runtime).
LINK :=
else
# How the release build links on Linux (swiftc's flags): one static position-independent
# executable (a static PIE), the Swift runtime, json-c and glibc linked in, so no dynamic loader
# maps and relocates libraries before main, and the kernel loads it at a random address, as it
# does a dynamically linked program: layoutcalc parses untrusted specs with a C parser, and the
# randomisation of its own code and data is part of what makes a flaw there hard to use. At
# start it relocates its own 40,000 pointers, from a packed table (DT_RELR: 8 KB against 1 MB of
# RELA entries, 27 fewer page faults) where glibc can read one (2.36 on); see
# docs/performance.md, One static PIE, for what the start-up costs. lld, from the
# toolchain, links it (gold cannot). `make build LINK='-static-executable -use-ld=lld'` builds
# the static executable at a fixed address the release build was before, `LINK=-static-stdlib`
# only the Swift runtime linked statically, and `LINK=` everything dynamic. clang is told not to
# report the driver's own -pie, which -static-pie replaces. The benchmarks' floors are linked
# the same way.
PACKED_RELOCATIONS := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | \
	awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "-Xclang-linker -Wl,-z,pack-relative-relocs" }')
STATIC_PIE := -static-stdlib -use-ld=lld -Xclang-linker -static-pie -Xclang-linker -Wno-unused-command-line-argument \
	$(PACKED_RELOCATIONS)
LINK := $(STATIC_PIE)
endif
# With the Swift runtime linked in, its allocation failure, which would print a stack trace, is
# linked to layoutcalc's own (one line, exit 70; Sources/layoutcalc/Support/OutOfMemory.swift).
OUT_OF_MEMORY := $(if $(findstring -static,$(LINK)),-Xlinker --wrap=_ZN5swift28swift_abortAllocationFailureEmm -DSTATIC_SWIFT_RUNTIME)
# In the static build json-c is linked in too, and its objects' tables of members start small
# (Sources/LayoutSpecReader/MemberTables.swift; docs/performance.md, "Tables of members made small").
SMALL_MEMBER_TABLES := $(if $(findstring -static-pie,$(LINK))$(findstring -static-executable,$(LINK)),-Xlinker --wrap=lh_kchar_table_new -DJSONC_LINKED_STATICALLY)
# The release build reaches type metadata through accessor functions rather than by mangled
# name: a generic type looked up by name has the runtime check its requirements by searching all
# 3,870 protocol conformances in the binary; through accessors the home screen takes 20% fewer
# instructions. The benchmarks' hello-worlds are built the same way. See README, Performance.
DIRECT_METADATA := -Xfrontend -disable-concrete-type-metadata-mangled-name-accessors
# swift build's flags for the release build, and for the benchmarks' parser floor built alike.
# (Without SwiftPM's $ORIGIN library path: glibc refuses to start a static PIE that names one,
# and layoutcalc loads no library of its own.)
RELEASE_FLAGS := -c release --disable-local-rpath $(addprefix -Xswiftc ,$(LINK) $(DIRECT_METADATA))
PREFIX ?= /usr/local
# The manual page's date: that of the version it describes.
MAN_DATE := 2026-11-22
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ifeq ($(PLATFORM),Darwin)
INSTALL_PACKAGES := brew install
JSONC_PACKAGES := json-c pkg-config
RSVG_PACKAGE := librsvg
# Homebrew's Chromium is a cask, an application the tests find in /Applications.
CHROMIUM_INSTALL := brew install --cask chromium
CHROMIUM_FOUND := [ -x /Applications/Chromium.app/Contents/MacOS/Chromium ]
# Homebrew's Python refuses pip outside a virtual environment unless told; in the user's own
# site-packages it touches nothing of Homebrew's.
JSONSCHEMA_FALLBACK := python3 -m pip install -q --user --break-system-packages jsonschema >/dev/null 2>&1
else
INSTALL_PACKAGES := $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq
JSONC_PACKAGES := libjson-c-dev pkg-config
RSVG_PACKAGE := librsvg2-bin
CHROMIUM_INSTALL := $(INSTALL_PACKAGES) chromium
CHROMIUM_FOUND := command -v chromium >/dev/null 2>&1
JSONSCHEMA_FALLBACK := missing="$$missing python3-jsonschema"
endif
# Warnings fail the tests' build: the compiler's flag given here, not in Package.swift, where
# only an unsafe flag could say it and a package that has one cannot be used as a dependency.
# (SwiftPM builds swift-argument-parser, a remote package, with its warnings suppressed.)
WARNINGS_AS_ERRORS := -Xswiftc -warnings-as-errors
RELEASE := .build/release/layoutcalc
DEBUG := .build/debug/layoutcalc

FUZZ := .build-fuzz/release/LayoutFuzzer
# make fuzz holds layoutcalc's guarantee (README, Limits: a spec of at most 1 MB lays out and
# prints in a second and 1 GiB, or is refused), scaled to the fuzz build. That build is
# optimized, with AddressSanitizer and libFuzzer's coverage, and runs an input (laid out and
# written in one format) about 20 to 35 times slower than the release build, holding about 5
# times its memory (measured on the 2M-item and carousel specs of Benchmarks/EndToEnd): an input
# that takes longer or more is a finding.
FUZZ_TIMEOUT := 35
FUZZ_RSS_LIMIT_MB := 5120
LEAKS_BUILD := .build-leaks
SECONDS ?= 60
# make fuzz's differential test: how many generated screens (some 10 ms each in the debug build
# on one core: 20,000 take about two minutes on two), and from which seed (empty: a random one).
PROPERTY_CASES ?= 20000
PROPERTY_SEED ?=

BENCH := .build/bench
, := ,
# The parsing floor links json-c and glibc as the release build does: linked statically, it
# parses a million items 7% faster (4% as a static PIE), and layoutcalc gains as much.
FLOOR_LINK := $(if $(findstring -static-pie,$(LINK)),-static-pie $(if $(findstring pack-relative-relocs,$(LINK)),-Wl$(,)-z$(,)pack-relative-relocs),$(if $(findstring -static-executable,$(LINK)),-static))

.PHONY: run test test-without-c test-snapshot-consumer build install man deps test-deps goldens sanitize leaks fuzz bench microbench clean

## Builds in release mode and lays out the sample home screen.
run: build
	$(RELEASE) samples/home.json --format table

## Runs every test: the engine's, the reader's and writer's, the command line's and the
## goldens, and the out-of-memory tests against the release build too (it handles a failed
## allocation its own way). A compiler warning fails it.
test: test-deps build
	$(SWIFT) build --build-tests $(WARNINGS_AS_ERRORS)
	LAYOUTCALC_RELEASE=$(CURDIR)/$(RELEASE) LAYOUTCALC_SMALL_MEMBER_TABLES=$(if $(SMALL_MEMBER_TABLES),1,0) $(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory test-without-c
	@$(MAKE) --no-print-directory test-snapshot-consumer

## LayoutcalcUIKit's tests, and LayoutSnapshot (what the snapshot strategies run), built as an
## app's package builds them on a machine without json-c:
## in a mount namespace where json-c's headers and pkg-config file are hidden, in a build folder
## of their own (on Linux; macOS has no mount namespaces, and the target graph is checked by
## ProjectTests there too).
NO_C_BUILD := .build-no-c
test-without-c:
	@if [ "$(PLATFORM)" != Linux ] || ! command -v unshare >/dev/null 2>&1; then \
		echo "test-without-c: no mount namespaces here; ProjectTests checks LayoutcalcUIKit's target graph"; exit 0; fi; \
	mkdir -p $(NO_C_BUILD)/empty; \
	headers=$$(pkg-config --variable=includedir json-c)/json-c; \
	$$([ "$$(id -u)" = 0 ] && echo "unshare -m" || echo "unshare -rm") sh -ec " \
		mount --bind $(NO_C_BUILD)/empty $$headers; \
		export PKG_CONFIG_LIBDIR=$(CURDIR)/$(NO_C_BUILD)/empty PKG_CONFIG_PATH=; \
		! pkg-config --exists json-c; test ! -e $$headers/json.h; \
		$(SWIFT) build --scratch-path $(NO_C_BUILD) --target LayoutcalcUIKitTests $(WARNINGS_AS_ERRORS); \
		$(SWIFT) build --scratch-path $(NO_C_BUILD) --target LayoutSnapshot $(WARNINGS_AS_ERRORS)"
	@echo "test-without-c: LayoutcalcUIKit's tests and LayoutSnapshot build with json-c's headers absent"

## LayoutcalcSnapshotTesting as an app's package uses it (layoutcalc with its Snapshots trait):
## the package Tests/Consumers/SnapshotConsumer records snapshots of a compositional, a flow and a
## custom layout, passes unchanged, and fails naming the moved elements after a change; the
## release build checks and diffs the snapshots. Its build folder is kept between runs.
SNAPSHOT_CONSUMER := .build-snapshot-consumer
test-snapshot-consumer: build
	python3 Tests/Consumers/snapshot_consumer.py $(CURDIR) $(CURDIR)/$(RELEASE) $(CURDIR)/$(SNAPSHOT_CONSUMER)

## Builds the release binary.
build: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(addprefix -Xswiftc ,$(OUT_OF_MEMORY) $(SMALL_MEMBER_TABLES))

## Installs the release binary into $(PREFIX)/bin, its manual page and its bash, zsh and fish
## completions.
install: build man
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/man/man1" "$(PREFIX)/share/bash-completion/completions" \
		"$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(RELEASE) "$(PREFIX)/bin/layoutcalc"
	install -m 644 layoutcalc.1 "$(PREFIX)/share/man/man1/layoutcalc.1"
	$(RELEASE) --generate-completion-script bash > "$(PREFIX)/share/bash-completion/completions/layoutcalc"
	$(RELEASE) --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_layoutcalc"
	$(RELEASE) --generate-completion-script fish > "$(PREFIX)/share/fish/vendor_completions.d/layoutcalc.fish"

## Writes the manual page layoutcalc.1 with swift-argument-parser's generate-manual, dated
## MAN_DATE so that the same sources give the same page.
man: deps
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug --date $(MAN_DATE)
	cp .build/plugins/GenerateManual/outputs/layoutcalc/layoutcalc.1 layoutcalc.1

## json-c's headers (and pkg-config, which finds them), when missing.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists json-c; then \
		echo "json-c is missing: installing $(JSONC_PACKAGES)"; \
		$(INSTALL_PACKAGES) $(JSONC_PACKAGES); \
	fi

## What the tests use besides Swift, each installed when missing: jq (`jq .` must reprint the
## JSON output byte for byte), Python's jsonschema (checks specs against `layoutcalc schema`),
## rsvg-convert (renders the SVG output) and Chromium (runs the HTML output's page headless; a
## platform without a package for it skips those tests, which say so).
test-deps: deps
	@missing=""; \
	command -v jq >/dev/null 2>&1 || missing="$$missing jq"; \
	command -v rsvg-convert >/dev/null 2>&1 || missing="$$missing $(RSVG_PACKAGE)"; \
	if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then \
		echo "Python's jsonschema is missing: installing it with pip"; \
		python3 -m pip install -q jsonschema >/dev/null 2>&1 || $(JSONSCHEMA_FALLBACK); \
	fi; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing"; \
		$(INSTALL_PACKAGES) $$missing; \
	fi; \
	if ! $(CHROMIUM_FOUND); then \
		echo "Chromium is missing: installing it"; \
		$(CHROMIUM_INSTALL) || echo "no Chromium package here: the browser tests of the HTML output will be skipped"; \
	fi

## Writes the samples' golden outputs anew (as samples/goldens lists them); review the diff.
goldens: deps
	$(SWIFT) build
	@grep -v '^#' samples/goldens | while read -r expected spec arguments; do \
		[ -n "$$expected" ] || continue; \
		$(DEBUG) check "samples/$$spec" $$arguments --expected "samples/expected/$$expected" --update || exit 1; \
	done
	@git status --short samples/expected

## The whole test suite under AddressSanitizer (with LeakSanitizer) and, for the C compiled
## into the process, UndefinedBehaviorSanitizer; then valgrind's leak check.
sanitize: test-deps
	$(SWIFT) build --build-tests --scratch-path .build-sanitize -Xswiftc -sanitize=address \
		-Xcc -fsanitize=undefined -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined
	LAYOUTCALC_SANITIZED=1 ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp \
		$(SWIFT) test --skip-build --scratch-path .build-sanitize
	@$(MAKE) --no-print-directory leaks

## valgrind --leak-check=full over every sample and every bad spec (the error paths): no
## definite leak, no invalid access. valgrind replaces malloc through the dynamic loader, which
## the static release executable does without, so this checks the same release code linked
## dynamically, in a build folder of its own. (Uninitialised-value tracking is off: Swift's copies
## of multi-payload enums read padding bits, which valgrind flags; AddressSanitizer covers the
## rest.)
leaks: deps
	@command -v valgrind >/dev/null 2>&1 || { echo "valgrind is missing: installing it with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq valgrind; }
	$(SWIFT) build -c release --scratch-path $(LEAKS_BUILD) $(addprefix -Xswiftc ,$(DIRECT_METADATA))
	@for spec in samples/*.json Tests/layoutcalcTests/BadSpecs/*.json; do \
		valgrind -q --leak-check=full --errors-for-leak-kinds=definite --undef-value-errors=no --error-exitcode=99 \
			$(LEAKS_BUILD)/release/layoutcalc - < "$$spec" > /dev/null 2> $(LEAKS_BUILD)/valgrind.log; \
		if [ $$? -eq 99 ]; then echo "valgrind: $$spec"; cat $(LEAKS_BUILD)/valgrind.log; exit 1; fi; \
	done; echo "valgrind: no definite leak and no invalid access over samples/ and the bad specs"

## Fuzzes the layout engine and the whole pipeline. First the differential test
## (Tests/LayoutcalcKitTests/Differential) over PROPERTY_CASES generated screens from a random seed
## (PROPERTY_SEED=N chooses it; a failure prints each failing case's own seed and its spec), in
## the tests' debug build. Then libFuzzer with AddressSanitizer, optimized, for SECONDS seconds,
## over the whole pipeline (parse, validate, lay out within the limits, write) from a corpus of
## the samples and the bad specs, comparing the parse in two pieces with the parse in one
## (Fuzz/Sources/LayoutFuzzer); an input over FUZZ_TIMEOUT seconds or FUZZ_RSS_LIMIT_MB is a
## finding (see above). A finding is written to fuzz-artifacts/; make it a regression test.
## Swift's own backtracer is off: it reads the crashed process's stack, which AddressSanitizer
## reports in place of the finding.
## LeakSanitizer leaves out what globals' one-time initializers allocate (Fuzz/lsan.supp).
fuzz: deps
	$(SWIFT) build --build-tests $(WARNINGS_AS_ERRORS)
	@seed=$(if $(PROPERTY_SEED),$(PROPERTY_SEED),$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')); \
	echo "LayoutPropertyTests: $(PROPERTY_CASES) cases from seed $$seed (PROPERTY_SEED=$$seed repeats them)"; \
	LAYOUTCALC_PROPERTY_CASES=$(PROPERTY_CASES) LAYOUTCALC_PROPERTY_SEED=$$seed \
		$(SWIFT) test --skip-build --filter LayoutPropertyTests
	$(SWIFT) build --package-path Fuzz --scratch-path .build-fuzz -c release -Xswiftc -enable-testing \
		-Xswiftc -sanitize=fuzzer,address
	@mkdir -p fuzz-corpus fuzz-artifacts
	@cp samples/*.json Tests/layoutcalcTests/BadSpecs/*.json fuzz-corpus/
	SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp $(FUZZ) fuzz-corpus -dict=Fuzz/layoutcalc.dict -max_total_time=$(SECONDS) \
		-timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=$(FUZZ_RSS_LIMIT_MB) -artifact_prefix=fuzz-artifacts/ -print_final_stats=1

## Times layoutcalc against its floors and peers built here (the least swift-argument-parser
## command, the start-up floor, and a Swift hello-world, both built the same way; a C program
## that only parses the spec with json-c; jq) on generated inputs, and prints the ratios and their
## targets; then times a consumer package's first build with the Swift library against one with
## Yams, and one that snapshots with LayoutcalcSnapshotTesting against the library alone (see
## docs/performance.md). Not part of the tests.
bench: build
	@for tool in hyperfine jq; do command -v $$tool >/dev/null 2>&1 || { echo "$$tool is missing: installing it"; \
		$(INSTALL_PACKAGES) $$tool; }; done
	@mkdir -p $(BENCH)/linked
	cc -O2 $(FLOOR_LINK) Benchmarks/EndToEnd/parse-only.c $$(pkg-config --cflags --libs json-c) -o $(BENCH)/linked/parse-only
	$(SWIFTC) -O $(LINK) $(DIRECT_METADATA) Benchmarks/EndToEnd/hello.swift -o $(BENCH)/linked/hello
	$(SWIFT) build $(RELEASE_FLAGS) --package-path Benchmarks/EndToEnd/ParserHello \
		--scratch-path $(BENCH)/parser-hello-build
	@# Every executable is timed as a copy, as an installed one is. A file lld has just written
	@# through a mapping sits in the page cache in 4 KB pages, and a process started from it
	@# takes more page faults than from a copy (238 against 202 for the home screen).
	cp $(BENCH)/linked/parse-only $(BENCH)/linked/hello $(BENCH)/parser-hello-build/release/parser-hello \
		$(RELEASE) $(BENCH)/
	python3 Benchmarks/EndToEnd/generate.py $(BENCH)/inputs
	@# Then what an app pays to depend on the Swift library: its consumer's first build against
	@# one with Yams (docs/performance.md). Both tables print, whichever misses a target.
	@status=0; python3 Benchmarks/EndToEnd/run.py $(BENCH) $(BENCH)/layoutcalc || status=1; \
		python3 Benchmarks/Consumers/measure.py $(BENCH)/consumers $(CURDIR) || status=1; exit $$status

## The engine's micro-benchmarks and the Swift API's `prepare` (package-benchmark, a package of its
## own in Benchmarks/).
microbench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

## Removes every build folder, the benchmarks' own among them.
clean:
	rm -rf .build .build-sanitize .build-fuzz .build-no-c $(SNAPSHOT_CONSUMER) $(LEAKS_BUILD) Benchmarks/.build

## Builds the DocC documentation of LayoutcalcUIKit and LayoutEngine (swift-docc-plugin) into
## .build/docs, one archive each for static hosting; a warning (a broken link, say) fails it.
.PHONY: docs
DOCS := .build/docs
docs: deps
	@mkdir -p $(DOCS)
	@for target in LayoutcalcUIKit LayoutEngine; do \
		$(SWIFT) package --allow-writing-to-directory $(DOCS) generate-documentation --target $$target \
			--output-path $(DOCS)/$$target --transform-for-static-hosting --hosting-base-path $$target \
			--warnings-as-errors || exit 1; \
	done
	@echo "documentation in $(DOCS)/LayoutcalcUIKit and $(DOCS)/LayoutEngine"
