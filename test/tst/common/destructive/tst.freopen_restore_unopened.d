/* @@opts: -w */
/*
 * freopen("") without an earlier freopen() changes nothing.
 */
#pragma D option quiet

BEGIN
{
	freopen("");
}

BEGIN
{
	printf("still stdout\n");
	exit(0);
}
