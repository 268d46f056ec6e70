/*
 * a typedef the program declares is in the D namespace
 */

#pragma D option quiet

typedef unsigned short myshort_t;

BEGIN
{
	printf("%d %d\n", sizeof (D`myshort_t), (D`myshort_t)-1);
	exit(0);
}
