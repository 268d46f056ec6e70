/* @@cmd: @PROGS@/piddlopen */
/* without -Z, a library not mapped yet matches no probe */
pid$target:pidlib.so:pidlib_call:entry
{
}
