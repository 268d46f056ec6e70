/* @@cmd: @PROGS@/pidcompute */
/* a character class in the function field */
#pragma D option quiet

pid$target::[cs][oq]*:entry
/probemod == "pidcompute"/
{
	@[probefunc] = count();
}
