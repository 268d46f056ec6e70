/*
 * #pragma D option quiet suppresses the probe lines.
 */
#pragma D option quiet

BEGIN
{
	trace(1);
	exit(0);
}
