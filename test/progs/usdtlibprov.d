/*
 * test/progs/usdtlibprov.d -- the provider of libusdtlib.so (USDT tests,
 * tst/linux/usdt/tst.shlib.d), built the package way like usdtprov.d.
 */
provider tstlib {
	probe call(int, char *);
};
