/*
 * every description in a list must match
 */

BEGIN, nosuchprovider:::x
{
	exit(0);
}
