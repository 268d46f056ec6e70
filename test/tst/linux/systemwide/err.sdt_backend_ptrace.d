/*
 * Nothing but kernel capture serves sdt on the user host: asked for the
 * ptrace path alone, a program enabling an sdt probe fails to start,
 * and says why.
 * @@requires: bpf tracefs
 * @@backend: user
 * @@opts: -x backend=ptrace
 * @@exit: 1
 * @@stderr: dtrace: kernel capture (BPF) of sdt probes: not chosen (-x backend=ptrace)
 */
sdt:sched::sched_switch
{
}
