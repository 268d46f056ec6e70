/*
 * A function named by its weak alias (__area) gets the probes of its
 * global name (area), the reference's preferred name.
 */
/* @@cmd: @PROGS@/pidalias */
#pragma D option quiet

pid$target:a.out:__area:entry
{
	@[probefunc, arg1] = count();
}
