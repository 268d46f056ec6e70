/* a clause-local string */

#pragma D option quiet

BEGIN
{
	this->s = strjoin("clause", "-local");
	printf("%s\n", this->s);
	exit(0);
}
