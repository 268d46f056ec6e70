#!/bin/sh
# bench/e2e.sh -- end-to-end cost of `dtrace -n 'BEGIN { exit(0); }'`:
# compile, enable, fire BEGIN, consume, tear down, as one process.
#
# The baseline, measured in the same run, is starting and reaping a
# trivial process (/bin/true), so the ratio reads "how many process starts
# one dtrace invocation costs".  Prints one line per measurement and the
# ratio; never fails on timing (benchmarks are not tests).
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
N=${N:-50}

now_ns() { date +%s%N; }

run_n() {
	i=0
	t0=$(now_ns)
	while [ "$i" -lt "$N" ]; do
		"$@" >/dev/null 2>&1 || { echo "bench: '$*' failed" >&2; exit 1; }
		i=$((i + 1))
	done
	t1=$(now_ns)
	echo $(( (t1 - t0) / N ))
}

base=$(run_n /bin/true)
dt=$(run_n "$DTRACE" -n 'BEGIN { exit(0); }')
echo "e2e: /bin/true                        $base ns/run (baseline, N=$N)"
echo "e2e: dtrace -n 'BEGIN { exit(0); }'   $dt ns/run"
awk -v a="$dt" -v b="$base" 'BEGIN { printf "e2e: ratio dtrace/true                %.1f\n", a / b }'
