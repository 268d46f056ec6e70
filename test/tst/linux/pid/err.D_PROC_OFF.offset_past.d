/* @@cmd: @PROGS@/pidcompute */
/* an offset past the end of the function */
pid$target::compute:10000
{
}
