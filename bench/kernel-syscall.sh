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
#   dtrace -n 'syscall:::entry { }' and 'syscall:::entry { @ = count(); }'
#     (what the firing costs without the clause's string key).
#   bpftrace -e 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }'
#     (the baseline the issue names: Debian's bpftrace, when the host has
#     it, with its libraries, about 200 MB, in the initramfs; the guest
#     then boots with BENCH_MEM, 2048 MiB, instead of 512).
# Also the wall time of `dtrace -l` (every probe) in the guest.
#
# Usage (from the build tree): DTRACE_KO=os/linux/kernel/dtrace.ko
#   DTRACE=cmd/dtrace/dtrace [COUNT=200000] [QEMU_ACCEL=tcg|kvm]
#   [BENCH_APPEND='clocksource=tsc tsc=reliable'] [BPFTRACE=/usr/bin/bpftrace|none]
#   [BENCH_MEM=MiB] bash bench/kernel-syscall.sh
# BENCH_APPEND adds to the guest's kernel command line: under TCG the
# guest may settle on an emulated clocksource (hpet, acpi_pm; the output
# names it), and every firing reads the clock (timestamp) at least once.
# Prints one line per measurement; never fails on timing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
COUNT=${COUNT:-200000}
skip() { echo "kernel-syscall: skipped: $*"; exit 0; }
# shellcheck source=../test/kernel/guest-image.sh
. "$here/../test/kernel/guest-image.sh"
gi_prereq
gi_find_kernel
gi_find_dtrace
gi_append="$gi_append ${BENCH_APPEND:-}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ksys-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
gi_root "$root"
gi_add_dtrace "$root" || skip "no dtrace command (DTRACE)"
${CC:-cc} -static -O2 -o "$root/loop" "$here/ksyscall-loop.c" ||
	skip "cannot build the workload"
bpftrace=${BPFTRACE:-$(command -v bpftrace || echo none)}
mem=512
if [ "$bpftrace" != none ] && gi_copy_elf "$root" "$bpftrace" /usr/bin/bpftrace; then
	mem=${BENCH_MEM:-2048}
else
	bpftrace=none
	echo "kernel-syscall: no bpftrace: its line is left out"
fi
gi_init_head >"$root/init"
cat >>"$root/init" <<INIT
export LD_LIBRARY_PATH=/usr/lib/dtrace-test
insmod /dtrace.ko || { echo "BENCH insmod failed"; poweroff -f; }
# run LABEL D-PROGRAM: the loop under dtrace (started first; it ends when
# the loop exits: a background job of this shell ignores SIGINT)
run() {
	rm -f /tmp/go
	/usr/bin/dtrace -x backend=kernel -w -qn "BEGIN { system(\"touch /tmp/go\"); }
	    sdt:sched::sched_process_exit /execname == \"loop\"/ { exit(0); } \$2" >/tmp/d.out 2>&1 &
	d=\$!
	while [ ! -e /tmp/go ]; do sleep 0.1; done
	echo "BENCH \$1 \$(/loop $COUNT)"
	wait \$d
	sed 's/^/DOUT /' /tmp/d.out | tail -n 3
}
echo "BENCH clocksource \$(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)"
echo "BENCH untraced \$(/loop $COUNT)"
run all 'syscall:::entry { @[execname] = count(); }'
run unused 'syscall::getpid:entry { @[execname] = count(); }'
run sdt 'sdt:raw_syscalls::sys_enter { @[execname] = count(); }'
run empty 'syscall:::entry { }'
run count 'syscall:::entry { @ = count(); }'
# bpftrace: attached once it prints "Attaching"; it ends, as dtrace does,
# when the loop exits
if [ -x /usr/bin/bpftrace ]; then
	mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null
	/usr/bin/bpftrace -e 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }
	    tracepoint:sched:sched_process_exit /comm == "loop"/ { exit(); }' >/tmp/b.out 2>&1 &
	b=\$!
	i=0
	while ! grep -q Attaching /tmp/b.out && [ \$i -lt 1200 ]; do sleep 0.1; i=\$((i + 1)); done
	echo "BENCH bpftrace \$(/loop $COUNT)"
	wait \$b
	sed 's/^/BOUT /' /tmp/b.out | tail -n 3
fi
echo "BENCH untraced-again \$(/loop $COUNT)"
s=\$(cat /proc/uptime); /usr/bin/dtrace -x backend=kernel -l >/tmp/l.out 2>&1; e=\$(cat /proc/uptime)
echo "BENCH list \$(wc -l </tmp/l.out) probes \${s%% *} \${e%% *}"
poweroff -f
INIT
chmod +x "$root/init"
gi_pack "$root" "$tmp/initramfs.gz" || exit 1
gi_boot 900 "$mem" "$tmp/initramfs.gz" "$tmp/console"
grep -qa '^BENCH' "$tmp/console" ||
	{ tail -n 20 "$tmp/console" "$tmp/console.qemu" | sed 's/^/# /'; }
grep -a '^BENCH' "$tmp/console" | tr -d '\r' | awk -v accel="$gi_accel" '
	$2 == "clocksource" { printf "kernel-syscall: guest clocksource %s (%s)\n", $3, accel; next }
	$2 == "list" { printf "kernel-syscall: dtrace -l: %d lines in %.2f s (%s)\n",
	    $3, $6 - $5, accel; next }
	$3 == "LOOP" { ns[$2] = $5; n = $4
	    printf "kernel-syscall: %-14s %d iterations (%d system calls) %.0f ns\n",
		$2, n, 2 * n, $5 }
	END {
		if (!("untraced" in ns)) { print "kernel-syscall: no result"; exit }
		split("all unused sdt empty count bpftrace", k, " ")
		for (i = 1; i <= 6; i++) if (k[i] in ns)
			printf "kernel-syscall: %-14s %.0f ns more per system call\n",
			    k[i], (ns[k[i]] - ns["untraced"]) / (2 * n)
		if ("all" in ns && "bpftrace" in ns && ns["bpftrace"] > ns["untraced"])
			printf "kernel-syscall: dtrace/bpftrace cost per call: %.2f\n",
			    (ns["all"] - ns["untraced"]) / (ns["bpftrace"] - ns["untraced"])
	}'
