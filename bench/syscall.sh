#!/bin/sh
# bench/syscall.sh -- issue 6: the cost of the syscall provider on a traced
# program, side by side in one run, on the same workload:
#   dd if=/dev/zero of=/dev/null bs=1 count=COUNT   (2 system calls a byte)
# untraced; under dtrace -c with `syscall:::entry { @[probefunc] = count(); }`
# (every system call enabled); under dtrace -c with one system call the
# program never makes enabled (`syscall::getpid:entry`, the "enabled set
# empty for this program" case); under `strace -c -f` (when installed).
#
# Mechanism (os/linux/user/dtrace_ptrace.c): ptrace(2) from one tracer
# thread in the dtrace process; for a process created with -c, a seccomp
# filter installed in the child before its execve returns SECCOMP_RET_TRACE
# for the enabled system calls only, so each enabled call costs one stop
# of the target (two when its :return is enabled) and every other call
# none.  Grabbed processes (-p) cannot get a filter: they stop at every
# system call entry and exit (PTRACE_SYSCALL) while any is enabled.
# DTRACE_NOSECCOMP=1 forces that mode for -c too; it is measured as well.
#
# Prints one line per measurement and the ratios; never fails on timing.
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
COUNT=${COUNT:-200000}
DD="dd if=/dev/zero of=/dev/null bs=1 count=$COUNT"

now_ns() { date +%s%N; }

# time_ns CMD...: wall-clock ns of one run (output discarded)
time_ns() {
	t0=$(now_ns)
	"$@" >/dev/null 2>&1 || { echo "bench: '$*' failed" >&2; exit 1; }
	t1=$(now_ns)
	echo $((t1 - t0))
}

base=$(time_ns $DD)
all=$(time_ns "$DTRACE" -qn 'syscall:::entry { @[probefunc] = count(); }' -c "$DD")
none=$(time_ns "$DTRACE" -qn 'syscall::getpid:entry { @[probefunc] = count(); }' -c "$DD")
allp=$(DTRACE_NOSECCOMP=1 time_ns "$DTRACE" -qn 'syscall:::entry { @[probefunc] = count(); }' -c "$DD")
st=
if command -v strace >/dev/null 2>&1; then
	st=$(time_ns strace -c -f -o /dev/null $DD)
fi

echo "syscall: workload: $DD ($((2 * COUNT)) system calls)"
echo "syscall: untraced                                   $base ns"
echo "syscall: dtrace syscall:::entry count (seccomp)     $all ns"
echo "syscall: dtrace syscall:::entry count (PTRACE_SYSCALL) $allp ns"
echo "syscall: dtrace syscall::getpid:entry (not called)  $none ns"
[ -n "$st" ] && echo "syscall: strace -c -f                               $st ns"
awk -v a="$all" -v p="$allp" -v n="$none" -v b="$base" -v s="${st:-0}" \
    -v c="$COUNT" 'BEGIN {
	printf "syscall: slowdown dtrace all/untraced             %.1fx\n", a / b
	printf "syscall: slowdown dtrace all (ptrace)/untraced    %.1fx\n", p / b
	printf "syscall: slowdown dtrace one unused/untraced      %.1fx\n", n / b
	printf "syscall: per traced system call (seccomp)         %.0f ns\n", (a - b) / (2 * c)
	if (s > 0) {
		printf "syscall: slowdown strace/untraced                 %.1fx\n", s / b
		printf "syscall: ratio dtrace all/strace                  %.2f\n", a / s
	}
}'
