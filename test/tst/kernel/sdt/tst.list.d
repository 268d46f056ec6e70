/*
 * dtrace -l on the module lists the sdt and syscall probes a description
 * names.
 * @@backend: kernel
 * @@opts: -l
 * @@stdout: sdt             sched                                   sched_process_exec
 */
sdt:sched::sched_process_exec,
syscall::pread64:entry
{
}
