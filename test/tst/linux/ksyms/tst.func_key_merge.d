/* @@requires: ksym:schedule */
/*
 * As an aggregation key, func() (sym()) of any address inside a kernel
 * function is that function: addresses of one function make one key, as
 * the reference aggregates them (profile's @[func(arg0)] = count() gives
 * one line per function).
 */

#pragma D option quiet

BEGIN
{
	@f[func((uintptr_t)&`schedule)] = count();
	@f[func((uintptr_t)&`schedule + 1)] = count();
	@f[func((uintptr_t)&`schedule + 4)] = count();
	@s[sym((uintptr_t)&`schedule + 2)] = count();
	@s[sym((uintptr_t)&`schedule)] = count();
	exit(0);
}
