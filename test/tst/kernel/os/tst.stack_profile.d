/* @@backend: kernel */ /* @@opts: -q */
/* @@stdout: vmlinux`do_idle+0x */ /* @@nostdout: hrtimer_interrupt */
/*
 * stack() of a profile-N sample is the interrupted context's: in an idle
 * thread, its idle loop, unwound from the interrupt's registers, with no
 * frame of the timer interrupt that fired the probe.
 */
profile-997
/pid == 0 && arg0 != 0 && n++ == 0/
{
	stack();
	exit(0);
}
