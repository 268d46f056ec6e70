/* @@cmd: @PROGS@/pidcompute */
/* a glob in the module field */
#pragma D option quiet

pid$target:pidcomp*:compute:entry
{
	@ = count();
}
