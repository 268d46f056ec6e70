/* @@opts: -w */
/*
 * system() in END.
 */
#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	system("echo from END");
}
