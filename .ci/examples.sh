#!/usr/bin/env bash
# Runs every command of the documentation that is marked as an example (lines in ```sh blocks starting with
# "npx bridgescore" or "bash examples/", in README.md and every docs/*.md), and fails if any of them fails.
# Outputs go to a scratch folder. The first command goes through npx itself (so the package's bin is checked
# to resolve); the rest run the same bin/bridgescore.js without npx's second of start-up each.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
npx() {
  if [ "$1" = bridgescore ] && [ "$count" -gt 1 ]; then
    shift
    node "$root/bin/bridgescore.js" "$@"
  else
    command npx "$@"
  fi
}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
files=(README.md docs/*.md)
count=0
while IFS=$'\t' read -r file cmd; do
  count=$((count + 1))
  echo "-- $file: $cmd"
  if ! (eval "$cmd") > "$scratch/out.$count" 2> "$scratch/err.$count"; then
    echo "FAILED ($file): $cmd"; cat "$scratch/err.$count"; exit 1
  fi
done < <(awk 'FNR==1{on=0} /^```sh/{on=1; next} /^```/{on=0} on && /^(npx bridgescore|bash examples\/)/{print FILENAME "\t" $0}' "${files[@]}")
[ "$count" -gt 0 ] || { echo "no example commands found in ${files[*]}"; exit 1; }
echo "examples: $count passed, 0 failed (${#files[@]} files)"
