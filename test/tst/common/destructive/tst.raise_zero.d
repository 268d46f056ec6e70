/* @@opts: -w */
/*
 * raise(0) asks for nothing.
 */
#pragma D option quiet

BEGIN
{
	raise(0);
	printf("ok\n");
	exit(0);
}
