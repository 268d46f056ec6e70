/* @@cmd: @PROGS@/pidcompute */
/* a module the process has not mapped matches nothing */
pid$target:libnosuch.so.1:compute:entry
{
}
