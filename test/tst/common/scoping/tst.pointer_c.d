/*
 * a pointer to a scoped type: C`int * is 8 bytes (LP64)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (C`int *), sizeof (D`string *));
	exit(0);
}
