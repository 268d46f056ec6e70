/*
 * a union is as big as its largest member
 */

#pragma D option quiet

union u {
	int a;
	long b;
};

BEGIN
{
	printf("%d\n", sizeof (union u));
	exit(0);
}
