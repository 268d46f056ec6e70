/*
 * test/progs/usdtprov.d -- the providers of usdtapp (USDT tests,
 * tst/linux/usdt/): make check builds usdtprov.h from it with our
 * `dtrace -h` and usdtprov.o (the semaphores) with our `dtrace -G`.
 */
provider tstprov {
	probe plain();
	probe args__two(int, char *);
	probe is__on(long long);
	probe many(int, int, int, int, int, int, int, int);
};

provider other {
	probe go(unsigned int);
	probe done(int);
};
