/* a global string variable */

#pragma D option quiet

BEGIN
{
	s = "hello";
	printf("%s\n", s);
	exit(0);
}
