/*
 * array suffixes bind tighter than "*" and apply left to right: int
 * m[2][3] is two arrays of three ints, int *ap[3] three pointers, int
 * (*pa)[3] one pointer to an array of three ints
 */
#pragma D option quiet

int m[2][3];
int *ap[3];
int (*pa)[3];
char (*(*pf)(void))[5];

BEGIN
{
	printf("%d %d %d\n", sizeof (m), sizeof (m[0]), sizeof (m[0][0]));
	printf("%d %d\n", sizeof (ap), sizeof (ap[0]));
	printf("%d %d %d\n", sizeof (pa), sizeof (*pa), sizeof ((*pa)[0]));
	printf("%d\n", sizeof (pf));
	printf("%d %d %d\n", sizeof (int [2][3]), sizeof (int *[3]),
	    sizeof (int (*)[3]));
	exit(0);
}
