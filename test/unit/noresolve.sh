#!/bin/bash
# test/unit/noresolve.sh -- -x noresolve (Oracle Linux DTrace's option):
# user addresses print as "object:0xOFFSET", OFFSET being the address less
# the start of the mapping that holds it (the PT_LOAD segment's page).
# The expected offsets come from the binary (readelf, objdump), never from
# dtrace: at pid$target::square:entry of progs/pidcompute, ustack(1),
# uaddr() and usym() of the PC are square's address in the mapping of the
# executable segment.  Run by `make check` under prove (DTRACE and
# DTRACE_TEST_PROGS set).
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
prog=${DTRACE_TEST_PROGS:-$(dirname "$0")/../progs}/pidcompute
. "$(dirname "$0")/tap.sh"
echo "1..3"
if ! command -v objdump >/dev/null || ! command -v readelf >/dev/null ||
    [ ! -x "$prog" ]; then
	for i in 1 2 3; do echo "ok $i # SKIP no objdump/readelf or no $prog"; done
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/noresolve.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

sym=$(objdump -d "$prog" | awk '/^[0-9a-f]+ <square>:$/ { print $1; exit }')
# the PT_LOAD segment holding square: its vaddr (page-aligned below)
seg=
while read -r type off vaddr paddr fsz msz rest; do
	[ "$type" = LOAD ] && [ -n "$sym" ] || continue
	if [ $((16#$sym)) -ge $((vaddr)) ] &&
	    [ $((16#$sym)) -lt $((vaddr + msz)) ]; then
		seg=$((vaddr))
		break
	fi
done < <(readelf -lW "$prog")
if [ -n "$sym" ] && [ -n "$seg" ]; then
	want=$(printf 'pidcompute:0x%x' $((16#$sym - (seg & ~4095))))
else
	want="(square or its segment not found)"
fi

"$dtrace" -x noresolve -q -c "$prog 1" -n 'pid$target::square:entry {
	ustack(1); uaddr(uregs[R_PC]); usym(uregs[R_PC]); printf("\n"); }' \
    >"$tmp/out" 2>"$tmp/err"
grep -qx "  *$want" "$tmp/out"
ok $? "ustack(1) frame is $want" "$tmp/out"
[ "$(grep -o "$want" "$tmp/out" | wc -l)" = 3 ]
ok $? "uaddr() and usym() print $want too" "$tmp/out"
"$dtrace" -q -c "$prog 1" -n 'pid$target::square:entry { ustack(1); }' \
    >"$tmp/out2" 2>&1
grep -qx '  *pidcompute`square' "$tmp/out2"
ok $? "without noresolve: pidcompute\`square" "$tmp/out2"
