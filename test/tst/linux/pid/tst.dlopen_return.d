/* @@cmd: @PROGS@/piddlopen */
/* @@opts: -Z */
/* -Z: return probe of a function in a library loaded later: the ret site
 * is found when dlopen() maps it; pidlib_call(cb, i) = i + 101 */
#pragma D option quiet

pid$target:pidlib.so:pidlib_call:return
{
	@ = sum(arg1);
}
