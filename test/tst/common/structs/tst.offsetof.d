/* offsetof() of each member */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

BEGIN
{
	printf("%d %d %d\n", offsetof(struct foo, a), offsetof(struct foo, b), offsetof(struct foo, c));
	exit(0);
}
