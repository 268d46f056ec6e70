/* sizeof a D struct follows C layout */

#pragma D option quiet

struct foo {
	int a;
	char b;
	long c;
};

BEGIN
{
	printf("%d\n", sizeof (struct foo));
	exit(0);
}
