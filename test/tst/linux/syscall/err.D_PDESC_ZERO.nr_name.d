/*
 * uname is __NR_uname's name, not the system call's: the probe is
 * syscall::newuname:entry, and this description matches nothing.
 */
syscall::uname:entry
{
}
