/* @@backend: user */
/* @@stderr: illegal operation in action #1 */
/*
 * an index past the registers (uregs[200]) is an illegal operation, which
 * ends the clause
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
