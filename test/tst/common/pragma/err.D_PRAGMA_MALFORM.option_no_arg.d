/*
 * #pragma D option with nothing to set
 */

#pragma D option

BEGIN
{
	exit(0);
}
