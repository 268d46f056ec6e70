/*
 * a typedef names a type usable in sizeof and casts
 */

#pragma D option quiet

typedef short myshort_t;

BEGIN
{
	printf("%d %d\n", sizeof (myshort_t), (myshort_t)70000);
	exit(0);
}
