/* @@cmd: @PROGS@/pidcompute */
/* a function glob matching nothing */
pid$target::no_such_*:entry
{
}
