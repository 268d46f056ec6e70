/*
 * dtrace -l on the module lists the io provider's probes, module vmlinux
 * and no function, as the reference.
 * @@backend: kernel
 * @@opts: -l
 * @@stdout: io           vmlinux                                   wait-start
 */
io:::
{
}
