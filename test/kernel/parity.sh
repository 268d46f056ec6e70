#!/usr/bin/env bash
#
# test/kernel/parity.sh -- the D conformance suite on both backends (TAP).
#
# Where it sits: `make check` runs it through prove(1) after
# kernel/qemu-boot.sh.  It runs every eligible test of test/tst/common, and
# the user-level probe tests of test/tst/linux/pid and test/tst/linux/usdt
# (the pid and USDT providers exist on both backends through the same
# ioctls), with test/run-tests twice: on the user host (here, -x
# backend=user) and on
# dtrace.ko in a QEMU guest (-x backend=kernel), and compares the two TAP
# verdicts (pass, fail, skip, expected failure, unexpected pass) test by
# test.  A test whose verdict differs fails, unless kernel/parity-exceptions
# lists it with its reason.  (A test that failed on the user host only is
# run there once more first, and the report lists those whose verdict
# changed: the host run competes with the guests for the machine.)  Tests
# carrying @@backend run on one backend by design and are not compared.
#
# The guest: a busybox initramfs with dtrace.ko, the dtrace command and
# libdtrace, bash, perl, cpp (and cc1), the GNU tools run-tests uses, the
# tests and run-tests itself, and (for test/tst/linux/) the test programs
# of test/progs with their shared libraries, at the same absolute path as
# on the host (their rpaths and dlopen paths name it).  Each boot of the distribution's kernel (TCG,
# -smp 2, panic_on_warn=1 oops=panic, under timeout(1)) gets the list of
# tests still to run, runs them in batches of PARITY_BATCH with run-tests
# (TAP on a second serial port) and starts no new batch past its budget;
# the next boot goes on with the rest, so no boot outlives its budget by
# more than a batch.  A boot that dies (panic, WARN, oops, timeout) fails
# the batch it was running and the next boot goes on after it.  The host run goes
# on in the background meanwhile: the guest mostly keeps one CPU busy.
# The image's base and the boot itself are kernel/guest-image.sh's, shared
# with kernel/qemu-boot.sh.
#
# Inputs (environment; test/Makefile.am sets them):
#   DTRACE_KO, DTRACE, LINUX_VERSION, VMLINUZ, QEMU, BUSYBOX, QEMU_ACCEL
#                        as for kernel/qemu-boot.sh
#   DTRACE_TEST_PROGS    the built test/progs (default: test/progs beside
#                        the dtrace command's build tree, as run-tests
#                        finds it); without it the tests that need them
#                        skip on both sides
#   PARITY               0 skips the whole run, saying so in the SKIP
#                        line (`make check PARITY=0`); anything else, or
#                        unset, runs it
#   PARITY_AREAS         areas to run (default: all of test/tst/common,
#                        linux/pid and linux/usdt): an area of
#                        test/tst/common, e.g. "aggs/printa printf" (make
#                        check-kernel-quick), or linux/AREA for
#                        test/tst/linux/AREA
#   PARITY_TESTS         or these tests only (paths from the source tree,
#                        test/tst/...), e.g. the exceptions' tests
#   PARITY_BATCH         tests per run-tests call in the guest (default 20)
#   PARITY_BOOT_BUDGET   guest uptime (s) after which a boot starts no new
#                        batch, the next boot goes on (default 360)
#   PARITY_BOOT_TIMEOUT  seconds before a boot is killed (default 600)
#   PARITY_JOBS          boot sequences side by side, each on its part of
#                        the tests (default 2: one per host CPU)
#   PARITY_MEM           guest memory in MiB (default 1536)
#   PARITY_TEST_TIMEOUT  run-tests' TEST_TIMEOUT in the guest (default 60)
#   PARITY_EXCEPTIONS    the exceptions file (default kernel/parity-exceptions
#                        beside this script)
#   PARITY_REPORT        where the report goes (default: none, only TAP)
#   PARITY_HOST_TAP      reuse this user-host TAP output instead of running
#                        the host side (for re-running the comparison)
#   RUN_TESTS_TAP_LOG    the verdicts of make check's own run-tests (it
#                        runs before this script): reused as the host side
#                        when that run was on the user host, is complete
#                        and has every eligible test, which saves running
#                        them all again beside the guests
#
# The exceptions file: one test per line, "PATH KIND REASON...", where PATH
# is the test's path from the source tree (as run-tests names it), KIND is
# "differs" (run on both, its verdicts may differ) or "norun" (not run in
# the guest: it would bring the guest down, or it needs what the guest
# image does not carry and never reaches the backend), REASON says why.  '#' starts
# a comment line.
#
# Invariants: always terminates (each boot under timeout(1), the host run
# under run-tests' per-test limit); a missing prerequisite gives
# "1..0 # SKIP <reason>" and exit 0; exit status non-zero iff a TAP line
# is "not ok".

set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=$(cd "$here/../.." && pwd)
batch=${PARITY_BATCH:-20}
budget=${PARITY_BOOT_BUDGET:-360}
jobs=${PARITY_JOBS:-2}
limit=${PARITY_BOOT_TIMEOUT:-600}
mem=${PARITY_MEM:-1536}
guest_timeout=${PARITY_TEST_TIMEOUT:-60}
exceptions=${PARITY_EXCEPTIONS:-$here/parity-exceptions}
report=${PARITY_REPORT:-}

skip() {
	echo "1..0 # SKIP $*"
	exit 0
}

[ "${PARITY:-1}" != 0 ] || skip "PARITY=0: the parity run is off"
# shellcheck source=guest-image.sh
. "$here/guest-image.sh"
gi_prereq
[ -n "${DTRACE:-}" ] && [ -f "$DTRACE" ] || skip "no dtrace command (DTRACE=${DTRACE:-unset})"
for t in ldd perl cpp; do
	command -v $t >/dev/null 2>&1 || skip "$t not found"
done
[ -f "$exceptions" ] || skip "no exceptions file $exceptions"
gi_find_kernel
kernel=$gi_kernel
gi_find_dtrace
[ -n "$gi_dtrace_bin" ] || skip "cannot find the dtrace executable behind $DTRACE"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/parity.XXXXXX") || exit 1
hostpid=
cleanup() {
	[ -n "$hostpid" ] && kill "$hostpid" 2>/dev/null
	if [ -n "${PARITY_KEEP:-}" ]; then echo "# kept $tmp"; else rm -rf "$tmp"; fi
}
trap cleanup EXIT

# ---- which tests ------------------------------------------------------------
roots=()
if [ -n "${PARITY_TESTS:-}" ]; then
	for t in $PARITY_TESTS; do
		[ -f "$srcdir/$t" ] || { echo "1..1"; echo "not ok 1 - no test $t"; exit 1; }
		roots+=("$srcdir/$t")
	done
elif [ -n "${PARITY_AREAS:-}" ]; then
	for a in $PARITY_AREAS; do
		case "$a" in
		linux/*) d=test/tst/$a ;;
		*) d=test/tst/common/$a ;;
		esac
		[ -d "$srcdir/$d" ] || { echo "1..1"; echo "not ok 1 - no area $d"; exit 1; }
		roots+=("$srcdir/$d")
	done
else
	roots=("$srcdir/test/tst/common" "$srcdir/test/tst/linux/pid"
	    "$srcdir/test/tst/linux/usdt")
fi
find "${roots[@]}" -type f \( -name 'tst.*.d' -o -name 'err.*.d' \) |
	sed "s|^$srcdir/||" | LC_ALL=C sort -u >"$tmp/all"

# has_backend TEST: whether TEST carries @@backend (runs on one backend by design).
has_backend() {
	head -n 10 "$srcdir/$1" | grep -q '@@backend:'
}

# the exceptions: "PATH KIND REASON"
declare -A exc_kind exc_reason
while read -r p k r; do
	case "$p" in ''|'#'*) continue ;; esac
	case "$k" in
	differs|norun) ;;
	*) echo "1..1"; echo "not ok 1 - $exceptions: bad kind '$k' for $p (differs or norun)"; exit 1 ;;
	esac
	[ -n "$r" ] || { echo "1..1"; echo "not ok 1 - $exceptions: $p has no reason"; exit 1; }
	exc_kind[$p]=$k exc_reason[$p]=$r
done <"$exceptions"

: >"$tmp/eligible"; : >"$tmp/onebackend"; : >"$tmp/guest"
while read -r t; do
	if has_backend "$t"; then
		echo "$t" >>"$tmp/onebackend"
		continue
	fi
	echo "$t" >>"$tmp/eligible"
	[ "${exc_kind[$t]:-}" = norun ] || echo "$t" >>"$tmp/guest"
done <"$tmp/all"
n_eligible=$(wc -l <"$tmp/eligible")
n_guest=$(wc -l <"$tmp/guest")
[ "$n_eligible" -gt 0 ] || skip "no eligible test in ${PARITY_AREAS:-test/tst/common, linux/pid, linux/usdt}"

# tap_verdicts FILE (unit/tap.sh)
# shellcheck source=../unit/tap.sh
. "$here/../unit/tap.sh"

# ---- the host side, in the background ---------------------------------------
host_tap=$tmp/host.tap
host_start=$(date +%s)
host_from=
if [ -z "${PARITY_HOST_TAP:-}" ] && [ -n "${RUN_TESTS_TAP_LOG:-}" ] &&
    [ -f "$RUN_TESTS_TAP_LOG" ] &&
    [ "$(tail -n 1 "$RUN_TESTS_TAP_LOG")" = "# complete" ]; then
	case $(head -n 1 "$RUN_TESTS_TAP_LOG") in
	"# backend: user") host_from=$RUN_TESTS_TAP_LOG ;;
	"# backend: default")	# the user host unless a module is loaded
		[ -e /dev/dtrace/dtrace ] || host_from=$RUN_TESTS_TAP_LOG ;;
	esac
	# and only if it has a verdict for every eligible test
	if [ -n "$host_from" ] && [ -n "$(tap_verdicts "$host_from" | cut -f1 |
	    LC_ALL=C sort -u | LC_ALL=C comm -13 - "$tmp/eligible")" ]; then
		host_from=
	fi
fi
[ -n "${PARITY_HOST_TAP:-}" ] && host_from=$PARITY_HOST_TAP
if [ -n "$host_from" ]; then
	cp "$host_from" "$host_tap"
	echo "$host_start" >"$tmp/host.end"
else
	mapfile -t elig <"$tmp/eligible"
	(cd "$srcdir" && test/run-tests --dtrace "$DTRACE" --backend user \
	    "${elig[@]}" >"$host_tap" 2>&1; date +%s >"$tmp/host.end") &
	hostpid=$!
fi

# ---- the initramfs ------------------------------------------------------------
root=$tmp/root
gi_root "$root" && mkdir -p "$root/src/test" "$root/parity"

fail_build() {
	echo "1..1"
	echo "not ok 1 - build the guest image: $*"
	exit 1
}

gi_add_dtrace "$root" || fail_build "dtrace"
# what run-tests and dtrace -C need, and the commands tests run
# (/usr/bin/printenv); GNU versions where busybox differs
cc1=$(cpp -print-prog-name=cc1)
[ -x "$cc1" ] || fail_build "cpp has no cc1 ($cc1)"
for p in bash perl cpp timeout diff cmp find sort sed mawk head tail mktemp \
    readlink seq cat tr rm wc dirname basename env printenv; do
	f=$(command -v $p) || fail_build "no $p on the host"
	gi_copy_elf "$root" "$(readlink -f "$f")" "/usr/bin/$p" || fail_build "$p"
done
ln -s mawk "$root/usr/bin/awk"
gi_copy_elf "$root" "$cc1" || fail_build "cc1"
[ -f /usr/include/stdc-predef.h ] && mkdir -p "$root/usr/include" &&
	cp /usr/include/stdc-predef.h "$root/usr/include/"
# the tests: run-tests and the whole test/tst/common tree, and the trees
# of test/tst/linux/ that the list names
cp "$srcdir/test/run-tests" "$root/src/test/"
mkdir -p "$root/src/test/tst/linux"
cp -r "$srcdir/test/tst/common" "$root/src/test/tst/"
for a in $(sed -n 's|^test/tst/linux/\([^/]*\)/.*|\1|p' "$tmp/guest" | sort -u); do
	cp -r "$srcdir/test/tst/linux/$a" "$root/src/test/tst/linux/"
done
# the test programs, where run-tests on the host finds them (the same
# absolute path: usdtlibapp's rpath, piddlopen's .libs/), each executable
# and shared object with the libraries it loads; the rest (objects, the
# -h/-G inputs) copied as they are
progs=${DTRACE_TEST_PROGS:-}
if [ -z "$progs" ]; then
	progs=$(cd "$(dirname "$DTRACE")/../.." 2>/dev/null && pwd)/test/progs
fi
guest_progs=
if grep -q '^test/tst/linux/' "$tmp/guest" && [ -x "$progs/syscalls" ]; then
	progs=$(cd "$progs" && pwd)
	guest_progs=$progs
	while IFS= read -r f; do
		case $(head -c 4 "$f" | od -An -c | tr -d ' ') in
		177ELF) if [ -x "$f" ] || [ "${f%.so}" != "$f" ]; then
				gi_copy_elf "$root" "$f" || fail_build "test program $f"
				continue
			fi ;;
		esac
		mkdir -p "$root$(dirname "$f")" && cp -L "$f" "$root$f" ||
			fail_build "test file $f"
	done < <(find "$progs" \( -type f -o -type l \) ! -name '*.o' ! -name '*.lo' \
	    ! -name '*.la' ! -name '*.lai' ! -name '*.Po' ! -name '*.Plo')
	# the objects the -G tests read
	for f in "$progs"/usdt*.o; do
		[ -f "$f" ] && cp "$f" "$root$f"
	done
fi

# /init of the parity run: the tests of /parity/list on dtrace.ko, in batches
# of $batch, their TAP on ttyS1, markers on the console; no new batch once
# the guest has been up ${budget}s (the host boots again for the rest).
gi_init_head >"$root/init"
cat >>"$root/init" <<EOF
ln -s /proc/self/fd /dev/fd
ln -s /proc/self/fd/0 /dev/stdin
ln -s /proc/self/fd/1 /dev/stdout
ln -s /proc/self/fd/2 /dev/stderr
export PATH=/usr/bin:/bin LD_LIBRARY_PATH=/usr/lib/dtrace-test TEST_TIMEOUT=$guest_timeout
${guest_progs:+export DTRACE_TEST_PROGS=$guest_progs}
up() { cut -d. -f1 /proc/uptime; }
echo; echo "MARK init \$(uname -r) up \$(up)s"
if insmod /dtrace.ko; then echo "MARK insmod ok"; else echo "MARK insmod failed"; fi
stty -F /dev/ttyS1 raw -echo 2>/dev/null
cd /src
# batch K (from 0): lines K*$batch+1 .. (K+1)*$batch of the list
awk '{ print > sprintf("/tmp/batch.%05d", int((NR - 1) / $batch)) }' /parity/list
for f in /tmp/batch.*; do
	[ -s "\$f" ] || continue
	if [ "\$(up)" -ge $budget ]; then
		echo "MARK budget reached at \$(up)s"
		break
	fi
	echo "MARK batch \${f#/tmp/batch.} up \$(up)s"
	test/run-tests --dtrace /usr/bin/dtrace --backend kernel \$(cat \$f) >/dev/ttyS1 2>&1
done
echo "MARK run-tests done up \$(up)s"
if rmmod dtrace; then echo "MARK rmmod ok"; else echo "MARK rmmod failed"; fi
dmesg | grep -iE 'dtrace|BUG|WARNING|Oops|Call Trace|taint' | sed 's/^/KLOG /'
echo "MARK end"
poweroff -f
echo o >/proc/sysrq-trigger
EOF
chmod +x "$root/init"
gi_pack "$root" "$tmp/initramfs.gz" || fail_build "cpio"

# ---- the boots ------------------------------------------------------------------
# Each boot gets what is left of the list (a second cpio archive after the
# image); it stops at its budget, or dies.  A boot that dies fails the
# batch it was running and the next boot goes on after it; one that reports
# nothing, or the fourth that dies, fails everything left.
# run_boots LIST J: boot after boot until every test of LIST has a verdict,
# in $tmp/w.J: kv ("TEST<TAB>VERDICT"), tap ("R ok|not DESC", "C COMMENT"),
# boots (one line each), time ("WALL CPU" of each boot), the consoles.
run_boots() {
	local w=$tmp/w.$2 tag= boot=0 deaths=0 log res count start status took cpu
	local got why desc cur t name verdict
	local -A kv inlist
	[ "$jobs" -gt 1 ] && tag="$2."
	mkdir -p "$w"
	: >"$w/tap"; : >"$w/boots"; : >"$w/time"
	cp "$1" "$w/left"
	while [ -s "$w/left" ]; do
		boot=$((boot + 1))
		log=$w/console.$boot res=$w/results.$boot
		rm -rf "$w/extra"; mkdir -p "$w/extra/parity"
		cp "$w/left" "$w/extra/parity/list"
		gi_pack "$w/extra" "$w/list.gz"
		cat "$tmp/initramfs.gz" "$w/list.gz" >"$w/boot.gz"
		count=$(wc -l <"$w/left")
		start=$(date +%s)
		# TIMEFORMAT: QEMU's CPU time, the measure that load elsewhere
		# does not change
		{ TIMEFORMAT='%U %S'; time gi_boot "$limit" "$mem" "$w/boot.gz" \
			"$log" "$res"; } 2>"$w/cpu.$boot"
		status=$?
		took=$(( $(date +%s) - start ))
		cpu=$(awk '{ printf "%d", $1 + $2 }' "$w/cpu.$boot" 2>/dev/null)
		echo "$took ${cpu:-0}" >>"$w/time"
		tr -d '\r' <"$log" >"$log.txt" 2>/dev/null
		tr -d '\r' <"$res" >"$res.txt" 2>/dev/null
		got=0
		declare -A inlist=()
		while read -r t; do inlist[$t]=1; done <"$w/left"
		while IFS=$'\t' read -r name verdict; do
			if [ -n "${inlist[$name]:-}" ] && [ -z "${kv[$name]:-}" ]; then
				kv[$name]=$verdict; got=$((got + 1))
			fi
		done < <(tap_verdicts "$res.txt")
		why=
		if [ $status -eq 124 ] || [ $status -eq 137 ]; then
			why="killed after ${limit}s"
		elif grep -qE 'Kernel panic|BUG:|Oops:|WARNING:' "$log.txt"; then
			why="kernel $(grep -m1 -oE '(Kernel panic|BUG:|Oops:|WARNING:).*' "$log.txt" | head -c 160)"
		elif ! grep -q '^MARK end' "$log.txt"; then
			why="the guest did not finish (qemu exit $status)"
		elif ! grep -q '^MARK insmod ok' "$log.txt"; then
			why="insmod dtrace.ko failed"
		elif ! grep -q '^MARK rmmod ok' "$log.txt"; then
			why="rmmod dtrace failed"
		fi
		desc="boot $tag$boot: $got of $count tests left reported in ${took}s (QEMU CPU ${cpu:-?}s)"
		echo "$desc${why:+ ($why)}" >>"$w/boots"
		if [ -z "$why" ]; then
			echo "R ok $desc, no WARN, oops or panic" >>"$w/tap"
		else
			{
				echo "R not $desc: $why"
				echo "C # guest console (last 40 lines):"
				tail -n 40 "$log.txt" | sed 's/^/C #   /'
				tail -n 5 "$log.qemu" 2>/dev/null | sed 's/^/C #   qemu: /'
			} >>"$w/tap"
			deaths=$((deaths + 1))
			# the batch it was running died with it
			cur=$(sed -n 's|^MARK batch 0*\([0-9][0-9]*\) .*|\1|p' "$log.txt" | tail -n 1)
			if [ -n "$cur" ] && [ $deaths -lt 4 ]; then
				while read -r t; do
					[ -n "${kv[$t]:-}" ] || kv[$t]="fail (the guest died)"
				done < <(sed -n "$((cur * batch + 1)),$(((cur + 1) * batch))p" "$w/left")
			else
				while read -r t; do
					[ -n "${kv[$t]:-}" ] || kv[$t]="fail (the guest died)"
				done <"$w/left"
			fi
		fi
		# what is left: the tests without a verdict, in order
		while read -r t; do
			[ -n "${kv[$t]:-}" ] || echo "$t"
		done <"$w/left" >"$w/left.new"
		if [ $got -eq 0 ] && [ -z "$why" ] && [ -s "$w/left.new" ]; then
			while read -r t; do kv[$t]="fail (no boot ran it)"; done <"$w/left.new"
			: >"$w/left.new"
		fi
		mv "$w/left.new" "$w/left"
	done
	for t in "${!kv[@]}"; do printf '%s\t%s\n' "$t" "${kv[$t]}"; done >"$w/kv"
}

n=0 failed=0
tap() {	# tap ok|not DESCRIPTION
	n=$((n + 1))
	if [ "$1" = ok ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi
}
declare -A kv hv
boot_lines=()
guest_total=0 guest_cpu=0 boots=0
# PARITY_JOBS boot sequences side by side, each on a consecutive part of
# the list (guest CPU 0 does the work, so one sequence keeps one host CPU)
[ "$jobs" -le "$n_guest" ] || jobs=$n_guest
[ "$jobs" -ge 1 ] || jobs=1
per=$(( (n_guest + jobs - 1) / jobs ))
split -d -a 2 -l "$per" "$tmp/guest" "$tmp/part."
pids=()
phase_start=$(date +%s)
for part in "$tmp"/part.*; do
	run_boots "$part" "$((10#${part##*.} + 1))" &
	pids+=($!)
done
wait "${pids[@]}"
guest_wall=$(( $(date +%s) - phase_start ))
for w in "$tmp"/w.*; do
	while read -r kind rest; do
		case "$kind" in
		R) tap "${rest%% *}" "${rest#* }" ;;
		C) echo "$rest" ;;
		esac
	done <"$w/tap"
	while IFS= read -r l; do boot_lines+=("$l"); boots=$((boots + 1)); done <"$w/boots"
	while read -r a b; do
		guest_total=$((guest_total + a)) guest_cpu=$((guest_cpu + b))
	done <"$w/time"
	while IFS=$'\t' read -r name verdict; do kv[$name]=$verdict; done <"$w/kv"
done
# a test no sequence answered for (a sequence that itself died)
while read -r t; do
	[ -n "${kv[$t]:-}" ] || kv[$t]="fail (no boot ran it)"
done <"$tmp/guest"

# ---- the host side's verdicts ----------------------------------------------------
if [ -n "$hostpid" ]; then
	wait "$hostpid"
	hostpid=
fi
host_took=$(( $(cat "$tmp/host.end" 2>/dev/null || date +%s) - host_start ))
while IFS=$'\t' read -r name verdict; do
	hv[$name]=$verdict
done < <(tap_verdicts "$host_tap")

# A test the user host failed while the guest did not is run once more on
# the host, alone: the host run shares the machine with the guests (and,
# in CI, with nothing else; on a developer's machine, with anything), and
# a test starved past run-tests' limit is no difference of the backends.
# The second verdict counts; the report lists every such test, so a test
# that is flaky on the user host is seen, not hidden.
: >"$tmp/rerun.list"
rerun=()
while read -r t; do
	[ "${exc_kind[$t]:-}" = norun ] && continue
	h=${hv[$t]:-missing} g=${kv[$t]:-missing}
	[ "$h" != "$g" ] && [ "$h" = fail ] && rerun+=("$t")
done <"$tmp/eligible"
if [ ${#rerun[@]} -gt 0 ]; then
	(cd "$srcdir" && test/run-tests --dtrace "$DTRACE" --backend user \
	    "${rerun[@]}" >"$tmp/host.rerun.tap" 2>&1)
	while IFS=$'\t' read -r name verdict; do
		[ "$verdict" = "${hv[$name]:-}" ] ||
			printf '%s\tuser %s, then %s\n' "$name" "${hv[$name]:-missing}" \
			    "$verdict" >>"$tmp/rerun.list"
		hv[$name]=$verdict
	done < <(tap_verdicts "$tmp/host.rerun.tap")
fi

# ---- the comparison -----------------------------------------------------------------
declare -A a_run a_same a_diff a_exc a_both
n_run=0 n_same=0 n_diff=0 n_exc=0 n_both=0 n_norun=0 n_stale=0
: >"$tmp/diff.list"; : >"$tmp/both.list"; : >"$tmp/stale.list"
while read -r t; do
	case "$t" in
	test/tst/linux/*) area=${t#test/tst/linux/}; area=linux/${area%%/*} ;;
	*) area=${t#test/tst/common/}; area=${area%%/*} ;;
	esac
	k=${exc_kind[$t]:-} r=${exc_reason[$t]:-}
	if [ "$k" = norun ]; then
		n_norun=$((n_norun + 1))
		tap ok "$t # SKIP not run in the guest: $r"
		continue
	fi
	h=${hv[$t]:-missing} g=${kv[$t]:-missing}
	n_run=$((n_run + 1)); a_run[$area]=$(( ${a_run[$area]:-0} + 1 ))
	if [ "$h" = "$g" ]; then
		n_same=$((n_same + 1)); a_same[$area]=$(( ${a_same[$area]:-0} + 1 ))
		if [ "$h" = fail ]; then
			n_both=$((n_both + 1)); a_both[$area]=$(( ${a_both[$area]:-0} + 1 ))
			echo "$t" >>"$tmp/both.list"
		fi
		if [ -n "$k" ]; then
			n_stale=$((n_stale + 1))
			printf '%s\t%s\n' "$t" "$r" >>"$tmp/stale.list"
			tap ok "$t: $h on both # listed as an exception that is no longer needed: $r"
		else
			tap ok "$t: $h on both"
		fi
		continue
	fi
	n_diff=$((n_diff + 1)); a_diff[$area]=$(( ${a_diff[$area]:-0} + 1 ))
	printf '%s\tuser %s\tkernel %s\t%s\n' "$t" "$h" "$g" "${r:-NOT LISTED}" >>"$tmp/diff.list"
	if [ -n "$k" ]; then
		n_exc=$((n_exc + 1)); a_exc[$area]=$(( ${a_exc[$area]:-0} + 1 ))
		tap ok "$t: user $h, kernel $g # exception: $r"
	else
		tap not "$t: user $h, kernel $g (not in $(basename "$exceptions"))"
		# the guest's own account of the test
		perl -ne 'BEGIN { $t = shift } if (/^(not ok|ok) \d+ - \Q$t\E\b/) { $on = 1; next }
		    if ($on) { last if /^(not ok|ok) \d+ - /; print "#   kernel: $_" if /^#/ }' \
		    "$t" "$tmp"/w.*/results.*.txt 2>/dev/null | head -n 12
	fi
done <"$tmp/eligible"

pct() { # pct A B: A/B as a percentage with one decimal
	[ "$2" -gt 0 ] && awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", 100 * a / b }' || echo 0
}

# ---- the report -----------------------------------------------------------------
{
	echo "Parity of the D conformance tests: user host vs dtrace.ko ($(basename "$kernel"), QEMU $gi_accel, -smp 2, ${mem} MiB)"
	if [ -n "${PARITY_TESTS:-}" ]; then
		echo "tests: the $(echo $PARITY_TESTS | wc -w) of PARITY_TESTS"
	else
		echo "areas: ${PARITY_AREAS:-all of test/tst/common, linux/pid, linux/usdt}"
	fi
	echo
	echo "tests found:                $(wc -l <"$tmp/all")"
	echo "  one backend (@@backend):  $(wc -l <"$tmp/onebackend") (not compared)"
	echo "eligible:                   $n_eligible"
	echo "  not run in the guest:     $n_norun (norun exceptions)"
	echo "run on both:                $n_run"
	echo "identical verdicts:         $n_same ($(pct "$n_same" "$n_run")% of those run)"
	echo "  failing on both:          $n_both"
	echo "  stale exceptions:         $n_stale"
	echo "  user host, changed on re-run: $(wc -l <"$tmp/rerun.list") (flaky there, listed below)"
	echo "different verdicts:         $n_diff"
	echo "  listed exceptions:        $n_exc"
	echo "  not listed (failures):    $((n_diff - n_exc))"
	echo "identical of eligible:      $(pct "$n_same" "$n_eligible")%"
	echo
	echo "boots: $boots in $jobs sequence(s) side by side, ${guest_wall}s wall (${guest_total}s of boots), ${guest_cpu}s of QEMU CPU time; $(if [ -n "$host_from" ]; then echo "the host verdicts were $(basename "$host_from")'s"; else echo "the host run took ${host_took}s alongside"; fi)"
	for b in "${boot_lines[@]}"; do echo "  $b"; done
	echo
	printf '%-28s %6s %9s %9s %9s %8s\n' area run identical different excepted 'fail-both'
	for a in $(printf '%s\n' "${!a_run[@]}" | LC_ALL=C sort); do
		printf '%-28s %6d %9d %9d %9d %8d\n' "$a" "${a_run[$a]}" "${a_same[$a]:-0}" \
		    "${a_diff[$a]:-0}" "${a_exc[$a]:-0}" "${a_both[$a]:-0}"
	done
	echo
	echo "different verdicts (test, user, kernel, exception reason):"
	sed 's/^/  /' "$tmp/diff.list"
	echo
	echo "failing on both backends:"
	sed 's/^/  /' "$tmp/both.list"
	echo
	echo "user-host verdicts that changed when run again (${#rerun[@]} run again):"
	sed 's/^/  /' "$tmp/rerun.list"
	echo
	echo "exceptions no longer needed (identical now):"
	sed 's/^/  /' "$tmp/stale.list"
	echo
	echo "exceptions by reason (kind: count, reason):"
	for t in "${!exc_kind[@]}"; do
		grep -qxF "$t" "$tmp/eligible" && printf '%s: %s\n' "${exc_kind[$t]}" "${exc_reason[$t]}"
	done | LC_ALL=C sort | uniq -c | sort -rn | sed 's/^/  /'
} >"$tmp/report"
[ -n "$report" ] && cp "$tmp/report" "$report"
# the summary as TAP comments: the numbers, the boots, the table per area
sed -n '/^tests found/,/^different verdicts (test/p' "$tmp/report" | sed '$d' | sed 's/^/# /'
[ -n "$report" ] && echo "# report: $report"

echo "1..$n"
exit $failed
