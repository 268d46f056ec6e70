/* @@stderr: dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): divide-by-zero in action #1 at DIF offset  */
/*
 * the whole fault message up to the DIF offset: the first clause is enabled probe 1
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

BEGIN
{
	exit(0);
}
