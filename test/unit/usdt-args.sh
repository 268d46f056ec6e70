#!/bin/bash
# test/unit/usdt-args.sh -- the prove(1) entry of the C unit test usdt-args.c:
# `make check` runs it with bash; it runs the compiled TAP program of the
# same name from the build tree ($UNIT_BINDIR, set by test/Makefile.am; by
# default this script's directory) and ignores the arguments that prove
# passes to every producer (they are meant for run-tests).
prog=${UNIT_BINDIR:-$(dirname "$0")}/$(basename "$0" .sh)
if [ ! -x "$prog" ]; then
	echo "Bail out! $prog is not built (make check builds it)"
	exit 1
fi
exec "$prog"
