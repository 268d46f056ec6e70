/*
 * test/progs/usdtlibapp.c -- target of tst/linux/usdt/tst.shlib.d: calls
 * usdtlib_call() of libusdtlib.so (linked, not dlopen'ed) twice.  Prints
 * nothing.
 */
void usdtlib_call(int n, const char *s);

int
main(void)
{
	usdtlib_call(1, "first");
	usdtlib_call(2, "second");
	return (0);
}
