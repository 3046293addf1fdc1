#!/usr/bin/env python3
"""What changed between two OpenAPI documents, ignoring the names of their schemas.

    scripts/openapi-diff.py OLD.json NEW.json      # exit 0 when the same, 1 with the differences
    scripts/openapi-diff.py --git REV NEW.json     # OLD is the committed document at REV
    scripts/openapi-diff.py --self-test

Every `$ref` to `#/components/schemas/...` is replaced by the schema it names (recursively; a
schema that refers to itself is cut at the second visit), and `components.schemas` itself is left
out, so renaming a schema (`ProfileDto` to `Profile`) changes nothing, while a changed path,
method, parameter, request body, answer status, description or payload shape is reported with
where it is. The same payload written another way is the same: an `allOf` of objects (what a
flattened Rust field makes) reads as the one object it describes, and `required` is a set.
"""

import json
import subprocess
import sys

SCHEMA_PREFIX = "#/components/schemas/"
GENERATED = "frontend/src/lib/api/generated/openapi.json"


def inline(value, schemas, seen=()):
    if isinstance(value, dict):
        ref = value.get("$ref")
        if isinstance(ref, str) and ref.startswith(SCHEMA_PREFIX):
            name = ref[len(SCHEMA_PREFIX):]
            if name in seen:
                return {"$recursive": True}
            rest = {k: inline(v, schemas, seen) for k, v in value.items() if k != "$ref"}
            target = inline(schemas.get(name, {"$missing": name}), schemas, seen + (name,))
            return {**target, **rest} if rest else target
        return {k: inline(v, schemas, seen) for k, v in value.items()}
    if isinstance(value, list):
        return [inline(v, schemas, seen) for v in value]
    return value


def merge_all_of(value):
    """An allOf whose members are all plain objects, as the one object they describe."""
    if isinstance(value, list):
        return [merge_all_of(v) for v in value]
    if not isinstance(value, dict):
        return value
    value = {k: merge_all_of(v) for k, v in value.items()}
    members = value.get("allOf")
    if isinstance(members, list) and all(isinstance(m, dict) and m.get("type") == "object" for m in members):
        merged = {k: v for k, v in value.items() if k != "allOf"}
        merged["type"] = "object"
        properties, required = {}, set()
        for member in members:
            properties.update(member.get("properties", {}))
            required.update(member.get("required", []))
            for key, inner in member.items():
                if key not in ("properties", "required", "type"):
                    merged.setdefault(key, inner)
        merged["properties"] = properties
        if required:
            merged["required"] = sorted(required)
        value = merged
    if isinstance(value.get("required"), list):
        value["required"] = sorted(value["required"])
    return value


def normalize(document):
    schemas = document.get("components", {}).get("schemas", {})
    normal = {k: v for k, v in document.items() if k != "components"}
    components = {k: v for k, v in document.get("components", {}).items() if k != "schemas"}
    normal["components"] = components
    return merge_all_of(inline(normal, schemas))


def differences(old, new, where="$"):
    if type(old) is not type(new):
        yield f"{where}: {json.dumps(old)[:200]} -> {json.dumps(new)[:200]}"
    elif isinstance(old, dict):
        for key in sorted(set(old) | set(new)):
            inner = f"{where}.{key}"
            if key not in new:
                yield f"{inner}: removed"
            elif key not in old:
                yield f"{inner}: added {json.dumps(new[key])[:200]}"
            else:
                yield from differences(old[key], new[key], inner)
    elif isinstance(old, list):
        if len(old) != len(new):
            yield f"{where}: {len(old)} items -> {len(new)} items"
        for i, (a, b) in enumerate(zip(old, new)):
            yield from differences(a, b, f"{where}[{i}]")
    elif old != new:
        yield f"{where}: {json.dumps(old)[:200]} -> {json.dumps(new)[:200]}"


def compare(old, new):
    return list(differences(normalize(old), normalize(new)))


def self_test():
    old = {
        "paths": {"/a": {"get": {"responses": {"200": {"content": {"application/json": {
            "schema": {"$ref": "#/components/schemas/ThingDto"}}}}}}}},
        "components": {"schemas": {"ThingDto": {"type": "object", "properties": {
            "next": {"$ref": "#/components/schemas/ThingDto"}}}}},
    }
    renamed = json.loads(json.dumps(old).replace("ThingDto", "Thing"))
    assert compare(old, renamed) == [], compare(old, renamed)
    changed = json.loads(json.dumps(renamed).replace('"object"', '"array"'))
    assert len(compare(old, changed)) == 1, compare(old, changed)
    moved = json.loads(json.dumps(old).replace('"/a"', '"/b"'))
    assert len(compare(old, moved)) == 2, compare(old, moved)
    flat = {"components": {"schemas": {}}, "paths": {"/c": {"get": {"schema": {
        "type": "object", "required": ["b", "a"],
        "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}}}}}}
    composed = {"components": {"schemas": {"A": {"type": "object", "required": ["a"], "properties": {
        "a": {"type": "string"}}}}}, "paths": {"/c": {"get": {"schema": {"allOf": [
        {"$ref": "#/components/schemas/A"},
        {"type": "object", "required": ["b"], "properties": {"b": {"type": "integer"}}}]}}}}}
    assert compare(flat, composed) == [], compare(flat, composed)
    print("openapi-diff self-test: 4 passed, 0 failed")


def main(argv):
    if argv == ["--self-test"]:
        self_test()
        return 0
    if len(argv) == 3 and argv[0] == "--git":
        old = json.loads(subprocess.check_output(["git", "show", f"{argv[1]}:{GENERATED}"]))
        new_path = argv[2]
    elif len(argv) == 2:
        old = json.load(open(argv[0]))
        new_path = argv[1]
    else:
        print(__doc__, file=sys.stderr)
        return 2
    found = compare(old, json.load(open(new_path)))
    for line in found:
        print(line)
    print(f"{len(found)} differences, schema names aside")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
