/*
 * bufsize=16: the clause that calls exit() fits (12 bytes); the bigger
 * record of another clause is a reported drop, and the run ends
 */
#pragma D option quiet
#pragma D option bufsize=16

BEGIN
{
	trace(1);
	trace(2);
	trace(3);
}

BEGIN
{
	exit(0);
}
