/* @@cmd: @PROGS@/pidcxx */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* Without -x demangle, C++ names print as the symbol table has them. */
#pragma D option quiet

pid$target::_ZN2ns5innerIiE4leafEiPKc:entry
/arg0 == 1/
{
	ustack(2);
	ufunc(uregs[R_PC]);
	printf("\n");
}
