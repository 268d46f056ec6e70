/*
 * D is LP64
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (long));
	exit(0);
}
