#!/bin/bash
# bench/kernel-pid.sh -- issue 13: the cost of one pid probe firing on
# the module (uprobes: os/linux/kernel/dtrace_pid.c) and on the user host
# (ptrace breakpoints: os/linux/user/dtrace_pidprov.c), measured in one
# boot of the test guest (test/kernel/guest-image.sh) on the same
# workload, bench/kpid-loop (N calls of an empty function):
#   untraced;
#   dtrace -x backend=kernel -c loop, pid$target::kpid_func:entry counted;
#   dtrace -x backend=user, the same;
#   entry and return on the module.
# bpftrace is not compared: Debian's package pulls LLVM and BCC into an
# initramfs that the test guest boots in 512 MiB (as bench/kernel-syscall.sh).
#
# Usage (from the build tree): DTRACE_KO=os/linux/kernel/dtrace.ko
#   DTRACE=cmd/dtrace/dtrace [COUNT=20000] [QEMU_ACCEL=tcg|kvm]
#   bash bench/kernel-pid.sh
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
gi_init_head >"$root/init"
cat >>"$root/init" <<INIT
export LD_LIBRARY_PATH=/usr/lib/dtrace-test
insmod /dtrace.ko || { echo "BENCH insmod failed"; poweroff -f; }
# run LABEL BACKEND D-PROGRAM: the loop as dtrace's -c target
run() {
	/usr/bin/dtrace -x backend=\$2 -qn "\$3" -c "/loop $COUNT" >/tmp/d.out 2>&1
	echo "BENCH \$1 \$(grep '^LOOP' /tmp/d.out)"
	grep -v '^LOOP' /tmp/d.out | sed 's/^/DOUT /' | tail -n 3
}
echo "BENCH untraced \$(/loop $COUNT)"
run kernel kernel 'pid\$target::kpid_func:entry { @ = count(); }'
run user user 'pid\$target::kpid_func:entry { @ = count(); }'
run kernel-entry-return kernel 'pid\$target::kpid_func:entry, pid\$target::kpid_func:return { @ = count(); }'
echo "BENCH untraced-again \$(/loop $COUNT)"
poweroff -f
INIT
chmod +x "$root/init"
gi_pack "$root" "$tmp/initramfs.gz" || exit 1
gi_boot 600 512 "$tmp/initramfs.gz" "$tmp/console"
grep -qa '^BENCH' "$tmp/console" ||
	{ tail -n 20 "$tmp/console" "$tmp/console.qemu" | sed 's/^/# /'; }
grep -a '^BENCH\|^DOUT' "$tmp/console" | tr -d '\r' | awk -v accel="$gi_accel" '
	$1 == "DOUT" { print "kernel-pid: dtrace said:", substr($0, 6); next }
	$3 == "LOOP" { ns[$2] = $5; n = $4
	    printf "kernel-pid: %-20s %d calls %.0f ns (%s)\n", $2, n, $5, accel }
	END {
		if (!("untraced" in ns)) { print "kernel-pid: no result"; exit }
		split("kernel user kernel-entry-return", k, " ")
		for (i = 1; i <= 3; i++) if (k[i] in ns)
			printf "kernel-pid: %-20s %.0f ns more per call\n",
			    k[i], (ns[k[i]] - ns["untraced"]) / n
	}'
