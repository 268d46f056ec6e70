/*
 * Faults are reported but do not change the exit status.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	printf("after\n");
	exit(0);
}
