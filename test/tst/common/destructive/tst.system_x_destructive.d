/* @@opts: -x destructive */
/*
 * -x destructive is -w.
 */
#pragma D option quiet

BEGIN
{
	system("echo x");
	exit(0);
}
