/* stringof() of a string is the string */

#pragma D option quiet

BEGIN
{
	printf("%s\n", stringof("same"));
	exit(0);
}
