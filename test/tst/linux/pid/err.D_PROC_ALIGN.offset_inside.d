/* @@cmd: @PROGS@/pidcompute */
/* offset 2 is inside mov %rsp,%rbp (built -O0) */
pid$target::compute:2
{
}
