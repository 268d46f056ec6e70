/*
 * a decimal constant too big for int is long
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 4294967296 * 2);
	exit(0);
}
