/*
 * A clause-local created by assignment (no declaration) is known to the
 * clauses after it, in their predicates and actions, and keeps its value
 * for the rest of the same probe firing.
 */

#pragma D option quiet

BEGIN
{
	this->count = 7;
	this->name = "seven";
}

BEGIN
/this->count == 7/
{
	printf("%s is %d\n", this->name, this->count);
	this->count++;
}

BEGIN
/this->count != 8/
{
	printf("lost the increment\n");
	exit(1);
}

BEGIN
{
	printf("now %d\n", this->count);
	exit(0);
}
