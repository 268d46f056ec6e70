/*
 * dtrace -l on the module lists the proc provider's probes, module
 * vmlinux and no function, as the reference.
 * @@backend: kernel
 * @@opts: -l
 * @@stdout: proc           vmlinux                                   exec-success
 */
proc:::
{
}
