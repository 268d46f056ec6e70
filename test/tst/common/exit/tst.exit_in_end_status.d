/* @@exit: 9 */
/*
 * exit() in END sets the status.
 */
#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	exit(9);
}
