/* @@grab: @PROGS@/sleeper 30 10 2 */
syscall::nosuchcall:entry
{
}
