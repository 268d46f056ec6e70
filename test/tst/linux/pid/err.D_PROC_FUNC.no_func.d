/* @@cmd: @PROGS@/pidcompute */
/* a function the module does not have */
pid$target:pidcompute:no_such_function:entry
{
}
