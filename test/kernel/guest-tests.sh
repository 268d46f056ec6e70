#!/bin/sh
#
# test/kernel/guest-tests.sh -- runs the D tests of test/tst/kernel/ inside
# the QEMU guest of qemu-boot.sh, on dtrace.ko (-x backend=kernel).
#
# Where it sits: qemu-boot.sh copies this script and the test/tst/kernel/
# tree into the initramfs; the guest's /init runs it with the module
# loaded.  The guest has only busybox (no bash, no perl), so this is a
# small POSIX-sh cousin of test/run-tests that knows the same file
# conventions and the directives these tests use:
#   tst.NAME.d + tst.NAME.d.out   exit 0 (or @@exit) and stdout equal
#   err.NAME.d                    non-zero exit (or exactly @@exit);
#                                 err.NAME.d.out, if present, equal stdout
#   NAME.d.err                    if present, equal stderr (empty: none)
#   @@opts: OPTIONS               extra dtrace options, before -s
#                                 (@PROGS@ as for @@start)
#   @@exit: N                     expected exit status
#   @@stderr: TEXT                stderr must contain TEXT (fixed string)
#   @@stdout: TEXT                stdout must contain TEXT (fixed string;
#                                 a tst. test with it needs no .out)
#   @@nostdout: TEXT              stdout must not contain TEXT
#   @@start: CMD ARGS             start CMD ARGS in the background (from
#                                 the test's directory, output discarded)
#                                 half a second before dtrace; killed
#                                 after it; @PROGS@ is the guest's copy of
#                                 test/progs (PROGSDIR)
#   @@mask: offsets               "+0x..." offsets of symbols deleted from
#                                 stdout before the comparison (user code
#                                 built elsewhere has other offsets)
#   @@kparam: NAME=VALUE          set the module parameter
#                                 /sys/module/dtrace/parameters/NAME for
#                                 this test only (its previous value
#                                 again afterwards)
#   @@backend: kernel             (the host's run-tests skips them on the
#                                 user host); or user: the user host in
#                                 the guest, whose kernel capture has what
#                                 the host's kernel may lack (kprobes);
#                                 another backend, @@skip, or a directive
#                                 the guest cannot follow (@@cmd, @@grab):
#                                 skipped
#   @@requires: WHAT...           bpf, tracefs (tracefs mounted), kprobes;
#                                 anything else: skipped
#
# Usage (in the guest): guest-tests.sh DTRACE TESTDIR [PROGSDIR]
# Output, one line per test on the console, read back by qemu-boot.sh:
#   GTEST ok NAME
#   GTEST fail NAME: REASON        followed by GOUT lines (its stdout and
#                                  stderr) for the log
#   GTEST skip NAME: REASON
# Invariants: each dtrace runs under timeout(1) with stdin from /dev/null
# from the test's directory; a test that crashes the guest leaves every
# later test without a GTEST line, which qemu-boot.sh reports as failed.

dtrace=$1
dir=$2
progs=${3:-/progs}
limit=${GUEST_TEST_TIMEOUT:-30}

# directive FILE NAME: the value of @@NAME: in the first ten lines
directive() {
	head -n 10 "$1" | sed -n "/@@$2:/{
		s/.*@@$2:[[:space:]]*//
		s/@@.*//
		s/\*\/.*//
		s/[[:space:]]*\$//
		p
		q
	}"
}

for t in $(find "$dir" -type f \( -name 'tst.*.d' -o -name 'err.*.d' \) | sort); do
	name=${t#"$dir"/}
	base=${t##*/}
	opts=$(directive "$t" opts)
	want_exit=$(directive "$t" exit)
	want_err=$(directive "$t" stderr)
	want_out=$(directive "$t" stdout)
	bad_out=$(directive "$t" nostdout)
	kparam=$(directive "$t" kparam)
	start=$(directive "$t" start)
	mask=$(directive "$t" mask)
	backend=$(directive "$t" backend)
	skip=$(directive "$t" skip)
	case "${backend:-kernel}" in
	kernel|user) ;;
	*) [ -n "$skip" ] || skip="only for the $backend backend" ;;
	esac
	for d in cmd grab; do
		if [ -z "$skip" ] && [ -n "$(directive "$t" $d)" ]; then
			skip="@@$d is not supported in the guest"
		fi
	done
	# what the guest kernel has (a user backend test's kernel capture)
	for r in $(directive "$t" requires); do
		case "$r" in
		bpf|tracefs) [ -d /sys/kernel/tracing/events ] ||
			skip="tracefs is not mounted" ;;
		kprobes) [ -e /sys/bus/event_source/devices/kprobe ] ||
			skip="this kernel has no kprobes" ;;
		*) skip="@@requires: $r is not supported in the guest" ;;
		esac
		[ -n "$skip" ] && break
	done
	case "$mask" in
	""|offsets) ;;
	*) [ -n "$skip" ] || skip="unknown @@mask: $mask" ;;
	esac
	if [ -n "$skip" ]; then
		echo "GTEST skip $name: $skip"
		continue
	fi
	case "$base" in
	tst.*) kind=tst; : "${want_exit:=0}" ;;
	*) kind=err ;;
	esac
	if [ -n "$kparam" ]; then
		kpfile=/sys/module/dtrace/parameters/${kparam%%=*}
		kpold=$(cat "$kpfile")
		echo "${kparam#*=}" >"$kpfile"
	fi
	opts=$(echo "$opts" | sed "s|@PROGS@|$progs|g")
	gpid=
	if [ -n "$start" ]; then
		start=$(echo "$start" | sed "s|@PROGS@|$progs|g")
		# shellcheck disable=SC2086  # a command line
		(cd "${t%/*}" && exec $start </dev/null >/dev/null 2>&1) &
		gpid=$!
		sleep 0.5
	fi
	# shellcheck disable=SC2086  # opts is a word list
	(cd "${t%/*}" && timeout "$limit" "$dtrace" -x "backend=${backend:-kernel}" $opts \
	    -s "$t" </dev/null >/tmp/gt.out 2>/tmp/gt.err)
	status=$?
	if [ -n "$gpid" ]; then
		kill -9 "$gpid" 2>/dev/null
		wait "$gpid" 2>/dev/null
	fi
	[ "$mask" = offsets ] && sed -i 's/+0x[0-9a-f]*//g' /tmp/gt.out
	if [ -n "$kparam" ]; then
		echo "$kpold" >"$kpfile"
	fi
	why=
	if [ -n "$want_exit" ] && [ "$status" != "$want_exit" ]; then
		why="exit status $status, expected $want_exit"
	elif [ -z "$want_exit" ] && [ "$status" = 0 ]; then
		why="exit status 0, expected a failure"
	fi
	if [ -n "$want_err" ] && ! grep -qF -- "$want_err" /tmp/gt.err; then
		why="${why:+$why; }stderr does not contain \"$want_err\""
	fi
	if [ -n "$want_out" ] && ! grep -qF -- "$want_out" /tmp/gt.out; then
		why="${why:+$why; }stdout does not contain \"$want_out\""
	fi
	if [ -n "$bad_out" ] && grep -qF -- "$bad_out" /tmp/gt.out; then
		why="${why:+$why; }stdout contains \"$bad_out\""
	fi
	if [ -f "$t.out" ] && ! cmp -s "$t.out" /tmp/gt.out; then
		why="${why:+$why; }stdout differs"
	elif [ ! -f "$t.out" ] && [ "$kind" = tst ] && [ -z "$want_out" ]; then
		why="${why:+$why; }missing $base.out"
	fi
	if [ -f "$t.err" ] && ! cmp -s "$t.err" /tmp/gt.err; then
		why="${why:+$why; }stderr differs"
	fi
	if [ -z "$why" ]; then
		echo "GTEST ok $name"
	else
		echo "GTEST fail $name: $why"
		sed 's/^/GOUT stdout: /' /tmp/gt.out | head -n 20
		sed 's/^/GOUT stderr: /' /tmp/gt.err | head -n 20
	fi
done
echo "GTEST done"
