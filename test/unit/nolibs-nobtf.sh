#!/bin/bash
# test/unit/nolibs-nobtf.sh -- a program that names no kernel type does
# not read the kernel's BTF, with or without the D library (-x nolibs):
# the built-in subroutines' prototypes (inet_ntop()'s struct in6_addr)
# once sent every -x nolibs handle to /sys/kernel/btf/vmlinux and a full
# conversion (0.6 s; under the fuzzers' sanitizers, 2 inputs a second).
# Checked with strace(1): no open of the BTF file.  Run by `make check`
# under prove (DTRACE set).
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
echo "1..2"
if ! command -v strace >/dev/null || ! strace -f -o /dev/null true 2>/dev/null; then
	echo "ok 1 # SKIP strace not available or not permitted"
	echo "ok 2 # SKIP strace not available or not permitted"
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nolibs-nobtf.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
n=0
for opt in "" "-x nolibs"; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	    strace -f -o "$tmp/trace" -e trace=open,openat "$dtrace" $opt \
	    -qn 'BEGIN { trace(1); exit(0); }' >"$tmp/out" 2>&1
	if grep -q 'btf/vmlinux' "$tmp/trace"; then
		echo "not ok $n - ${opt:-default}: the kernel's BTF is not read"
		grep 'btf' "$tmp/trace" | sed 's/^/# /' | head -5
	else
		echo "ok $n - ${opt:-default}: the kernel's BTF is not read"
	fi
done
