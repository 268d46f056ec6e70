/*
 * siginfo_t (proc:::signal-handle's args[1]) has the Linux x86-64
 * layout: 128 bytes, the per-signal fields at offset 16
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof (siginfo_t),
	    offsetof(siginfo_t, si_signo), offsetof(siginfo_t, si_errno),
	    offsetof(siginfo_t, si_code), offsetof(siginfo_t, _sifields),
	    sizeof (sigval_t));
	exit(0);
}
