/*
 * With no module the user host lists the sched probes kernel capture
 * serves, module vmlinux and no function as on the module: the ones
 * with a tracepoint (enqueue, dequeue and tick have none).
 * @@requires: bpf
 * @@backend: user
 * @@opts: -l
 * @@mask: probe-ids
 */
sched:::
{
}
