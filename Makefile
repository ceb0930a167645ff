# layoutcalc: `make run` and `make test` work on a fresh Debian machine; each installs what is
# missing first (json-c's headers, and for the tests jq), with apt-get: directly as root,
# through sudo otherwise.

SWIFT ?= swift
PREFIX ?= /usr/local
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE := .build/release/layoutcalc
DEBUG := .build/debug/layoutcalc

.PHONY: run test build install deps test-deps goldens clean

## Builds in release mode and lays out the sample home screen.
run: build
	$(RELEASE) samples/home.json --format table

## Runs every test: the engine's, the reader's and writer's, the command line's and the goldens.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Builds the release binary.
build: deps
	$(SWIFT) build -c release

## Installs the release binary into $(PREFIX)/bin.
install: build
	install -d "$(PREFIX)/bin"
	install -m 755 $(RELEASE) "$(PREFIX)/bin/layoutcalc"

## json-c's headers (and pkg-config, which finds them), when missing.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists json-c; then \
		echo "json-c is missing: installing libjson-c-dev with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libjson-c-dev pkg-config; \
	fi

## jq: the tests check that `jq .` reprints the JSON output byte for byte.
test-deps: deps
	@if ! command -v jq >/dev/null 2>&1; then \
		echo "jq is missing: installing it with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq jq; \
	fi

## Writes the samples' golden outputs anew (as samples/goldens lists them); review the diff.
goldens: deps
	$(SWIFT) build
	@grep -v '^#' samples/goldens | while read -r expected spec arguments; do \
		[ -n "$$expected" ] || continue; \
		$(DEBUG) "samples/$$spec" $$arguments > "samples/expected/$$expected" || exit 1; \
	done
	@git status --short samples/expected

clean:
	rm -rf .build
