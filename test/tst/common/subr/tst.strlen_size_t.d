/* strlen() returns a size_t (8 bytes in LP64) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (strlen("x")));
	exit(0);
}
