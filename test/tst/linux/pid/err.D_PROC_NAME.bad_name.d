/* @@cmd: @PROGS@/pidcompute */
/* a probe name that is neither entry, return nor an offset */
pid$target::compute:middle
{
}
