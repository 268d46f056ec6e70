/* @@opts: -w */
/*
 * system() with a string argument.
 */
#pragma D option quiet

BEGIN
{
	system("echo %s-%s", "abc", "def");
	exit(0);
}
