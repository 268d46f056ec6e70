/* strjoin() longer than strsize runs out of scratch space */
/* @@stderr: out of scratch space */

#pragma D option quiet

#pragma D option strsize=16

BEGIN
{
	trace(strjoin("0123456789", "0123456789"));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
