/* @@opts: -w */
/* @@requires: bpf tracefs */
/* @@backend: user */
/* @@stderr: dtrace: sdt probes fire once kernel capture has drained their events */
/*
 * An sdt probe is always fired once its event is drained: stop() there
 * would stop the process after it moved on, so the enabling fails.
 */
sdt:sched::sched_process_exec
{
	stop();
}

BEGIN
{
	exit(0);
}
