#!/bin/bash
# bench/startup.sh -- issue 14: start-up of `dtrace -n 'BEGIN { exit(0); }'`
# (open, compile, enable, fire BEGIN, consume, close), its wall time
# against its CPU time (the goal: wall at most 2x CPU, i.e. the consumer
# does not sit in sleeps), and against bpftrace's `BEGIN { exit(); }` in
# the same run, when bpftrace is installed and may load BPF programs.
# Prints per-run averages over N runs (default 50) and the ratios; never
# fails on timing (benchmarks are not tests).
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
BPFTRACE=${BPFTRACE:-bpftrace}
N=${N:-50}

# In a build tree cmd/dtrace/dtrace is libtool's wrapper script, whose own
# start-up (a shell) would be measured too: run the program it wraps.
d=$(dirname "$DTRACE")
if [ -x "$d/.libs/dtrace" ] && [ -d "$d/../../lib/libdtrace/.libs" ]; then
	DTRACE=$d/.libs/dtrace
	export LD_LIBRARY_PATH=$(cd "$d/../../lib/libdtrace/.libs" && pwd)${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi

# measure CMD... - "WALL_NS CPU_NS" per run: wall clock around N runs,
# CPU from the shell's children times (user + system)
measure() {
	local t0 t1 cpu
	t0=$(date +%s%N)
	cpu=$( (
		i=0
		while [ "$i" -lt "$N" ]; do
			"$@" >/dev/null 2>&1 || { echo "bench: '$*' failed" >&2; exit 1; }
			i=$((i + 1))
		done
		times
	) | awk 'NR == 2 {
		n = split($0, f, /[ \t]+/); s = 0
		for (i = 1; i <= n; i++) {
			if (f[i] == "") continue
			split(f[i], ms, "m"); sub(/s$/, "", ms[2])
			s += ms[1] * 60 + ms[2]
		}
		printf "%.0f", s * 1e9 }')
	t1=$(date +%s%N)
	echo "$(( (t1 - t0) / N )) $(( cpu / N ))"
}

report() {	# report LABEL WALL CPU
	awk -v l="$1" -v w="$2" -v c="$3" 'BEGIN {
		printf "startup: %-36s %9.2f ms wall %7.2f ms CPU  wall/CPU %.1f\n",
		    l, w / 1e6, c / 1e6, (c > 0 ? w / c : 0) }'
}

read -r dw dc <<< "$(measure "$DTRACE" -n 'BEGIN { exit(0); }')"
report "dtrace -n 'BEGIN { exit(0); }'" "$dw" "$dc"
if command -v "$BPFTRACE" >/dev/null 2>&1 &&
    "$BPFTRACE" -e 'BEGIN { exit(); }' >/dev/null 2>&1; then
	read -r bw bc <<< "$(N=$(( N < 10 ? N : 10 )) measure "$BPFTRACE" -e 'BEGIN { exit(); }')"
	report "bpftrace -e 'BEGIN { exit(); }'" "$bw" "$bc"
	awk -v b="$bw" -v d="$dw" 'BEGIN {
		printf "startup: wall ratio bpftrace/dtrace     %.1f\n", b / d }'
else
	echo "startup: bpftrace not runnable here (not installed, or no BPF): no comparison"
fi
