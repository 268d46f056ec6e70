/* @@cmd: @PROGS@/piddlopen */
/* without -Z, a library not mapped yet matches no probe */
/* @@stderr: does not match any probes */
pid$target:pidlib.so:pidlib_call:entry
{
}
