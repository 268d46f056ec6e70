/* @@grab: @PROGS@/sleeper 1 100 */
/* @@opts: -Z */
/* @@stderr: pid @PID@ has exited */
syscall::nosuch*:entry
{
}
