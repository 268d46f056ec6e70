/* @@cmd: @PROGS@/pidcompute */
/* @@stderr: invalid address (0x10) in action #1 */
/* copyinstr() from an unmapped address of the target faults */
#pragma D option quiet

pid$target::greet:entry
{
	trace(copyinstr(16));
}

pid$target::greet:return
{
	printf("after\n");
}
