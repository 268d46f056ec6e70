#!/bin/bash
# test/unit/pkgconfig.sh -- libdtrace as a packager's user sees it: a C
# consumer (api-consumer.c, which includes only <dtrace.h>) is compiled and
# linked with nothing but `pkg-config --cflags --libs libdtrace`, against
# the build tree's libdtrace-uninstalled.pc, and run; its own TAP lines
# follow ours.  Then the same consumer is linked statically against
# libdtrace's objects (libdtrace-internal.a) with the private libraries of
# `pkg-config --static --libs libdtrace` (Libs.private, Requires.private):
# a library missing there is an undefined symbol.  Run by `make check`
# under prove, which sets CC, PKG_CONFIG and DT_TOP_BUILDDIR, and, in a
# sanitizer build, DT_SAN_CFLAGS and DT_SAN_LDFLAGS: a consumer of a
# sanitized libdtrace must be built with the same runtimes, as the
# sanitized dtrace(1) is.
here=$(cd "$(dirname "$0")" && pwd)
top=${DT_TOP_BUILDDIR:-$here/../..}
cc=${CC:-cc}
pc=${PKG_CONFIG:-pkg-config}
src=$here/api-consumer.c
DT_SAN_CFLAGS=${DT_SAN_CFLAGS:-} DT_SAN_LDFLAGS=${DT_SAN_LDFLAGS:-}

. "$(dirname "$0")/tap.sh"	# ok STATUS NAME [DIAG-FILE]
finish() { echo "1..$n"; exit 0; }

if ! command -v "${pc%% *}" >/dev/null || [ ! -f "$top/libdtrace-uninstalled.pc" ]; then
	echo "1..0 # SKIP no pkg-config or no $top/libdtrace-uninstalled.pc"
	exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pkgconfig.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
export PKG_CONFIG_PATH=$top${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}

$pc --exists libdtrace-uninstalled 2>"$tmp/err"
ok $? "pkg-config finds the uninstalled libdtrace" "$tmp/err"
cflags=$($pc --cflags libdtrace) libs=$($pc --libs libdtrace)
# shellcheck disable=SC2086  # flag lists
$cc -Wall -Werror $DT_SAN_CFLAGS $cflags -o "$tmp/consumer" "$src" \
    $DT_SAN_LDFLAGS $libs >"$tmp/err" 2>&1
ok $? "a consumer builds with pkg-config --cflags --libs libdtrace" "$tmp/err"
[ -x "$tmp/consumer" ] || finish
LD_LIBRARY_PATH=$top/lib/libdtrace/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
    "$tmp/consumer" > "$tmp/out" 2>"$tmp/err"
st=$?
grep -E '^(not )?ok ' "$tmp/out" > "$tmp/tap"
while IFS= read -r line; do
	case $line in
	"not ok "*) ok 1 "consumer: ${line#not ok }" "$tmp/out" ;;
	"ok "*) ok 0 "consumer: ${line#ok }" ;;
	esac
done < "$tmp/tap"
ok $st "the consumer exits 0" "$tmp/err"

# the static link: libdtrace's objects, and its private libraries
static=$($pc --static --libs libdtrace | sed 's/\(^\| \)-ldtrace\( \|$\)/ /')
arch=$top/lib/libdtrace/.libs/libdtrace-internal.a
# shellcheck disable=SC2086  # flag lists
$cc $DT_SAN_CFLAGS $cflags -o "$tmp/consumer-static" "$src" "$arch" \
    $DT_SAN_LDFLAGS $static >"$tmp/err" 2>&1
ok $? "libdtrace's objects link with pkg-config --static --libs" "$tmp/err"
if [ -x "$tmp/consumer-static" ]; then
	"$tmp/consumer-static" > "$tmp/out" 2>"$tmp/err"
	ok $? "the statically linked consumer runs" "$tmp/err"
fi
finish
