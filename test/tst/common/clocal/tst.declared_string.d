/* a declared clause-local string */

#pragma D option quiet

this string s;

BEGIN
{
	this->s = "abc";
	printf("%s\n", this->s);
	exit(0);
}
