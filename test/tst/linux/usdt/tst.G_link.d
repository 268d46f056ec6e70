/* @@opts: -G -o /dev/null */
/* @@args: @PROGS@/usdtapp.o */
/* @@requires: prog:usdtapp.o */
/* dtrace -G accepts an object built with the -h header of its providers */
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
