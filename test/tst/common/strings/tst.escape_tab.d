/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("a\tb\n");
	exit(0);
}
