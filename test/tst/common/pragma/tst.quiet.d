/*
 * #pragma D option quiet suppresses the header
 */

#pragma D option quiet

BEGIN
{
	trace("x");
	exit(0);
}
