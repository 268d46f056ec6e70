#!/bin/bash
# test/unit/clause-limit.sh -- the limit on the number of clauses of one
# program (issue 15, item 4).
#
# A program may have at most DT_CLAUSE_MAX (32767) clauses: each clause is at
# least two DOF sections and the framework refuses an image of more than
# 65536 sections or 8 MB, so a longer program could never be enabled.  The
# compiler refuses it as it parses it, with the tag D_PROG_CLAUSES at the
# first clause too many, instead of growing memory clause after clause.
# The programs (up to a million clauses, about 10 MB) are written here at
# run time.  Memory is capped with ulimit -v so that a compiler without the
# limit fails this test rather than the machine; in a sanitizer build
# (DT_SAN_CFLAGS set), whose shadow memory needs terabytes of address
# space, by AddressSanitizer's own resident-memory limit instead.
#
# prove(1) passes run-tests' arguments to every producer: they are ignored.
# DTRACE: the dtrace(1) under test (make check sets it).
set -u
DTRACE=${DTRACE:-$(cd "$(dirname "$0")/../.." && pwd)/cmd/dtrace/dtrace}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

if [ ! -x "$DTRACE" ]; then
	echo "Bail out! $DTRACE is not built"
	exit 1
fi

t=0
fails=0

# clauses N FILE: N clauses "BEGIN { }", one a line
clauses() {
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) print "BEGIN { }" }' \
	    >"$2"
}

# check DESC FILE WANT-RC WANT: dtrace -x errtags -e -s FILE, in at most
# 1 GB of memory and 60 s (120 s sanitized), exits WANT-RC with WANT as the first
# line of its stderr
check() {
	t=$((t + 1))
	if [ -n "${DT_SAN_CFLAGS:-}" ]; then
		ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}hard_rss_limit_mb=1024" \
		    timeout 120 "$DTRACE" -x errtags -e -s "$2"
	else
		(ulimit -v 1048576; timeout 60 "$DTRACE" -x errtags -e -s "$2")
	fi >out 2>got </dev/null
	rc=$?
	first=$(head -n 1 got)
	if [ "$rc" = "$3" ] && [ "$first" = "$4" ]; then
		echo "ok $t - $1"
	else
		echo "not ok $t - $1: exit $rc"
		echo "# want: $4"
		echo "# got:  ${first:0:200}"
		fails=$((fails + 1))
	fi
}

echo "1..4"

msg="program has more than 32767 clauses, the most one DOF image can hold (65536 sections, 8 MB)"

clauses 32767 max.d
check "32767 clauses compile" max.d 0 ""

clauses 32768 over.d
check "32768 clauses: refused at the last" over.d 1 \
    "dtrace: failed to compile script over.d: [D_PROG_CLAUSES] line 32768: $msg"

clauses 1000000 million.d
check "a million clauses: refused at clause 32768" million.d 1 \
    "dtrace: failed to compile script million.d: [D_PROG_CLAUSES] line 32768: $msg"

# the clauses need not be one a line: the position is the clause's
awk 'BEGIN { for (i = 0; i < 40000; i++) printf "BEGIN { } "; print "" }' \
    >oneline.d
check "40000 clauses on one line: refused" oneline.d 1 \
    "dtrace: failed to compile script oneline.d: [D_PROG_CLAUSES] line 1: $msg"

exit $((fails > 0))
