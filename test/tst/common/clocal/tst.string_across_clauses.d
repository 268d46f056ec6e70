/* a declared clause-local string shared by the clauses of one firing */

#pragma D option quiet

this string s;

BEGIN
{
	this->s = strjoin("shared", "!");
}

BEGIN
{
	printf("%s\n", this->s);
	exit(0);
}
