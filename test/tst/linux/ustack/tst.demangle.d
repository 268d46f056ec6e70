/* @@cmd: @PROGS@/pidcxx */
/* @@opts: -x demangle */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/*
 * -x demangle: the C++ names of ustack(), ufunc() and usym() print
 * demangled, by the C++ runtime's demangler.
 */
#pragma D option quiet

pid$target::_ZN2ns5innerIiE4leafEiPKc:entry
/arg0 == 1/
{
	ustack(2);
	ufunc(uregs[R_PC]);
	usym(uregs[R_PC]);
	printf("\n");
}
