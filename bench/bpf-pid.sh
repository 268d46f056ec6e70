#!/bin/sh
# bench/bpf-pid.sh -- issue 16: the cost of one pid probe firing
#   pid$target::compute:entry { @ = count(); }
# on kernel capture (-x backend=bpf: the site is a kernel uprobe running
# os/linux/bpf/dtrace_bpf_uprobe.bpf.c, the probe fires from the drained
# record), against the ptrace path (the tracer's breakpoint, the thread
# stopped while the probe fires), against bpftrace's equivalent one-liner
#   uprobe:PROG:compute { @ = count(); }
# (which counts in the kernel: no record leaves it), side by side in one
# run, on one workload:
#   test/progs/pidcompute N   (calls compute(i) for i = 1 .. N)
# Each tracer's time for N firings less its time for the same run with a
# probe that fires once (start-up, attach, exit), per firing.
#
# Must run as root (kernel capture, bpftrace).  Prints one line per
# measurement (the best of ROUNDS, default 3) and the ratios; never fails
# on timing.  A tracer that is missing or cannot run is left out.
set -u
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
BPFTRACE=${BPFTRACE:-bpftrace}
N=${N:-200000}
PROG=${PIDPROG:-$(cd "$(dirname "$DTRACE")/../.." && pwd)/test/progs/pidcompute}
if [ ! -x "$PROG" ]; then
	echo "bpf-pid: $PROG not built (make -C test progs); skipped"
	exit 0
fi

now_ns() { date +%s%N; }

# time_ns CMD...: wall-clock ns of one run (output discarded), or nothing
time_ns() {
	t0=$(now_ns)
	"$@" >/dev/null 2>&1 || return 0
	t1=$(now_ns)
	echo $((t1 - t0))
}

# min A B: the smaller, either may be empty
min() {
	if [ -z "$1" ]; then echo "$2"
	elif [ -z "$2" ] || [ "$1" -le "$2" ]; then echo "$1"
	else echo "$2"; fi
}

# the counts must be right before the times mean anything
for b in ptrace bpf; do
	got=$("$DTRACE" -x backend=$b -qn 'pid$target::compute:entry { @ = count(); }' \
	    -c "$PROG $N" 2>/dev/null | tr -d ' \n')
	if [ "$got" != "$N" ]; then
		echo "bpf-pid: -x backend=$b: $got firings for $N calls; left out"
		eval "skip_$b=1"
	fi
done
bt=
if command -v "$BPFTRACE" >/dev/null 2>&1 &&
    "$BPFTRACE" -e "uprobe:$PROG:main { exit(); }" -c "$PROG 1" \
    >/dev/null 2>&1; then
	bt=1
fi

D1='pid$target::main:entry { @ = count(); }'
DN='pid$target::compute:entry { @ = count(); }'
base= pt1= ptn= bp1= bpn= bt1= btn=
r=0
# ROUNDS rounds, interleaved; the best of each (the machine is shared)
while [ $r -lt "${ROUNDS:-3}" ]; do
	base=$(min "$base" "$(time_ns "$PROG" "$N")")
	if [ -z "${skip_ptrace:-}" ]; then
		pt1=$(min "$pt1" "$(time_ns "$DTRACE" -x backend=ptrace -qn "$D1" -c "$PROG $N")")
		ptn=$(min "$ptn" "$(time_ns "$DTRACE" -x backend=ptrace -qn "$DN" -c "$PROG $N")")
	fi
	if [ -z "${skip_bpf:-}" ]; then
		bp1=$(min "$bp1" "$(time_ns "$DTRACE" -x backend=bpf -qn "$D1" -c "$PROG $N")")
		bpn=$(min "$bpn" "$(time_ns "$DTRACE" -x backend=bpf -qn "$DN" -c "$PROG $N")")
	fi
	if [ -n "$bt" ]; then
		bt1=$(min "$bt1" "$(time_ns "$BPFTRACE" -e "uprobe:$PROG:main { @ = count(); }" -c "$PROG $N")")
		btn=$(min "$btn" "$(time_ns "$BPFTRACE" -e "uprobe:$PROG:compute { @ = count(); }" -c "$PROG $N")")
	fi
	r=$((r + 1))
done

echo "bpf-pid: workload: $PROG $N (compute() called $N times)"
echo "bpf-pid: best of ${ROUNDS:-3} rounds each"
echo "bpf-pid: untraced                                  $base ns"
[ -n "$ptn" ] && echo "bpf-pid: dtrace ptrace path      1 firing / N      $pt1 / $ptn ns"
[ -n "$bpn" ] && echo "bpf-pid: dtrace kernel capture   1 firing / N      $bp1 / $bpn ns"
[ -n "$btn" ] && echo "bpf-pid: bpftrace uprobe         1 firing / N      $bt1 / $btn ns"
awk -v n="$N" -v pt1="${pt1:-0}" -v ptn="${ptn:-0}" -v bp1="${bp1:-0}" \
    -v bpn="${bpn:-0}" -v bt1="${bt1:-0}" -v btn="${btn:-0}" 'BEGIN {
	pt = (ptn - pt1) / (n - 1); bp = (bpn - bp1) / (n - 1)
	bt = (btn - bt1) / (n - 1)
	if (ptn > 0) printf "bpf-pid: per firing, ptrace path                 %.0f ns\n", pt
	if (bpn > 0) printf "bpf-pid: per firing, kernel capture              %.0f ns\n", bp
	if (btn > 0) printf "bpf-pid: per firing, bpftrace uprobe             %.0f ns\n", bt
	if (bpn > 0 && btn > 0 && bt > 0)
		printf "bpf-pid: ratio kernel capture / bpftrace         %.2f\n", bp / bt
	if (bpn > 0 && ptn > 0 && bp > 0)
		printf "bpf-pid: ratio ptrace path / kernel capture      %.2f\n", pt / bp
}'
