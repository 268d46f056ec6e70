/* @@opts: -x bufpolicy=fill */
/*
 * -x bufpolicy=fill with room to spare.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
