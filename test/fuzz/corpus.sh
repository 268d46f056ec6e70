#!/bin/bash
# test/fuzz/corpus.sh -- the prove(1) entry of the fuzzing harnesses in
# `make check`: each harness of test/fuzz/, built as a plain program
# (replay.c), replays its committed corpus; one TAP test per harness, "ok"
# when every input ran to its end.  fuzz-compile replays the D programs of
# test/tst as well.  Binaries: $FUZZ_BINDIR (set by test/Makefile.am; by
# default this script's directory).  Arguments prove passes (meant for
# run-tests) are ignored.
here=$(cd "$(dirname "$0")" && pwd)
bindir=${FUZZ_BINDIR:-$here}
corpus=$here/corpus
harnesses=(compile dof dif records options cmdline)

echo "1..${#harnesses[@]}"
n=0
for h in "${harnesses[@]}"; do
	n=$((n + 1))
	args=("$corpus/$h")
	[ "$h" = compile ] && args=(-s .d "$corpus/$h" "$here/../tst")
	prog=$bindir/fuzz-$h
	if [ ! -x "$prog" ]; then
		echo "not ok $n - fuzz-$h is not built (make check builds it)"
		continue
	fi
	err=$(mktemp) || exit 1
	report=$(timeout 900 "$prog" "${args[@]}" 2>"$err")
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "ok $n - fuzz-$h: corpus replayed"
	else
		echo "not ok $n - fuzz-$h: exit status $rc"
		tail -n 30 "$err" | sed 's/^/# /'
	fi
	# the replayer's own lines: how many inputs each path gave
	printf '%s\n' "$report" | sed -n 's/^\(not \)\{0,1\}ok [0-9]* - /# /p'
	rm -f "$err"
done
