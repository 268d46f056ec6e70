/* @@args: -- a -q --b */
/*
 * "--" ends the options: what follows are macro arguments, even when
 * they look like options
 */

#pragma D option quiet

BEGIN
{
	printf("%s %s %s\n", $$1, $$2, $$3);
	exit(0);
}
