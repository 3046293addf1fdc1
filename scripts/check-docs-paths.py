#!/usr/bin/env python3
"""Fails when README.md, ARCHITECTURE.md, CONTRIBUTING.md or a docs/*.md names, in backticks, a path
that is not in the repository.

What counts as a path: each whitespace-separated word of an inline code span (`...`; fenced code
blocks are diagrams and shell sessions, and are not read) that

- is made only of letters, digits, `_`, `-`, `.` and `/` (after shell quoting such as "$(...)"
  is peeled off), so Rust paths (`crate::module::Type`), URLs (`https://...`), placeholders
  (`<resource>.rs`), globs (`*.rs`, `{a,b}`), calls and assignments are not paths;
- contains a `/` or ends with a known file extension (.rs .ts .tsx .md .sql .py .sh .toml .json
  .yml ...), and has a letter in it (`24/7` is not a path);
- does not start with `/` (an API or web route such as `/api/v1/...` or `/admin/users`, or a path
  of some machine such as `/usr/bin/chromium`), `~` (a home folder) or `..` (outside the
  repository);
- names no runtime or build folder (`.data/`, `target/`, `node_modules/`, `dist/`, ...);
- is not an npm module specifier of the web app (`react-router/dom`: its first segment is a
  dependency in frontend/package.json), an ESLint rule of a plugin it depends on
  (`import-x/no-cycle`, from eslint-plugin-import-x), nor a host name
  (`github.com/rustsec/advisory-db`).

Where a path must be: one whose first segment is an entry of the repository's root (`crates/...`,
`frontend/...`, `scripts/...`, `README.md`) must exist from the root. Any other is relative to
the folder the text is talking about (`routes/universities/manage.rs`, `src/app/router.tsx`,
`rules.rs`), so it must be the tail of some path in the repository, on a segment boundary. A
trailing `/` asks for a folder. The repository's paths are git's tracked and untracked files not
ignored by .gitignore, and their folders (without git: a walk of the tree that skips runtime
folders).

    scripts/check-docs-paths.py              check README.md and ARCHITECTURE.md (required), CONTRIBUTING.md (if
                                             present) and every docs/*.md
    scripts/check-docs-paths.py FILE...      check these Markdown files instead
    scripts/check-docs-paths.py --self-test  check the checker on a synthetic document and tree

Exit status: 0 when every path exists, 1 when some do not (one line each: file:line: path), 2
when a required file cannot be read. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from markdown_support import without_fences  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = (("README.md", True), ("ARCHITECTURE.md", True), ("CONTRIBUTING.md", False))  # (file, required)
DOCS_FOLDER = "docs"  # every *.md in it is checked too

EXTENSIONS = (
    ".rs", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".md", ".sql", ".py", ".sh", ".toml",
    ".json", ".yml", ".yaml", ".lock", ".css", ".html", ".conf", ".txt", ".png", ".svg", ".env",
)
# Folders made at run or build time: never in the repository, never checked.
RUNTIME = {
    ".data", "target", "node_modules", "dist", ".cache", ".git", "e2e-artifacts", "test-results",
    "playwright-report", "blob-report", ".vite", ".schemathesis", "__pycache__",
}
WORD = re.compile(r"[A-Za-z0-9_./-]+")
HOST = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|org|net|io|dev|edu|app|rs)$")
# An inline code span: a run of backticks, content, the same run (CommonMark, roughly). The
# content may wrap onto the next line but not across a blank line.
SPAN = re.compile(r"(?<!`)(`+)(?!`)((?:(?!\n\s*\n).)+?)(?<!`)\1(?!`)", re.DOTALL)


@dataclass(frozen=True)
class Miss:
    document: str
    line: int
    path: str


def inline_spans(text: str) -> list[tuple[int, str]]:
    """(line number, content) of every inline code span outside fenced blocks."""
    # Blank out fenced blocks, keeping their newlines so that line numbers stay right.
    kept = without_fences(text)
    plain = "\n".join(kept)
    return [(plain.count("\n", 0, m.start()) + 1, m.group(2)) for m in SPAN.finditer(plain)]


def candidates(span: str, modules: set[str]) -> list[str]:
    """The words of one code span that are paths inside the repository."""
    found = []
    for word in span.split():
        word = word.strip("\"'$(),;")
        if not WORD.fullmatch(word) or not re.search(r"[A-Za-z]", word):
            continue
        if "/" not in word and not word.endswith(EXTENSIONS):
            continue
        if word.startswith(("/", "~", "..")):
            continue
        if word.startswith("./"):
            word = word[2:]
        segments = [s for s in word.split("/") if s]
        if not segments or set(segments) & RUNTIME:
            continue
        if segments[0] in modules or (word.startswith("@") and "/".join(segments[:2]) in modules):
            continue
        if HOST.match(segments[0]) and "/" in word:
            continue
        if word.endswith(EXTENSIONS) and word.rsplit(".", 1)[0] in ("", "*"):
            continue  # an extension alone (`.md`)
        found.append(word)
    return found


def repository_paths(root: Path) -> tuple[set[str], set[str]]:
    """Every file and every folder of the repository, as paths relative to its root."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=root, capture_output=True, check=True,
        ).stdout.decode().split("\0")
        files = {f for f in listed if f and (root / f).exists()}
    except (OSError, subprocess.CalledProcessError):
        files = set()
        for folder, subfolders, names in os.walk(root):
            subfolders[:] = [s for s in subfolders if s not in RUNTIME]
            relative = Path(folder).relative_to(root)
            files.update((relative / name).as_posix() for name in names)
    folders = set()
    for file in files:
        parts = file.split("/")[:-1]
        folders.update("/".join(parts[: i + 1]) for i in range(len(parts)))
    return files, folders


def exists(path: str, files: set[str], folders: set[str], top: set[str]) -> bool:
    folder_only = path.endswith("/")
    path = path.rstrip("/")
    pool = folders if folder_only else files | folders
    if path.split("/")[0] in top:
        return path in pool
    return any(p == path or p.endswith("/" + path) for p in pool)


def npm_modules(root: Path) -> set[str]:
    try:
        package = json.loads((root / "frontend" / "package.json").read_text())
    except (OSError, ValueError):
        return set()
    names = {name for key in ("dependencies", "devDependencies") for name in package.get(key, {})}
    # An ESLint plugin's rules are written `<plugin>/<rule>`.
    return names | {name.removeprefix("eslint-plugin-") for name in names if name.startswith("eslint-plugin-")}


def check(root: Path, documents: list[tuple[Path, bool]]) -> tuple[int, list[Miss], list[str]]:
    """How many paths were checked, the missing ones, and the required documents that are absent."""
    files, folders = repository_paths(root)
    top = {p.split("/")[0] for p in files}
    modules = npm_modules(root)
    checked, misses, absent = 0, [], []
    for document, required in documents:
        try:
            text = document.read_text(encoding="utf-8")
        except OSError:
            if required:
                absent.append(str(document))
            continue
        name = document.relative_to(root).as_posix() if document.is_relative_to(root) else str(document)
        for line, span in inline_spans(text):
            for path in candidates(span, modules):
                checked += 1
                if not exists(path, files, folders, top):
                    misses.append(Miss(name, line, path))
    return checked, misses, absent


def default_documents(root: Path) -> list[tuple[Path, bool]]:
    """The documents checked when none are named: DOCUMENTS, then docs/*.md in name order."""
    documents = [(root / name, required) for name, required in DOCUMENTS]
    documents += [(path, True) for path in sorted((root / DOCS_FOLDER).glob("*.md"))]
    return documents


SELF_TEST_TREE = (
    "README.md", "ARCHITECTURE.md", "crates/http/src/rules.rs", "crates/http/src/routes/mod.rs",
    "frontend/package.json", "frontend/src/app/router.tsx", "scripts/deny.sh", "migrations/x/up.sql",
    "docs/b.md", "docs/a.md", "docs/notes.txt",
)
SELF_TEST_DOCUMENT = """# Synthetic

Existing, from the root: `crates/http/src/rules.rs`, `scripts/deny.sh write`, `README.md`,
`crates/http/src/routes/`, `./scripts/deny.sh`, `"$(scripts/deny.sh)" check`.
Existing, relative: `rules.rs`, `routes/mod.rs`, `src/app/router.tsx`, `up.sql`, `http/src/`.
Not paths: `/api/v1/users/{id}`, `/admin/users`, `/usr/bin/chromium`, `~/.cache/quad/tools`,
`https://example.com/a.md`, `github.com/rustsec/advisory-db`, `crate::routes::configure`,
`crates/*/Cargo.toml`, `crates/{a,b}.rs`, `crates/http/src/routes/<resource>.rs`, `.data/outbox/`,
`frontend/dist/`, `target/debug/quad`, `node_modules/x/index.js`, `react-router/dom`, `import-x/no-cycle`,
`24/7`, `.eml`,
`just check`, `../shared/style.md`, `Page<T>`, `x.workspace = true`, `quad-http`.
Missing: `crates/http/src/gone.rs`, `gone.rs`, `routes/gone/`,
`crates/http/src/rules.rs/` (a file, not a folder), `ules.rs` (not on a segment boundary),
`frontend/router.tsx` (anchored at the root: the tail alone does not do), `scripts/missing.sh
--flag` (a span that wraps).

```
`crates/in/a/fence.rs` is not read
```
Missing after the fence: `docs/gone.md`.
"""
SELF_TEST_MISSES = [
    (12, "crates/http/src/gone.rs"), (12, "gone.rs"), (12, "routes/gone/"), (13, "crates/http/src/rules.rs/"),
    (13, "ules.rs"), (14, "frontend/router.tsx"), (14, "scripts/missing.sh"), (20, "docs/gone.md"),
]


def self_test() -> int:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for file in SELF_TEST_TREE:
            (root / file).parent.mkdir(parents=True, exist_ok=True)
            (root / file).write_text("")
        (root / "frontend/package.json").write_text(
            '{"dependencies": {"react-router": "7"}, "devDependencies": {"eslint-plugin-import-x": "4"}}')
        (root / "ARCHITECTURE.md").write_text(SELF_TEST_DOCUMENT)
        # No git here: the walk is used, as on a tree without a repository.
        checked, misses, absent = check(root, [(root / "ARCHITECTURE.md", True), (root / "CONTRIBUTING.md", False)])
        found = [(m.line, m.path) for m in misses]
        problems = []
        if found != SELF_TEST_MISSES:
            problems.append(f"missing paths: expected {SELF_TEST_MISSES}, got {found}")
        if checked != 11 + len(SELF_TEST_MISSES):
            problems.append(f"checked {checked} paths, expected {11 + len(SELF_TEST_MISSES)}")
        if absent:
            problems.append(f"an optional document was required: {absent}")
        documents = [(d.relative_to(root).as_posix(), required) for d, required in default_documents(root)]
        expected = [("README.md", True), ("ARCHITECTURE.md", True), ("CONTRIBUTING.md", False),
                    ("docs/a.md", True), ("docs/b.md", True)]
        if documents != expected:
            problems.append(f"default documents: expected {expected}, got {documents}")
        _, _, absent = check(root, [(root / "NOPE.md", True)])
        if absent != [str(root / "NOPE.md")]:
            problems.append("a missing required document was not reported")
    if problems:
        for problem in problems:
            print(f"docs-paths: self-test FAILED: {problem}", file=sys.stderr)
        return 1
    print(f"docs-paths: self-test ok ({len(SELF_TEST_MISSES)} missing paths caught, {checked - len(SELF_TEST_MISSES)} "
          "present ones and the non-paths pass)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--self-test", action="store_true", help="check the checker on a synthetic document")
    parser.add_argument("documents", nargs="*", type=Path,
                        help="Markdown files (default: README.md, ARCHITECTURE.md, CONTRIBUTING.md, docs/*.md)")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    if args.documents:
        documents = [(d.resolve(), True) for d in args.documents]
    else:
        documents = default_documents(ROOT)
    checked, misses, absent = check(ROOT, documents)
    for document in absent:
        print(f"docs-paths: {document} is missing", file=sys.stderr)
    if absent:
        return 2
    for miss in misses:
        print(f"{miss.document}:{miss.line}: `{miss.path}` is not in the repository", file=sys.stderr)
    if misses:
        print(f"docs-paths: {len(misses)} of {checked} paths in backticks do not exist", file=sys.stderr)
        return 1
    print(f"docs-paths: ok ({checked} paths in backticks exist)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
