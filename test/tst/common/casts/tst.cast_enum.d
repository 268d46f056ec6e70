/* casting an integer to an enum */

#pragma D option quiet

enum e {
	A,
	B
};

BEGIN
{
	printf("%d\n", (enum e)1 == B);
	exit(0);
}
