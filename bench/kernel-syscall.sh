#!/bin/bash
# bench/kernel-syscall.sh -- issue 12: the cost per traced system call of
# the module's syscall provider, measured in one boot of the test guest
# (test/kernel/guest-image.sh) on the same workload, bench/ksyscall-loop
# (dd if=/dev/zero of=/dev/null bs=1 count=N as a timed loop: two system
# calls a byte):
#   untraced (module loaded, no probe enabled: the tracepoints are off);
#   dtrace -n 'syscall:::entry { @[execname] = count(); }'  (every call);
#   dtrace -n 'syscall::getpid:entry { ... }'  (the sys_enter handler is
#     registered, but the workload's calls have no enabled probe);
#   dtrace -n 'sdt:raw_syscalls::sys_enter { @[execname] = count(); }';
#   all, count and unused again with the rate options at 100hz
#     ("-100hz"): the consumer's rounds (a status, a buffer switch and an
#     aggregation snapshot, cross-calls to every CPU) 100 times a second
#     instead of the default 1hz (lib/libdtrace/dt_work.c), which under
#     TCG costs the workload what no firing does;
#   dtrace -n 'syscall:::entry { }', 'syscall:::entry { @ = count(); }',
#     '... { @[pid] = count(); }' and @[execname] with -x strsize=16
#     (what the firing costs without the clause's 256-byte string key).
#   bpftrace -e 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }'
#     and { @[pid] = count(); } (timed from its BEGIN's output, which
#     comes once every probe is attached): the baseline the issue names, Debian's
#     bpftrace, when the host has it, with its libraries (about 200 MB) in
#     the initramfs; the guest then boots with BENCH_MEM, 2048 MiB, not 512.
# Also the wall time of `dtrace -l` (every probe) in the guest.
#
# Usage (from the build tree): DTRACE_KO=os/linux/kernel/dtrace.ko
#   DTRACE=cmd/dtrace/dtrace [COUNT=200000] [REPS=3] [QEMU_ACCEL=tcg|kvm]
#   [BENCH_APPEND='clocksource=tsc tsc=reliable'] [BPFTRACE=/usr/bin/bpftrace|none]
#   [BENCH_MEM=MiB] [QEMU_SMP=1|2] [BENCH_ICOUNT=1] bash bench/kernel-syscall.sh
# BENCH_ICOUNT=1 runs the guest with -icount shift=0: its clock advances
# one ns per instruction executed, so every time measured is a count of
# guest instructions, the same from run to run whatever the host's load
# (TCG's real time drifts by tens of percent between adjacent runs).
# BENCH_APPEND adds to the guest's kernel command line: under TCG the
# guest may settle on an emulated clocksource (hpet, acpi_pm; the output
# names it), and a firing that records data reads the clock once.
# Each traced run follows an untraced run of its own, and its cost is the
# difference (a loaded host makes the guest's speed drift between runs,
# and only adjacent runs compare); REPS rounds of every case, the median.
# Prints one line per case; never fails on timing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
COUNT=${COUNT:-200000}
REPS=${REPS:-3}
skip() { echo "kernel-syscall: skipped: $*"; exit 0; }
# shellcheck source=../test/kernel/guest-image.sh
. "$here/../test/kernel/guest-image.sh"
gi_prereq
gi_find_kernel
gi_find_dtrace
gi_append="$gi_append ${BENCH_APPEND:-}"
[ "${BENCH_ICOUNT:-0}" = 1 ] && gi_extra=(-icount shift=0)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ksys-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
gi_root "$root"
gi_add_dtrace "$root" || skip "no dtrace command (DTRACE)"
${CC:-cc} -static -O2 -o "$root/loop" "$here/ksyscall-loop.c" ||
	skip "cannot build the workload"
mem=512
if gi_add_bpftrace "$root"; then
	mem=${BENCH_MEM:-2048}
else
	echo "kernel-syscall: no bpftrace: its line is left out"
fi
gi_init_head >"$root/init"
gi_init_bpftrace "/loop $COUNT" >>"$root/init"
cat >>"$root/init" <<INIT
export LD_LIBRARY_PATH=/usr/lib/dtrace-test
insmod /dtrace.ko || { echo "BENCH insmod failed"; poweroff -f; }
mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null
# dtrace LABEL D-PROGRAM [OPTION...]: the loop under dtrace (started first;
# it ends when the loop exits: a background job of this shell ignores
# SIGINT), after an untraced run of its own ("base")
dtrace() {
	l=\$1 p=\$2; shift 2
	echo "BENCH base \$(/loop $COUNT)"
	rm -f /tmp/go
	/usr/bin/dtrace -x backend=kernel -w -q "\$@" -n "BEGIN { system(\"touch /tmp/go\"); }
	    sdt:sched::sched_process_exit /execname == \"loop\"/ { exit(0); } \$p" >/tmp/d.out 2>&1 &
	d=\$!
	while [ ! -e /tmp/go ]; do sleep 0.1; done
	echo "BENCH \$l \$(/loop $COUNT)"
	wait \$d
	sed 's/^/DOUT /' /tmp/d.out | tail -n 3
	sleep 1		# the probes' removal done before the next base run
}
# bpftrace_base LABEL PROGRAM: the same with bpftrace (gi_init_bpftrace),
# timed once its BEGIN has fired, after a base run of its own
bpftrace_base() {
	[ -x /usr/bin/bpftrace ] || return
	echo "BENCH base \$(/loop $COUNT)"
	bpftrace "\$@"
	sleep 1
}
# a first run, not counted: right after insmod the guest is still busy
# (the first run used to take twice its CPU time in wall time)
/loop $COUNT >/dev/null
hz100='-x switchrate=100hz -x statusrate=100hz -x aggrate=100hz'
echo "BENCH clocksource \$(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)"
r=0
while [ \$r -lt $REPS ]; do
	dtrace all 'syscall:::entry { @[execname] = count(); }'
	dtrace all-strsize16 'syscall:::entry { @[execname] = count(); }' -x strsize=16
	dtrace pid 'syscall:::entry { @[pid] = count(); }'
	dtrace count 'syscall:::entry { @ = count(); }'
	dtrace empty 'syscall:::entry { }'
	dtrace unused 'syscall::getpid:entry { @[execname] = count(); }'
	dtrace all-100hz 'syscall:::entry { @[execname] = count(); }' \$hz100
	dtrace count-100hz 'syscall:::entry { @ = count(); }' \$hz100
	dtrace unused-100hz 'syscall::getpid:entry { @[execname] = count(); }' \$hz100
	dtrace sdt 'sdt:raw_syscalls::sys_enter { @[execname] = count(); }'
	bpftrace_base bpftrace 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }'
	bpftrace_base bpftrace-pid 'tracepoint:raw_syscalls:sys_enter { @[pid] = count(); }'
	r=\$((r + 1))
done
s=\$(cat /proc/uptime); /usr/bin/dtrace -x backend=kernel -l >/tmp/l.out 2>&1; e=\$(cat /proc/uptime)
echo "BENCH list \$(wc -l </tmp/l.out) probes \${s%% *} \${e%% *}"
poweroff -f
INIT
chmod +x "$root/init"
gi_pack "$root" "$tmp/initramfs.gz" || exit 1
gi_boot $((600 + 400 * REPS)) "$mem" "$tmp/initramfs.gz" "$tmp/console"
grep -qa '^BENCH' "$tmp/console" ||
	{ tail -n 20 "$tmp/console" "$tmp/console.qemu" | sed 's/^/# /'; }
# each case's cost: its time less its own base run's, per system call;
# the median over the rounds.  Two measures: the loop's own CPU time
# ("cpu": what the probes cost in the calling process; the first column)
# and the wall time ("wall": also what the consumer and the rest of the
# guest take meanwhile, which with one vCPU or single-threaded TCG comes
# out of the loop's time).
grep -a '^BENCH' "$tmp/console" | tr -d '\r' | awk -v accel="$gi_accel" -v smp="$gi_smp" -v icount="${BENCH_ICOUNT:-0}" '
	function median(list,   a, m, i, j, t) {
		m = split(list, a, " ")
		for (i = 2; i <= m; i++)
			for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) {
				t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
			}
		return (m % 2) ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
	}
	$2 == "clocksource" { printf "kernel-syscall: guest clocksource %s (%s, %d vCPUs%s)\n", $3, accel, smp,
	    icount ? ", -icount shift=0: 1 ns = 1 guest instruction" : ""; next }
	$2 == "list" { printf "kernel-syscall: dtrace -l: %d lines in %.2f s (%s)\n",
	    $3, $6 - $5, accel; next }
	$3 == "LOOP" && $2 == "base" { base = $5; cbase = $6
	    bases = bases " " $5 / (2 * $4); cbases = cbases " " $6 / (2 * $4); next }
	$3 == "LOOP" { if (!($2 in cost)) order[++n] = $2
	    cost[$2] = cost[$2] " " ($5 - base) / (2 * $4)
	    ccost[$2] = ccost[$2] " " ($6 - cbase) / (2 * $4) }
	END {
		if (n == 0) { print "kernel-syscall: no result"; exit }
		printf "kernel-syscall: %-14s %6.0f ns cpu, %6.0f ns wall per system call (median of the base runs)\n",
		    "untraced", median(cbases), median(bases)
		for (i = 1; i <= n; i++) {
			c[order[i]] = median(ccost[order[i]])
			m[order[i]] = median(cost[order[i]])
			printf "kernel-syscall: %-14s %6.0f ns cpu, %6.0f ns wall more per system call (medians; cpu%s; wall%s)\n",
			    order[i], c[order[i]], m[order[i]], ccost[order[i]], cost[order[i]]
		}
		if (("all" in m) && ("bpftrace" in m) && m["bpftrace"] > 0 && c["bpftrace"] > 0)
			printf "kernel-syscall: dtrace/bpftrace cost per call, @[execname]/@[comm]: %.2f cpu, %.2f wall\n",
			    c["all"] / c["bpftrace"], m["all"] / m["bpftrace"]
		if (("pid" in m) && ("bpftrace-pid" in m) && m["bpftrace-pid"] > 0 && c["bpftrace-pid"] > 0)
			printf "kernel-syscall: dtrace/bpftrace cost per call, @[pid]: %.2f cpu, %.2f wall\n",
			    c["pid"] / c["bpftrace-pid"], m["pid"] / m["bpftrace-pid"]
	}'
