/* @@exit: 3 */
/*
 * exit() in END sets the final status
 */

#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	exit(3);
}
