#!/usr/bin/env bash
# A Monrad teams event of 13 teams over 7 rounds of 8 boards, paired round by round (NBF 2.14).
# Each round: pair it from the results so far, check the movement against the one expected, print the
# table for the wall, then "play" the round by adding its results (results/round-N.csv) to the results so far.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

results="$work/results.csv"
echo 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away' >"$results"
options=(--contestants "$here/contestants.csv" --rounds 7 --boards-per-round 8)

for round in 1 2 3 4 5 6 7; do
  npx bridgescore swiss "$results" "${options[@]}" --format csv --output "$work/movement-$round.csv"
  diff -u "$here/expected/movement-$round.csv" "$work/movement-$round.csv"
  npx bridgescore swiss "$results" "${options[@]}"
  # The results of the round must be for exactly the tables of the movement (a bye is "BYE" in the results).
  diff <(tail -n +2 "$work/movement-$round.csv" | cut -d, -f3,4) \
       <(tail -n +2 "$here/results/round-$round.csv" | cut -d, -f2,3 | sed 's/,BYE$/,0/')
  tail -n +2 "$here/results/round-$round.csv" >>"$results"
  echo
done
echo "All 7 rounds paired as expected."
