/* @@opts: -G -o /dev/null */
/* @@args: @PROGS@/usdtapp */
/* @@requires: prog:usdtapp */
/* @@exit: 1 */
/* @@stderr: usdtapp is not an ELF relocatable object */
/* a linked program is not an object to link */
provider tstprov {
	probe plain();
};
