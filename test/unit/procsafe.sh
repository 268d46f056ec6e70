#!/bin/bash
# test/unit/procsafe.sh -- a process traced by dtrace -p survives dtrace,
# however dtrace ends (issue 15, item 1; DESIGN.md, "Process safety").
#
# The target is test/progs/procsafe: worker threads call ps_work() and
# ps_leaf() without pause and check every result, call getppid() now and
# then, and (with "fork") a thread forks children that call ps_work() and
# must exit 0.  On SIGUSR1 it answers "ok" only if the first bytes of
# both functions are the ones it read at start (no breakpoint left), every
# thread made progress and no result or child was wrong; any error ends it
# with "BAD ...".  With the pid probes enabled, the workers spend nearly
# all their time in probes: when dtrace dies, several of them sit stopped
# at a breakpoint.
#
# Each run: dtrace -p on the running target (-x backend=ptrace: the
# sites are breakpoints, which dtrace must take out itself; by default
# they would be the kernel's uprobes where kernel capture runs, as in 4),
# enabled probes (pid entry, return, every instruction of ps_leaf,
# syscall, profile, or all of them), a random moment of tracing, then
# dtrace is ended; afterwards the
# target must be untraced (TracerPid 0), not stopped, and answer "ok".
# The dtrace process is found from the target's tracer: the tracer is a
# process of dtrace's, its child (os/linux/user/dtrace_ptrace.c; a tracer
# that is a thread of dtrace, as before, is found too).
#   1. SIGKILL, PROCSAFE_RUNS times in a row (default 100), the programs
#      in turn, one target for all runs (it also must not mind being
#      grabbed again and again);
#   2. each way of ending dtrace (exit() from D, SIGINT, SIGTERM, SIGKILL,
#      SIGSEGV) with each kind of pid probe (entry, return, offset);
#   3. a target that forks (children in the probed function at the
#      moment of death), SIGKILL, 10 runs;
#   4. the probes naming the target as pid<N>, with no -p (grabbed only
#      for its symbols; where kernel capture runs, the sites are the
#      kernel's uprobes), SIGKILL, 20 runs, the programs in turn.
# prove(1) passes run-tests' arguments to every producer: they are ignored.
# DTRACE: the dtrace(1) under test (make check sets it); DTRACE_TEST_PROGS
# the test programs (default: the build tree's test/progs).
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
DTRACE=${DTRACE:-$top/cmd/dtrace/dtrace}
PROGS=${DTRACE_TEST_PROGS:-$(cd "$(dirname "$DTRACE")/../.." 2>/dev/null &&
    pwd)/test/progs}
RUNS=${PROCSAFE_RUNS:-100}
TARGET=$PROGS/procsafe
tmp=$(mktemp -d)
victim=
cleanup() {
	[ -n "$victim" ] && kill -9 "$victim" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT

if [ ! -x "$DTRACE" ]; then
	echo "Bail out! $DTRACE is not built"
	exit 1
fi
if [ ! -x "$TARGET" ]; then
	echo "1..0 # SKIP $TARGET not built (make -C test progs)"
	exit 0
fi

# the libtool wrapper of an uninstalled build costs ~0.4 s a start on a
# loaded host: run the program it wraps, as the wrapper would
DT=("$DTRACE")
build=$(cd "$(dirname "$DTRACE")/../.." 2>/dev/null && pwd)
if [ "$(head -c 2 "$DTRACE")" = '#!' ] &&
    [ -x "$(dirname "$DTRACE")/.libs/dtrace" ] &&
    [ -d "$build/lib/libdtrace/.libs" ]; then
	DT=(env "LD_LIBRARY_PATH=$build/lib/libdtrace/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
	    "$(dirname "$DTRACE")/.libs/dtrace")
fi

t=0
fails=0
ok() {
	t=$((t + 1))
	echo "ok $t - $1"
}
not_ok() {
	t=$((t + 1))
	fails=$((fails + 1))
	echo "not ok $t - $1"
	shift
	for l in "$@"; do echo "# $l"; done
}

# the programs; pid$target is the grabbed target
P_ENTRY='pid$target::ps_work:entry { @ = count(); }'
P_RETURN='pid$target::ps_leaf:return { @ = count(); }'
P_OFFSET='pid$target::ps_leaf: { @ = count(); }'
P_SYSCALL='syscall::getppid:entry /pid == $target/ { @ = count(); }'
P_PROFILE='profile-997 /pid == $target/ { @ = count(); }'
P_ALL="$P_ENTRY $P_RETURN $P_OFFSET $P_SYSCALL $P_PROFILE"

# start_victim ARGS: the target, its pid in $victim, output in $tmp/v.out
start_victim() {
	: > "$tmp/v.out"
	# niced: its spinning threads must not starve dtrace and this script
	nice -n 10 "$TARGET" "$@" > "$tmp/v.out" 2>&1 &
	victim=$!
	for ((i = 0; i < 300; i++)); do
		lastline
		case $val in ready*) return 0 ;; esac
		nap 0.01
	done
	return 1
}

# Builtins only in the loops below: on a loaded host every fork counts.
# nap SECONDS: sleep (read -t on a pipe nobody writes to)
exec {napfd}<> <(:)
nap() {
	read -r -t "$1" -u "$napfd"
}
# field PID NAME: $val = the value of NAME: in /proc/PID/status, or ""
field() {
	local k v
	val=
	while read -r k v; do
		if [ "$k" = "$2:" ]; then
			val=${v%%[[:space:]]*}
			return 0
		fi
	done 2>/dev/null < "/proc/$1/status"
}
# lines PATTERN: $val = the number of lines of the target's output
# starting with "ok" or "BAD"
answers() {
	local l
	val=0
	while read -r l; do
		case $l in
		ok*|BAD*) val=$((val + 1)) ;;
		esac
	done < "$tmp/v.out"
}
lastline() {
	local l
	val=
	while read -r l; do val=$l; done < "$tmp/v.out"
}

# check_victim: untraced, not stopped, and "ok" to SIGUSR1.  Returns 0, or
# 1 with the reason in $why.
check_victim() {
	local i n
	why=
	for ((i = 0; i < 300; i++)); do
		field "$victim" TracerPid
		[ "$val" = 0 ] && break
		nap 0.01
	done
	if ! kill -0 "$victim" 2>/dev/null; then
		wait "$victim"
		n=$?
		lastline
		why="target died (status $n): $val"
		return 1
	fi
	field "$victim" TracerPid
	if [ "$val" != 0 ]; then
		why="target still traced by $val"
		return 1
	fi
	field "$victim" State
	case $val in
	T|t) why="target left stopped (state $val)"; return 1 ;;
	esac
	answers
	n=$val
	kill -USR1 "$victim"
	for ((i = 0; i < 500; i++)); do
		answers
		[ "$val" -gt "$n" ] && break
		nap 0.01
	done
	lastline
	if [ "$val" != ok ]; then
		why="target answered: $val"
		return 1
	fi
	return 0
}

# trace_and_end HOW PROGRAM: dtrace -p the target running PROGRAM, end it
# HOW (exit, or a signal name) after a random moment of tracing; with
# BYNAME=1, no -p and the default backend: $target in PROGRAM becomes the
# target's pid.  Returns
# 1 with $why if dtrace never took the target.
trace_and_end() {
	local how=$1 prog=$2 tp dp i popt=(-p "$victim" -x backend=ptrace)
	[ "$how" = exit ] && prog="$prog tick-50ms /++n == 3/ { exit(0); }"
	if [ "${BYNAME:-0}" = 1 ]; then
		popt=()
		prog=${prog//\$target/$victim}
	fi
	# SIGINT as from a terminal: not ignored, as a background job's is
	perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV or exit 127' \
	    "${DT[@]}" -q "${popt[@]}" -n "$prog" > "$tmp/d.out" 2>&1 &
	dp=$!
	# dtrace: the tracer's thread group, or, when the tracer is a process
	# of its own (see os/linux/user/dtrace_ptrace.c), its parent
	real=
	for ((i = 0; i < 500; i++)); do
		field "$victim" TracerPid
		tp=$val
		if [ -n "$tp" ] && [ "$tp" != 0 ]; then
			field "$tp" Tgid
			real=$val
			if [ "$real" = "$tp" ]; then
				field "$tp" PPid
				real=$val
			fi
			[ -n "$real" ] && [ "$real" != $$ ] &&
			    [ "$real" -gt 1 ] && break
			real=
		fi
		kill -0 "$dp" 2>/dev/null || break
		nap 0.01
	done
	if [ -z "$real" ]; then
		kill -9 "$dp" 2>/dev/null
		wait "$dp" 2>/dev/null
		why="dtrace never took the target: $(head -2 "$tmp/d.out")"
		return 1
	fi
	nap "0.$((RANDOM % 20 + 10))"
	if [ "$how" != exit ]; then
		kill -"$how" "$real" 2>/dev/null
	fi
	# never wait for ever: a dtrace still there after 10 s is a failure
	for ((i = 0; i < 1000; i++)); do
		kill -0 "$dp" 2>/dev/null || break
		nap 0.01
	done
	if kill -0 "$dp" 2>/dev/null; then
		kill -9 "$dp" "$real" 2>/dev/null
		wait "$dp" 2>/dev/null
		why="dtrace (pid $real, tracer $tp) did not end after SIG$how"
		return 1
	fi
	wait "$dp" 2>/dev/null
	# a sanitizer build: a report is a failure (as in run-tests), but
	# for the crash this test caused itself
	if [ "$how" != SEGV ] && grep -q 'Sanitizer\|runtime error' "$tmp/d.out"; then
		why="dtrace: $(grep -m1 'Sanitizer\|runtime error' "$tmp/d.out")"
		return 1
	fi
	return 0
}

# kill_runs NAME RUNS PROGRAM...: on one target, RUNS times in a row,
# dtrace running the PROGRAMs in turn (BYNAME as trace_and_end) is
# killed with SIGKILL; the target must be intact after each.
kill_runs() {
	local name=$1 runs=$2 bad=0 r prog
	shift 2
	if ! start_victim 3; then
		not_ok "$name" "target did not start: $(cat "$tmp/v.out")"
		return
	fi
	for r in $(seq "$runs"); do
		prog=${*:$((r % $# + 1)):1}
		if ! trace_and_end KILL "$prog" || ! check_victim; then
			bad=$r
			break
		fi
	done
	if [ "$bad" = 0 ]; then
		ok "$name"
	else
		not_ok "$name" "run $bad ($prog): $why"
	fi
	kill -9 "$victim" 2>/dev/null
	wait "$victim" 2>/dev/null
	victim=
}

# 1. SIGKILL, again and again, on one target
kill_runs "kill -9 of dtrace -p, $RUNS runs in a row: target intact" \
    "$RUNS" "$P_ENTRY" "$P_RETURN" "$P_OFFSET" "$P_SYSCALL" "$P_PROFILE" \
    "$P_ALL"

# 2. every way of ending dtrace, with every kind of pid probe
for how in exit INT TERM KILL SEGV; do
	for kind in entry return offset; do
		case $kind in
		entry) prog=$P_ENTRY ;;
		return) prog=$P_RETURN ;;
		offset) prog=$P_OFFSET ;;
		esac
		name="dtrace ended by $how during pid $kind probes: target intact"
		if ! start_victim 3; then
			not_ok "$name" "target did not start"
			continue
		fi
		if trace_and_end "$how" "$prog" && check_victim; then
			ok "$name"
		else
			not_ok "$name" "$why"
		fi
		kill -9 "$victim" 2>/dev/null
		wait "$victim" 2>/dev/null
		victim=
	done
done

# 3. a target that forks children into the probed function
name="kill -9 of dtrace -p of a forking target, 10 runs: target and children intact"
if start_victim 2 fork; then
	bad=0
	for r in $(seq 10); do
		if ! trace_and_end KILL "$P_ENTRY $P_OFFSET" || ! check_victim
		then
			bad=$r
			break
		fi
	done
	if [ "$bad" = 0 ]; then
		ok "$name"
	else
		not_ok "$name" "run $bad: $why"
	fi
	kill -9 "$victim" 2>/dev/null
	wait "$victim" 2>/dev/null
	victim=
else
	not_ok "$name" "target did not start"
fi

# 4. pid<N> with no -p, SIGKILL, again and again, on one target
BYNAME=1 kill_runs \
    "kill -9 of dtrace with pid<N> probes (no -p), 20 runs: target intact" \
    20 "$P_ENTRY" "$P_RETURN" "$P_OFFSET" "$P_ALL"

echo "1..$t"
[ "$fails" -eq 0 ]
