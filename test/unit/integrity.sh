#!/bin/sh
# test/unit/integrity.sh -- data integrity under stress (issue 15, item 5):
# with fast probes, small buffers, every buffer policy and several switch
# rates, every record a clause produced is either printed or counted in a
# drop report, exactly.
#
# Each run enables the probes twice: one clause only counts its firings
# into an aggregation, the other prints one line "R" per firing.  The count
# is kept independently of the principal buffer: a clause that records
# nothing takes no buffer space, while one whose record finds no room is
# skipped whole and counted as a drop (so the count cannot sit in the
# printing clause).  Then, for bufpolicy switch and fill:
#     R lines printed + drops reported on stderr == the count;
# for ring (oldest records overwritten, not dropped, by design): no drop
# reported and 0 < R lines <= the count.  Sources: profile-4999 and
# tick-1000 for one second (every CPU), and pid entry probes of a hot
# function in a -c target (test/progs/pidspin).  Runs end with their -c
# target (`sleep 1` for the timed probes), not with exit(): an exit()
# record needs buffer room too, and its drops would be reported with the
# others.
#
# The same script runs in the QEMU guest of kernel/qemu-boot.sh on dtrace.ko
# (busybox: POSIX sh, no bash), with INTEGRITY_BACKEND=kernel: the timed
# probes only (no pid provider on the module yet: issue 13), and
# INTEGRITY_SIZES / INTEGRITY_RATES narrow the matrix to fit the boot.
#
# prove(1) passes run-tests' arguments to every producer: they are ignored.
# DTRACE: the dtrace(1) under test; the test programs are the build tree's
# test/progs, next to $UNIT_BINDIR (make check sets both), unless
# DTRACE_TEST_PROGS names them.  INTEGRITY_BACKEND: user (default) or
# kernel; INTEGRITY_SIZES (default "256 4k 64k") and INTEGRITY_RATES
# (default "1hz 10hz 100hz"): the buffer sizes and switch rates.
set -u
here=$(cd "$(dirname "$0")" && pwd)
DTRACE=${DTRACE:-$here/../../cmd/dtrace/dtrace}
PROGS=${DTRACE_TEST_PROGS:-${UNIT_BINDIR:-$here}/../progs}
backend=${INTEGRITY_BACKEND:-user}
sizes=${INTEGRITY_SIZES:-256 4k 64k}
rates=${INTEGRITY_RATES:-1hz 10hz 100hz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$DTRACE" ]; then
	echo "Bail out! $DTRACE is not built"
	exit 1
fi

timed='profile-4999 { @n = count(); } profile-4999 { printf("R\n"); }
tick-1000 { @n = count(); } tick-1000 { printf("R\n"); }'
pid='pid$target::spin_inner:entry { @n = count(); }
pid$target::spin_inner:entry { printf("R\n"); }'

# the runs, one a line: SOURCE POLICY SIZE RATE
for policy in switch fill ring; do
	for size in $sizes; do
		for rate in $rates; do
			echo "timed $policy $size $rate"
		done
	done
	[ "$backend" = user ] && echo "pid $policy 1k 10hz"
done >"$tmp/runs"

echo "1..$(wc -l <"$tmp/runs" | tr -d ' ')"
n=0
while read -r src policy size rate; do
	n=$((n + 1))
	what="$policy bufsize=$size switchrate=$rate ($src)"
	if [ "$src" = pid ]; then
		prog=$pid
		set -- -c "$PROGS/pidspin 500"
		if [ ! -x "$PROGS/pidspin" ]; then
			echo "not ok $n - $what: $PROGS/pidspin is not built"
			continue
		fi
	else
		prog=$timed
		set -- -c "sleep 1"
	fi
	timeout 60 "$DTRACE" -x backend="$backend" -q "$@" \
	    -x bufpolicy="$policy" -x bufsize="$size" -x switchrate="$rate" \
	    -n "$prog" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	printed=$(grep -c '^R$' "$tmp/out")
	count=$(grep -v '^R$' "$tmp/out" | tr -d ' \n')
	drops=$(awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { s += $2 }
	    END { print s + 0 }' "$tmp/err")
	# samples perf could not hand over never fired: no record is lost
	other=$(grep -v -e '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]*$' \
	    -e '^dtrace: [0-9]* profile samples\{0,1\} dropped (perf ring buffer full)$' \
	    "$tmp/err")
	case "$policy" in
	ring)	ok=$(( rc == 0 && drops == 0 && printed > 0 &&
		    printed <= ${count:-0} )) ;;
	*)	ok=$(( rc == 0 && ${count:-0} > 0 &&
		    printed + drops == ${count:-0} )) ;;
	esac
	if [ "$ok" = 1 ] && [ -z "$other" ]; then
		echo "ok $n - $what: $printed printed + $drops dropped of ${count:-?}"
	else
		echo "not ok $n - $what: exit $rc, $printed printed + $drops dropped of ${count:-?}"
		head -n 5 "$tmp/err" | sed 's/^/# /'
	fi
done <"$tmp/runs"
