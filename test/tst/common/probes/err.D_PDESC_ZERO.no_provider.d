/*
 * a provider that does not exist
 */

nosuchprovider:::probe
{
	exit(0);
}
