#!/usr/bin/env bash
# Builds popupctl as README's install does (`swift build -c release`: optimised, static) and checks
# the binary people run against the debug one the tests run: what the optimiser may change (a
# dropped allocation, a ranking loop) must not change what it does.
#
#   Tests/Tools/release_check.sh
#
# Needs a debug build (`swift build`, which `swift test` makes). Exits non-zero at the first
# difference, saying what differed.
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product popupctl >/dev/null
release=.build/release/popupctl
debug=.build/debug/popupctl
[ -x "$debug" ] || { echo "release_check: no debug build at $debug (run swift build)" >&2; exit 1; }
failed=0
fail() { echo "release_check: $*" >&2; failed=1; }

# Loads no libraries: nothing to find or relocate at start.
if ldd "$release" >/dev/null 2>&1; then fail "the release binary is dynamically linked: $(ldd "$release" | tr '\n' ' ')"; fi

# Under an address-space limit the room made ahead for a pipe cannot be had: read as it comes.
out=$( (ulimit -v 1200000; seq 10 | "$release" -t T --items-from - --default-item 3 --answer OK) 2>&1) && status=0 || status=$?
[ "$status" = 0 ] && [ "$out" = 3 ] || fail "under ulimit -v, a pipe of 10 items answered: status $status, output '${out:0:200}'"

# Matching and ranking, spread over threads in release: the same matches in the same order.
items=$(mktemp)
trap 'rm -f "$items"' EXIT
seq 1 200000 | sed 's/.*/line number & of the list/' > "$items"
for query in n77l 'n7 | 99' "'ber 12" '^line !5 3$' L; do
    for mode in "" "--exact"; do
        want=$("$debug" --items-from "$items" --print-matches "$query" $mode | md5sum) || true
        got=$("$release" --items-from "$items" --print-matches "$query" $mode | md5sum) || true
        [ "$want" = "$got" ] || fail "--print-matches '$query' $mode differs between the debug and release builds"
    done
done

# The contract, unattended: status and stdout.
"$release" -t T -m M -b Yes -c No --answer Yes >/dev/null || fail "--answer Yes did not exit 0"
status=0; "$release" -t T -m M -b Yes -c No --answer No >/dev/null || status=$?
[ "$status" = 1 ] || fail "--answer No exited $status, not 1"

[ "$failed" = 0 ] && echo "release_check: the release binary behaves as the debug one"
exit "$failed"
