#!/bin/sh
# bench/bpf-syscall.sh -- issue 16: the cost per traced system call of
#   syscall:::entry { @[execname] = count(); }
# system-wide on kernel capture (-x backend=bpf, os/linux/bpf/), against
# bpftrace's equivalent one-liner
#   tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }
# and its per-event export (printf of comm, each event copied out to
# bpftrace in user space, which is what kernel capture does: bpftrace's
# count() aggregates in the kernel instead), against the ptrace path
# (dtrace -x backend=ptrace -c, the program under control only), and
# against the untraced run, and the same with a predicate no event
# passes (/execname == "nomatch"/: kernel capture's in-kernel filter
# against bpftrace's /comm == "nomatch"/), side by side in one run, on
# one workload:
#   dd if=/dev/zero of=/dev/null bs=1 count=COUNT   (2 system calls a byte)
# The system-wide tracers count every process's calls (the machine's
# other activity included, as it would be in use); the workload's own
# count is printed beside the expected one (2 * COUNT plus start-up).
#
# With DPROBE=sdt:raw_syscalls::sys_enter (bench/run's second run), the
# sdt provider's tracepoint program on the very tracepoint bpftrace uses
# takes the place of syscall:::entry (no ptrace path: it has no sdt).
#
# Must run as root (kernel capture, bpftrace).  Prints one line per
# measurement (the best of ROUNDS, default 3) and the ratios; never
# fails on timing.  A tracer that is
# missing or cannot run is reported and left out.
set -u
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
BPFTRACE=${BPFTRACE:-bpftrace}
COUNT=${COUNT:-200000}
DPROBE=${DPROBE:-syscall:::entry}
case $DPROBE in
syscall:*) B=bpf-syscall ;;
*) B=bpf-sdt ;;
esac
DD="dd if=/dev/zero of=/dev/null bs=1 count=$COUNT"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bpf-syscall.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

now_ns() { date +%s%N; }

# time_ns CMD...: wall-clock ns of one run (output discarded)
time_ns() {
	t0=$(now_ns)
	"$@" >/dev/null 2>&1 || { echo "bench: '$*' failed" >&2; exit 1; }
	t1=$(now_ns)
	echo $((t1 - t0))
}

# under NAME READY-TEXT CMD...: start the tracer CMD in the background,
# wait (10 s at most) until its stderr or stdout holds READY-TEXT, time
# the workload, stop the tracer with SIGTERM (SIGINT is ignored
# by background jobs of a script) and keep its output in
# $tmp/NAME.out.  Prints the workload's ns, or nothing if the tracer did
# not come up.
under() {
	name=$1 ready=$2
	shift 2
	"$@" >"$tmp/$name.out" 2>"$tmp/$name.err" &
	pid=$!
	i=0
	while ! grep -q "$ready" "$tmp/$name.err" "$tmp/$name.out" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 100 ] || ! kill -0 $pid 2>/dev/null; then
			kill -TERM $pid 2>/dev/null
			wait $pid 2>/dev/null
			return
		fi
		sleep 0.1
	done
	sleep 0.2
	t=$(time_ns $DD)
	kill -TERM $pid
	wait $pid 2>/dev/null
	echo "$t"
}

# min A B: the smaller, an empty one (not run) ignored
min() {
	if [ -z "$1" ]; then echo "$2"
	elif [ -z "$2" ] || [ "$1" -le "$2" ]; then echo "$1"
	else echo "$2"; fi
}

# ROUNDS rounds, interleaved; the best of each (the machine is shared)
base= bpf= bpff= bt= btf= btp= pt=
have_bt=
command -v "$BPFTRACE" >/dev/null 2>&1 && have_bt=1
r=0
while [ $r -lt "${ROUNDS:-3}" ]; do
	r=$((r + 1))
	base=$(min "$base" "$(time_ns $DD)")
	bpf=$(min "$bpf" "$(under bpf "(BPF)" "$DTRACE" \
	    -x backend=bpf -x showbackend \
	    -qn "$DPROBE { @[execname] = count(); }")")
	# a predicate no event passes: the kernel filters (dd's calls
	# are then the cost of the filter alone)
	bpff=$(min "$bpff" "$(under bpff "(BPF)" "$DTRACE" \
	    -x backend=bpf -x showbackend \
	    -qn "$DPROBE /execname == \"nomatch\"/ { @ = count(); }")")
	if [ -n "$have_bt" ]; then
		bt=$(min "$bt" "$(under bpftrace "Attaching" "$BPFTRACE" -e \
		    'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }')")
		btf=$(min "$btf" "$(under bpftracef "Attaching" "$BPFTRACE" -e \
		    'tracepoint:raw_syscalls:sys_enter /comm == "nomatch"/ { @ = count(); }')")
		btp=$(min "$btp" "$(under bpftracep "Attaching" "$BPFTRACE" -e \
		    'tracepoint:raw_syscalls:sys_enter { printf("%s\n", comm); }')")
	fi
	[ $B = bpf-sdt ] ||
	    pt=$(min "$pt" "$(time_ns "$DTRACE" -x backend=ptrace \
	    -qn 'syscall:::entry { @[execname] = count(); }' -c "$DD")")
done

ddcount() {	# the dd line of a tracer's aggregation output
	awk '$1 == "dd" || $1 == "@[dd]:" { print $NF }' "$tmp/$1.out" 2>/dev/null
}

echo "$B: workload: $DD ($((2 * COUNT)) system calls + start-up)"
echo "$B: best of ${ROUNDS:-3} rounds each"
echo "$B: untraced                                    $base ns"
if [ -n "$bpf" ]; then
	echo "$B: dtrace kernel capture, system-wide          $bpf ns (dd counted: $(ddcount bpf))"
else
	echo "$B: dtrace kernel capture: unavailable ($(head -n 1 "$tmp/bpf.err"))"
fi
if [ -n "$bt" ]; then
	echo "$B: bpftrace, system-wide                       $bt ns (dd counted: $(ddcount bpftrace))"
else
	echo "$B: bpftrace: not run"
fi
[ -n "$btp" ] && echo "$B: bpftrace printf per event, system-wide     $btp ns"
[ -n "$bpff" ] && echo "$B: dtrace kernel capture, /execname == \"nomatch\"/ $bpff ns"
[ -n "$btf" ] && echo "$B: bpftrace, /comm == \"nomatch\"/              $btf ns"
[ -n "$pt" ] && echo "$B: dtrace ptrace path (-c dd)                  $pt ns"
awk -v B="$B" -v b="$base" -v k="${bpf:-0}" -v t="${bt:-0}" -v p="${pt:-0}" -v c="$COUNT" \
    -v tp="${btp:-0}" -v kf="${bpff:-0}" -v tf="${btf:-0}" \
    'BEGIN {
	n = 2 * c
	if (k > 0)
		printf "%s: per traced call, kernel capture      %6.0f ns (%.2fx untraced)\n", B, (k - b) / n, k / b
	if (t > 0)
		printf "%s: per traced call, bpftrace            %6.0f ns (%.2fx untraced)\n", B, (t - b) / n, t / b
	if (tp > 0)
		printf "%s: per traced call, bpftrace printf     %6.0f ns (%.2fx untraced)\n", B, (tp - b) / n, tp / b
	if (kf > 0)
		printf "%s: per filtered call, kernel capture    %6.0f ns (%.2fx untraced)\n", B, (kf - b) / n, kf / b
	if (tf > 0)
		printf "%s: per filtered call, bpftrace          %6.0f ns (%.2fx untraced)\n", B, (tf - b) / n, tf / b
	if (p > 0)
		printf "%s: per traced call, ptrace path         %6.0f ns (%.2fx untraced)\n", B, (p - b) / n, p / b
	if (k > 0 && t > 0 && t > b)
		printf "%s: ratio kernel capture/bpftrace (cost per call) %.2f\n", B, (k - b) / (t - b)
	if (k > 0 && p > b && k > b)
		printf "%s: ratio ptrace path/kernel capture (cost per call) %.2f\n", B, (p - b) / (k - b)
}'
