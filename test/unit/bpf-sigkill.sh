#!/bin/bash
# test/unit/bpf-sigkill.sh -- issue 16: kernel capture's probe sites
# belong to the kernel.  While dtrace traces system-wide with
# -x backend=bpf, its two programs (dt_sys_enter, dt_sys_exit) are
# loaded; once dtrace is killed with SIGKILL -- no chance to clean up --
# the kernel has dropped them (their links were dtrace's file
# descriptors).  The same for pid probes, whose sites are the kernel's
# uprobes with -x backend=bpf (dt_uprobe): the process they traced runs
# on, neither stopped nor traced, and writes as before.  Counted with
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
if ! before=$("$progs" dt_sys_enter 2>"$tmp/err"); then
	echo "1..0 # SKIP cannot list BPF programs: $(head -n 1 "$tmp/err")"
	exit 0
fi
echo "1..7"

"$dtrace" -x backend=bpf -x showbackend \
    -qn 'syscall::getppid:entry { @ = count(); }' >"$tmp/out" 2>"$tmp/err" &
p=$!
for i in $(seq 1 100); do
	grep -q "kernel capture" "$tmp/err" && break
	kill -0 "$p" 2>/dev/null || break
	sleep 0.1
done
grep -q "kernel capture (BPF), every process" "$tmp/err"
ok $? "dtrace -x backend=bpf traces system-wide" "$tmp/err"
during=$("$progs" dt_sys_enter)
[ "$during" -eq $((before + 1)) ]
ok $? "its program is loaded while it runs ($before before, $during during)"

kill -KILL "$p"
wait "$p" 2>/dev/null
# the kernel frees programs after a grace period: a few seconds at most
for i in $(seq 1 50); do
	after=$("$progs" dt_sys_enter)
	[ "$after" -eq "$before" ] && break
	sleep 0.1
done
[ "$after" -eq "$before" ]
ok $? "SIGKILL of dtrace leaves no program loaded ($after after)"

# pid probes: a sleeper writing every 20 ms, traced through a uprobe
"$tprogs/sleeper" 30 20 &
s=$!
ubefore=$("$progs" dt_uprobe)
"$dtrace" -x backend=bpf -x showbackend -p "$s" \
    -qn 'pid$target::write:entry { @ = count(); }' >"$tmp/out" 2>"$tmp/err" &
p=$!
for i in $(seq 1 100); do
	grep -q "pid provider: kernel uprobes" "$tmp/err" && break
	kill -0 "$p" 2>/dev/null || break
	sleep 0.1
done
grep -q "pid provider: kernel uprobes" "$tmp/err"
ok $? "dtrace -x backend=bpf -p: pid sites are kernel uprobes" "$tmp/err"
during=$("$progs" dt_uprobe)
[ "$during" -eq $((ubefore + 1)) ]
ok $? "the uprobe program is loaded while it runs ($ubefore before, $during during)"
kill -KILL "$p"
wait "$p" 2>/dev/null
for i in $(seq 1 50); do
	after=$("$progs" dt_uprobe)
	[ "$after" -eq "$ubefore" ] && break
	sleep 0.1
done
[ "$after" -eq "$ubefore" ]
ok $? "SIGKILL of dtrace leaves no uprobe program ($after after)"
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
wait "$s" 2>/dev/null
