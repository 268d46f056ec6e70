/* @@stderr: divide-by-zero in action #2 */
/*
 * data traced earlier in a faulting clause is discarded
 */

#pragma D option quiet

int zero;

BEGIN
{
	printf("lost\n");
	x = 1 / zero;
}

BEGIN
{
	printf("kept\n");
	exit(0);
}
