/* @@cmd: @PROGS@/pidifunc 1 */
/* an IFUNC probe name that is neither entry, return nor an offset */
pid$target:libc.so.6:strlen:start
{
}
