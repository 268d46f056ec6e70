/*
 * printa("%@08d") pads with zeros
 */

#pragma D option quiet

BEGIN
{
	@a = sum(42);
	printa("[%@08d]\n", @a);
	exit(0);
}
