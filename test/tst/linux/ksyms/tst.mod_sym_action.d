/* @@requires: ksym:schedule */
/*
 * mod() and sym() of a kernel address name its module and symbol on every
 * backend (the user host included: the compiler resolved &`schedule from
 * the same kernel symbols); an address that is no kernel text prints as
 * a number
 */

#pragma D option quiet

BEGIN
{
	mod((uintptr_t)&`schedule);
	printf("\n");
	sym((uintptr_t)&`schedule);
	printf("\n");
	mod(0x1000);
	printf("\n");
	exit(0);
}
