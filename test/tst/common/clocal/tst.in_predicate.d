/* a clause-local tested in a later clause's predicate */

#pragma D option quiet

this int ok;

BEGIN
{
	this->ok = 1;
}

BEGIN
/this->ok/
{
	printf("ok\n");
	exit(0);
}
