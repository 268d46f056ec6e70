#!/bin/sh
# bench/probe-create.sh -- issue 15, item 4: the cost of creating many
# probes, against their number.  A pid provider description over every
# instruction of the C library's functions whose names begin with the
# given letters creates one probe per instruction (plus entry and
# return), each looked up by name in the framework's registry first; the
# consumer lists them (`dtrace -l -n 'pid$target:libc.so.6:[GLOB]*:' -c
# /bin/true`).  For each glob: the probes listed, the CPU seconds (user +
# system, /usr/bin/time; best of 3) and the microseconds per probe, and
# the ratio of that per-probe cost to the smallest glob's: about 1 when
# the cost is linear in the number of probes (it was quadratic, a linear
# name lookup per probe: 17,000 probes took 12 s).
#
# Never fails on timing; fails only when a listing fails.
#
#   GLOBS="m [a-c] [a-m]" sh bench/probe-create.sh
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
GLOBS=${GLOBS:-m [a-f] [a-s]}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

base=
printf '%-8s %9s %9s %12s %8s\n' glob probes "CPU s" "us/probe" ratio
for g in $GLOBS; do
	best=
	for _ in 1 2 3; do
		/usr/bin/time -f '%U %S' -o "$tmp/t" "$DTRACE" -l \
		    -n "pid\$target:libc.so.6:$g*:" -c /bin/true \
		    >"$tmp/out" 2>"$tmp/err" || {
			echo "bench/probe-create.sh: listing $g* failed:" >&2
			cat "$tmp/err" >&2
			exit 1
		}
		t=$(awk '{ printf "%.3f", $1 + $2 }' "$tmp/t")
		best=$(awk -v a="${best:-$t}" -v b="$t" \
		    'BEGIN { print (b < a ? b : a) }')
	done
	n=$(($(wc -l <"$tmp/out") - 1))
	per=$(awk -v t="$best" -v n="$n" 'BEGIN { printf "%.2f", t * 1e6 / n }')
	base=${base:-$per}
	printf '%-8s %9d %9.3f %12s %8.2f\n' "$g*" "$n" "$best" "$per" \
	    "$(awk -v p="$per" -v b="$base" 'BEGIN { print p / b }')"
done
