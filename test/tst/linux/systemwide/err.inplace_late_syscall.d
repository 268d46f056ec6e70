/* @@opts: -w */
/* @@requires: bpf */
/* @@backend: user */
/* @@stderr: dtrace: syscall probes fire once kernel capture has drained their events: stop(), raise(), copyout() and copyoutstr() would act after the event */
/*
 * With no process under control, a syscall probe is kernel capture's,
 * fired once its event is drained: raise() would come after the call, so
 * the enabling fails rather than act late (with -c or -p the tracer would
 * fire it while the thread waits: tst.target_systemwide.d).
 */
syscall::getppid:entry
/execname == "nosuchprogram"/
{
	raise(SIGKILL);
}

BEGIN
{
	exit(0);
}
