/* @@backend: user */
/* @@stderr: invalid address (0x0) in action #1 */
/*
 * uregs[] in a probe with no user registers (BEGIN on the user host): as
 * the reference for a thread without user state, an invalid address (0)
 * fault, and the clause ends
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", uregs[0]);
}

BEGIN
{
	printf("next\n");
	exit(0);
}
