/* @@backend: user */
/* @@stderr: invalid address (0x0) */
/*
 * with no user registers, any uregs[] index faults the same way (the
 * registers are looked for before the index is checked)
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", uregs[200]);
}

BEGIN
{
	exit(0);
}
