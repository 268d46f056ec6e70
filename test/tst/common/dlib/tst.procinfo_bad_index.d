/* @@stderr: illegal operation in action #1 */
/*
 * __procinfo[] (the D library's source for psinfo_t members) has twelve
 * attributes: a larger index is an illegal operation, which ends the
 * clause
 */
#pragma D option quiet

BEGIN
{
	trace(__procinfo[12]);
}

BEGIN
{
	printf("next\n");
	exit(0);
}
