#!/bin/bash
# test/unit/ustack-offsets.sh -- the offsets of user stack frames, checked
# against the binary rather than written into expected output (they depend
# on the compiler and its flags, so the D tests of tst/linux/ustack mask
# them): in progs/pidcompute, run() calls compute(), which calls square();
# at pid$target::square:entry, ustack() must show compute+OFF and run+OFF
# where OFF is the return address of that call (the instruction after it,
# from objdump -d) less the function's start.  Run by `make check` under
# prove, which sets DTRACE and DTRACE_TEST_PROGS.
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
prog=${DTRACE_TEST_PROGS:-$(dirname "$0")/../progs}/pidcompute
echo "1..3"
if ! command -v objdump >/dev/null || [ ! -x "$prog" ]; then
	for i in 1 2 3; do echo "ok $i # SKIP no objdump or no $prog"; done
	exit 0
fi

# retoff FUNC CALLEE - "+0x.." offset in FUNC of the instruction after its
# call to CALLEE
retoff() {
	local start next
	read -r start next < <(objdump -d --no-show-raw-insn "$prog" |
	    awk -v f="$1" -v c="$2" '
		$0 ~ "^[0-9a-f]+ <" f ">:$" { start = $1; in_f = 1; next }
		in_f && /^$/ { exit }
		in_f && want { sub(/:$/, "", $1); print start, $1; exit }
		in_f && $0 ~ "call.*<" c ">" { want = 1 }')
	[ -n "$next" ] && printf '+0x%x\n' $((16#$next - 16#$start))
}
c=$(retoff compute square) r=$(retoff run compute)
if [ -n "$c" ] && [ -n "$r" ]; then
	echo "ok 1 - objdump finds the calls compute->square and run->compute"
else
	echo "not ok 1 - objdump finds the calls compute->square and run->compute"
fi
out=$("$dtrace" -q -c "$prog 10" \
    -n 'pid$target::square:entry { @[ustack(3)] = count(); }' 2>&1)
for f in "compute$c" "run$r"; do
	if [ -n "$c" ] && [ -n "$r" ] &&
	    printf '%s\n' "$out" | grep -qx "  *pidcompute\`$f"; then
		echo "ok - ustack() shows pidcompute\`$f"
	else
		echo "not ok - ustack() shows pidcompute\`$f"
		printf '%s\n' "$out" | sed 's/^/# /'
	fi
done
