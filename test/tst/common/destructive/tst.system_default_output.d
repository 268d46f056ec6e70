/* @@opts: -w */
/*
 * Not quiet: the probe line is begun before the command runs.
 */

BEGIN
{
	system("echo hi");
}

BEGIN
{
	exit(0);
}
