/* @@cmd: @PROGS@/pidifunc 1 */
/* an offset past the end of the implementation an IFUNC resolved to */
pid$target:libc.so.6:strlen:100000
{
}
