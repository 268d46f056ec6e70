#!/bin/bash
# test/unit/startup-nosleep.sh -- issue 14, start-up, and the consumer's
# pacing (lib/libdtrace/dt_work.c): when exit() in BEGIN has ended tracing
# by the time dtrace(1) enters its consumer loop, the loop goes on at once
# instead of sleeping first (which made `dtrace -n 'BEGIN { exit(0); }'`
# take several times its CPU time; bench/startup.sh measures it); the
# first round never waits, as the reference's; later rounds wait for the
# next switch or status tick (1hz unless set) unless the framework wakes
# the consumer sooner: exit() in tick-10ms under -x switchrate=1s ends
# the wait by poll(2) readiness, not by its timeout.  Checked without
# timing: strace(1) shows the sleeps and how each ended.  Run by `make
# check` under prove (DTRACE set).
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
echo "1..4"
if ! command -v strace >/dev/null || ! strace -f -o /dev/null true 2>/dev/null; then
	echo "ok 1 # SKIP strace not available or not permitted"
	echo "ok 2 # SKIP strace not available or not permitted"
	echo "ok 3 # SKIP strace not available or not permitted"
	echo "ok 4 # SKIP strace not available or not permitted"
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/startup-nosleep.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# LeakSanitizer cannot run under ptrace: a sanitized dtrace's leak check is
# off here (the rest of make check runs it)
sleeps() {	# sleeps ARGS... - the dtrace process's sleep calls
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -o "$tmp/trace" -e trace=nanosleep,clock_nanosleep,ppoll \
	    "$dtrace" "$@" >"$tmp/out" 2>&1 || { echo fail; return; }
	grep -c 'nanosleep(\|ppoll(' "$tmp/trace"
}

n=$(sleeps -qn 'BEGIN { exit(0); }')
if [ "$n" = 0 ]; then
	echo "ok 1 - BEGIN { exit(0); }: the consumer does not sleep"
else
	echo "not ok 1 - BEGIN { exit(0); }: the consumer does not sleep"
	echo "# $n sleeps"; sed 's/^/# /' "$tmp/trace" "$tmp/out" | head -20
fi
n=$(sleeps -x switchrate=20ms -qn 'BEGIN { exit(0); }')
if [ "$n" = 0 ]; then
	echo "ok 2 - -x switchrate, exit() in BEGIN: the first round does not wait"
else
	echo "not ok 2 - -x switchrate, exit() in BEGIN: the first round does not wait"
	echo "# $n sleeps"; sed 's/^/# /' "$tmp/trace" "$tmp/out" | head -20
fi
n=$(sleeps -x switchrate=20ms -qn 'tick-50ms { exit(0); }')
if [ "$n" != fail ] && [ "$n" -ge 1 ]; then
	echo "ok 3 - -x switchrate, exit() later: the consumer waits its ticks"
else
	echo "not ok 3 - -x switchrate, exit() later: the consumer waits its ticks"
	echo "# $n sleeps"; sed 's/^/# /' "$tmp/out" | head -20
fi
n=$(sleeps -x switchrate=1s -qn 'tick-10ms { exit(0); }')
timeouts=$(grep -c 'Timeout' "$tmp/trace")
if [ "$n" != fail ] && [ "$n" -le 1 ] && [ "$timeouts" = 0 ]; then
	echo "ok 4 - -x switchrate=1s: exit() wakes the consumer before its tick"
else
	echo "not ok 4 - -x switchrate=1s: exit() wakes the consumer before its tick"
	echo "# $n sleeps, $timeouts timed out"; sed 's/^/# /' "$tmp/trace" "$tmp/out" | head -20
fi
