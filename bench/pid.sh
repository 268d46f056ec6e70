#!/bin/sh
# bench/pid.sh -- issue 6: the cost of one pid provider probe firing, side
# by side in one run with ltrace on the same program and the same function:
#   test/progs/pidcompute N   (calls compute(i) for i = 1 .. N)
# untraced; under dtrace -c with pid$target::compute:entry counted; with
# entry and return; under `ltrace -x compute` (a breakpoint at the same
# function entry; when ltrace is installed).
#
# Mechanism (os/linux/user/dtrace_pidprov.c): an int3 breakpoint written
# into the target's text through /proc/PID/mem; the trap stops the thread,
# the tracer thread of dtrace (ptrace) fires the probe with the thread
# stopped, then steps over the displaced instruction by emulating it (push,
# mov %rsp,%rbp, endbr64, ret, relative jumps and calls) or by executing a
# copy of it in an out-of-line page of the target; the breakpoint never
# leaves memory.  ltrace also uses ptrace breakpoints, but single-steps the
# original instruction in place.
#
# Prints one line per measurement and the ratios; never fails on timing.
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
N=${N:-100000}
here=$(cd "$(dirname "$0")" && pwd)
PROG=${PIDPROG:-$(cd "$(dirname "$DTRACE")/../.." && pwd)/test/progs/pidcompute}
if [ ! -x "$PROG" ]; then
	make -C "$(dirname "$PROG")/.." progs >/dev/null 2>&1 || true
fi
if [ ! -x "$PROG" ]; then
	echo "pid: $PROG not built (make -C test progs); skipped"
	exit 0
fi

now_ns() { date +%s%N; }

# time_ns CMD...: wall-clock ns of one run (output discarded)
time_ns() {
	t0=$(now_ns)
	"$@" >/dev/null 2>&1 || { echo "bench: '$*' failed" >&2; exit 1; }
	t1=$(now_ns)
	echo $((t1 - t0))
}

# the count must be right before the time means anything
got=$("$DTRACE" -qn 'pid$target::compute:entry { @ = count(); }' \
    -c "$PROG $N" | tr -d ' \n')
if [ "$got" != "$N" ]; then
	echo "pid: wrong count: $got firings for $N calls" >&2
	exit 1
fi

base=$(time_ns "$PROG" "$N")
start=$(time_ns "$DTRACE" -qn 'pid$target::nosuchfunc*:entry { }' -Z -c "$PROG 1")
ent=$(time_ns "$DTRACE" -qn 'pid$target::compute:entry { @ = count(); }' -c "$PROG $N")
both=$(time_ns "$DTRACE" -qn 'pid$target::compute:entry,pid$target::compute:return { @ = count(); }' -c "$PROG $N")
lt=
if command -v ltrace >/dev/null 2>&1; then
	lt=$(time_ns ltrace -x compute -o /dev/null "$PROG" "$N")
fi

echo "pid: workload: $PROG $N (compute() called $N times)"
echo "pid: untraced                                   $base ns"
echo "pid: dtrace startup and exit, no firing         $start ns"
echo "pid: dtrace pid compute:entry count             $ent ns"
echo "pid: dtrace pid compute:entry+return count      $both ns"
[ -n "$lt" ] && echo "pid: ltrace -x compute                         $lt ns"
awk -v e="$ent" -v b2="$both" -v s="$start" -v l="${lt:-0}" -v n="$N" \
    'BEGIN {
	printf "pid: per entry firing (dtrace)                 %.0f ns\n", (e - s) / n
	printf "pid: per firing, entry+return (dtrace)         %.0f ns\n", (b2 - s) / (2 * n)
	if (l > 0) {
		printf "pid: per traced call (ltrace -x)               %.0f ns\n", l / n
		printf "pid: ratio ltrace/dtrace per entry firing      %.2f\n", (l / n) / ((e - s) / n)
	}
}'
