/*
 * an unknown #pragma D
 */

#pragma D nosuchthing

BEGIN
{
	exit(0);
}
