#!/bin/sh
# bench/compile.sh -- issue 18, item 6: compile time of a program written on
# one line against the same text split into lines, measured in the same run.
#
#   chain N    BEGIN { x = 1 && 1 && ... && 1; exit(0); }  (N terms of "&& 1")
#              on one line, and with a newline before every "&&"
#   comment K  a comment of K KB on one line before BEGIN { exit(0); }, and
#              the same comment in lines of 80 bytes
#   stmts N    BEGIN { x = 1; x = 1; ... exit(0); }  (N statements), on one
#              line and one statement a line: program length rather than
#              line length (list appends and the DOF writer's memo of DIFOs
#              were quadratic in it)
#
# Each program is compiled (not run) with `dtrace -e -s FILE`; the time is
# the best of 3 runs, process start included.  The baseline is the same
# text split into lines; the empty program's time (process start and setup)
# is printed first.  Per input: the one-line and split times, their ratio,
# and the one-line time less the empty program's per term (per KB of
# comment).  With compile time linear in the length of a line, one line
# costs about what the split text costs (ratio ~1) and the cost per term
# stays flat as the terms grow.  Before the fix (each token's column found
# by scanning back to the start of its line) chain 80000 took 19 s on one
# line against 0.2 s split.
#
# Never fails on timing; fails only when a program does not compile.
#
#   CHAIN="20000 80000 320000" COMMENT="400 1000" STMTS="20000 80000" \
#       sh bench/compile.sh
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
CHAIN=${CHAIN:-20000 80000 320000}
COMMENT=${COMMENT:-400 1000}
STMTS=${STMTS:-20000 80000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now_ns() { date +%s%N; }

# best_ns FILE: the best wall-clock ns of 3 compilations of FILE
best_ns() {
	best=
	for _ in 1 2 3; do
		t0=$(now_ns)
		"$DTRACE" -e -s "$1" >/dev/null 2>"$tmp/err" || {
			echo "bench: dtrace -e -s $1 failed:" >&2
			head -c 300 "$tmp/err" >&2
			exit 1
		}
		t=$(( $(now_ns) - t0 ))
		if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
	done
	echo "$best"
}

# report KIND SIZE UNITS ONE SPLIT: one line of results; "per unit" is the
# one-line time less the empty program's, divided by the number of units
report() {
	awk -v k="$1" -v n="$2" -v u="$3" -v a="$4" -v b="$5" -v e="$empty" '
	BEGIN {
		printf "compile: %-7s %7s  one line %7.3f s  split %7.3f s" \
		    "  one/split %5.2f  %7.1f ns per %s\n", k, n, a / 1e9,
		    b / 1e9, a / b, (a > e ? a - e : 0) / n, u }'
}

printf 'BEGIN { exit(0); }\n' >"$tmp/empty.d"
empty=$(best_ns "$tmp/empty.d")
echo "compile: empty program $(awk -v e="$empty" 'BEGIN {
    printf "%.3f", e / 1e9 }') s (process start and setup: the baseline)"

for n in $CHAIN; do
	awk -v n="$n" 'BEGIN {
		printf "BEGIN { x = 1"
		for (i = 0; i < n; i++) printf " && 1"
		printf "; exit(0); }\n" }' >"$tmp/one.d"
	awk -v n="$n" 'BEGIN {
		printf "BEGIN { x = 1"
		for (i = 0; i < n; i++) printf "\n && 1"
		printf "; exit(0); }\n" }' >"$tmp/split.d"
	one=$(best_ns "$tmp/one.d")
	split=$(best_ns "$tmp/split.d")
	report chain "$n" term "$one" "$split"
done

for k in $COMMENT; do
	awk -v k="$k" 'BEGIN {
		printf "/* "
		for (i = 0; i < k * 1000 / 100; i++)
			printf "%0100d", 0
		printf " */ BEGIN { exit(0); }\n" }' >"$tmp/one.d"
	awk -v k="$k" 'BEGIN {
		printf "/* "
		for (i = 0; i < k * 1000 / 80; i++)
			printf "%079d\n", 0
		printf " */ BEGIN { exit(0); }\n" }' >"$tmp/split.d"
	one=$(best_ns "$tmp/one.d")
	split=$(best_ns "$tmp/split.d")
	report comment "$k" KB "$one" "$split"
done

for n in $STMTS; do
	awk -v n="$n" 'BEGIN {
		printf "BEGIN {"
		for (i = 0; i < n; i++) printf " x = 1;"
		printf " exit(0); }\n" }' >"$tmp/one.d"
	awk -v n="$n" 'BEGIN {
		printf "BEGIN {\n"
		for (i = 0; i < n; i++) printf "x = 1;\n"
		printf "exit(0); }\n" }' >"$tmp/split.d"
	one=$(best_ns "$tmp/one.d")
	split=$(best_ns "$tmp/split.d")
	report stmts "$n" stmt "$one" "$split"
done
