/*
 * an option value that does not parse
 */

#pragma D option bufsize=lots

BEGIN
{
	exit(0);
}
