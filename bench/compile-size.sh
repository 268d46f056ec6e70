#!/bin/sh
# bench/compile-size.sh -- issue 15, item 4: compile time and peak memory of
# dtrace against the size of a generated program, 300 to 30,000 clauses
# (a program may have at most 32,767: DT_CLAUSE_MAX, in dtrace(1)).
#
# After `int i;`, each clause is
#   BEGIN /i == K/ { @a[K] = count(); x[K] = K + 1; trace(K); }
# (a predicate, an aggregation, an associative array and a trace action:
# about 100 bytes of D and 4 DIF objects a clause).  Each program is
# compiled (not run) with `dtrace -e -s FILE`, best of 3, process start
# included, in CPU seconds; the CPU time and the peak resident memory come
# from /usr/bin/time (Debian: time) when it is installed.  The baseline is the
# smallest program: for each size
# the ratio of time and of memory to it, against the ratio of sizes.  With
# cost linear in size, time ratio ~ size ratio (100 for 30,000 clauses).
#
# Never fails on timing; fails only when a program does not compile.
#
#   CLAUSES="300 3000 30000" sh bench/compile-size.sh
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
CLAUSES=${CLAUSES:-300 3000 30000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now_ns() { date +%s%N; }

# measure FILE: "NS KB", the best of 3 compilations: CPU time (user +
# system, from /usr/bin/time: wall-clock time when it is missing, which
# other load on the machine inflates) and the peak RSS (KB, 0 without
# /usr/bin/time)
measure() {
	best= rss=0
	for _ in 1 2 3; do
		t0=$(now_ns)
		if [ -x /usr/bin/time ]; then
			/usr/bin/time -f '%U %S %M' -o "$tmp/rss" "$DTRACE" -e \
			    -s "$1" >/dev/null 2>"$tmp/err" || fail "$1"
			set -- $(tail -n 1 "$tmp/rss") "$1"
			t=$(awk -v u="$1" -v s="$2" 'BEGIN { printf "%d", (u + s) * 1e9 }')
			rss=$3
			shift 3
		else
			"$DTRACE" -e -s "$1" >/dev/null 2>"$tmp/err" || fail "$1"
			t=$(( $(now_ns) - t0 ))
		fi
		if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
	done
	echo "$best $rss"
}

fail() {
	echo "bench: dtrace -e -s $1 failed:" >&2
	head -c 300 "$tmp/err" >&2
	exit 1
}

base_n= base_t= base_m=
for n in $CLAUSES; do
	awk -v n="$n" 'BEGIN {
		print "int i;"
		for (k = 0; k < n; k++)
			printf "BEGIN /i == %d/ { @a[%d] = count(); " \
			    "x[%d] = %d + 1; trace(%d); }\n", k, k, k, k, k
		print "BEGIN { exit(0); }"
	}' >"$tmp/p.d"
	r=$(measure "$tmp/p.d") || exit 1
	set -- $r
	if [ -z "$base_n" ]; then base_n=$n base_t=$1 base_m=$2; fi
	awk -v n="$n" -v t="$1" -v m="$2" -v bn="$base_n" -v bt="$base_t" \
	    -v bm="$base_m" -v sz="$(wc -c <"$tmp/p.d")" 'BEGIN {
		printf "compile-size: %6d clauses (%6.1f MB)  %8.3f s CPU  %7.1f MB peak" \
		    "  size x%-4g time x%-6.1f memory x%.1f  %.1f us/clause\n", \
		    n, sz / 1e6, t / 1e9, m / 1024, n / bn, t / bt, \
		    (bm > 0 ? m / bm : 0), t / n / 1e3
	}'
done
