/* @@opts: -G -o /dev/null */
/* @@args: @PROGS@/usdtnone.o */
/* @@requires: prog:usdtnone.o */
/* @@exit: 1 */
/* @@stderr: No probe sites found for declared provider */
/* an object without probes of the declared provider */
provider tstprov {
	probe plain();
};
