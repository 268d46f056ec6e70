/*
 * #pragma D option bufresize=auto is accepted.
 */
#pragma D option bufresize=auto
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
