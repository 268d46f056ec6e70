/* @@cmd: @PROGS@/pidcompute */
/* the pid provider instruments only processes under control (-c/-p) */
pid1::main:entry
{
}
