#!/bin/sh
# The federation's nightly handicap job (NBF 3.15; the README's "National handicap" section).
#
#   1. refresh the member list, when the federation has dropped a new one in place;
#   2. import the day's event files (the JSON of "bridgescore pairs --format json");
#      importing a file twice changes nothing, a corrected file replaces the old one;
#      a bad file is refused on its own (--skip-bad) and left in incoming/ for the next night,
#      while the others are stored and archived;
#   3. run the calculation: on the first run of a month this sets the official HC, every
#      night it updates the running HC;
#   4. export both registers as CSV, each written atomically.
#
# Every step is one transaction: if a step fails, the database is as it was and the script
# stops with that step's exit code (1 bad input, 2 usage), so cron mails the messages. A bad
# event file does not stop the night: the calculation and the export still run, and the script
# ends with exit code 1 naming the file.
#
# crontab line (02:30 every night):
#   30 2 * * *  HANDICAP_HOME=/srv/handicap /srv/handicap/nightly.sh >> /var/log/handicap.log 2>&1
set -eu

SCRIPT_DIR=$(cd "$(dirname "$0")" && pwd)
HOME_DIR=${HANDICAP_HOME:-$SCRIPT_DIR}
# Run from a checkout of bridgescore without HANDICAP_HOME: the example's member list and event files are
# copied to a folder of their own, and everything is written there, so that the checkout is never changed.
if [ -z "${HANDICAP_HOME:-}" ] && [ -f "$SCRIPT_DIR/../../bin/bridgescore.js" ]; then
  HOME_DIR=$(mktemp -d "${TMPDIR:-/tmp}/bridgescore-handicap.XXXXXX")
  cp "$SCRIPT_DIR/register.csv" "$HOME_DIR/"
  cp -R "$SCRIPT_DIR/incoming" "$HOME_DIR/incoming"
  echo "run from the checkout: working in $HOME_DIR (HANDICAP_HOME names the folder to work in)"
fi
DB=${HANDICAP_DB:-$HOME_DIR/handicap.sqlite}
MEMBERS=${HANDICAP_MEMBERS:-$HOME_DIR/register.csv}
INCOMING=${HANDICAP_INCOMING:-$HOME_DIR/incoming}
ARCHIVE=${HANDICAP_ARCHIVE:-$HOME_DIR/archive}
OUT=${HANDICAP_OUT:-$HOME_DIR/out}
# The program: $BRIDGESCORE when set (e.g. "bridgescore" installed on PATH); otherwise, when this script
# is run from a checkout of bridgescore, the checkout's own bin/bridgescore.js; otherwise "bridgescore".
if [ -z "${BRIDGESCORE:-}" ]; then
  if [ -f "$SCRIPT_DIR/../../bin/bridgescore.js" ]; then
    BRIDGESCORE="node $SCRIPT_DIR/../../bin/bridgescore.js"
  else
    BRIDGESCORE=bridgescore
  fi
fi
# Empty: today. Set it (YYYY-MM-DD) to re-run a past night; the same database and date give the same output.
AS_OF=${HANDICAP_AS_OF:-}

mkdir -p "$ARCHIVE" "$OUT"

if [ -f "$MEMBERS" ]; then
  $BRIDGESCORE handicap register import "$MEMBERS" --db "$DB"
fi

# The day's files; the glob stays literal when the folder is empty.
set -- "$INCOMING"/*.json
refused=""
if [ -e "$1" ]; then
  status=0
  report=$($BRIDGESCORE handicap import --db "$DB" --skip-bad "$@") || status=$?
  printf '%s\n' "$report"
  # exit 1 with "refused: FILE" lines: those files stay in incoming/; any other failure stops the night
  if [ "$status" -ne 0 ] && ! printf '%s\n' "$report" | grep -q '^refused: '; then exit "$status"; fi
  for f in "$@"; do
    if printf '%s\n' "$report" | grep -qxF "refused: $f"; then refused="$refused $f"; else mv "$f" "$ARCHIVE"/; fi
  done
else
  echo "no new event files in $INCOMING"
fi

if [ -n "$AS_OF" ]; then
  $BRIDGESCORE handicap run --db "$DB" --as-of "$AS_OF"
else
  $BRIDGESCORE handicap run --db "$DB"
fi

$BRIDGESCORE handicap export --db "$DB" --official --format csv --output "$OUT/official.csv"
$BRIDGESCORE handicap export --db "$DB" --running --format csv --output "$OUT/running.csv"
echo "exported $OUT/official.csv and $OUT/running.csv"
if [ -n "$refused" ]; then
  echo "left in $INCOMING for the next night (see the messages above):$refused" >&2
  exit 1
fi
