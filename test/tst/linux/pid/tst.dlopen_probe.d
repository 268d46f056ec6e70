/* @@cmd: @PROGS@/piddlopen */
/* @@opts: -Z */
/* -Z: a function of a library the program loads later with dlopen() */
#pragma D option quiet

pid$target:pidlib.so:pidlib_call:entry
{
	@ = count();
}
