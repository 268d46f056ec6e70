#!/usr/bin/env bash
#
# bench/kernel-profile.sh -- issue 11's benchmark: in one boot of the QEMU
# guest of test/kernel/ (2 CPUs), what a profile probe costs on dtrace.ko
# (-x backend=kernel) against the user host (-x backend=user), measured
# in the same run.  Not a test: it never fails on a number.
#
#  1. Cost per firing of `profile-4999 { @[cpu] = count(); }`.  kspin
#     (bench/kspin.c) counts loop iterations on every CPU for SECONDS;
#     run alone (the baseline), then at once while dtrace runs the clause,
#     for each backend in turn.  The share of iterations lost against the
#     run just before is the share of CPU time tracing took; divided by
#     the firings per second (the clause's own counts over the time dtrace
#     traced, from BEGIN to END) it is the CPU time of one firing,
#     interrupt and consumer included.  Median of REPS pairs per backend:
#     on a loaded host the guest's speed drifts between runs, and only
#     adjacent runs compare.
#  2. The module's fast path, probe -> ECB -> clause -> buffer, in ns per
#     clause, timed in the kernel: with the module parameter
#     cyclic_timing set, each profile timer callback (the probe firing
#     and everything it runs) is timed with local_clock() and summed in
#     cyclic_time.  Programs of profile-4999 with K = 1, 2, 4 clauses
#     `@a[cpu] = count()` and K = 1, 4 clauses `trace(cpu)`; the slope
#     over K is the cost of one clause, given against the baseline of the
#     same run: one clause whose predicate is false (the probe, its ECB
#     and the predicate, no action).  The median per firing (the module's
#     histogram), robust to a vCPU preempted by a loaded host; the mean
#     beside it; each program runs 3 times, interleaved with the others,
#     and the median run counts.
#
# The guest is TCG (no KVM): absolute numbers are those of an emulated
# CPU; the ratios (user host against module, clause against the timing
# baseline, firing against one loop iteration) are what carry over.
#
# Inputs (environment), as test/kernel/qemu-boot.sh: DTRACE_KO, DTRACE,
# LINUX_VERSION (or VMLINUZ), QEMU, BUSYBOX; KSPIN (default
# bench/kspin beside this script, built by `make -C bench kspin`);
# SECONDS_RUN (default 3) and REPS (default 5).
#
#   make -C bench kspin && DTRACE_KO=os/linux/kernel/dtrace.ko \
#     DTRACE=cmd/dtrace/dtrace LINUX_VERSION=$(uname -r) \
#     bash bench/kernel-profile.sh
set -u

here=$(cd "$(dirname "$0")" && pwd)
kspin=${KSPIN:-$here/kspin}
secs=${SECONDS_RUN:-3}
reps=${REPS:-5}

skip() {
	echo "kernel-profile: skipped: $*"
	exit 0
}

# shellcheck source=../test/kernel/guest-image.sh
. "$here/../test/kernel/guest-image.sh"
gi_prereq
gi_find_kernel
gi_find_dtrace
[ -x "$kspin" ] || skip "no kspin at $kspin (make -C bench kspin)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/kernel-profile.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
gi_root "$root"
gi_add_dtrace "$root" || skip "no dtrace command (DTRACE)"
gi_copy_elf "$root" "$kspin" /kspin || skip "cannot copy $kspin"

# the fast-path programs: profile-4999 with K clauses of one kind, a
# BEGIN that says when tracing runs, and an end after 4 s
fp_prog() {	# fp_prog NAME K CLAUSE
	{
		echo '#pragma D option quiet'
		echo 'BEGIN { printf("go\n"); }'
		i=0
		while [ $i -lt "$2" ]; do
			echo "profile-4999 $3"
			i=$((i + 1))
		done
		echo 'tick-4s { exit(0); }'
	} >"$root/fp-$1.d"
}
fp_prog pred-1 1 '/cpu < 0/ { @a[cpu] = count(); }'
for k in 1 2 4; do
	fp_prog "agg-$k" $k '{ @a[cpu] = count(); }'
done
fp_prog trace-1 1 '{ trace(cpu); }'
fp_prog trace-4 4 '{ trace(cpu); }'

gi_init_head >"$root/init"
cat >>"$root/init" <<EOF
export LD_LIBRARY_PATH=/usr/lib/dtrace-test
insmod /dtrace.ko && echo "BENCH insmod ok"
secs=$secs
reps=$reps
EOF
cat >>"$root/init" <<'EOF'
r=0
while [ $r -lt $reps ]; do
	r=$((r + 1))
	for b in kernel user; do
		echo "BENCH base $b $r $(/kspin $secs 2)"
		/usr/bin/dtrace -x backend=$b -qn 'BEGIN { t0 = timestamp;
		    printf("go\n"); } profile-4999 { @[cpu] = count(); }
		    END { printf("ms %d\n", (timestamp - t0) / 1000000); }' \
		    >/tmp/d.out 2>&1 &
		p=$! i=0
		while [ $i -lt 300 ] && ! grep -q '^go' /tmp/d.out; do
			sleep 0.1
			i=$((i + 1))
		done
		echo "BENCH fire $b $r $(/kspin $secs 2)"
		kill -TERM $p	# an & job ignores SIGINT
		wait $p
		echo "BENCH exit $b $r $?"
		awk -v b=$b -v r=$r '$1 == "ms" { print "BENCH ms", b, r, $2 }
		    NF == 2 && $1 ~ /^[0-9]+$/ { n += $2 }
		    END { print "BENCH fired", b, r, n + 0 }' /tmp/d.out
	done
done
P=/sys/module/dtrace/parameters
for f in $(for r in 1 2 3; do echo /fp-*.d; done); do
	k=${f#/fp-}; k=${k%.d}
	/usr/bin/dtrace -x backend=kernel -s $f >/tmp/fp.out 2>&1 &
	p=$! i=0
	while [ $i -lt 300 ] && ! grep -q '^go' /tmp/fp.out; do
		sleep 0.1
		i=$((i + 1))
	done
	echo 0 >$P/cyclic_time
	echo 1 >$P/cyclic_timing
	sleep 2
	echo "BENCH fp $k $(cat $P/cyclic_time)"
	echo 0 >$P/cyclic_timing
	wait $p
	echo "BENCH fpexit $k $?"
done
rmmod dtrace
echo "BENCH end"
poweroff -f
echo o >/proc/sysrq-trigger
EOF
chmod +x "$root/init"
gi_pack "$root" "$tmp/initramfs.gz" || { echo "kernel-profile: cannot pack the image" >&2; exit 1; }

log=$tmp/console.log
limit=$((300 + reps * 3 * (secs + 60) + 10 * 60))	# TCG on a loaded host
gi_boot "$limit" 512 "$tmp/initramfs.gz" "$log"
tr -d '\r' <"$log" >"$log.txt"
if ! grep -q '^BENCH end' "$log.txt"; then
	echo "kernel-profile: the guest did not finish; its console:" >&2
	tail -n 40 "$log.txt" >&2
	exit 1
fi
[ -n "${VERBOSE:-}" ] && grep '^BENCH ' "$log.txt"
if ! grep -q '^BENCH insmod ok' "$log.txt"; then
	echo "kernel-profile: insmod dtrace.ko failed in the guest:" >&2
	grep -i 'insmod' "$log.txt" >&2
	exit 1
fi

awk '
function median(a, n,    i, j, t) {
	for (i = 1; i <= n; i++)
		for (j = i + 1; j <= n; j++)
			if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
	return (n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2)
}
$1 == "BENCH" && $2 == "base" { brate[$3, $4] = $6 / $7; nb[$3]++ }	# iterations per ns
$1 == "BENCH" && $2 == "fire" { frate[$3, $4] = $6 / $7 }
$1 == "BENCH" && $2 == "ms" { ms[$3, $4] = $5 }
$1 == "BENCH" && $2 == "fired" { fired[$3, $4] = $5 }
$1 == "BENCH" && $2 == "fp" && $4 > 0 {	# one run: median per firing
	i = ++fpr[$3]; fpmed[$3, i] = $7; fpav[$3, i] = $5 / $4; fpn[$3] += $4
}
END {
	split("kernel user", bs, " ")
	n = 0
	for (k in brate) bl[++n] = 1 / brate[k]	# ns per iteration
	it = median(bl, n)
	printf "kernel-profile: baseline: kspin alone on 2 CPUs, %.3f ns per loop iteration (median of %d runs)\n", it, n
	for (bi = 1; bi <= 2; bi++) {
		b = bs[bi]; n = 0
		for (r = 1; r <= nb[b]; r++) {
			if (!((b, r) in frate) || ms[b, r] <= 0 || fired[b, r] <= 0)
				continue
			# CPU ns lost per ns (2 CPUs) against the run alone just
			# before, per firing
			rate = fired[b, r] / (ms[b, r] * 1e6)	# firings per ns
			c[++n] = (1 - frate[b, r] / brate[b, r]) * 2 / rate
			fr[n] = rate * 1e9
		}
		cost[b] = n ? median(c, n) : -1
		hz[b] = n ? median(fr, n) : 0
		lo = hi = c[1]
		for (i = 2; i <= n; i++) { if (c[i] < lo) lo = c[i]; if (c[i] > hi) hi = c[i] }
		printf "kernel-profile: profile-4999 { @[cpu] = count(); } on the %-10s %7.0f ns per firing, median of %d (%.0f .. %.0f; %5.0f loop iterations; %5.0f firings/s)\n", \
		    (b == "kernel" ? "module:" : "user host:"), cost[b], n, lo, hi, cost[b] / it, hz[b]
		delete c
		delete fr
	}
	if (cost["kernel"] > 0)
		printf "kernel-profile: cost per firing, user host / module: %.1fx\n", cost["user"] / cost["kernel"]
	# each program ran 3 times, interleaved: the median of the runs
	for (k in fpr) {
		for (i = 1; i <= fpr[k]; i++) { fx[i] = fpmed[k, i]; fy[i] = fpav[k, i] }
		fpm[k] = median(fx, fpr[k]); fpmean[k] = median(fy, fpr[k])
		delete fx
		delete fy
	}
	if (!("pred-1" in fpm) || !("agg-4" in fpm))
		exit
	# least squares over K = 1, 2, 4 of the median ns per firing
	split("1 2 4", ks, " ")
	sx = sy = sxx = sxy = 0
	for (i = 1; i <= 3; i++) {
		k = ks[i]; y = fpm["agg-" k]
		sx += k; sy += y; sxx += k * k; sxy += k * y
	}
	slope = (3 * sxy - sx * sy) / (3 * sxx - sx * sx)
	tr = (fpm["trace-4"] - fpm["trace-1"]) / 3
	base = fpm["pred-1"]
	printf "kernel-profile: module fast path, baseline: a profile-4999 firing whose one clause has a false predicate: median %d ns (mean %.0f; %d firings)\n", \
	    base, fpmean["pred-1"], fpn["pred-1"]
	printf "kernel-profile: module fast path, per firing with K = 1, 2, 4 clauses @a[cpu] = count(): median %d %d %d ns (mean %.0f %.0f %.0f)\n", \
	    fpm["agg-1"], fpm["agg-2"], fpm["agg-4"], fpmean["agg-1"], fpmean["agg-2"], fpmean["agg-4"]
	printf "kernel-profile: module fast path, trace(cpu) with K = 1, 4: median %d %d ns\n", \
	    fpm["trace-1"], fpm["trace-4"]
	printf "kernel-profile: module fast path, per clause: @a[cpu] = count() %.0f ns (%.2fx the baseline firing), trace(cpu) %.0f ns (%.2fx)\n", \
	    slope, slope / base, tr, tr / base
	if (cost["kernel"] > 0)
		printf "kernel-profile: the probe and its one clause are this share of the module cost per firing: %.0f%%\n", \
		    100 * fpm["agg-1"] / cost["kernel"]
}' "$log.txt"
