#!/bin/bash
# test/unit/usdt-systemtap.sh -- our dtrace -h / -G as a drop-in for
# systemtap-sdt-dev's /usr/bin/dtrace (USDT helper): test/progs/usdtapp.c
# is built the package way twice, with systemtap's dtrace and with ours
# ($DTRACE, set by make check), and crossed (one's header, the other's
# -G object); every build must link, the programs must carry the same
# stapsdt notes (provider, probe, argument formats) and our dtrace must
# see the probes of both.  Skipped when systemtap's dtrace is not there.
# TAP; prove passes arguments meant for run-tests: ignored.
srcdir=$(cd "$(dirname "$0")/.." && pwd)
ours=${DTRACE:-$srcdir/../cmd/dtrace/dtrace}
stap=${STAP_DTRACE:-/usr/bin/dtrace}
cc=${CC:-cc}

if ! head -c 4096 "$stap" 2>/dev/null | grep -q 'Systemtap'; then
	echo "1..0 # SKIP systemtap-sdt-dev's dtrace ($stap) is not installed"
	exit 0
fi
if [ ! -x "$ours" ]; then
	echo "Bail out! $ours is not built"
	exit 1
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
n=0 failed=0
ok() {	# ok RESULT NAME
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		failed=$((failed + 1))
	fi
}

# build HDRTOOL OBJTOOL NAME: header by one, semaphores by the other
build() {
	mkdir -p "$3" && (cd "$3" &&
	    "$1" -h -s "$srcdir/progs/usdtprov.d" -o usdtprov.h &&
	    $cc -O2 -I. -c "$srcdir/progs/usdtapp.c" -o usdtapp.o &&
	    CC=$cc "$2" -G -s "$srcdir/progs/usdtprov.d" -o usdtprov.o \
	    usdtapp.o && $cc -o usdtapp usdtapp.o usdtprov.o) >"$3.log" 2>&1
}
notes() {
	readelf -n "$1" | grep -E '^ *(Provider|Name|Arguments):'
}

build "$stap" "$stap" stap; ok $? "builds with systemtap's dtrace -h and -G"
build "$ours" "$ours" ours; ok $? "builds with our dtrace -h and -G"
build "$stap" "$ours" cross1; ok $? "systemtap's header links with our -G object"
build "$ours" "$stap" cross2; ok $? "our header links with systemtap's -G object"
notes stap/usdtapp > stap.notes && notes ours/usdtapp > ours.notes &&
    [ -s stap.notes ] && cmp -s stap.notes ours.notes
ok $? "the same probes, argument formats included"
[ "$(nm stap/usdtapp | grep -c '_semaphore$')" = \
    "$(nm ours/usdtapp | grep -c '_semaphore$')" ]
ok $? "the same semaphores"
want='args-two 1 one
done 3'
for b in stap ours cross1 cross2; do
	got=$("$ours" -q -n 'tstprov$target:::args-two /arg0 == 1/ {
	    printf("%s %d %s\n", probename, arg0, copyinstr(arg1)); }
	    tstprov$target:::is-on {} other$target:::done {
	    printf("%s %d\n", probename, arg0); }' -c "$tmp/$b/usdtapp" 2>&1)
	[ "$got" = "$want" ]
	ok $? "our dtrace traces the $b build, is-enabled probe included"
done
echo "1..$n"
[ "$failed" = 0 ]
