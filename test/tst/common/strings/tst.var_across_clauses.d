/*
 * a string global keeps its value across clauses
 */

#pragma D option quiet

BEGIN
{
	name = "first";
}

BEGIN
{
	printf("%s %d\n", name, name == "first");
	exit(0);
}
