/* a string constant makes a string variable */

#pragma D option quiet

BEGIN
{
	s = "abc";
	printf("%d\n", sizeof (s));
	exit(0);
}
