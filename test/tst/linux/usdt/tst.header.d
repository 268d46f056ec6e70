/* @@opts: -h -o /dev/stdout */
/*
 * dtrace -h: the reference's header layout, macros over <sys/sdt.h>
 * probes whose is-enabled macros read the semaphores; "__" in a probe
 * name is "-" in the probe, "_" in macro names and "__" in C names.
 */
provider tst_prov {
	probe plain();
	probe two__words(int, char *);
};

provider other {
	probe go(unsigned long long);
};
