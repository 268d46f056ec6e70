#!/bin/bash
# test/unit/bpf-sigkill.sh -- issue 16: kernel capture's probe sites
# belong to the kernel.  While dtrace traces system-wide with
# -x backend=bpf, its two programs (dt_sys_enter, dt_sys_exit) are
# loaded; once dtrace is killed with SIGKILL -- no chance to clean up --
# the kernel has dropped them (their links were dtrace's file
# descriptors).  The same for pid probes, whose sites are the kernel's
# uprobes with -x backend=bpf (dt_uprobe): the process they traced runs
# on, neither stopped nor traced, and writes as before; and for the
# sdt and sched providers' tracepoint programs (dt_sdt, dt_sched_switch);
# and after a normal exit of dtrace with every sdt probe enabled.  Counted with
# unit/bpfprogs.  Skipped, with the reason,
# where kernel capture cannot run (not root, no BPF, built without
# libbpf).  Run by `make check` under prove (DTRACE set).
set -u
here=$(cd "$(dirname "$0")" && pwd)
dtrace=${DTRACE:-$here/../../cmd/dtrace/dtrace}
progs=${BPFPROGS:-${UNIT_BINDIR:-$here}/bpfprogs}	# the build tree's
tprogs=${DTRACE_TEST_PROGS:-${UNIT_BINDIR:-$here}/../progs}
. "$here/tap.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bpf-sigkill.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$progs" ]; then
	echo "1..0 # SKIP unit/bpfprogs not built (no libbpf)"
	exit 0
fi
if ! why=$("$dtrace" -x backend=bpf -qn \
    'syscall::getppid:entry {} BEGIN { exit(0); }' 2>&1 >/dev/null); then
	echo "1..0 # SKIP no kernel capture: $(echo "$why" | head -n 1)"
	exit 0
fi
if ! "$progs" dt_sys_enter >/dev/null 2>"$tmp/err"; then
	echo "1..0 # SKIP cannot list BPF programs: $(head -n 1 "$tmp/err")"
	exit 0
fi
echo "1..16"

# killed PROGRAM READY WHAT -- DTRACE-ARGS...: run dtrace with the args
# in the background until its stderr says READY; check that it says so,
# that BPF program PROGRAM is loaded once more while it runs, and that
# once dtrace is killed with SIGKILL the kernel has dropped it
# settle PROGRAM: the count of PROGRAM once it holds still for half a
# second (a dtrace that exited normally leaves its links to a process
# that drops them while the kernel detaches them: seconds at most)
settle() {
	c=$("$progs" "$1")
	for i in $(seq 1 120); do
		sleep 0.5
		c2=$("$progs" "$1")
		[ "$c2" -eq "$c" ] && break
		c=$c2
	done
	echo "$c"
}

killed() {
	prog=$1 ready=$2 what=$3
	shift 4
	pbefore=$(settle "$prog")
	"$dtrace" -x backend=bpf -x showbackend "$@" >"$tmp/out" \
	    2>"$tmp/err" &
	p=$!
	for i in $(seq 1 100); do
		grep -q "$ready" "$tmp/err" && break
		kill -0 "$p" 2>/dev/null || break
		sleep 0.1
	done
	grep -q "$ready" "$tmp/err"
	ok $? "dtrace -x backend=bpf $what" "$tmp/err"
	during=$("$progs" "$prog")
	[ "$during" -eq $((pbefore + 1)) ]
	ok $? "$prog is loaded while it runs ($pbefore before, $during during)"
	kill -KILL "$p"
	wait "$p" 2>/dev/null
	# the kernel frees programs after a grace period: seconds at most
	for i in $(seq 1 50); do
		after=$("$progs" "$prog")
		[ "$after" -eq "$pbefore" ] && break
		sleep 0.1
	done
	[ "$after" -eq "$pbefore" ]
	ok $? "SIGKILL of dtrace leaves no $prog loaded ($after after)"
}

killed dt_sys_enter "kernel capture (BPF), every process" \
    "traces system-wide" -- -qn 'syscall::getppid:entry { @ = count(); }'

# skipn N WHY: N checks skipped, with the reason
skipn() {
	for i in $(seq 1 "$1"); do
		n=$((n + 1))
		echo "ok $n # SKIP $2"
	done
}
tracefs=
[ -d /sys/kernel/tracing/events ] || [ -d /sys/kernel/debug/tracing/events ] ||
    tracefs="tracefs is not mounted (/sys/kernel/tracing)"

if [ -z "$tracefs" ]; then
	killed dt_sdt "sdt provider: kernel tracepoints" "traces a trace event" \
	    -- -qn 'sdt:sched::sched_switch { @ = count(); }'
	killed dt_sched_switch "sched provider: kernel tracepoints" \
	    "traces the scheduler" -- -qn 'sched:::on-cpu { @ = count(); }'
else
	skipn 6 "$tracefs"
fi

# Every sdt probe (1,600 tracepoints here): the kernel detaches them one
# grace period at a time (a minute), so dtrace hands its links to a
# process of their own at exit and is gone at once;
# that process goes once they are detached.  (Bounds are hang detectors,
# not timings: dtrace's exit took over 50 s before.)
if [ -z "$tracefs" ]; then
	sbefore=$(settle dt_sdt)
	timeout 300 "$dtrace" -qn 'sdt::: {} BEGIN { printf("up\n"); exit(0); }' \
	    >"$tmp/out" 2>"$tmp/err" &
	p=$!
	for i in $(seq 1 3000); do	# attaching may wait for others' detaches
		grep -q up "$tmp/out" && break
		kill -0 "$p" 2>/dev/null || break
		sleep 0.1
	done
	t0=$(date +%s)
	wait "$p"
	rc=$?
	t1=$(date +%s)
	[ $rc -eq 0 ] && grep -q up "$tmp/out"
	ok $? "dtrace enabling every sdt probe runs and exits (status $rc)" "$tmp/err"
	[ $((t1 - t0)) -lt 20 ]
	ok $? "it exits without waiting for the detaches ($((t1 - t0)) s)"
	for i in $(seq 1 300); do
		after=$("$progs" dt_sdt)
		[ "$after" -eq "$sbefore" ] && break
		sleep 1
	done
	[ "$after" -eq "$sbefore" ]
	ok $? "the links are gone afterwards ($sbefore before, $after after)"
else
	skipn 3 "$tracefs"
fi

# pid probes: a sleeper writing every 20 ms, traced through a uprobe
"$tprogs/sleeper" 30 20 &
s=$!
killed dt_uprobe "pid provider: kernel uprobes" \
    "-p: pid sites are kernel uprobes" -- -p "$s" \
    -qn 'pid$target::write:entry { @ = count(); }'
# released by the tracer process (TracerPid 0), running, still writing
for i in $(seq 1 50); do
	grep -q '^TracerPid:[[:space:]]*0$' "/proc/$s/status" 2>/dev/null &&
	    break
	sleep 0.1
done
w0=$(awk '/^syscw:/ { print $2 }' "/proc/$s/io" 2>/dev/null)
sleep 0.5
w1=$(awk '/^syscw:/ { print $2 }' "/proc/$s/io" 2>/dev/null)
state=$(awk '{ print $3 }' "/proc/$s/stat" 2>/dev/null)
{ grep '^TracerPid' "/proc/$s/status"; echo "state $state writes $w0 then $w1"; } \
    >"$tmp/st" 2>&1
grep -q '^TracerPid:[[:space:]]*0$' "/proc/$s/status" &&
    { [ "$state" = S ] || [ "$state" = R ]; } && [ -n "$w0" ] &&
    [ "$w1" -gt "$w0" ]
ok $? "the traced process runs on, untraced, writing" "$tmp/st"
kill "$s" 2>/dev/null
wait "$s" 2>/dev/null	# its status is SIGTERM's, not ours
exit 0
