/*
 * Only whole dot-separated parts of a basename name a module: "libc.s"
 * is no name of libc.so.6.
 */
/* @@cmd: @PROGS@/pidcompute */
pid$target:libc.s:malloc:entry
{
}
