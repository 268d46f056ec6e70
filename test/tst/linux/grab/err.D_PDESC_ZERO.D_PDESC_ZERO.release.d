/* @@grab: @PROGS@/sleeper 30 10 */
syscall::nosuchcall:entry
{
}
