/*
 *
 */

#pragma D option quiet

BEGIN
{
	s = "foo";
	printf("%s\n", s);
	exit(0);
}
