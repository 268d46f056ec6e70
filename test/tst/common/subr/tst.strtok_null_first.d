/* strtok(NULL, ...) with no earlier string faults */
/* @@stderr: invalid address (0x0) */

#pragma D option quiet

BEGIN
{
	trace(strtok(NULL, "!"));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
