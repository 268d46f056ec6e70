/*
 * #pragma D option strsize=512 is accepted.
 */
#pragma D option strsize=512
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
