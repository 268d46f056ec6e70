#!/usr/bin/env bash
#
# test/cross/cross-parity.sh -- the portable suite on other machines (issue
# 17): dtrace and libdtrace cross-built for arm64 and s390x (big-endian),
# test/tst/common run on each under qemu-user-static, and each test's
# verdict compared with this machine's (TAP).
#
# Where it sits: `make check` runs it through prove(1) after run-tests,
# whose verdicts (RUN_TESTS_TAP_LOG) are this machine's side when that run
# was complete; otherwise it runs tst/common here first.  For each machine
# it copies the source tree (the files git tracks: a tree configured in
# place cannot be built out of tree), configures it with --host and the
# sysroot test/cross/setup.sh unpacked, builds it, and runs run-tests with
# a dtrace that is the cross-built one under qemu, one machine after the
# other.  A test whose verdict
# differs from this machine's fails, unless cross-exceptions lists it for
# that machine with its reason; one that failed there and passed here is
# run there once more first, and its second verdict counts (the report
# names it).  The other machines have no process control
# (os/linux/user/dtrace_umachine.h): tests of -c, -p and pid probes differ
# there by design and are listed.
#
# Inputs (environment; test/Makefile.am sets them):
#   DTRACE              this machine's dtrace (to find the source tree)
#   CROSS               0 skips the whole run (`make check CROSS=0`)
#   CROSS_ARCHES        machines (default "arm64 s390x")
#   CROSS_SYSROOTS      where setup.sh unpacked them (default
#                       /var/cache/dtrace-cross)
#   CROSS_WORK          where the trees are built (default ./cross-work)
#   CROSS_AREAS         areas of tst/common (default all of it)
#   CROSS_REPORT        where the report goes (default: none, only TAP)
#   RUN_TESTS_TAP_LOG   make check's own run-tests verdicts
#
# Invariants: a missing prerequisite (no setup, not a git checkout) gives
# "1..0 # SKIP <reason>" and exit 0; exit status non-zero iff a TAP line is
# "not ok"; every dtrace run is under run-tests' time limit.

set -u

here=$(cd "$(dirname "$0")" && pwd)
srcdir=$(cd "$here/../.." && pwd)
arches=${CROSS_ARCHES:-arm64 s390x}
sysroots=${CROSS_SYSROOTS:-/var/cache/dtrace-cross}
work=${CROSS_WORK:-$PWD/cross-work}
exceptions=$here/cross-exceptions
report=${CROSS_REPORT:-}
jobs=$(nproc 2>/dev/null || echo 2)

skip() {
	echo "1..0 # SKIP $*"
	exit 0
}

[ "${CROSS:-1}" != 0 ] || skip "CROSS=0: the cross parity run is off"
git -C "$srcdir" rev-parse --git-dir >/dev/null 2>&1 ||
    skip "$srcdir is not a git checkout (the tree to cross-build is git's)"
# triplet_of ARCH, qemu_of ARCH: the cross compiler's prefix, the emulator
triplet_of() {
	case $1 in arm64) echo aarch64-linux-gnu ;; s390x) echo s390x-linux-gnu ;; esac
}
qemu_of() {
	case $1 in arm64) echo qemu-aarch64-static ;; s390x) echo qemu-s390x-static ;; esac
}

for a in $arches; do
	triplet=$(triplet_of "$a") qemu=$(qemu_of "$a")
	[ -n "$triplet" ] || skip "no cross build for $a"
	for t in "$triplet-gcc" "$qemu"; do
		command -v "$t" >/dev/null 2>&1 ||
		    skip "$t not found (as root: test/cross/setup.sh)"
	done
	[ -d "$sysroots/$a/usr/lib/$triplet" ] ||
	    skip "no $a sysroot in $sysroots (as root: test/cross/setup.sh)"
done

failed=0
# bad DESCRIPTION: a "not ok" point (ok, n: unit/tap.sh)
bad() {
	ok 1 "$1"
	failed=1
}

# tap_verdicts FILE (unit/tap.sh)
# shellcheck source=../unit/tap.sh
. "$here/../unit/tap.sh"

mkdir -p "$work"
areas=()
for a in ${CROSS_AREAS:-}; do areas+=("$srcdir/test/tst/common/$a"); done
[ ${#areas[@]} -gt 0 ] || areas=("$srcdir/test/tst/common")

# diag TEST TAPFILE: TEST's diagnostics in run-tests' TAPFILE, as TAP
# comments
diag() {
	perl -ne 'BEGIN { $t = shift } if (/^(not ok|ok) \d+ - \Q$t\E\b/) { $on = 1; next }
	    if ($on) { last if /^(not ok|ok) \d+ - |^# \d+ tests: /; print "#   $_" if /^#/ }' \
	    "$1" "$2" | head -n 12
}

# ---- this machine's verdicts ---------------------------------------------------
host_tap=$work/host.tap
if [ -z "${CROSS_AREAS:-}" ] && [ -n "${RUN_TESTS_TAP_LOG:-}" ] &&
    [ -f "$RUN_TESTS_TAP_LOG" ] &&
    [ "$(tail -n 1 "$RUN_TESTS_TAP_LOG")" = "# complete" ]; then
	cp "$RUN_TESTS_TAP_LOG" "$host_tap"
else
	RUN_TESTS_TAP_LOG= RUN_TESTS_HANG_LOG= "$srcdir/test/run-tests" --dtrace "${DTRACE:-$srcdir/cmd/dtrace/dtrace}" \
	    "${areas[@]}" >"$host_tap" 2>&1
fi
declare -A hv
while IFS=$'\t' read -r t v; do hv[$t]=$v; done < <(tap_verdicts "$host_tap")

# ---- the exceptions: "PATH ARCHES REASON" ---------------------------------------
declare -A exc
while read -r t which reason; do
	case "$t" in ''|'#'*) continue ;; esac
	for a in ${which//,/ }; do exc[$a:$t]=$reason; done
done <"$exceptions"

# ---- the source tree, once ------------------------------------------------------
tree=$work/src
rm -rf "$tree"
mkdir -p "$tree"
if ! (cd "$srcdir" && git ls-files -z | xargs -0 cp --parents -t "$tree") ||
    ! (cd "$tree" && autoreconf -fi) >"$work/autoreconf.log" 2>&1; then
	bad "the source tree copied and autoreconf'd ($work/autoreconf.log)"
	echo "1..$n"
	exit 1
fi

# ---- the builds, one after the other (each make uses every CPU) ---------------
built=()
for a in $arches; do
	triplet=$(triplet_of "$a") qemu=$(qemu_of "$a")
	sr=$sysroots/$a
	lib=$sr/usr/lib/$triplet:$sr/lib/$triplet
	b=$work/build-$a
	rm -rf "$b"
	mkdir -p "$b"
	start=$(date +%s)
	# not make check's own compiler and flags (CC=gcc would win --host)
	if ! (cd "$b" && env -u CC -u CXX -u CFLAGS -u CPPFLAGS -u LIBS \
	    -u PKG_CONFIG PKG_CONFIG_LIBDIR=$sr/usr/lib/$triplet/pkgconfig \
	    PKG_CONFIG_SYSROOT_DIR=$sr "$tree/configure" --host="$triplet" \
	    LDFLAGS="-L$sr/usr/lib/$triplet -L$sr/lib/$triplet -Wl,-rpath-link,$lib" &&
	    make -j"$jobs") >"$b/build.log" 2>&1; then
		bad "$a: cross build ($b/build.log)"
		tail -n 15 "$b/build.log" | sed 's/^/#   /'
		continue
	fi
	machine=$(LC_ALL=C readelf -h "$b/cmd/dtrace/.libs/dtrace" 2>/dev/null |
	    sed -n 's/^ *Machine: *//p')
	case $a:$machine in
	arm64:AArch64|s390x:*S/390*) ;;
	*)	bad "$a: cross build is for $a (readelf says: ${machine:-nothing})"
		continue ;;
	esac
	# warnings are the machine's hidden assumptions: none allowed
	if grep -q 'warning:' "$b/build.log"; then
		bad "$a: cross build without warnings"
		grep 'warning:' "$b/build.log" | head -n 10 | sed 's/^/#   /'
	else
		ok 0 "$a: cross build without warnings ($(($(date +%s) - start))s)"
	fi
	# dtrace under qemu: the libraries are the sysroot's, the loader and
	# libc the cross compiler's (/usr/TRIPLET/lib), the loader named
	# (qemu's -L, which would find it, made arm64's dtrace hang)
	ld=$(ls /usr/$triplet/lib/ld-linux-*.so.1 /usr/$triplet/lib/ld64.so.1 \
	    2>/dev/null | head -n 1)
	cat >"$b/dtrace-qemu" <<-WRAP
	#!/bin/sh
	exec $qemu $ld --library-path $b/lib/libdtrace/.libs:$lib:/usr/$triplet/lib $b/cmd/dtrace/.libs/dtrace "\$@"
	WRAP
	chmod +x "$b/dtrace-qemu"
	built+=("$a")
done

# ---- the suites, one after the other: run-tests pins every test to CPU 0,
# which expected outputs name ------------------------------------------------------
start=$(date +%s)
for a in "${built[@]}"; do
	b=$work/build-$a
	RUN_TESTS_TAP_LOG= RUN_TESTS_HANG_LOG= "$srcdir/test/run-tests" --dtrace "$b/dtrace-qemu" \
	    "${areas[@]}" >"$b/tests.tap" 2>&1
done

# A test that failed on a machine, passed here, and is not listed is run
# once more on that machine, alone: qemu-user emulates every instruction
# of a test that may wait on time or signals, and one starved or raced
# run is no difference of the machines.  The second verdict counts; the
# report and a TAP comment (with the first run's diagnostics) name every
# such test, so one that is flaky under emulation is seen, not hidden
# (kernel/parity.sh does the same for the user host).
declare -A cv
: >"$work/rerun"
for a in "${built[@]}"; do
	b=$work/build-$a
	rerun=()
	while IFS=$'\t' read -r t v; do
		cv[$a:$t]=$v
		[ "$v" = fail ] && [ "${hv[$t]:-missing}" = pass ] &&
		    [ -z "${exc[$a:$t]:-}" ] && rerun+=("$srcdir/$t")
	done < <(tap_verdicts "$b/tests.tap")
	[ ${#rerun[@]} -gt 0 ] || continue
	RUN_TESTS_TAP_LOG= RUN_TESTS_HANG_LOG= "$srcdir/test/run-tests" --dtrace "$b/dtrace-qemu" \
	    "${rerun[@]}" >"$b/rerun.tap" 2>&1
	while IFS=$'\t' read -r t v; do
		[ "$v" = "${cv[$a:$t]:-}" ] && continue
		printf '%s\t%s\tfail, then %s on %s\n' "$a" "$t" "$v" "$a" >>"$work/rerun"
		echo "# $a: $t: fail, then $v when run again (flaky under qemu-user)"
		diag "$t" "$b/tests.tap"
		cv[$a:$t]=$v
	done < <(tap_verdicts "$b/rerun.tap")
done
took=$(($(date +%s) - start))

# ---- the verdicts compared ------------------------------------------------------
: >"$work/report"
for a in "${built[@]}"; do
	b=$work/build-$a
	same=0 diff=0 excused=0 stale=0
	while IFS=$'\t' read -r t v; do
		v=${cv[$a:$t]:-$v}
		h=${hv[$t]:-missing} r=${exc[$a:$t]:-}
		if [ "$h" = "$v" ]; then
			same=$((same + 1))
			if [ -n "$r" ]; then
				stale=$((stale + 1))
				ok 0 "$a: $t: $v on both # listed as an exception that is no longer needed: $r"
			fi
			continue
		fi
		diff=$((diff + 1))
		printf '%s\t%s\t%s here, %s on %s\t%s\n' "$a" "$t" "$h" "$v" "$a" \
		    "${r:-NOT LISTED}" >>"$work/report"
		if [ -n "$r" ]; then
			excused=$((excused + 1))
			ok 0 "$a: $t: $h here, $v on $a # exception: $r"
		else
			bad "$a: $t: $h here, $v on $a (not in $(basename "$exceptions"))"
			f=$b/tests.tap	# the second run's, if it had one
			grep -qF -- " - $t" "$b/rerun.tap" 2>/dev/null && f=$b/rerun.tap
			diag "$t" "$f"
		fi
	done < <(tap_verdicts "$b/tests.tap")
	again=$(grep -c "^$a	" "$work/rerun")
	ok 0 "$a: $((same + diff)) tests: $same the same verdict as here, $diff different ($excused listed), $stale exceptions no longer needed, $again passed when run again"
done
echo "# the suites took ${took}s"

if [ -n "$report" ]; then
	{
		echo "The portable suite on other machines (qemu-user): the verdicts that differ from this machine's"
		echo "(machine, test, verdicts, reason)"
		sort "$work/report"
		if [ -s "$work/rerun" ]; then
			echo
			echo "Failed there, then passed when run again (counted as passed):"
			sort "$work/rerun"
		fi
	} >"$report"
	echo "# report: $report"
fi
echo "1..$n"
exit $failed
