/* @@cmd: @PROGS@/pidcompute */
/* @@stderr: invalid address (0x0) in action #1 */
/* copyin() from an unmapped address of the target faults */
#pragma D option quiet

pid$target::greet:entry
{
	trace(*(char *)copyin(0, 1));
}

pid$target::greet:return
{
	printf("after\n");
}
