/* @@opts: -G -o /dev/null */
/* @@args: @PROGS@/usdtforeign.o */
/* @@requires: prog:usdtforeign.o */
/* @@exit: 1 */
/* @@stderr: incorrect ELF machine type for object file: @PROGS@/usdtforeign.o */
/* an object of another architecture (AArch64) */
provider tstprov {
	probe plain();
};
