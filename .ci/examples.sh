#!/usr/bin/env bash
# Runs every command of the README that is marked as an example (lines in ```sh blocks starting with
# "npx bridgescore" or "bash examples/"), and fails if any of them fails. Outputs go to a scratch folder.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
count=0
while IFS= read -r cmd; do
  count=$((count + 1))
  echo "-- $cmd"
  if ! (eval "$cmd") > "$scratch/out.$count" 2> "$scratch/err.$count"; then
    echo "FAILED: $cmd"; cat "$scratch/err.$count"; exit 1
  fi
done < <(awk '/^```sh/{on=1; next} /^```/{on=0} on && /^(npx bridgescore|bash examples\/)/' README.md)
[ "$count" -gt 0 ] || { echo "no example commands found in README.md"; exit 1; }
echo "examples: $count passed, 0 failed"
