#!/bin/bash
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
# prove(1) passes run-tests' arguments to every producer: they are ignored.
# DTRACE: the dtrace(1) under test; the test programs are the build tree's
# test/progs, next to $UNIT_BINDIR (make check sets both), unless
# DTRACE_TEST_PROGS names them.
set -u
here=$(cd "$(dirname "$0")" && pwd)
DTRACE=${DTRACE:-$here/../../cmd/dtrace/dtrace}
PROGS=${DTRACE_TEST_PROGS:-${UNIT_BINDIR:-$here}/../progs}
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

runs=()
for policy in switch fill ring; do
	for size in 256 4k 64k; do
		for rate in 1hz 10hz 100hz; do
			runs+=("timed $policy $size $rate")
		done
	done
	runs+=("pid $policy 1k 10hz")
done

echo "1..${#runs[@]}"
n=0
for r in "${runs[@]}"; do
	set -- $r
	n=$((n + 1))
	what="$2 bufsize=$3 switchrate=$4 ($1)"
	if [ "$1" = pid ]; then
		prog=$pid
		set -- -c "$PROGS/pidspin 500" -x bufpolicy="$2" -x bufsize="$3" \
		    -x switchrate="$4"
		if [ ! -x "$PROGS/pidspin" ]; then
			echo "not ok $n - $what: $PROGS/pidspin is not built"
			continue
		fi
	else
		prog=$timed
		set -- -c "sleep 1" -x bufpolicy="$2" -x bufsize="$3" \
		    -x switchrate="$4"
	fi
	timeout 60 "$DTRACE" -q "$@" -n "$prog" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	printed=$(grep -c '^R$' "$tmp/out")
	count=$(grep -v '^R$' "$tmp/out" | tr -d ' \n')
	drops=$(awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { s += $2 }
	    END { print s + 0 }' "$tmp/err")
	other=$(grep -v '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]*$' "$tmp/err")
	case "$what" in
	ring*)	ok=$(( rc == 0 && drops == 0 && printed > 0 &&
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
done
