/* @@opts: -G -o /dev/null */
/* @@args: @PROGS@/usdtapp.o */
/* @@requires: prog:usdtapp.o */
/* @@exit: 1 */
/* @@stderr: no such probe args-two */
/* the object fires a probe of the provider that is not declared */
provider tstprov {
	probe plain();
};
