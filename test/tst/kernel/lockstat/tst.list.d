/*
 * dtrace -l on the module lists the lockstat provider's contention
 * probes, module vmlinux and no function, as the reference.
 * @@backend: kernel
 * @@opts: -l
 * @@stdout: lockstat           vmlinux                                   adaptive-block
 */
lockstat:::
{
}
