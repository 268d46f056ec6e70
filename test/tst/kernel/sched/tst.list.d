/*
 * dtrace -l on the module lists the sched provider's probes, module
 * vmlinux and no function, as the reference.
 * @@backend: kernel
 * @@opts: -l
 * @@stdout: sched           vmlinux                                   on-cpu
 */
sched:::
{
}
