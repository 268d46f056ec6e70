/*
 * a dependency on a provider that does not exist
 */

#pragma D depends_on provider nosuchprovider

BEGIN
{
	exit(0);
}
