#!/usr/bin/env python3
"""Fails when a workspace crate depends on something its layer forbids.

The dependency rule (ARCHITECTURE.md, "Invariants"):

    domain <- application <- {persistence, http, mail, storage, instagram, identity} <- server
    (stand-ins such as instagram-fake know none of our crates)

Reads `cargo metadata --format-version 1 --no-deps` and checks each workspace member's declared
dependencies (every `[dependencies]`, `[dev-dependencies]` and `[build-dependencies]` entry, with
its `kind`). Only normal dependencies (`kind: null`) count for the rules, except that the domain
and the application may not even dev-depend on an adapter crate or on the server. The domain and
the application have allow-lists (DOMAIN_ALLOWED, APPLICATION_ALLOWED): any other normal
dependency fails, so a new one is added there, with its reason, on purpose.

Why `--no-deps`: the declared dependencies of the members are the same either way, and without
it cargo resolves the whole graph and rewrites `Cargo.lock` whenever a manifest changed, so the
check would edit the tree it checks (and need the registry).

    scripts/check-layers.py               check the workspace (prints "layers: ok (N crates)")
    scripts/check-layers.py --metadata F  check a saved `cargo metadata` document instead
    scripts/check-layers.py --self-test   check that the rules catch planted violations

Exit status: 0 when every rule holds, 1 on a violation (one line per violation on stderr), 2 when
the metadata cannot be read. Standard library only.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

DOMAIN = "quad-domain"
APPLICATION = "quad-application"
HTTP = "quad-http"
SERVER = "quad-server"
ADAPTERS = ("quad-persistence", "quad-mail", "quad-storage", "quad-instagram", "quad-identity")
# Stand-ins for outside services (tests, benchmarks, `quad instagram-stand-in`): they speak the
# outside service's protocol and know none of our crates.
STAND_INS = ("quad-instagram-fake",)
# Everything outside domain and application: what those two must never name.
OUTER = (*ADAPTERS, *STAND_INS, HTTP, SERVER)
WORKSPACE = (DOMAIN, APPLICATION, *OUTER)

# The domain uses std and these, and nothing else. `psl` is the Public Suffix List compiled into
# code (pure data, no IO): a university's e-mail domain is never a public suffix.
DOMAIN_ALLOWED = ("thiserror", "uuid", "chrono", "psl")
# Named explicitly so that the message says why, should the allow-list ever grow.
DOMAIN_FORBIDDEN = (
    "serde", "serde_json", "tokio", "actix", "actix-*", "diesel", "diesel*", "utoipa", "utoipa*",
    "reqwest", "lettre", "object_store", "sqlx", "async-trait",
)
# The application's normal dependencies, and nothing else: a new one is a decision, made here with
# its reason. Its dev-dependencies are free (mockall, tokio today), except our outer crates.
APPLICATION_ALLOWED = (
    "quad-domain",   # the entities and rules the use cases apply
    "anyhow",        # the unexpected-failure case of ports and use-case errors
    "thiserror",     # the use cases' error enums
    "async-trait",   # async methods on the ports (trait objects)
    "chrono",        # time in ports and use cases (the Clock port hands it out)
    "uuid",          # ids in ports and use cases
    "tracing",       # logging what a use case decided
    "futures-util",  # try_join! over independent port calls (insights); no runtime, no IO
)
# Frameworks and IO the use cases reach only through ports: named so the message says why.
APPLICATION_FORBIDDEN = (
    "actix", "actix-*", "diesel", "diesel*", "tokio", "reqwest", "lettre", "object_store", "utoipa", "utoipa*",
    "sqlx",
)
HTTP_FORBIDDEN = ("diesel", "diesel*", "sqlx")


@dataclass(frozen=True)
class Dependency:
    name: str
    kind: str  # "normal", "dev" or "build"


def matches(name: str, patterns: tuple[str, ...]) -> bool:
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns)


def violations_of(crate: str, dependencies: list[Dependency]) -> list[str]:
    """One message per broken rule, for one workspace crate."""
    found: list[str] = []

    def refuse(dependency: Dependency, why: str) -> None:
        kind = "dev-dependency" if dependency.kind == "dev" else "dependency"
        found.append(f"layers: {crate} must not have the {kind} {dependency.name}: {why}")

    if crate not in WORKSPACE:
        found.append(
            f"layers: {crate} has no layer: add it to scripts/check-layers.py and ARCHITECTURE.md "
            "(a new crate is an architecture change)"
        )
    for dependency in dependencies:
        name, normal = dependency.name, dependency.kind == "normal"
        if normal and name == SERVER:
            refuse(dependency, "nothing depends on the binary crate")
            continue
        if crate == DOMAIN:
            if normal and matches(name, DOMAIN_FORBIDDEN):
                refuse(dependency, "the domain names no framework, async runtime or IO library")
            elif normal and name in WORKSPACE:
                refuse(dependency, "the domain depends on none of our crates")
            elif normal and name not in DOMAIN_ALLOWED:
                refuse(dependency, f"the domain may use only {', '.join(DOMAIN_ALLOWED)}")
            elif dependency.kind == "dev" and name in (APPLICATION, *OUTER):
                refuse(dependency, "the domain's tests use no outer crate")
        elif crate == APPLICATION:
            if name in OUTER and (normal or dependency.kind == "dev"):
                refuse(dependency, "the application reaches adapters only through its ports")
            elif normal and matches(name, APPLICATION_FORBIDDEN):
                refuse(dependency, "use cases name no framework or IO library (a port is missing)")
            elif normal and name not in APPLICATION_ALLOWED:
                refuse(dependency, "not on the application's allow-list (APPLICATION_ALLOWED in "
                                   "scripts/check-layers.py): add it there with its reason, or reach it through a port")
        elif crate == HTTP:
            if normal and name in OUTER:
                refuse(dependency, "the HTTP edge reaches adapters only through the application")
            elif normal and matches(name, HTTP_FORBIDDEN):
                refuse(dependency, "the HTTP edge never touches the database")
        elif crate in ADAPTERS:
            if normal and name in OUTER:
                refuse(dependency, "adapters do not know each other, the HTTP edge or the server")
        elif crate in STAND_INS:
            if normal and name in WORKSPACE:
                refuse(dependency, "a stand-in speaks the outside service's protocol and knows none of our crates")
    return found


def check(metadata: dict) -> tuple[int, list[str]]:
    """The number of workspace crates checked, and every violation."""
    members = set(metadata["workspace_members"])
    crates = [package for package in metadata["packages"] if package["id"] in members]
    problems: list[str] = []
    for package in sorted(crates, key=lambda p: p["name"]):
        dependencies = [Dependency(d["name"], d["kind"] or "normal") for d in package["dependencies"]]
        problems.extend(violations_of(package["name"], dependencies))
    return len(crates), problems


def cargo_metadata(root: Path) -> dict:
    result = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"cargo metadata failed:\n{result.stderr.strip()}")
    return json.loads(result.stdout)


def synthetic(packages: dict[str, list[tuple[str, str | None]]]) -> dict:
    """A minimal `cargo metadata` document: crate -> [(dependency, kind)], plus one non-member."""
    def package(name: str, deps: list[tuple[str, str | None]]) -> dict:
        return {
            "name": name,
            "id": f"path+file:///ws/{name}#0.1.0",
            "dependencies": [{"name": dep, "kind": kind, "optional": False, "rename": None} for dep, kind in deps],
        }

    listed = [package(name, deps) for name, deps in packages.items()]
    # A registry package is no workspace member: never checked, whatever it depends on.
    listed.append(package("some-registry-crate", [(SERVER, None), ("diesel", None)]))
    return {"packages": listed, "workspace_members": [p["id"] for p in listed[:-1]], "version": 1}


CLEAN = {
    DOMAIN: [("thiserror", None), ("uuid", None), ("chrono", None)],
    # Today's quad-application, exactly.
    APPLICATION: [(name, None) for name in APPLICATION_ALLOWED] + [("mockall", "dev"), ("tokio", "dev")],
    HTTP: [(APPLICATION, None), (DOMAIN, None), ("actix-web", None), ("serde", None), ("utoipa", None),
           ("validator", None), ("tokio", None)],
    "quad-persistence": [(APPLICATION, None), (DOMAIN, None), ("diesel", None), ("diesel-async", None)],
    "quad-mail": [(APPLICATION, None), ("lettre", None), (DOMAIN, "dev")],
    "quad-storage": [(APPLICATION, None), ("object_store", None)],
    "quad-instagram": [(APPLICATION, None), ("reqwest", None), ("actix-web", "dev")],
    "quad-identity": [(APPLICATION, None), ("argon2", None), ("jsonwebtoken", None)],
    "quad-instagram-fake": [("actix-web", None), ("reqwest", None)],
    SERVER: [(name, None) for name in (DOMAIN, APPLICATION, HTTP, *ADAPTERS, *STAND_INS)] + [("quad-storage", "dev")],
}


class SelfTestFailure(Exception):
    pass


def expect(condition: bool, message: str) -> None:
    """Like `assert`, but not stripped by `python3 -O`."""
    if not condition:
        raise SelfTestFailure(message)


def self_test() -> int:
    try:
        return run_self_test()
    except SelfTestFailure as failure:
        print(f"layers: self-test FAILED: {failure}", file=sys.stderr)
        return 1


def run_self_test() -> int:
    count, problems = check(synthetic(CLEAN))
    expect((count, problems) == (len(WORKSPACE), []), f"a clean workspace was refused: {problems}")

    planted = {name: list(deps) for name, deps in CLEAN.items()}
    planted[DOMAIN] += [("serde", None), ("diesel_migrations", None), ("regex", None), (APPLICATION, None),
                        ("quad-persistence", "dev"), ("serde", "dev")]
    planted[APPLICATION] += [("quad-persistence", None), ("quad-mail", "dev"), ("tokio", None), ("actix-web", None),
                             ("futures", None), ("serde", None), ("proptest", "dev")]
    planted[HTTP] += [("quad-persistence", None), ("diesel", None), ("quad-identity", "dev")]
    planted["quad-mail"] += [("quad-storage", None), (HTTP, None)]
    planted["quad-identity"] += [(SERVER, None)]
    planted["quad-matching"] = [(APPLICATION, None)]
    planted["quad-instagram-fake"] += [(APPLICATION, None)]
    count, problems = check(synthetic(planted))
    expected = {
        ("quad-domain", "the dependency serde:"),
        ("quad-domain", "the dependency diesel_migrations:"),
        ("quad-domain", "the dependency regex:"),
        ("quad-domain", "the dependency quad-application:"),
        ("quad-domain", "the dev-dependency quad-persistence:"),
        ("quad-application", "the dependency quad-persistence:"),
        ("quad-application", "the dev-dependency quad-mail:"),
        ("quad-application", "the dependency tokio:"),
        ("quad-application", "the dependency actix-web:"),
        # Unlisted crates that no deny-list names: only the allow-list catches them.
        ("quad-application", "the dependency futures:"),
        ("quad-application", "the dependency serde:"),
        ("quad-http", "the dependency quad-persistence:"),
        ("quad-http", "the dependency diesel:"),
        ("quad-mail", "the dependency quad-storage:"),
        ("quad-mail", "the dependency quad-http:"),
        ("quad-identity", "the dependency quad-server:"),
        ("quad-matching", "has no layer"),
        ("quad-instagram-fake", "the dependency quad-application:"),
    }
    caught = {(crate, fragment) for crate, fragment in expected if any(
        line.startswith(f"layers: {crate} ") and fragment in line for line in problems)}
    missed = expected - caught
    expect(not missed, f"planted violations not caught: {sorted(missed)}")
    expect(len(problems) == len(expected), "unexpected extra violations:\n" + "\n".join(problems))
    # Dev-dependencies outside the domain/application rule stay allowed (quad-http's dev-dep on
    # quad-identity above), and so does the domain's dev-dependency on serde.
    expect(not any("quad-identity" in line and line.startswith("layers: quad-http ") for line in problems),
           "a dev-dependency of quad-http was refused")
    expect(not any("dev-dependency serde" in line for line in problems), "the domain's dev-dependency was refused")
    expect(not any("proptest" in line for line in problems), "the application's dev-dependency was refused")
    expect(any("the dependency futures: not on the application's allow-list" in line for line in problems),
           "an unlisted application dependency was not refused by the allow-list")
    expect(count == len(planted), f"checked {count} crates, expected {len(planted)}")
    print(f"layers: self-test ok ({len(expected)} planted violations caught, a clean workspace passes)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--self-test", action="store_true", help="check the checker against planted violations")
    parser.add_argument("--metadata", type=Path, help="read this `cargo metadata` JSON instead of running cargo")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    try:
        if args.metadata:
            metadata = json.loads(args.metadata.read_text())
        else:
            metadata = cargo_metadata(Path(__file__).resolve().parent.parent)
    except (OSError, ValueError, RuntimeError) as error:
        print(f"layers: cannot read the workspace's metadata: {error}", file=sys.stderr)
        return 2
    count, problems = check(metadata)
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"layers: {len(problems)} violation(s) in {count} crates", file=sys.stderr)
        return 1
    print(f"layers: ok ({count} crates)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
