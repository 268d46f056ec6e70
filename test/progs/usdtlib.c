/*
 * test/progs/usdtlib.c -- libusdtlib.so, a shared library with USDT
 * probes of its own (tst/linux/usdt/tst.shlib.d): usdtlib_call(n, s)
 * fires tstlib:::call(n, s) when it is enabled.
 */
#include "usdtlibprov.h"

void usdtlib_call(int n, const char *s);

void
usdtlib_call(int n, const char *s)
{
	if (TSTLIB_CALL_ENABLED())
		TSTLIB_CALL(n, (char *)s);
}
