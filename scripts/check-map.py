#!/usr/bin/env python3
"""Fails when ARCHITECTURE.md, the map of the code, does not name a part the tree has.

The parts, read from the tree each run:

- web features: the folders under frontend/src/features/ (`two-step`);
- application contexts: the folders directly under crates/application/src/ (`accounts`), and each
  root file of the shared kernel that declares a port (`clock.rs` -> `clock`); a root file
  without a port (`paging.rs`, `field_error.rs`) and lib.rs are not contexts;
- ports: every `pub trait` of the application in a `ports.rs`, or anywhere with
  `#[cfg_attr(test, mockall::automock)]` among the attributes right above it;
- adapter types: every `pub struct` of quad-persistence, quad-mail, quad-storage, quad-instagram
  or quad-identity (their src/) that implements a port (`impl <Port> for <Type>`, paths and
  generics allowed);
- access levels: the variants of `pub enum Access` in crates/http/src/endpoint.rs.

Where a name must be: in backticks, as a whole word (`Access::Reviewers`, `features/two-step/`
and `clock.rs` name `Reviewers`, `two-step` and `clock`; `saved_items.rs` does not name `saved`),
case-sensitive, in a code span outside fenced blocks, in the section of ARCHITECTURE.md whose
`###` heading names the part's home: `frontend/` for web features, `crates/application` for
contexts and ports, the adapter's crate (`crates/persistence`, `crates/mail`, ...) for adapter
types, and `crates/http` for access levels. A section runs to the next `##` or `###` heading. The
convention for a web feature is its bare folder name in the `frontend/` section; the section is
what keeps a feature apart from the application context of the same name (`saved`, `reports`).
Prose does not count, because several parts are ordinary words (`users`, `live`, `staff`).

    scripts/check-map.py              check ARCHITECTURE.md against the tree
    scripts/check-map.py --self-test  check the checker on a synthetic tree and map

Exit status: 0 when every part is named, 1 when some are not (one line each on stderr: check-map:
... is not named in ARCHITECTURE.md), or when a heading or a kind of part cannot be found (the
check would otherwise pass on nothing). Standard library only.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from markdown_support import without_fences  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MAP = "ARCHITECTURE.md"
FEATURES = "frontend/src/features"
APPLICATION = "crates/application/src"
ADAPTER_CRATES = ("crates/persistence", "crates/mail", "crates/storage", "crates/instagram", "crates/identity")
ENDPOINT = "crates/http/src/endpoint.rs"
FRONTEND_HEADING, APPLICATION_HEADING, HTTP_HEADING = "frontend/", "crates/application", "crates/http"

SPAN = re.compile(r"(?<!`)(`+)(?!`)((?:(?!\n\s*\n).)+?)(?<!`)\1(?!`)", re.DOTALL)
HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
PUB_TRAIT = re.compile(r"^\s*pub trait (\w+)")
PUB_STRUCT = re.compile(r"^\s*pub struct (\w+)", re.MULTILINE)
# `impl<T> path::Port<T> for path::Type<T>`: the last segment of each side.
IMPL = re.compile(r"\bimpl\s*(?:<[^>{]*>)?\s*(?:[\w]+::)*(\w+)\s*(?:<[^>{]*>)?\s+for\s+(?:[\w]+::)*(\w+)")
AUTOMOCK = "mockall::automock"


@dataclass(frozen=True)
class Part:
    kind: str  # "web feature", "application context", ...
    name: str
    source: str  # where in the tree it was found
    heading: str  # what the heading of the section that must name it names


def sections(text: str) -> list[tuple[str, list[str]]]:
    """(heading, code spans) of every section; fenced blocks are blanked, the text before the first
    heading is a section with an empty heading."""
    kept = without_fences(text)
    found: list[tuple[str, list[str]]] = []
    heading, body = "", []
    for line in kept + ["# end"]:
        match = HEADING.match(line)
        if match and len(match.group(1)) <= 3:
            found.append((heading, [m.group(2) for m in SPAN.finditer("\n".join(body))]))
            heading, body = match.group(2), []
        else:
            body.append(line)
    return found


def named(name: str, spans: list[str]) -> bool:
    word = re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])")
    return any(word.search(span) for span in spans)


def rust_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.rs") if "target" not in p.parts) if folder.is_dir() else []


def ports_of(root: Path) -> dict[str, str]:
    """Every port of the application: name -> file."""
    ports: dict[str, str] = {}
    for file in rust_files(root / APPLICATION):
        lines = file.read_text(encoding="utf-8").split("\n")
        for i, line in enumerate(lines):
            match = PUB_TRAIT.match(line)
            if not match:
                continue
            attributes, j = [], i - 1
            while j >= 0 and lines[j].strip().startswith(("#[", "///", "//")):
                attributes.append(lines[j])
                j -= 1
            mocked = any(AUTOMOCK in a for a in attributes if a.strip().startswith("#["))
            if file.name == "ports.rs" or "ports" in file.relative_to(root / APPLICATION).parts[:-1] or mocked:
                ports.setdefault(match.group(1), file.relative_to(root).as_posix())
    return ports


def parts(root: Path) -> tuple[list[Part], list[str]]:
    """The parts the tree has, and the kinds of part that could not be found at all."""
    found: list[Part] = []
    features = root / FEATURES
    if features.is_dir():
        found += [Part("web feature", f.name, f"{FEATURES}/{f.name}/", FRONTEND_HEADING)
                  for f in sorted(features.iterdir()) if f.is_dir() and not f.name.startswith(".")]

    ports = ports_of(root)
    application = root / APPLICATION
    if application.is_dir():
        for entry in sorted(application.iterdir()):
            source = entry.relative_to(root).as_posix()
            if entry.is_dir() and not entry.name.startswith("."):
                found.append(Part("application context", entry.name, source + "/", APPLICATION_HEADING))
            elif (entry.suffix == ".rs" and entry.name != "lib.rs" and not entry.with_suffix("").is_dir()
                  and source in ports.values()):
                found.append(Part("application context", entry.stem, source, APPLICATION_HEADING))
    found += [Part("port", name, source, APPLICATION_HEADING) for name, source in sorted(ports.items())]

    for crate in ADAPTER_CRATES:
        files = rust_files(root / crate / "src")
        texts = {f: f.read_text(encoding="utf-8") for f in files}
        structs = {name for text in texts.values() for name in PUB_STRUCT.findall(text)}
        adapters: dict[str, str] = {}
        for file, text in texts.items():
            for port, adapter in IMPL.findall(text):
                if port in ports and adapter in structs:
                    adapters.setdefault(adapter, file.relative_to(root).as_posix())
        found += [Part("adapter type", name, source, crate) for name, source in sorted(adapters.items())]

    endpoint = root / ENDPOINT
    if endpoint.is_file():
        body = re.search(r"pub enum Access\s*\{(.*?)\n\}", endpoint.read_text(encoding="utf-8"), re.DOTALL)
        if body:
            for line in body.group(1).split("\n"):
                variant = re.match(r"^\s*([A-Z]\w*)\s*(?:[,({]|$)", line)
                if variant:
                    found.append(Part("access level", variant.group(1), ENDPOINT, HTTP_HEADING))

    kinds = {p.kind for p in found}
    missing_kinds = [f"{kind} ({where})" for kind, where in (
        ("web feature", f"folders under {FEATURES}/"), ("application context", f"folders under {APPLICATION}/"),
        ("port", f"pub traits in {APPLICATION}/"), ("adapter type", "pub structs implementing a port"),
        ("access level", f"pub enum Access in {ENDPOINT}"),
    ) if kind not in kinds]
    return found, missing_kinds


def check(root: Path) -> tuple[list[Part], list[Part], list[str]]:
    """The parts, those not named, and the problems that stop the check (a missing map, heading or
    kind of part)."""
    try:
        text = (root / MAP).read_text(encoding="utf-8")
    except OSError:
        return [], [], [f"{MAP} cannot be read"]
    found, missing_kinds = parts(root)
    problems = [f"found no {kind}; the tree moved, so update scripts/check-map.py" for kind in missing_kinds]
    by_title = sections(text)
    by_heading: dict[str, list[str]] = {}
    for heading in sorted({p.heading for p in found}):
        if not any(heading in title for title, _ in by_title):
            problems.append(f"{MAP} has no heading that names `{heading}`")
        by_heading[heading] = [span for title, spans in by_title if heading in title for span in spans]
    missing = [p for p in found if not named(p.name, by_heading.get(p.heading, []))]
    return found, missing, problems


SELF_TEST_TREE = {
    "frontend/src/features/auth/api/login.ts": "",
    "frontend/src/features/two-step/index.ts": "",
    "frontend/src/features/saved/index.ts": "",
    "frontend/src/features/gone-stale/index.ts": "",
    "crates/application/src/lib.rs": "pub mod accounts;\npub mod saved;\nmod clock;\nmod paging;\n",
    "crates/application/src/accounts/mod.rs": "pub mod ports;\n",
    "crates/application/src/accounts/ports.rs": (
        "/// Hashes.\n#[async_trait]\npub trait PasswordHasher: Send + Sync {}\n"
        "pub trait TokenIssuer: Send + Sync {}\n"
    ),
    "crates/application/src/saved/mod.rs": (
        "/// The saved items.\n#[cfg_attr(test, mockall::automock)]\n#[async_trait]\n"
        "pub trait SavedItemRepository: Send + Sync {}\n"
        "/// Not a port: no automock and not in ports.rs.\npub trait Helper {}\n"
        "// mockall::automock in a comment does not make a port\npub trait AlsoHelper {}\n"
    ),
    "crates/application/src/clock.rs": "#[cfg_attr(test, mockall::automock)]\npub trait Clock: Send + Sync {}\n",
    "crates/application/src/paging.rs": "pub struct Page;\npub trait Paged {}\n",
    "crates/persistence/src/saved_items.rs": (
        "pub struct PgSavedItemRepository;\n#[async_trait]\nimpl SavedItemRepository for PgSavedItemRepository {}\n"
        "pub struct SavedRow;\nimpl From<SavedRow> for String {}\nimpl Helper for SavedRow {}\n"
        "struct Private;\nimpl SavedItemRepository for Private {}\n"
    ),
    "crates/persistence/src/clock.rs": "pub struct SystemClock<T>(T);\nimpl<T: Send> app::Clock for SystemClock<T> {}\n",
    "crates/identity/src/password.rs": (
        "pub struct Argon2PasswordHasher;\nimpl quad_application::accounts::PasswordHasher for Argon2PasswordHasher {}\n"
        "pub struct JwtTokens;\nimpl TokenIssuer for JwtTokens {}\n"
    ),
    "crates/http/src/endpoint.rs": (
        "/// Who may call.\n#[derive(Clone, Copy)]\npub enum Access {\n    /// Anyone.\n    Anyone,\n"
        "    /// Reviewers.\n    Reviewers,\n    Admins,\n}\n"
    ),
}
SELF_TEST_MAP = """# Map

Before any heading: `Admins` does not count here.

### `crates/application`

Contexts: `accounts` and `saved_items` (which does not name saved); `clock.rs`; `paging` is no context.
Ports: `accounts::PasswordHasher`, `Clock`. TokenIssuer in prose does not count.

```
`SavedItemRepository` in a fence does not count
```

### `crates/persistence`

`PgSavedItemRepository`, `SystemClock<T>`; `two-step` is in the wrong section.

### `crates/mail`, `crates/identity`

`Argon2PasswordHasher`.

### `crates/http`

`Access` (`Anyone`, `Access::Reviewers`).

### `frontend/`

`src/features/<feature>/`: `auth`, `features/two-step/`, `saved`, `gone-stales`.

## Invariants

`JwtTokens`, `Admins` and `saved` here are outside their sections.
"""
SELF_TEST_MISSES = [
    ("web feature", "gone-stale"), ("application context", "saved"), ("port", "SavedItemRepository"),
    ("port", "TokenIssuer"), ("adapter type", "JwtTokens"), ("access level", "Admins"),
]


def self_test() -> int:
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for path, text in SELF_TEST_TREE.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text)
        (root / MAP).write_text(SELF_TEST_MAP)
        found, missing, stops = check(root)
        expected_found = {
            ("web feature", "auth"), ("web feature", "two-step"), ("web feature", "saved"),
            ("web feature", "gone-stale"), ("application context", "accounts"), ("application context", "saved"),
            ("application context", "clock"), ("port", "PasswordHasher"), ("port", "TokenIssuer"),
            ("port", "SavedItemRepository"), ("port", "Clock"), ("adapter type", "PgSavedItemRepository"),
            ("adapter type", "SystemClock"), ("adapter type", "Argon2PasswordHasher"), ("adapter type", "JwtTokens"),
            ("access level", "Anyone"), ("access level", "Reviewers"), ("access level", "Admins"),
        }
        if {(p.kind, p.name) for p in found} != expected_found:
            problems.append(f"parts: expected {sorted(expected_found)}, got {sorted((p.kind, p.name) for p in found)}")
        if sorted((p.kind, p.name) for p in missing) != sorted(SELF_TEST_MISSES):
            problems.append(f"not named: expected {SELF_TEST_MISSES}, got {[(p.kind, p.name) for p in missing]}")
        if stops:
            problems.append(f"unexpected problems: {stops}")

        (root / MAP).write_text(SELF_TEST_MAP.replace("### `frontend/`", "### The web app"))
        _, _, stops = check(root)
        if stops != [f"{MAP} has no heading that names `frontend/`"]:
            problems.append(f"a missing heading was not reported: {stops}")
        (root / ENDPOINT).write_text("pub enum Role { Admin }\n")
        _, _, stops = check(root)
        if not any("found no access level" in s for s in stops):
            problems.append(f"a vanished kind of part was not reported: {stops}")
    if problems:
        for problem in problems:
            print(f"check-map: self-test FAILED: {problem}", file=sys.stderr)
        return 1
    print(f"check-map: self-test ok ({len(SELF_TEST_MISSES)} unnamed parts caught, {len(expected_found) - len(SELF_TEST_MISSES)}"
          " named ones pass; a missing heading and a vanished kind of part fail)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--self-test", action="store_true", help="check the checker on a synthetic tree and map")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    found, missing, problems = check(ROOT)
    for problem in problems:
        print(f"check-map: {problem}", file=sys.stderr)
    for part in missing:
        print(f"check-map: {part.kind} `{part.name}` ({part.source}) is not named in {MAP} "
              f"(in backticks, under the heading that names `{part.heading}`)", file=sys.stderr)
    if problems or missing:
        print(f"check-map: {len(missing)} of {len(found)} parts are not named in {MAP}", file=sys.stderr)
        return 1
    counts = {}
    for part in found:
        counts[part.kind] = counts.get(part.kind, 0) + 1
    summary = ", ".join(f"{n} {kind}s" for kind, n in counts.items())
    print(f"check-map: ok ({summary} named in {MAP})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
