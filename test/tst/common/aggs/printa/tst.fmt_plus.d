/*
 * printa("%@+d") prints the sign
 */

#pragma D option quiet

BEGIN
{
	@a = sum(42);
	printa("[%@+d]\n", @a);
	exit(0);
}
