/* @@opts: -x quiet */
/*
 * -x quiet is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
