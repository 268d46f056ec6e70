/* @@args: hello */
/*
 * $$1 is the first argument as a string
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", $$1);
	exit(0);
}
