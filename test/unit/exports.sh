#!/bin/bash
# test/unit/exports.sh -- libdtrace.so exports its documented API and
# nothing else: the dynamic symbols it defines (nm -D --defined-only) are
# exactly the functions dtrace.h declares `extern`; no framework
# (dtrace_os_*, dtrace_probe...), compiler (dt_*) or parser (yy*) symbol
# leaks.  The list itself is lib/libdtrace/libdtrace.map (a version
# script).  Run by `make check` under prove, which sets LIBDTRACE_SO and
# LIBDTRACE_H (test/Makefile.am); prove's arguments are ignored.
here=$(cd "$(dirname "$0")" && pwd)
so=${LIBDTRACE_SO:-$here/../../lib/libdtrace/.libs/libdtrace.so}
hdr=${LIBDTRACE_H:-$here/../../lib/libdtrace/dtrace.h}

echo "1..4"
if [ ! -f "$so" ] || [ ! -f "$hdr" ] || ! command -v nm >/dev/null; then
	echo "Bail out! need nm, $so and $hdr"
	exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/exports.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# defined dynamic symbols, less the version node's own (type A)
nm -D --defined-only "$so" | awk '$2 != "A" { sub(/@.*/, "", $3); print $3 }' |
    LC_ALL=C sort -u > "$tmp/exported"
# functions declared extern in the public header
awk '/^extern / && match($0, /[A-Za-z_][A-Za-z_0-9]*\(/) {
	print substr($0, RSTART, RLENGTH - 1) }' "$hdr" |
    LC_ALL=C sort -u > "$tmp/declared"

n=0
check() {	# check OK NAME DIAG-FILE
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		sed 's/^/# /' "$3" | head -40
	fi
}

LC_ALL=C comm -23 "$tmp/exported" "$tmp/declared" > "$tmp/extra"
check "$([ -s "$tmp/extra" ]; echo $((!$?)))" \
    "every exported symbol is declared in dtrace.h" "$tmp/extra"
LC_ALL=C comm -13 "$tmp/exported" "$tmp/declared" > "$tmp/missing"
check "$([ -s "$tmp/missing" ]; echo $((!$?)))" \
    "every function of dtrace.h is exported" "$tmp/missing"
grep -E '^(yy|dt_|dtrace_os_)' "$tmp/exported" > "$tmp/internal"
check "$([ -s "$tmp/internal" ]; echo $((!$?)))" \
    "no yy*, dt_* or dtrace_os_* symbol is exported" "$tmp/internal"
nm -D --defined-only "$so" | awk '$2 != "A" && $3 !~ /@@?LIBDTRACE_/' \
    > "$tmp/unversioned"
check "$([ -s "$tmp/unversioned" ]; echo $((!$?)))" \
    "every exported symbol carries a LIBDTRACE_ version" "$tmp/unversioned"
