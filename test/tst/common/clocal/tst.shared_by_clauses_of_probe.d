/* clause-locals are shared by the clauses of one probe firing */

#pragma D option quiet

this int x;

BEGIN
{
	this->x = 21;
}

BEGIN
{
	printf("%d\n", this->x * 2);
	exit(0);
}
