/* sizeof a union is its largest member */

#pragma D option quiet

union u {
	char c;
	int i;
	long l;
};

BEGIN
{
	printf("%d\n", sizeof (union u));
	exit(0);
}
