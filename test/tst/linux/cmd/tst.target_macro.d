/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

BEGIN
{
	printf("%d\n", $target > 0 && $target != $pid);
}
