#!/usr/bin/env python3
"""Fails when a public use case of the application crate has no unit test.

A use case is a `pub async fn` (or `pub fn` answering a `Result`) in an inherent `impl` block of
`crates/application/src/`, outside `ports.rs`, `testing.rs` and test code. It has a unit test when
test code of its own context (a `#[cfg(test)]` module, a `tests.rs` or a `tests/` folder in the
context's folder) calls it: `.name(` appears there. The API suite does not count: its database
makes it slow, and a rule is cheapest to check where it is decided.

The use cases that had no unit test when the check came in are listed, by context and name, in
`scripts/use-cases-without-unit-tests.txt`. A use case missing from both the tests and that list
fails the check, and so does a listed one that now has a test (strike it from the list), so the
list only shrinks.

    scripts/check-use-case-tests.py              check the tree (prints "use cases: ok (N, M listed)")
    scripts/check-use-case-tests.py --list       print every use case without a unit test
    scripts/check-use-case-tests.py --self-test  check the scanner on planted sources

Exit status: 0 when the rule holds, 1 otherwise (one line per problem on stderr). Standard
library only.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "crates/application/src"
KNOWN = ROOT / "scripts/use-cases-without-unit-tests.txt"

IMPL = re.compile(r"^impl(?:<[^>]*>)?\s+(\w+)(?:<[^>]*>)?\s*\{")
PUBLIC_FN = re.compile(r"^    pub (async )?fn (\w+)")
TEST_MODULE = re.compile(r"#\[cfg\(test\)\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{")


def context_of(relative: Path) -> str:
    """The context a file belongs to: its top folder, or its own name at the crate root."""
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


def scan(files: dict[str, str]) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The use cases `(context, name)` and each context's test code, from `{relative path: text}`."""
    cases: list[tuple[str, str]] = []
    tests: dict[str, str] = defaultdict(str)
    for path, text in sorted(files.items()):
        relative = Path(path)
        context = context_of(relative)
        if relative.name in ("tests.rs", "testing.rs") or "tests" in relative.parts[:-1]:
            tests[context] += text
            continue
        inline = TEST_MODULE.search(text)
        code, test = (text, "") if inline is None else (text[: inline.start()], text[inline.start() :])
        tests[context] += test
        if relative.name == "ports.rs":
            continue
        owner = None
        lines = code.splitlines()
        for index, line in enumerate(lines):
            if match := IMPL.match(line):
                owner = match.group(1)
            elif line.startswith("}"):
                owner = None
            elif owner and (match := PUBLIC_FN.match(line)):
                signature = " ".join(lines[index : index + 12])
                signature = signature[: signature.find("{")] if "{" in signature else signature
                if match.group(1) or "Result<" in signature:
                    cases.append((context, match.group(2)))
    return cases, tests


def untested(cases: list[tuple[str, str]], tests: dict[str, str]) -> list[tuple[str, str]]:
    return sorted({case for case in cases if not re.search(rf"(\.|::){case[1]}\b\s*[(:<]", tests[case[0]])})


def read_tree() -> dict[str, str]:
    return {str(path.relative_to(SOURCES)): path.read_text() for path in SOURCES.rglob("*.rs")}


def read_known() -> set[tuple[str, str]]:
    known = set()
    for line in KNOWN.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            context, name = line.split()
            known.add((context, name))
    return known


def self_test() -> None:
    files = {
        "rooms/mod.rs": "#[cfg(test)]\npub(crate) mod testing;\nimpl Rooms {\n    pub async fn book(&self) -> Result<(), E> {\n    }\n"
        "    pub fn name(&self) -> &str {\n    }\n    pub fn check(\n        &self,\n    ) -> Result<(), E> {\n    }\n}\n"
        "#[cfg(test)]\nmod tests {\n    fn t() { rooms.book().await; halls.cancel().await; }\n}\n",
        "rooms/ports.rs": "impl Port {\n    pub async fn store(&self) {}\n}\n",
        "halls/cancel.rs": "impl Halls {\n    pub async fn cancel(&self) {}\n    pub async fn list(&self) {}\n}\n",
        "halls/tests.rs": "halls.list().await;\n",
    }
    cases, tests = scan(files)
    assert sorted(cases) == [("halls", "cancel"), ("halls", "list"), ("rooms", "book"), ("rooms", "check")], cases
    assert untested(cases, tests) == [("halls", "cancel"), ("rooms", "check")], untested(cases, tests)
    print("use cases: self-test ok")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        self_test()
        return 0
    cases, tests = scan(read_tree())
    missing = untested(cases, tests)
    if arguments.list:
        for context, name in missing:
            print(f"{context} {name}")
        return 0
    known = read_known()
    problems = [f"{c}::{n} has no unit test: test its rules over mocked ports" for c, n in missing if (c, n) not in known]
    problems += [f"{c}::{n} has a unit test now: strike it from {KNOWN.name}" for c, n in sorted(known - set(missing))]
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"use cases: ok ({len(set(cases))} use cases, {len(missing)} listed without a unit test)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
