#!/bin/bash
# test/unit/profile-lost.sh -- profile samples that perf could not record
# are counted and said, never lost silently (DESIGN.md, Safety).  The user
# host samples its targets (and, with kernel capture, every process) into
# small perf ring buffers that dtrace drains as its profile probes fire; a
# dtrace that cannot drain (here: stopped with SIGSTOP for a second while
# its target spins at 4999 samples a second) must report the samples perf
# dropped meanwhile.  Skipped, with the reason, where perf events cannot
# sample the target (no test program, perf_event_paranoid).  Run by `make
# check` under prove (DTRACE and DTRACE_TEST_PROGS set).
set -u
here=$(cd "$(dirname "$0")" && pwd)
dtrace=${DTRACE:-$here/../../cmd/dtrace/dtrace}
progs=${DTRACE_TEST_PROGS:-$here/../progs}
. "$here/tap.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/profile-lost.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$progs/pidspin" ]; then
	echo "1..0 # SKIP test programs not built (make -C test progs)"
	exit 0
fi
samples=$("$dtrace" -q -c "$progs/pidspin 300" -n 'profile-997 /pid == $target/ {
    @ = count(); } END { printa("%@d\n", @); }' 2>"$tmp/err" | tr -d ' \n')
if [ -z "$samples" ] || [ "$samples" -eq 0 ]; then
	echo "1..0 # SKIP no profile samples of a target here: $(head -n 1 "$tmp/err")"
	exit 0
fi
echo "1..2"

"$dtrace" -q -c "$progs/pidspin 4000" -n 'profile-4999 /pid == $target/ {
    @ = count(); } tick-3s { exit(0); }' >"$tmp/out" 2>"$tmp/err" &
p=$!
sleep 1
kill -STOP "$p"
sleep 1
kill -CONT "$p"
wait "$p"
ok $? "dtrace stopped for a second goes on and exits 0" "$tmp/err"
grep -Eq '^dtrace: [1-9][0-9]* profile samples? dropped \(perf ring buffer full\)$' "$tmp/err"
ok $? "the samples perf dropped meanwhile are reported" "$tmp/err"
