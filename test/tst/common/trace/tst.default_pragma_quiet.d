/*
 * with quiet set by pragma there is no header and no probe line
 */

#pragma D option quiet

BEGIN
{
	trace(5);
	exit(0);
}
