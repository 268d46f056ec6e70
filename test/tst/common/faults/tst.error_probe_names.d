/* the ERROR clause sees its own probe names */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	y = *(int *)8;
}

ERROR
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}
