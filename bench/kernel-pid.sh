#!/bin/bash
# bench/kernel-pid.sh -- issue 13: the cost of one pid probe firing on
# the module (uprobes: os/linux/kernel/dtrace_pid.c), on the user host
# (ptrace breakpoints: os/linux/user/dtrace_pidprov.c) and with
# bpftrace's uprobe: on the same function, measured in one boot of the
# test guest (test/kernel/guest-image.sh) on the same workload,
# bench/kpid-loop (N calls of an empty function):
#   untraced;
#   dtrace -x backend=kernel -c loop, pid$target::kpid_func:entry counted;
#   dtrace -x backend=user, the same;
#   bpftrace -e 'uprobe:/loop:kpid_func { @ = count(); }', started first,
#     the loop run once it has attached;
#   entry and return on the module;
# then the cost per firing of each (its time less the untraced run's, per
# call) and their ratios.  bpftrace, when the host has it, comes with its
# libraries (about 200 MB; gi_add_bpftrace) and the guest then has 2 GiB.
#
# Usage (from the build tree): DTRACE_KO=os/linux/kernel/dtrace.ko
#   DTRACE=cmd/dtrace/dtrace [COUNT=20000] [QEMU_ACCEL=tcg|kvm]
#   [BPFTRACE=/usr/bin/bpftrace|none] bash bench/kernel-pid.sh
# Prints one line per measurement; never fails on timing.
set -u
here=$(cd "$(dirname "$0")" && pwd)
COUNT=${COUNT:-20000}
skip() { echo "kernel-pid: skipped: $*"; exit 0; }
# shellcheck source=../test/kernel/guest-image.sh
. "$here/../test/kernel/guest-image.sh"
gi_prereq
gi_find_kernel
gi_find_dtrace
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kpid-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
gi_root "$root"
gi_add_dtrace "$root" || skip "no dtrace command (DTRACE)"
${CC:-cc} -static -O2 -o "$root/loop" "$here/kpid-loop.c" ||
	skip "cannot build the workload"
mem=512
if gi_add_bpftrace "$root"; then
	mem=${BENCH_MEM:-2048}
else
	echo "kernel-pid: no bpftrace: its line is left out"
fi
gi_init_head >"$root/init"
# bpftrace LABEL PROGRAM: the loop once bpftrace says it is attached
gi_init_bpftrace "/loop $COUNT" >>"$root/init"
cat >>"$root/init" <<INIT
export LD_LIBRARY_PATH=/usr/lib/dtrace-test
insmod /dtrace.ko || { echo "BENCH insmod failed"; poweroff -f; }
mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null
# run LABEL BACKEND D-PROGRAM: the loop as dtrace's -c target
run() {
	/usr/bin/dtrace -x backend=\$2 -qn "\$3" -c "/loop $COUNT" >/tmp/d.out 2>&1
	echo "BENCH \$1 \$(grep '^LOOP' /tmp/d.out)"
	grep -v '^LOOP' /tmp/d.out | sed 's/^/DOUT /' | tail -n 3
}
echo "BENCH untraced \$(/loop $COUNT)"
run kernel kernel 'pid\$target::kpid_func:entry { @ = count(); }'
run user user 'pid\$target::kpid_func:entry { @ = count(); }'
bpftrace bpftrace 'uprobe:/loop:kpid_func { @ = count(); }'
run kernel-entry-return kernel 'pid\$target::kpid_func:entry, pid\$target::kpid_func:return { @ = count(); }'
echo "BENCH untraced-again \$(/loop $COUNT)"
poweroff -f
INIT
chmod +x "$root/init"
gi_pack "$root" "$tmp/initramfs.gz" || exit 1
gi_boot 900 "$mem" "$tmp/initramfs.gz" "$tmp/console"
grep -qa '^BENCH' "$tmp/console" ||
	{ tail -n 20 "$tmp/console" "$tmp/console.qemu" | sed 's/^/# /'; }
grep -a '^BENCH\|^DOUT\|^BOUT' "$tmp/console" | tr -d '\r' | awk -v accel="$gi_accel" '
	$1 == "DOUT" { print "kernel-pid: dtrace said:", substr($0, 6); next }
	$1 == "BOUT" { print "kernel-pid: bpftrace said:", substr($0, 6); next }
	$3 == "LOOP" { ns[$2] = $5; n = $4
	    printf "kernel-pid: %-20s %d calls %.0f ns (%s)\n", $2, n, $5, accel }
	END {
		if (!("untraced" in ns) || n == 0) { print "kernel-pid: no result"; exit }
		base = ns["untraced"]
		if ("untraced-again" in ns)
			base = (base + ns["untraced-again"]) / 2
		printf "kernel-pid: %-20s %.0f ns per call (mean of the untraced runs)\n",
		    "untraced", base / n
		split("kernel user bpftrace kernel-entry-return", k, " ")
		for (i = 1; i <= 4; i++) if (k[i] in ns) {
			c[k[i]] = (ns[k[i]] - base) / n
			printf "kernel-pid: %-20s %.0f ns more per call\n", k[i], c[k[i]]
		}
		# cost per firing relative to the module and to the untraced call
		for (i = 1; i <= 3; i++) if (k[i] in c) {
			printf "kernel-pid: ratio %-14s %8.2f x the untraced call",
			    k[i], (c[k[i]] + base / n) / (base / n)
			if (("kernel" in c) && c["kernel"] > 0)
				printf ", %.2f x the module'"'"'s cost per firing", c[k[i]] / c["kernel"]
			printf "\n"
		}
	}'
