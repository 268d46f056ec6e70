/* @@opts: -x nolibs */
/*
 * without the D library, ENOENT is an ordinary name: a new variable
 */
#pragma D option quiet

BEGIN
{
	ENOENT = 5;
	printf("%d\n", ENOENT);
	exit(0);
}
