/* @@opts: -x defaultargs */
/*
 * defaultargs: missing macro arguments are 0 and "".
 */
#pragma D option quiet

BEGIN
{
	printf("%d [%s]\n", $1, $$2);
	exit(0);
}
