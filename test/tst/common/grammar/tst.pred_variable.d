/*
 * predicates read variables
 */

#pragma D option quiet

BEGIN
{
	x = 3;
}

BEGIN
/x > 2/
{
	printf("big\n");
}

BEGIN
/x > 5/
{
	printf("bigger\n");
}

BEGIN
{
	exit(0);
}
