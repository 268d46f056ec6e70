/* @@stderr: dtrace: error on enabled probe ID  */
/*
 * the fault message names the enabled probe
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
