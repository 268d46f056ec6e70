#!/bin/bash
# test/unit/portability.sh -- the portable core, common/, builds for the
# systems and machines a porter may bring it to (issue 17, point 1): every
# common/*.c compiled freestanding (-ffreestanding, -nostdinc with only the
# compiler's own headers: <stdint.h>, <stddef.h>, <stdarg.h>, <stdbool.h>),
# -Wall -Wextra -Werror, non-PIC as kernels build, for FreeBSD and illumos,
# 32- and 64-bit, little- and big-endian, with clang's cross targets, and
# with gcc for i386 (gcc warns where clang does not).  A warning is a
# failure: what a target finds is fixed in the core.
#
# The porter's skeleton, os/template/, is built with it: it defines every
# function of the OS interface (common/dtrace_os.h), so each target's
# objects must then need nothing from outside but the four memory functions
# every kernel has (memcpy, memset, memmove, memcmp; a compiler may call
# them for a structure copy) and the few machine routines that kernel
# ports of that machine carry (machine_runtime below): any other call the
# compiler adds to a runtime library (64-bit division on a 32-bit machine:
# __udivdi3, which the Linux kernel does not have; common/dtrace_div64.h)
# would fail the port's link.  Last, the division loop of
# common/dtrace_div64.h is checked against this machine's (div64.c).
#
# PORT_TARGETS overrides the list (clang triples, or gcc:FLAG for gcc with
# that one machine flag).  Skipped, with the reason, without clang.
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
clang=${CLANG:-clang}
nm=${LLVM_NM:-llvm-nm}
. "$here/tap.sh"	# ok STATUS NAME [DIAG-FILE]

targets=${PORT_TARGETS:-"x86_64-unknown-freebsd14 aarch64-unknown-freebsd14
x86_64-pc-solaris2.11 i386-pc-solaris2.11 sparcv9-sun-solaris2.11
aarch64-linux-gnu armv7-linux-gnueabihf i686-linux-gnu riscv64-linux-gnu
s390x-linux-gnu powerpc64-linux-gnu powerpc-linux-gnu mips-linux-gnu
gcc:-m32"}

if ! command -v "$clang" >/dev/null 2>&1; then
	echo "1..0 # SKIP no $clang (Debian: apt-get install clang)"
	exit 0
fi
command -v "$nm" >/dev/null 2>&1 || nm=nm
tmp=$(mktemp -d "${TMPDIR:-/tmp}/portability.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

warn="-std=gnu11 -O2 -Wall -Wextra -Werror -fno-pic -ffreestanding"
incl="-I$src/include -I$src/common"
ncpu=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

# compile TARGET: every common/*.c into $tmp/TARGET/, messages in .err
compile() {
	local t=$1 d=$tmp/$1 cc flags
	case $t in
	gcc:*)
		cc=${CC_GCC:-gcc}
		flags="${t#gcc:} -nostdinc -isystem $($cc ${t#gcc:} -print-file-name=include)" ;;
	*)
		cc=$clang
		flags="--target=$t -nostdinc -isystem $($clang -print-resource-dir)/include" ;;
	esac
	mkdir -p "$d"
	# shellcheck disable=SC2086  # flag lists
	printf '%s\n' "$src"/common/*.c "$src"/os/template/*.c | xargs -P "$ncpu" -I{} sh -c \
	    'f={}; b=${f##*/}; '"$cc $flags $warn $incl"' -c "$f" -o "'"$d"'/${b%.c}.o" 2>"'"$d"'/${b%.c}.err"'
}

# the routines of a machine's own runtime that the kernels of that machine
# provide, as a regular expression: 32-bit division on 32-bit ARM without
# a divide instruction (Linux's arch/arm/lib, FreeBSD's libkern), 64x64
# multiplication with overflow on SPARC (Linux's arch/sparc/lib), and the
# linker's TOC base on 64-bit PowerPC
machine_runtime() {
	case $1 in
	arm*) echo '__aeabi_u?idiv(mod)?' ;;
	sparc*) echo '__multi3' ;;
	powerpc64*) echo '\.TOC\.' ;;
	*) echo '' ;;
	esac
}

for t in $targets; do
	d=$tmp/$t
	compile "$t"
	nsrc=$(ls "$src"/common/*.c "$src"/os/template/*.c | wc -l)
	nobj=$(ls "$d"/*.o 2>/dev/null | wc -l)
	cat "$d"/*.err > "$tmp/diag" 2>/dev/null
	[ "$nobj" -eq "$nsrc" ] && [ ! -s "$tmp/diag" ]
	ok $? "common/ and os/template/ compile freestanding, warning-free, for $t ($nobj of $nsrc files)" "$tmp/diag"
	[ "$nobj" -gt 0 ] || continue
	"$nm" -u "$d"/*.o 2>/dev/null | awk 'NF == 2 { print $2 }' |
	    grep -v -E '^(memcpy|memset|memmove|memcmp)$' |
	    grep -v -E "^($(machine_runtime "$t"))\$" | sort -u > "$tmp/undef"
	# symbols one file defines for another are fine
	"$nm" --defined-only "$d"/*.o 2>/dev/null | awk 'NF == 3 { print $3 }' |
	    sort -u > "$tmp/def"
	comm -23 "$tmp/undef" "$tmp/def" > "$tmp/foreign"
	[ ! -s "$tmp/foreign" ]
	ok $? "common/ with os/template/ for $t needs nothing but the memory functions" "$tmp/foreign"
	[ "$t" = "${targets%% *}" ] || continue
	# once: the template defines every function of the OS interface
	grep -o 'dtrace_os_[a-z0-9_]*(' "$src/common/dtrace_os.h" | tr -d '(' |
	    sort -u > "$tmp/declared"
	comm -23 "$tmp/declared" "$tmp/def" > "$tmp/missing"
	[ ! -s "$tmp/missing" ]
	ok $? "os/template/ defines all $(wc -l <"$tmp/declared") functions of common/dtrace_os.h" "$tmp/missing"
done
# the division a 32-bit machine runs, against this machine's (div64.c)
cc=${CC:-cc}
# shellcheck disable=SC2086  # flag lists
if $cc -O2 -Wall -Wextra -Werror ${DT_SAN_CFLAGS:-} -I"$src/common" \
    -o "$tmp/div64" "$here/div64.c" ${DT_SAN_LDFLAGS:-} >"$tmp/diag" 2>&1; then
	"$tmp/div64" > "$tmp/div64.out" 2>&1
	grep -q "^ok 1 " "$tmp/div64.out"
	ok $? "common/dtrace_div64.h's loop agrees with the machine's division" "$tmp/div64.out"
else
	ok 1 "div64.c builds" "$tmp/diag"
fi
echo "1..$n"
