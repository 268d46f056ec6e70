/* @@grab: @PROGS@/pidspin 5000 */
/* ustack() in a grabbed process */
#pragma D option quiet

pid$target::spin_inner:entry
{
	ustack(2);
	exit(0);
}
