#!/usr/bin/env bash
#
# bench/kernel-profile.sh -- issue 11's benchmark: in one boot of the QEMU
# guest of test/kernel/ (2 CPUs), what a profile probe costs on dtrace.ko
# (-x backend=kernel) against the user host (-x backend=user), measured
# in the same run.  Not a test: it never fails on a number.
#
#  1. Cost per firing of `profile-4999 { @[cpu] = count(); }`.  kspin
#     (bench/kspin.c) counts loop iterations on every CPU for SECONDS;
#     run once alone (the baseline), then while dtrace runs the clause on
#     each backend.  The iterations lost, times the time one iteration
#     takes in the baseline, is the CPU time tracing took; divided by the
#     firings during the run (the clause's own counts over the time dtrace
#     traced, from BEGIN to END) it is the cost of one firing, interrupt
#     and consumer included.  Median of REPS runs, interleaved.
#  2. The fast path, probe -> ECB -> clause -> buffer, in ns per clause,
#     timed by D itself: profile-4999 with a first clause taking
#     `timestamp` into this->t0 (clause-locals live across the clauses of
#     one firing), then K clauses under test, then one summing
#     timestamp - this->t0; K = 0, 1, 2, 4 of `@a[cpu] = count()` and
#     K = 4 of `trace(cpu)` (records into the principal buffer).  The
#     slope over K is the cost of one clause; K = 0 (the two timing
#     clauses alone) is the baseline it is given against.
#
# The guest is TCG (no KVM): absolute numbers are those of an emulated
# CPU; the ratios (user host against module, clause against the timing
# baseline, firing against one loop iteration) are what carry over.
#
# Inputs (environment), as test/kernel/qemu-boot.sh: DTRACE_KO, DTRACE,
# LINUX_VERSION (or VMLINUZ), QEMU, BUSYBOX; KSPIN (default
# bench/kspin beside this script, built by `make -C bench kspin`);
# SECONDS_RUN (default 3) and REPS (default 3).
#
#   make -C bench kspin && DTRACE_KO=os/linux/kernel/dtrace.ko \
#     DTRACE=cmd/dtrace/dtrace LINUX_VERSION=$(uname -r) \
#     bash bench/kernel-profile.sh
set -u

here=$(cd "$(dirname "$0")" && pwd)
kspin=${KSPIN:-$here/kspin}
secs=${SECONDS_RUN:-3}
reps=${REPS:-3}

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

# the fast-path programs: K clauses of KIND between the timing clauses
for k in 0 1 2 4; do
	for kind in agg trace; do
		[ "$kind" = trace ] && [ "$k" != 4 ] && continue
		{
			echo '#pragma D option quiet'
			echo 'profile-4999 { this->t0 = timestamp; }'
			i=0
			while [ $i -lt "$k" ]; do
				if [ "$kind" = agg ]; then
					echo 'profile-4999 { @a[cpu] = count(); }'
				else
					echo 'profile-4999 { trace(cpu); }'
				fi
				i=$((i + 1))
			done
			echo 'profile-4999 { @ns = sum(timestamp - this->t0); @n = count(); }'
			echo 'tick-2s { exit(0); }'
			echo 'END { printa("FP ns %@d\n", @ns); printa("FP n %@d\n", @n); }'
		} >"$root/fp-$kind-$k.d"
	done
done

cat >"$root/init" <<EOF
#!/bin/busybox sh
/bin/busybox --install -s /bin
mount -t devtmpfs devtmpfs /dev
exec </dev/console >/dev/console 2>&1
mount -t proc proc /proc
mount -t sysfs sysfs /sys
export LD_LIBRARY_PATH=/usr/lib/dtrace-test
insmod /dtrace.ko && echo "BENCH insmod ok"
secs=$secs
reps=$reps
EOF
cat >>"$root/init" <<'EOF'
r=0
while [ $r -lt $reps ]; do
	r=$((r + 1))
	echo "BENCH base $r $(/kspin $secs 2)"
	for b in kernel user; do
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
for b in kernel user; do
	for f in /fp-*.d; do
		k=${f#/fp-}; k=${k%.d}
		/usr/bin/dtrace -x backend=$b -s $f >/tmp/fp.out 2>&1
		echo "BENCH fpexit $b $k $?"
		sed -n "s/^FP \([a-z]*\) *\([0-9]*\)\$/BENCH fp $b $k \1 \2/p" /tmp/fp.out
	done
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

awk '
function median(a, n,    i, j, t) {
	for (i = 1; i <= n; i++)
		for (j = i + 1; j <= n; j++)
			if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
	return (n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2)
}
$1 == "BENCH" && $2 == "base" { brate[$3] = $5 / $6 }	# iterations per ns
$1 == "BENCH" && $2 == "fire" { frate[$3, $4] = $6 / $7 }
$1 == "BENCH" && $2 == "ms" { ms[$3, $4] = $5 }
$1 == "BENCH" && $2 == "fired" { fired[$3, $4] = $5 }
$1 == "BENCH" && $2 == "fp" { fp[$3, $4, $5] = $6 }
END {
	nb = 0
	for (r in brate) { nb++; bl[nb] = 1 / brate[r] }	# ns per iteration
	it = median(bl, nb)
	printf "kernel-profile: baseline: kspin alone on 2 CPUs, %.3f ns per loop iteration (median of %d runs)\n", it, nb
	split("kernel user", bs, " ")
	for (bi = 1; bi <= 2; bi++) {
		b = bs[bi]; n = 0
		for (r = 1; r <= nb; r++) {
			if (!((b, r) in frate) || ms[b, r] <= 0 || fired[b, r] <= 0)
				continue
			# CPU ns lost per ns of the run (2 CPUs), per firing
			rate = fired[b, r] / (ms[b, r] * 1e6)	# firings per ns
			c[++n] = (1 - frate[b, r] * it) * 2 / rate
			fr[n] = rate * 1e9
		}
		cost[b] = n ? median(c, n) : -1
		hz[b] = n ? median(fr, n) : 0
		printf "kernel-profile: profile-4999 { @[cpu] = count(); } on the %-9s %8.0f ns per firing (%6.0f loop iterations; %5.0f firings/s)\n", \
		    (b == "kernel" ? "module:" : "user host:"), cost[b], cost[b] / it, hz[b]
		delete c
		delete fr
	}
	if (cost["kernel"] > 0)
		printf "kernel-profile: cost per firing, user host / module: %.1fx\n", cost["user"] / cost["kernel"]
	for (bi = 1; bi <= 2; bi++) {
		b = bs[bi]
		for (k = 0; k <= 4; k++)
			if ((b, "agg-" k, "n") in fp && fp[b, "agg-" k, "n"] > 0)
				t[k] = fp[b, "agg-" k, "ns"] / fp[b, "agg-" k, "n"]
		if (!(0 in t) || !(4 in t))
			continue
		# least squares over K = 0, 1, 2, 4
		sx = sy = sxx = sxy = m = 0
		for (k = 0; k <= 4; k++)
			if (k in t) { m++; sx += k; sy += t[k]; sxx += k * k; sxy += k * t[k] }
		slope = (m * sxy - sx * sy) / (m * sxx - sx * sx)
		tr = ((b, "trace-4", "n") in fp && fp[b, "trace-4", "n"] > 0) ? \
		    (fp[b, "trace-4", "ns"] / fp[b, "trace-4", "n"] - t[0]) / 4 : -1
		printf "kernel-profile: fast path on the %-10s timing clauses alone %6.0f ns (baseline); per clause: @a[cpu] = count() %6.0f ns (%.2fx; K=1,2,4: %.0f %.0f %.0f ns per firing), trace(cpu) %6.0f ns (%.2fx)\n", \
		    (b == "kernel" ? "module:" : "user host:"), t[0], slope, slope / t[0], t[1], t[2], t[4], tr, tr / t[0]
		fpc[b] = slope
		delete t
	}
	if (fpc["kernel"] > 0)
		printf "kernel-profile: ns per @a[cpu] = count() clause, user host / module: %.1fx\n", fpc["user"] / fpc["kernel"]
}' "$log.txt"
