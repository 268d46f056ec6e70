/*
 * string comparisons in predicates
 */

#pragma D option quiet

BEGIN
{
	mode = "fast";
}

BEGIN
/mode == "slow"/
{
	printf("slow\n");
}

BEGIN
/mode != "slow"/
{
	printf("not slow\n");
	exit(0);
}
