#!/usr/bin/env bash
# Scores every night of the example season as a director does after each club night: one `bridgescore pairs`
# per night, its JSON (what `bridgescore series` reads) and its page, into OUTDIR (default: a new scratch
# folder, printed). Then the season table over all of them. Run from the repository root:
#   bash examples/season/score.sh [OUTDIR]
set -euo pipefail
here=examples/season
out=${1:-$(mktemp -d)}
mkdir -p "$out"
for night in "$here"/nights/*/; do
  n=$(basename "$night")
  eval "set -- $(cat "$night/args")"
  for format in json html; do
    npx bridgescore pairs "$night/travellers.csv" --names "$night/names.csv" --handicap "$here/register.csv" "$@" \
      -f "$format" -o "$out/night-$n.$format"
  done
done
npx bridgescore series "$out"/night-*.json --best 10 --min-sessions 5 -o "$out/season.html"
echo "scored $(ls "$out"/night-*.json | wc -l) nights into $out; the season table is $out/season.html"
