/* a typedef of an integer type */

#pragma D option quiet

typedef short myint_t;
myint_t x;

BEGIN
{
	x = 300;
	printf("%d %d\n", sizeof (myint_t), x);
	exit(0);
}
