/*
 * an enum the program declares is in the D namespace: enum D`e
 */

#pragma D option quiet

enum e {
	E_A = 3,
	E_B
};

BEGIN
{
	printf("%d %d\n", sizeof (enum D`e), (enum D`e)E_B);
	exit(0);
}
