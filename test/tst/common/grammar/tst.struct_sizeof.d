/*
 * a D struct is laid out as in C under LP64
 */

#pragma D option quiet

struct foo {
	int a;
	long b;
	char c;
};

BEGIN
{
	printf("%d\n", sizeof (struct foo));
	exit(0);
}
