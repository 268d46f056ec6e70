/*
 * printf("%llx") of 255LL is ff
 */

#pragma D option quiet

BEGIN
{
	printf("%llx\n", 255LL);
	exit(0);
}
