#!/bin/bash
# test/fuzz/run-fuzz.sh -- `make fuzz`: each harness of test/fuzz/ under
# libFuzzer for FUZZ_SECONDS, from its committed corpus (and, for
# fuzz-compile, the D programs of test/tst).  New inputs go to
# $FUZZ_BINDIR/work/NAME, never into the committed corpus; a crash, leak,
# sanitizer report or timeout leaves its input as
# $FUZZ_BINDIR/work/NAME/crash-* and fails the run.  Prints each harness's
# executions and executions per second.
#   run-fuzz.sh            fuzz (needs a configure --enable-fuzzing build)
#   run-fuzz.sh --seeds    (re)write the seeds of the binary corpora (dof,
#                          dif, records) from the test programs, with
#                          fuzz-seeds; the corpus's regression inputs stay
# Environment (set by test/Makefile.am): FUZZ_BINDIR (the built
# harnesses), FUZZ_SECONDS (default 60), FUZZ_SEED (libFuzzer's -seed:
# with one, a run makes the same inputs in the same order, as far as time
# lets it get, so CI does not fail on a find of chance; default: a new
# seed each run), FUZZING (libFuzzer's link flags; empty in a plain
# build).
set -u
here=$(cd "$(dirname "$0")" && pwd)
bindir=${FUZZ_BINDIR:-$here}
seconds=${FUZZ_SECONDS:-60}
harnesses=(compile dof dif records options cmdline)

if [ "${1:-}" = --seeds ]; then
	# every 16th test program of tst/common (in name order), so that
	# every area gives a few
	mapfile -t progs < <(find "$here/../tst/common" -name 'tst.*.d' |
	    LC_ALL=C sort | awk 'NR % 16 == 1')
	exec "$bindir/fuzz-seeds" "$here/corpus" "${progs[@]}"
fi

if [ -z "${FUZZING:-}" ]; then
	echo "run-fuzz.sh: the harnesses are plain replayers in this build;" >&2
	echo "  configure a build directory with" >&2
	echo "  ../configure CC=clang --enable-sanitizers --enable-fuzzing" >&2
	echo "  (Debian: apt-get install clang libclang-rt-14-dev), then make fuzz" >&2
	exit 2
fi

export ASAN_OPTIONS=${ASAN_OPTIONS-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS-print_stacktrace=1:halt_on_error=1}
seed=()
[ -n "${FUZZ_SEED:-}" ] && seed=(-seed="$FUZZ_SEED")
status=0
for h in "${harnesses[@]}"; do
	work=$bindir/work/$h
	mkdir -p "$work"
	dirs=("$work" "$here/corpus/$h")
	[ "$h" = compile ] && dirs+=("$here/../tst")
	log=$bindir/work/$h.log
	"$bindir/fuzz-$h" -max_total_time="$seconds" -timeout=30 \
	    -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 "${seed[@]}" \
	    -artifact_prefix="$work/" "${dirs[@]}" >"$log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	secs=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
	if [ $rc -eq 0 ]; then
		echo "fuzz-$h: ok, ${runs:-?} executions in ${seconds}s (${secs:-?}/s)"
	else
		status=1
		echo "fuzz-$h: FAILED (exit status $rc) after ${runs:-?} executions; log: $log"
		grep -m1 -A20 'ERROR:\|SUMMARY:\|==ERROR' "$log" | sed 's/^/  /'
		ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-* 2>/dev/null | sed 's/^/  input: /'
	fi
done
exit $status
